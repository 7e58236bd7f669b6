/**
 * The statement as CSV (RFC 4180), written for the player's locale so a spreadsheet opens it as
 * numbers and dates (issue 35 §4). A cell a spreadsheet would run as a formula (starting with =,
 * +, -, @, tab or carriage return) gets a leading apostrophe (OWASP "CSV injection"); a plain
 * number, negative ones included, is left as it is, since it cannot be a formula and must stay a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

/** How a locale's spreadsheet reads a CSV: where the decimal mark is a comma, cells are split by `;`. */
export interface CsvFormat {
  separator: "," | ";";
  decimal: "." | ",";
}

export function csvFormatFor(locale: string): CsvFormat {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")?.value;
  return decimal === "," ? { separator: ";", decimal: "," } : { separator: ",", decimal: "." };
}

export function csvCell(value: string | number | null | undefined, separator: string = ","): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  const needsQuotes = /["\r\n]/.test(text) || text.includes(separator) || text !== text.trim();
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines joined by CRLF, with a byte-order mark so spreadsheet programs read UTF-8 (ã, ñ, €). */
export function toCsv(rows: (string | number | null)[][], separator: string = ","): string {
  return `\ufeff${rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator)).join("\r\n")}\r\n`;
}

/** An amount as a plain number with the format's decimal mark and no grouping: -1234,50. */
export function csvAmount(amount: number, decimals: number, format: CsvFormat): string {
  return amount.toFixed(decimals).replace(".", format.decimal);
}

/** A moment as an ISO date and time (YYYY-MM-DD HH:MM:SS) in a time zone, which every spreadsheet reads as a date. */
export function csvDateTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")}`;
}

/** The attachment's file name: ASCII, dated by the statement's range. */
export function csvFileName(from: string, to: string): string {
  const safe = (s: string) => s.replace(/[^0-9A-Za-z-]/g, "");
  return `statement-${safe(from)}-to-${safe(to)}.csv`;
}

/**
 * The statement as CSV (RFC 4180). A cell a spreadsheet would run as a formula (starting with =, +,
 * -, @, tab or carriage return) gets a leading apostrophe (OWASP "CSV injection"); a plain number,
 * negative ones included, is left as it is, since it cannot be a formula and must stay a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines joined by CRLF, with a byte-order mark so spreadsheet programs read UTF-8 (ã, ñ, €). */
export function toCsv(rows: (string | number | null)[][]): string {
  return `\ufeff${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** The attachment's file name: ASCII, dated by the statement's range. */
export function csvFileName(from: string, to: string): string {
  const safe = (s: string) => s.replace(/[^0-9A-Za-z-]/g, "");
  return `statement-${safe(from)}-to-${safe(to)}.csv`;
}

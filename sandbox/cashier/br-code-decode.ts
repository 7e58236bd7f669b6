/**
 * The sandbox PIX bank's reader of "copia e cola" codes. Written apart from the front end's
 * encoder (app/features/payment-kit/pix/br-code.ts) and sharing no code with it, the way a bank's
 * parser would be (ADR 055): it walks the EMV TLV, checks the CRC, and gives back what the
 * payer's app would show — payee key, name, city, amount and txid — or why it refuses to pay.
 */
import { crc16CcittFalse } from "../rules/crc16";

export type BrCodeRefusal =
  /** Not a sequence of id-length-value fields, or a field repeated. */
  | "malformed"
  /** No CRC field last, or a CRC that does not match: mistyped or tampered with. */
  | "checksum"
  /** Field 00 missing, not first, or not version 01. */
  | "payloadFormat"
  /** Field 01 present but neither 11 (reusable) nor 12 (one-time). */
  | "initiation"
  /** No merchant account template with the br.gov.bcb.pix GUI, or it has no key. */
  | "notPix"
  /** Field 53 is not 986 (BRL). */
  | "currency"
  /** Field 58 is not BR. */
  | "country"
  /** Field 54 present but not an amount. */
  | "amount"
  /** Field 59 or 60 missing. */
  | "merchant"
  /** No reference label (62-05), or one that is neither *** nor 1–25 letters and digits. */
  | "txid";

export interface DecodedBrCode {
  key: string;
  name: string;
  city: string;
  /** Centavos; null when the code leaves the amount to the payer. */
  amountMinor: number | null;
  /** "***" when the code carries no reference. */
  txid: string;
  /** True for point of initiation 12: the code may be paid only once. */
  oneTime: boolean;
}

export type DecodeResult = { ok: true; code: DecodedBrCode } | { ok: false; reason: BrCodeRefusal };

type Fields = Map<string, string>;

/** Splits `text` into its fields; null if a length runs past the end or an id repeats. */
function readFields(text: string): { fields: Fields; order: string[] } | null {
  const fields: Fields = new Map();
  const order: string[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const id = head.slice(0, 2);
    const length = parseInt(head.slice(2), 10);
    const value = text.slice(at + 4, at + 4 + length);
    if (length === 0 || value.length !== length || fields.has(id)) return null;
    fields.set(id, value);
    order.push(id);
    at += 4 + length;
  }
  return { fields, order };
}

function pixKeyIn(fields: Fields): string | null | undefined {
  for (let id = 26; id <= 51; id++) {
    const template = fields.get(String(id));
    if (template === undefined) continue;
    const inner = readFields(template);
    if (!inner) return undefined;
    if (inner.fields.get("00")?.toLowerCase() !== "br.gov.bcb.pix") continue;
    return inner.fields.get("01") ?? null;
  }
  return null;
}

function centavos(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return parseInt(match[1], 10) * 100 + parseInt((match[2] ?? "").padEnd(2, "0"), 10);
}

export function decodeBrCode(raw: string): DecodeResult {
  const text = raw.trim();
  const refuse = (reason: BrCodeRefusal): DecodeResult => ({ ok: false, reason });

  const parsed = readFields(text);
  if (!parsed) return refuse("malformed");
  const { fields, order } = parsed;

  // The checksum first: anything else read from a damaged code would be a guess.
  if (order.at(-1) !== "63" || !/^[0-9A-Fa-f]{4}$/.test(fields.get("63") ?? "")) return refuse("checksum");
  const covered = new TextEncoder().encode(text.slice(0, -4));
  if (crc16CcittFalse(covered) !== parseInt(fields.get("63")!, 16)) return refuse("checksum");

  if (order[0] !== "00" || fields.get("00") !== "01") return refuse("payloadFormat");
  const initiation = fields.get("01");
  if (initiation !== undefined && initiation !== "11" && initiation !== "12") return refuse("initiation");

  const key = pixKeyIn(fields);
  if (key === undefined) return refuse("malformed");
  if (!key) return refuse("notPix");
  if (fields.get("53") !== "986") return refuse("currency");
  if (fields.get("58") !== "BR") return refuse("country");

  let amountMinor: number | null = null;
  if (fields.has("54")) {
    amountMinor = centavos(fields.get("54")!);
    if (amountMinor === null) return refuse("amount");
  }

  const name = fields.get("59");
  const city = fields.get("60");
  if (!name || !city) return refuse("merchant");

  const additional = fields.has("62") ? readFields(fields.get("62")!) : null;
  const txid = additional?.fields.get("05");
  if (!txid || !(txid === "***" || /^[A-Za-z0-9]{1,25}$/.test(txid))) return refuse("txid");

  return { ok: true, code: { key, name, city, amountMinor, txid, oneTime: initiation === "12" } };
}

import { minorToDecimal } from "~/features/payment-kit/minor-units";
import { pixKeyType } from "./pix-key";
import { isTxid } from "./txid";

/**
 * The PIX "copia e cola" code: an EMV QRCPS merchant-presented payload (TLV: two-digit id,
 * two-digit length, value) with the Banco Central do Brasil's fields, as the BR Code manual
 * (ManualBRCode.pdf) and the Pix initiation manual describe. ADR 055: we build it ourselves so
 * the amount, txid and checksum are ours to test; the sandbox bank decodes it independently.
 */

export interface BrCodeInput {
  /** The receiver's PIX key: CPF, CNPJ, +55 phone, e-mail or random key (EVP). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** BRL centavos; the code is for this exact amount. */
  amountMinor: number;
  /** The deposit's unique reference: 1–25 letters and digits. */
  txid: string;
  /** Merchant category code (ISO 18245); "0000" when not informed. */
  mcc?: string;
}

export type BrCodeProblem = "key" | "merchantName" | "merchantCity" | "amount" | "txid" | "mcc";

export class BrCodeError extends Error {
  constructor(readonly problem: BrCodeProblem) {
    super(`cannot build a BR Code: bad ${problem}`);
    this.name = "BrCodeError";
  }
}

/** Field limits of the manual: name 25, city 15, amount 13 characters. */
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
const AMOUNT_MAX_CHARS = 13;
/**
 * The largest amount a code holds, in hundredths: "9999999999.99" fills the 13 characters
 * (10 digits, the dot, 2 decimals). A method paid by BR Code cannot take more (ADR 078).
 */
export const BR_CODE_MAX_AMOUNT_HUNDREDTHS = Number("9".repeat(AMOUNT_MAX_CHARS - 1));
const PIX_GUI = "br.gov.bcb.pix";
/** Point of initiation 12: the code may be paid once (a per-deposit code), not reused like 11. */
const ONE_TIME = "12";

/** One TLV field. Lengths count characters; every value here is ASCII, so characters are bytes. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id) || value.length < 1 || value.length > 99) throw new RangeError(`bad TLV ${id}`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC16-CCITT (poly 0x1021, init 0xFFFF, no reflection, no final xor), 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/**
 * Name and city in the characters every bank app reads: accents stripped ("São Paulo" → "Sao
 * Paulo"), anything outside printable ASCII dropped, spaces collapsed, cut to the field's limit.
 */
export function emvText(text: string, max: number): string {
  const plain = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\s+/g, " ")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/ {2,}/g, " ")
    .trim();
  return plain.slice(0, max).trimEnd();
}

/** "12.50" from 1250 centavos, the manual's amount format (dot, two decimals, at most 13 characters). */
function amountField(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new BrCodeError("amount");
  const text = minorToDecimal(amountMinor, 2);
  if (text.length > AMOUNT_MAX_CHARS) throw new BrCodeError("amount");
  return text;
}

/** The complete copy-paste code, CRC included. Throws BrCodeError on input a bank would refuse. */
export function buildBrCode(input: BrCodeInput): string {
  if (!pixKeyType(input.key)) throw new BrCodeError("key");
  if (!isTxid(input.txid)) throw new BrCodeError("txid");
  const mcc = input.mcc ?? "0000";
  if (!/^\d{4}$/.test(mcc)) throw new BrCodeError("mcc");
  const name = emvText(input.merchantName, MERCHANT_NAME_MAX);
  if (!name) throw new BrCodeError("merchantName");
  const city = emvText(input.merchantCity, MERCHANT_CITY_MAX);
  if (!city) throw new BrCodeError("merchantCity");

  const body = [
    tlv("00", "01"),
    tlv("01", ONE_TIME),
    tlv("26", tlv("00", PIX_GUI) + tlv("01", input.key)),
    tlv("52", mcc),
    tlv("53", "986"),
    tlv("54", amountField(input.amountMinor)),
    tlv("58", "BR"),
    tlv("59", name),
    tlv("60", city),
    tlv("62", tlv("05", input.txid)),
  ].join("");
  // The CRC covers everything before it, its own id and length ("6304") included.
  const withCrcHeader = `${body}6304`;
  return `${withCrcHeader}${crc16(withCrcHeader)}`;
}

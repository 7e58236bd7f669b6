/**
 * The sandbox platform's PIX "copia e cola" code for a deposit: an EMV QRCPS merchant-presented
 * payload (fields of two-digit id, two-digit length, value) with the Banco Central do Brasil's
 * fields (ManualBRCode.pdf), ending in the CRC-16/CCITT-FALSE of everything before it. The
 * platform's own writer (ADR 090): the front end only shows the code the platform sends.
 */
import { crc16Hex } from "./crc16";

export interface PixCharge {
  /** The receiver's key as DICT stores it: CPF or CNPJ digits, +55 phone, e-mail, random key. */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** BRL centavos: the code is for this exact amount. */
  amountMinor: number;
  /** The deposit's reference (field 62-05): 1–25 letters and digits. */
  txid: string;
}

/**
 * Field 54 holds at most 13 characters, "9999999999.99": the largest amount, in centavos, that a
 * code can carry. A QR method's deposit maximum is capped to it (ADR 078).
 */
export const BR_CODE_MAX_CENTAVOS = 999_999_999_999;

// DICT key kinds: CPF (11 digits), CNPJ (14), phone (+55, DDD and 8–9 digits), random key (a
// lower-case UUID), e-mail (lower case, at most 77 characters so template 26 stays within 99).
const KEY_FORMS = [
  /^\d{11}$/,
  /^\d{14}$/,
  /^\+55\d{10,11}$/,
  /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/,
  /^(?=.{1,77}$)[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/,
];

/** Printable ASCII without accents, single spaces, cut to the field's limit (name 25, city 15). */
function plainText(text: string, limit: number): string {
  const ascii = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s/g, " ")
    .replace(/[^ -~]/g, "");
  return ascii.split(" ").filter(Boolean).join(" ").slice(0, limit).trimEnd();
}

const field = (id: string, value: string) => {
  if (!value || value.length > 99) throw new RangeError(`BR Code field ${id} cannot hold ${value.length} characters`);
  return id + value.length.toString().padStart(2, "0") + value;
};

/** The code, or a RangeError for what a payer's bank would refuse (the deposit is then not made). */
export function pixChargeCode(charge: PixCharge): string {
  if (!KEY_FORMS.some((form) => form.test(charge.key))) throw new RangeError("not a PIX key");
  if (!/^[A-Za-z0-9]{1,25}$/.test(charge.txid)) throw new RangeError("not a BR Code txid");
  const centavos = charge.amountMinor;
  if (!Number.isSafeInteger(centavos) || centavos < 1 || centavos > BR_CODE_MAX_CENTAVOS)
    throw new RangeError("not an amount a BR Code holds");
  const name = plainText(charge.merchantName, 25);
  const city = plainText(charge.merchantCity, 15);
  if (!name || !city) throw new RangeError("a BR Code needs the merchant's name and city");
  const amount = `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, "0")}`;

  const payload =
    field("00", "01") + // payload format indicator
    field("01", "12") + // point of initiation: 12, a code paid once (one deposit)
    field("26", field("00", "br.gov.bcb.pix") + field("01", charge.key)) + // merchant account (PIX)
    field("52", "0000") + // merchant category code: not informed
    field("53", "986") + // currency: BRL (ISO 4217)
    field("54", amount) +
    field("58", "BR") +
    field("59", name) +
    field("60", city) +
    field("62", field("05", charge.txid)) + // additional data: reference label
    "6304"; // the CRC's own id and length are part of what it covers
  return payload + crc16Hex(payload);
}

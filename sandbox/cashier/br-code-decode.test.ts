import { fc, it as prop } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { buildBrCode, crc16, tlv } from "../../app/features/payment-kit/pix/br-code";
import { decodeBrCode } from "./br-code-decode";

// The BR Code manual's static example (ManualBRCode.pdf, Banco Central do Brasil:
// https://www.bcb.gov.br/content/estabilidadefinanceira/spb_docs/ManualBRCode.pdf).
const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000" +
  "5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

const deposit = {
  key: "pix@solbet.com.br",
  merchantName: "Solbet",
  merchantCity: "São Paulo",
  amountMinor: 5000,
  txid: "DEP20261124A1",
};

/** A code from raw fields with a correct CRC, to reach the checks behind the checksum. */
function sealed(...fields: string[]): string {
  const body = `${fields.join("")}6304`;
  return body + crc16(body);
}
const pixAccount = tlv("26", tlv("00", "br.gov.bcb.pix") + tlv("01", deposit.key));
const good = [
  tlv("00", "01"),
  tlv("01", "12"),
  pixAccount,
  tlv("52", "0000"),
  tlv("53", "986"),
  tlv("54", "50.00"),
  tlv("58", "BR"),
  tlv("59", "Solbet"),
  tlv("60", "Sao Paulo"),
  tlv("62", tlv("05", "DEP1")),
];
const replace = (id: string, value: string | null) =>
  good.flatMap((f) => (f.startsWith(id) ? (value === null ? [] : [tlv(id, value)]) : [f]));

describe("decodeBrCode", () => {
  it("reads the manual's published example", () => {
    expect(decodeBrCode(BCB_EXAMPLE)).toEqual({
      ok: true,
      code: {
        key: "123e4567-e12b-12d1-a456-426655440000",
        name: "Fulano de Tal",
        city: "BRASILIA",
        amountMinor: null,
        txid: "***",
        oneTime: false,
      },
    });
  });

  it("reads what the front end's encoder builds", () => {
    expect(decodeBrCode(buildBrCode(deposit))).toEqual({
      ok: true,
      code: {
        key: deposit.key,
        name: "Solbet",
        city: "Sao Paulo",
        amountMinor: 5000,
        txid: deposit.txid,
        oneTime: true,
      },
    });
  });

  it("ignores spaces around a pasted code and takes a lower-case CRC", () => {
    expect(decodeBrCode(`  ${BCB_EXAMPLE}\n`).ok).toBe(true);
    expect(decodeBrCode(BCB_EXAMPLE.replace(/1D3D$/, "1d3d")).ok).toBe(true);
  });

  prop.prop([fc.integer({ min: 1, max: 999_999_999_999 }), fc.stringMatching(/^[A-Za-z0-9]{1,25}$/)])(
    "round-trips any amount and txid",
    (amountMinor, txid) => {
      const result = decodeBrCode(buildBrCode({ ...deposit, amountMinor, txid }));
      expect(result).toEqual({ ok: true, code: expect.objectContaining({ amountMinor, txid }) });
    },
  );

  prop.prop([fc.nat({ max: 200 }), fc.constantFrom(..."0123456789ABCDEFabcdef.*@ ")])(
    "refuses a code with any one character changed",
    (position, replacement) => {
      const code = buildBrCode(deposit);
      const at = position % code.length;
      fc.pre(code[at] !== replacement);
      // The CRC's own hex digits are read case-insensitively, like the bank apps do.
      fc.pre(at < code.length - 4 || code[at].toUpperCase() !== replacement.toUpperCase());
      const tampered = code.slice(0, at) + replacement + code.slice(at + 1);
      expect(decodeBrCode(tampered).ok).toBe(false);
    },
  );

  it("refuses a changed amount even when the lengths still add up", () => {
    const tampered = buildBrCode(deposit).replace("540550.00", "540590.00");
    expect(decodeBrCode(tampered)).toEqual({ ok: false, reason: "checksum" });
  });

  it.each([
    ["truncated", BCB_EXAMPLE.slice(0, -6), "malformed"],
    ["empty", "", "checksum"],
    ["not TLV", "hello world", "malformed"],
    ["no CRC", BCB_EXAMPLE.slice(0, -8), "checksum"],
    ["CRC not last", sealed(...good).slice(0, -8) + "63041D3D" + tlv("99", "x"), "checksum"],
  ])("refuses a %s code", (_, code, reason) => {
    expect(decodeBrCode(code)).toEqual({ ok: false, reason });
  });

  it("accepts the sealed reference fields, then refuses each broken one", () => {
    expect(decodeBrCode(sealed(...good))).toMatchObject({ ok: true, code: { amountMinor: 5000, txid: "DEP1" } });
    const cases: [string[], string][] = [
      [[...good, tlv("59", "again")], "malformed"],
      [[tlv("01", "12"), tlv("00", "01"), ...good.slice(2)], "payloadFormat"],
      [replace("00", "02"), "payloadFormat"],
      [replace("01", "13"), "initiation"],
      [replace("26", tlv("00", "com.example.pay") + tlv("01", deposit.key)), "notPix"],
      [replace("26", tlv("00", "br.gov.bcb.pix") + tlv("02", "only a description")), "notPix"],
      [replace("26", "0014br.gov.bcb.pix01"), "malformed"],
      [replace("53", "840"), "currency"],
      [replace("53", null), "currency"],
      [replace("58", "PT"), "country"],
      [replace("54", "50,00"), "amount"],
      [replace("54", "50.001"), "amount"],
      [replace("54", "-50.00"), "amount"],
      [replace("59", null), "merchant"],
      [replace("60", null), "merchant"],
      [replace("62", null), "txid"],
      [replace("62", tlv("05", "DEP-1")), "txid"],
      [replace("62", tlv("05", "A".repeat(26))), "txid"],
    ];
    for (const [fields, reason] of cases)
      expect(decodeBrCode(sealed(...fields)), reason).toEqual({ ok: false, reason });
  });

  it("reads an amount without decimals or with one, and a GUI in capitals", () => {
    expect(decodeBrCode(sealed(...replace("54", "50")))).toMatchObject({ code: { amountMinor: 5000 } });
    expect(decodeBrCode(sealed(...replace("54", "0.5")))).toMatchObject({ code: { amountMinor: 50 } });
    const upper = replace("26", tlv("00", "BR.GOV.BCB.PIX") + tlv("01", deposit.key));
    expect(decodeBrCode(sealed(...upper))).toMatchObject({ ok: true, code: { key: deposit.key } });
  });
});

import { describe, expect, it } from "vitest";
import { decodeBrCode } from "../cashier/br-code-decode";
import { BR_CODE_MAX_CENTAVOS, pixChargeCode, type PixCharge } from "./br-code";
import { crc16Hex } from "./crc16";

// The static example of the Banco Central's BR Code manual (ManualBRCode.pdf), as public PIX
// libraries reproduce it: random key, "Fulano de Tal", BRASILIA, no amount, txid ***.
const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000" +
  "5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

const charge: PixCharge = {
  key: "123e4567-e12b-12d1-a456-426655440000",
  merchantName: "Fulano de Tal",
  merchantCity: "BRASILIA",
  amountMinor: 5000,
  txid: "DEP20261124A1",
};

describe("crc16Hex", () => {
  it("gives the CRC-16/CCITT-FALSE check value of 123456789", () => {
    expect(crc16Hex("123456789")).toBe("29B1");
  });

  it("gives the manual example's checksum over everything up to and including 6304", () => {
    expect(crc16Hex(BCB_EXAMPLE.slice(0, -4))).toBe("1D3D");
  });
});

describe("pixChargeCode", () => {
  it("lays the fields out in the manual's order, lengths counted, one-time, with the amount", () => {
    const code = pixChargeCode(charge);
    expect(code.slice(0, -4)).toBe(
      "000201" +
        "010212" +
        "2658" +
        "0014br.gov.bcb.pix" +
        "0136123e4567-e12b-12d1-a456-426655440000" +
        "52040000" +
        "5303986" +
        "540550.00" +
        "5802BR" +
        "5913Fulano de Tal" +
        "6008BRASILIA" +
        "6217" +
        "0513DEP20261124A1" +
        "6304",
    );
    expect(code.slice(-4)).toBe(crc16Hex(code.slice(0, -4)));
  });

  it("writes a code the sandbox bank reads back as written", () => {
    const decoded = decodeBrCode(pixChargeCode({ ...charge, amountMinor: 123_456 }));
    expect(decoded).toEqual({
      ok: true,
      code: {
        key: charge.key,
        name: "Fulano de Tal",
        city: "BRASILIA",
        amountMinor: 123_456,
        txid: "DEP20261124A1",
        oneTime: true,
      },
    });
  });

  it("writes name and city in plain ASCII within 25 and 15 characters", () => {
    const code = pixChargeCode({
      ...charge,
      merchantName: "  Jogos  Ção Ltda. de São Paulo S/A ",
      merchantCity: "São  Paulo",
    });
    expect(code).toContain("5925Jogos Cao Ltda. de Sao Pa");
    expect(code).toContain("6009Sao Paulo");
  });

  it("holds up to 9,999,999,999.99 in field 54's 13 characters", () => {
    expect(pixChargeCode({ ...charge, amountMinor: BR_CODE_MAX_CENTAVOS })).toContain("54139999999999.99");
    expect(pixChargeCode({ ...charge, amountMinor: 1 })).toContain("54040.01");
    expect(() => pixChargeCode({ ...charge, amountMinor: BR_CODE_MAX_CENTAVOS + 1 })).toThrow(RangeError);
  });

  it.each<[string, Partial<PixCharge>]>([
    ["a key that is no DICT key", { key: "not a key" }],
    ["an upper-case random key", { key: charge.key.toUpperCase() }],
    ["a txid with a dash", { txid: "DEP-1" }],
    ["a txid of 26 characters", { txid: "A".repeat(26) }],
    ["a zero amount", { amountMinor: 0 }],
    ["a fractional amount", { amountMinor: 10.5 }],
    ["a name with no printable letter", { merchantName: "東京" }],
    ["an empty city", { merchantCity: "  " }],
  ])("refuses %s", (_, change) => {
    expect(() => pixChargeCode({ ...charge, ...change })).toThrow(RangeError);
  });

  it("takes each kind of DICT key", () => {
    for (const key of ["12345678909", "12345678000195", "+5511987654321", "pix@example.com.br", charge.key])
      expect(decodeBrCode(pixChargeCode({ ...charge, key }))).toMatchObject({ ok: true, code: { key } });
  });
});

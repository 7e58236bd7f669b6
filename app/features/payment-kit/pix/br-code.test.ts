import { describe, expect, it } from "vitest";
import { BrCodeError, buildBrCode, crc16, emvText, tlv, type BrCodeInput } from "./br-code";

// The static example of the Banco Central's BR Code manual (ManualBRCode.pdf,
// https://www.bcb.gov.br/content/estabilidadefinanceira/spb_docs/ManualBRCode.pdf), as reproduced
// in many public PIX libraries' tests: random key, "Fulano de Tal", BRASILIA, no amount, txid ***.
const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000" +
  "5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

const base: BrCodeInput = {
  key: "123e4567-e12b-12d1-a456-426655440000",
  merchantName: "Fulano de Tal",
  merchantCity: "BRASILIA",
  amountMinor: 5000,
  txid: "DEP20261124A1",
};

/** The value of top-level field `id` (the codes built here have no nested id clashes before it). */
function field(code: string, id: string): string {
  let at = 0;
  while (at < code.length) {
    const length = Number(code.slice(at + 2, at + 4));
    if (code.slice(at, at + 2) === id) return code.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  throw new Error(`no field ${id}`);
}

describe("crc16", () => {
  it("gives the CRC-16/CCITT-FALSE check value of 123456789", () => {
    expect(crc16("123456789")).toBe("29B1");
  });

  it("gives the manual example's checksum over everything up to and including 6304", () => {
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe("1D3D");
  });

  it("pads to four upper-case hex digits", () => {
    // "A" has CRC 0xB915; a leading-zero case comes from a short search below.
    expect(crc16("A")).toBe("B915");
    const withZero = Array.from({ length: 2000 }, (_, i) => String(i)).find((s) => crc16(s).startsWith("0"));
    expect(withZero && crc16(withZero)).toMatch(/^0[0-9A-F]{3}$/);
  });
});

describe("tlv", () => {
  it("rebuilds the manual example field by field", () => {
    const body =
      tlv("00", "01") +
      tlv("26", tlv("00", "br.gov.bcb.pix") + tlv("01", base.key)) +
      tlv("52", "0000") +
      tlv("53", "986") +
      tlv("58", "BR") +
      tlv("59", "Fulano de Tal") +
      tlv("60", "BRASILIA") +
      tlv("62", tlv("05", "***")) +
      "6304";
    expect(body + crc16(body)).toBe(BCB_EXAMPLE);
  });

  it("refuses empty and over-long values", () => {
    expect(() => tlv("59", "")).toThrow(RangeError);
    expect(() => tlv("59", "x".repeat(100))).toThrow(RangeError);
    expect(tlv("59", "x".repeat(99))).toBe(`5999${"x".repeat(99)}`);
  });
});

describe("buildBrCode", () => {
  it("builds a one-time code with the amount and txid (CRC checked with Python's binascii.crc_hqx)", () => {
    expect(buildBrCode(base)).toBe(
      "000201010212" +
        "26580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000" +
        "52040000530398654055" +
        "0.005802BR5913Fulano de Tal6008BRASILIA62170513DEP20261124A16304B9FF",
    );
  });

  it("cuts name and city to 25 and 15 characters and strips accents", () => {
    const code = buildBrCode({
      ...base,
      key: "pagamentos@solbet.com.br",
      merchantName: "Solbet Apostas Esportivas e Cassino Ltda",
      merchantCity: "São João del-Rei",
      amountMinor: 123456,
      txid: "abcDEF0123456789xyzXYZ987",
    });
    expect(code).toBe(
      "00020101021226460014br.gov.bcb.pix0124pagamentos@solbet.com.br52040000530398654071234.565802BR" +
        "5925Solbet Apostas Esportivas6015Sao Joao del-Re62290525abcDEF0123456789xyzXYZ9876304F984",
    );
  });

  it.each([
    [1, "0.01"],
    [99, "0.99"],
    [100, "1.00"],
    [5010, "50.10"],
    [123456789, "1234567.89"],
    [999999999999, "9999999999.99"],
  ])("writes %i centavos as %s", (amountMinor, text) => {
    expect(field(buildBrCode({ ...base, amountMinor }), "54")).toBe(text);
  });

  it.each([0, -100, 12.5, Number.NaN, 1_000_000_000_000])("refuses the amount %s", (amountMinor) => {
    expect(() => buildBrCode({ ...base, amountMinor })).toThrow(new BrCodeError("amount"));
  });

  it.each(["", "A".repeat(26), "DEP-1", "DEP 1", "***", "dép1"])("refuses the txid %j", (txid) => {
    expect(() => buildBrCode({ ...base, txid })).toThrow(new BrCodeError("txid"));
  });

  it("takes a txid of exactly 25 letters and digits", () => {
    expect(field(field(buildBrCode({ ...base, txid: "Z".repeat(25) }), "62"), "05")).toBe("Z".repeat(25));
  });

  it.each(["", "123.456.789-09", "5511987654321", "not a key", "x".repeat(70) + "@b.com.br"])(
    "refuses the key %j",
    (key) => {
      expect(() => buildBrCode({ ...base, key })).toThrow(new BrCodeError("key"));
    },
  );

  it("refuses a name or city with nothing printable left, and a bad MCC", () => {
    expect(() => buildBrCode({ ...base, merchantName: "  \u0301 " })).toThrow(new BrCodeError("merchantName"));
    expect(() => buildBrCode({ ...base, merchantCity: "東京" })).toThrow(new BrCodeError("merchantCity"));
    expect(() => buildBrCode({ ...base, mcc: "79951" })).toThrow(new BrCodeError("mcc"));
    expect(field(buildBrCode({ ...base, mcc: "7995" }), "52")).toBe("7995");
  });
});

describe("emvText", () => {
  it("keeps printable ASCII, strips marks, collapses spaces and trims after cutting", () => {
    expect(emvText("  Ação   Çaçá\tÑandú  ", 25)).toBe("Acao Caca Nandu");
    expect(emvText("Rio de Janeiro Centro", 15)).toBe("Rio de Janeiro");
    expect(emvText("Straße 1 ✓", 25)).toBe("Strae 1");
  });
});

import { describe, expect, it } from "vitest";
import { csvCell, csvFileName, toCsv } from "./csv";

describe("csvCell", () => {
  it("neutralises formulas (=, +, -, @, tab, CR) with a leading apostrophe", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
  });
  it("keeps plain numbers, negative ones included, as numbers", () => {
    expect(csvCell("-12.50")).toBe("-12.50");
    expect(csvCell(-5000)).toBe("-5000");
    expect(csvCell("1234.56")).toBe("1234.56");
  });
  it("quotes separators, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
  });
});

describe("toCsv", () => {
  it("writes a UTF-8 byte-order mark and CRLF lines", () => {
    expect(
      toCsv([
        ["Data", "Valor"],
        ["25 de nov.", "-10.00"],
      ]),
    ).toBe("\ufeffData,Valor\r\n25 de nov.,-10.00\r\n");
  });
});

describe("csvFileName", () => {
  it("is ASCII whatever the query held", () => {
    expect(csvFileName("2026-01-01", "2026-01-31")).toBe("statement-2026-01-01-to-2026-01-31.csv");
    expect(csvFileName('2026"; x=1', "../..")).toBe("statement-2026x1-to-.csv");
  });
});

import { describe, expect, it } from "vitest";
import { csvAmount, csvCell, csvDateTime, csvFileName, csvFormatFor, toCsv } from "./csv";

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
  it("keeps a number with a decimal comma as a number", () => {
    expect(csvCell("-12,50", ";")).toBe("-12,50");
  });
  it("quotes the separator in use, not the other one", () => {
    expect(csvCell("a;b", ";")).toBe('"a;b"');
    expect(csvCell("a,b", ";")).toBe("a,b");
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

describe("a statement for the player's locale", () => {
  it("splits by ; with a decimal comma where the locale writes one (pt-BR, es), else by , with a point", () => {
    for (const locale of ["pt-BR", "es-CL", "es-ES", "es-PY"])
      expect(csvFormatFor(locale)).toEqual({ separator: ";", decimal: "," });
    for (const locale of ["en-GB", "en-US"]) expect(csvFormatFor(locale)).toEqual({ separator: ",", decimal: "." });
  });
  it("writes amounts without grouping, with the locale's decimal mark", () => {
    expect(csvAmount(-1234.5, 2, csvFormatFor("pt-BR"))).toBe("-1234,50");
    expect(csvAmount(150000, 0, csvFormatFor("es-CL"))).toBe("150000");
    expect(csvAmount(1234.5, 2, csvFormatFor("en-GB"))).toBe("1234.50");
    expect(toCsv([["a", csvAmount(-1.5, 2, csvFormatFor("pt-BR"))]], ";")).toBe("\ufeffa;-1,50\r\n");
  });
  it("dates as ISO date and time in the player's zone", () => {
    expect(csvDateTime("2026-11-28T02:05:09Z", "America/Sao_Paulo")).toBe("2026-11-27 23:05:09");
    expect(csvDateTime("2026-11-28T00:00:00Z", "Europe/Berlin")).toBe("2026-11-28 01:00:00");
  });
});

describe("csvFileName", () => {
  it("is ASCII whatever the query held", () => {
    expect(csvFileName("2026-01-01", "2026-01-31")).toBe("statement-2026-01-01-to-2026-01-31.csv");
    expect(csvFileName('2026"; x=1', "../..")).toBe("statement-2026x1-to-.csv");
  });
});

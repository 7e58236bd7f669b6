import { fc, it as prop } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { formatAmountInput, parseAmount, parseAmountMinor } from "./amount-input";
import { BRL_FORMAT, EUR_FORMAT } from "./currency-fixtures";

describe("parseAmountMinor", () => {
  it("reads typed amounts into whole minor units", () => {
    expect(parseAmountMinor("R$ 1.000,50", BRL_FORMAT)).toEqual({ ok: true, minor: 100050 });
    expect(parseAmountMinor("0,29", BRL_FORMAT)).toEqual({ ok: true, minor: 29 });
    expect(parseAmountMinor("€1,234.5", EUR_FORMAT)).toEqual({ ok: true, minor: 123450 });
    expect(parseAmountMinor("5.000", { ...BRL_FORMAT, decimals: 0 })).toEqual({ ok: true, minor: 5000 });
  });

  it("gives parseAmount's errors", () => {
    expect(parseAmountMinor("-1", BRL_FORMAT)).toEqual({ ok: false, error: "negative" });
    expect(parseAmountMinor("1,234", BRL_FORMAT)).toEqual({ ok: false, error: "decimals" });
    expect(parseAmountMinor("1.00", BRL_FORMAT)).toEqual({ ok: false, error: "format" });
  });

  prop.prop([fc.integer({ min: 0, max: 10 ** 13 })])("reads back what formatAmountInput writes", (minor) => {
    const typed = formatAmountInput(minor / 100, BRL_FORMAT);
    expect(parseAmountMinor(typed, BRL_FORMAT)).toEqual({ ok: true, minor });
    expect(parseAmount(typed, BRL_FORMAT)).toEqual({ ok: true, value: minor / 100 });
  });
});

// Issue 34 §3: only the brand's own format is an amount; nothing typed is dropped or reinterpreted.
describe("parseAmountMinor is strict", () => {
  const CLP = { ...BRL_FORMAT, code: "CLP", symbol: "$", space: false, decimals: 0 };
  const SEK = { ...EUR_FORMAT, code: "SEK", symbol: "kr", position: "after" as const, space: true };

  it.each([
    ["1 000 000", "spaces"],
    ["1\t000", "spaces"],
    ["50 ,00", "spaces"],
    ["1.000 ,50", "spaces"],
    ["R$\t50", "spaces"],
    ["R$  50", "spaces"],
    ["+07", "format"],
    ["0x32", "format"],
    ["5e1", "format"],
    ["50,", "format"],
    [",50", "format"],
    ["1.00,00", "format"],
    ["10.0000", "format"],
    ["50 R$", "format"],
    ["R$R$ 50", "format"],
    ["US$ 50", "format"],
    ["50,005", "decimals"],
    ["-50", "negative"],
    ["-R$ 50", "negative"],
  ])("BRL %j is refused as %s", (raw, error) => {
    expect(parseAmountMinor(raw, BRL_FORMAT)).toEqual({ ok: false, error });
  });

  it.each([
    ["R$ 1.000,50", 100050],
    ["R$1.000,50", 100050],
    ["R$\u00a01.000,50", 100050],
    ["  50  ", 5000],
    ["0,5", 50],
  ])("BRL %j is %d minor units", (raw, minor) => {
    expect(parseAmountMinor(raw, BRL_FORMAT)).toEqual({ ok: true, minor });
  });

  it("takes the symbol only where the brand writes it", () => {
    expect(parseAmountMinor("1,000.50 kr", SEK)).toEqual({ ok: true, minor: 100050 });
    expect(parseAmountMinor("kr 1,000.50", SEK)).toEqual({ ok: false, error: "format" });
    expect(parseAmountMinor("$5.000", CLP)).toEqual({ ok: true, minor: 5000 });
    expect(parseAmountMinor("5 000", CLP)).toEqual({ ok: false, error: "spaces" });
  });

  const brlText = fc.integer({ min: 1, max: 10 ** 13 }).map((minor) => formatAmountInput(minor / 100, BRL_FORMAT));

  prop.prop([brlText, fc.nat(), fc.constantFrom(" ", "\t", "\u00a0", "\u202f")])(
    "whitespace inside an amount is refused wherever it stands",
    (typed, at, space) => {
      const i = 1 + (at % (typed.length - 1));
      expect(parseAmountMinor(`${typed.slice(0, i)}${space}${typed.slice(i)}`, BRL_FORMAT)).toEqual({
        ok: false,
        error: "spaces",
      });
    },
  );

  prop.prop([fc.stringMatching(/^[-+0-9.,eExR$ \t]{0,14}$/)])(
    "what it accepts holds exactly the digits typed, in the brand's grouping",
    (typed) => {
      const read = parseAmountMinor(typed, BRL_FORMAT);
      if (!read.ok) return;
      const body = typed.trim().replace(/^R\$ ?/, "");
      expect(body).toMatch(/^(\d{1,3}(\.\d{3})*|\d+)(,\d{1,2})?$/);
      const [whole, fraction = ""] = body.split(",");
      expect(BigInt(read.minor)).toBe(BigInt(whole.replace(/\./g, "") + fraction.padEnd(2, "0")));
    },
  );
});

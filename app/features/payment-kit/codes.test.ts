import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CASHIER_LOAD_CODES,
  cashierLoadOutcome,
  DEPOSIT_CODES,
  depositOutcome,
  WITHDRAW_CODES,
  withdrawOutcome,
} from "./codes";

type Tree = { [key: string]: string | Tree };
const LANGUAGES = ["en", "es", "pb"] as const;
const locale = (lang: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), "locales", lang, "cashier.json"), "utf8")) as Tree;
const lookup = (tree: Tree, key: string) =>
  key
    .split(".")
    .reduce<Tree | string | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), tree);

/** Every cashier key the pure modules can answer with, read from their source. */
function keysInSource(): string[] {
  const files = ["amount.ts", "codes.ts", "card/rules.ts"];
  const text = files.map((file) => readFileSync(path.join(import.meta.dirname, file), "utf8")).join("\n");
  return [...new Set([...text.matchAll(/"((?:amount|card)\.errors\.\w+|codes\.[\w-]+)"/g)].map((m) => m[1]))];
}

describe("deposit codes (spec §8)", () => {
  it("lists every code the spec names, 43 with the dash", () => {
    expect(DEPOSIT_CODES).toHaveLength(43);
    expect(new Set(DEPOSIT_CODES).size).toBe(43);
    for (const code of ["100190", "100197", "100238", "100240", "100242", "100246", "100518", "100520", "-"])
      expect(DEPOSIT_CODES).toContain(code);
    for (const code of ["100198", "100241", "100515", "100517", "100912"]) expect(DEPOSIT_CODES).not.toContain(code);
  });

  it("gives each its own message, numbers or strings alike", () => {
    expect(depositOutcome({ kind: "code", code: 100218 })).toEqual({
      key: "codes.100218",
      close: false,
      logout: false,
    });
    expect(depositOutcome({ kind: "code", code: " 100218" }).key).toBe("codes.100218");
    expect(depositOutcome({ kind: "code", code: "-" }).key).toBe("codes.noReason");
    const keys = DEPOSIT_CODES.map((code) => depositOutcome({ kind: "code", code }).key);
    expect(new Set(keys).size).toBe(DEPOSIT_CODES.length);
  });

  it("sends unknown, withdraw-only and missing codes to the generic message", () => {
    for (const code of ["100515", "999", "", null, undefined, "100100x"])
      expect(depositOutcome({ kind: "code", code }).key, String(code)).toBe("codes.generic");
    expect(depositOutcome({ kind: "empty" }).key).toBe("codes.generic");
  });

  it("times out a card or wallet payment the transport lost, and nothing else", () => {
    expect(depositOutcome({ kind: "transport", method: "card" }).key).toBe("codes.timedOut");
    expect(depositOutcome({ kind: "transport", method: "wallet" }).key).toBe("codes.timedOut");
    for (const method of ["qr", "redirect", "bank"] as const)
      expect(depositOutcome({ kind: "transport", method }).key).toBe("codes.generic");
  });

  it("closes and logs out on a failed risk check (100912)", () => {
    expect(depositOutcome({ kind: "code", code: 100912 })).toEqual({ key: "codes.100912", close: true, logout: true });
  });
});

describe("cashier load codes (spec §8)", () => {
  it("gives 100514–100533 their own messages and closes the modal", () => {
    expect(CASHIER_LOAD_CODES).toHaveLength(20);
    for (const code of CASHIER_LOAD_CODES)
      expect(cashierLoadOutcome(code)).toEqual({ key: `codes.${code}`, close: true, logout: false });
  });

  it("answers an empty response with the technical error, other codes with the generic one", () => {
    expect(cashierLoadOutcome(null).key).toBe("codes.technical");
    expect(cashierLoadOutcome("").key).toBe("codes.technical");
    expect(cashierLoadOutcome(100513)).toEqual({ key: "codes.generic", close: true, logout: false });
    expect(cashierLoadOutcome("100534").key).toBe("codes.generic");
  });
});

describe("cashier messages", () => {
  it("exist in en, es and pb for every code and every key the modules answer", () => {
    const keys = [
      ...keysInSource(),
      ...DEPOSIT_CODES.map((code) => depositOutcome({ kind: "code", code }).key),
      ...CASHIER_LOAD_CODES.map((code) => cashierLoadOutcome(code).key),
    ];
    expect(keys).toContain("card.errors.numberInvalid");
    expect(keys).toContain("amount.errors.noDecimals");
    for (const lang of LANGUAGES) {
      const tree = locale(lang);
      const missing = keys.filter((key) => typeof lookup(tree, key) !== "string" || !String(lookup(tree, key)).trim());
      expect(missing, `locales/${lang}/cashier.json`).toEqual([]);
    }
  });

  it("are translated, not copied from English", () => {
    const en = locale("en");
    for (const lang of ["es", "pb"]) {
      const codes = locale(lang).codes as Tree;
      const same = Object.keys(codes).filter((key) => codes[key] === (en.codes as Tree)[key]);
      expect(same, lang).toEqual([]);
    }
  });
});

describe("docs/contract/cashier.md", () => {
  it("gives the meaning of every code the catalogue maps", () => {
    const doc = readFileSync(path.join(process.cwd(), "docs", "contract", "cashier.md"), "utf8");
    const undocumented = [...DEPOSIT_CODES, ...CASHIER_LOAD_CODES, "100912"].filter(
      (code) => !doc.includes(`| \`${code}\` |`),
    );
    expect(undocumented).toEqual([]);
  });
});

describe("withdraw codes (spec §8)", () => {
  it("gives every withdraw code a message in en, es and pb, each its own but the two that share one", () => {
    const keys = WITHDRAW_CODES.map((code) => withdrawOutcome({ kind: "code", code }).key);
    for (const lang of LANGUAGES) {
      const tree = locale(lang);
      for (const key of keys) expect(typeof lookup(tree, key), `${lang} ${key}`).toBe("string");
      expect(typeof lookup(tree, "withdrawCodes.100793common")).toBe("string");
    }
    // 100912 is the deposit's risk message; every other code reads its own text.
    expect(new Set(keys).size).toBe(WITHDRAW_CODES.length);
  });

  it("names withdrawals, not deposits, wherever a message differs", () => {
    const en = locale("en");
    for (const code of WITHDRAW_CODES) {
      const text = String(lookup(en, withdrawOutcome({ kind: "code", code }).key));
      expect(text, code).not.toMatch(/deposit/i);
    }
  });

  it("unknown codes and empty answers give the generic message and stay; 100912 closes and logs out", () => {
    expect(withdrawOutcome({ kind: "code", code: "999999" })).toEqual({
      key: "codes.generic",
      close: false,
      logout: false,
    });
    expect(withdrawOutcome({ kind: "empty" })).toEqual({ key: "codes.generic", close: false, logout: false });
    expect(withdrawOutcome({ kind: "code", code: 100912 })).toMatchObject({ close: true, logout: true });
  });

  it("100793 says how long is left from the timestamp after the colon and the server's time", () => {
    const now = Date.UTC(2026, 10, 25, 12, 0, 0);
    const until = (ms: number) => `100793:${Math.floor((now + ms) / 1000)}`;
    const outcome = (description: string | null) =>
      withdrawOutcome({ kind: "code", code: "100793", description, serverNowMs: now });
    expect(outcome(until(2 * 3600_000 + 5 * 60_000))).toMatchObject({
      key: "withdrawCodes.100793",
      wait: { hours: 2, minutes: 5 },
    });
    // a part of a minute still left is a minute
    expect(outcome(until(30_000)).wait).toEqual({ hours: 0, minutes: 1 });
    expect(outcome(until(59 * 60_000 + 1000)).wait).toEqual({ hours: 1, minutes: 0 });
    // past, missing, unreadable or without a server time: the common message
    for (const description of [until(-60_000), null, "100793", "100793:soon"])
      expect(outcome(description)).toEqual({ key: "withdrawCodes.100793common", close: false, logout: false });
    const noServerTime = withdrawOutcome({ kind: "code", code: "100793", description: until(3600_000) });
    expect(noServerTime.key).toBe("withdrawCodes.100793common");
  });
});

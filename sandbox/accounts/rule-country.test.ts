import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { siteFromBrand } from "../seed/test-sites";
import { countryWithRule } from "./rule-country";
import { seedPlayers } from "./seed";

const rule = (flags: Record<string, boolean>) => ({ demoExempt: false, kycBeforePlay: false, ...flags });

describe("countryWithRule", () => {
  const rules = { AA: rule({ kycBeforePlay: true }), BB: rule({ demoExempt: true, kycBeforePlay: true }) };

  it("prefers the default country, else the first that has the rule, else none", () => {
    expect(countryWithRule(rules, "kycBeforePlay", "BB")).toBe("BB");
    expect(countryWithRule(rules, "kycBeforePlay", "ZZ")).toBe("AA");
    expect(countryWithRule(rules, "demoExempt", "AA")).toBe("BB");
    expect(countryWithRule(rules, "gamePlaySummaryBeforePlay", "AA")).toBeUndefined();
  });
});

describe("pre-check players live where the brand has their rule", () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox(["andina", "solbet"]);
  }, 60_000);
  afterAll(async () => t?.close());

  const countries = async (site: string) =>
    Object.fromEntries(
      (
        await t.db.query<{ email: string; country: string }>(
          "select email, country from players where site = $1 and email like 'precheck-%' order by email",
          [site],
        )
      ).map((r) => [r.email.split("@")[0], r.country]),
    );

  it("andina (no DE rules): each in a country of its own rules", async () => {
    const andina = siteFromBrand("andina");
    const lives = await countries("andina");
    expect(Object.values(lives)).not.toContain("DE");
    for (const [local, flag] of [
      ["precheck-nolimits", "sessionLimitBeforePlay"],
      ["precheck-sessiononly", "monthlyDepositLimitBeforePlay"],
      ["precheck-kycnew", "kycBeforePlay"],
      ["precheck-ready", "gamePlaySummaryBeforePlay"],
    ] as const) {
      expect(andina.countryRules[lives[local]]?.[flag], `${local} in ${lives[local]}`).toBe(true);
    }
  });

  it("solbet: its DE rules, as before", async () => {
    expect(new Set(Object.values(await countries("solbet")))).toEqual(new Set(["DE"]));
  });

  it("a database from before the rename keeps its de-… rows under the new names", async () => {
    await t.db.query(
      "update players set email = 'de-ready@solbet.test' where site = 'solbet' and email = 'precheck-ready@solbet.test'",
    );
    expect(await countries("solbet")).not.toHaveProperty("precheck-ready");
    expect(await seedPlayers(t.db, siteFromBrand("solbet"))).toBe(0);
    expect(await countries("solbet")).toHaveProperty("precheck-ready");
  });
});

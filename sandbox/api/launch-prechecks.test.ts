/**
 * The platform holds the country launch pre-checks (issue 34: a rule the page shows is a rule the
 * server enforces): a direct launcher/getRealGames call by a seeded pre-check player is refused
 * with the pre-check's code until the player meets it. Every brand with a country rule runs it.
 */
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countryWithRule } from "../accounts/rule-country";
import { siteFromBrand } from "../seed/test-sites";
import { PRECHECK_ERRORS } from "./launch-prechecks";
import { startTestSandbox, type TestSandbox } from "./test-server";

const sites = readdirSync("brands")
  .map(siteFromBrand)
  .filter((site) => Object.values(site.countryRules).some((rule) => rule.sessionLimitBeforePlay || rule.kycBeforePlay));

describe.each(sites.map((site) => [site.id, site] as const))(
  "launch pre-checks held by the platform on %s",
  (_, site) => {
    let t: TestSandbox;
    let game: string;
    const has = (rule: Parameters<typeof countryWithRule>[1]) =>
      countryWithRule(site.countryRules, rule, site.defaultCountry) !== undefined;
    const login = async (local: string) =>
      (await t.call("login", { emailId: `${local}@${site.id}.test`, password: "Sandbox123" })).body
        .sessionToken as string;
    const launch = async (token: string) =>
      (await t.call(`launcher/getRealGames?gameSymbol=${game}`, undefined, { token })).body;

    beforeAll(async () => {
      t = await startTestSandbox([site]);
      [{ game_code: game }] = await t.db.query<{ game_code: string }>(
        "select game_code from games where site = $1 and game_type = 'slots' order by game_code limit 1",
        [site.id],
      );
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    it("refuses play without the session limit, then plays once it is set", async () => {
      if (!has("sessionLimitBeforePlay")) return;
      const token = await login("precheck-nolimits");
      expect(await launch(token)).toMatchObject({ errorCode: PRECHECK_ERRORS.sessionLimit });
      expect(await t.db.query("select 1 from launch_tokens where session_token is not null")).toHaveLength(0);
      await t.call("ResponsibleGaming/setLimits", { limitType: "SESSION", value: "60" }, { token });
      expect((await launch(token)).errorCode).not.toBe(PRECHECK_ERRORS.sessionLimit);
    });

    it("refuses play without a monthly deposit limit", async () => {
      if (!has("monthlyDepositLimitBeforePlay")) return;
      const token = await login("precheck-sessiononly");
      expect(await launch(token)).toMatchObject({ errorCode: PRECHECK_ERRORS.monthlyDepositLimit });
    });

    it("refuses play before the identity is verified", async () => {
      if (!has("kycBeforePlay")) return;
      for (const local of ["precheck-kycnew", "precheck-kycinit"]) {
        expect(await launch(await login(local)), local).toMatchObject({ errorCode: PRECHECK_ERRORS.identity });
      }
    });

    it("refuses play until the game-play summary was shown in the last 24 hours", async () => {
      if (!has("gamePlaySummaryBeforePlay")) return;
      const token = await login("precheck-ready");
      expect(await launch(token)).toMatchObject({ errorCode: PRECHECK_ERRORS.summary });
      const event = "GAME_PLAY_SUMMARY_24_HOUR_POP_UP";
      await t.call(
        "ResponsibleGaming/addPlayerFrontEndAuditTrail",
        { auditCategory: event, auditEvent: event },
        { token },
      );
      expect(await launch(token)).toMatchObject({ status: "SUCCESS", gameUrl: expect.stringContaining("token=") });
    });
  },
);

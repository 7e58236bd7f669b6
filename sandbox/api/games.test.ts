import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "./test-server";

let t: TestSandbox;
let slot: string;
let live: string;
const login = async (local: string) =>
  (await t.call("login", { emailId: `${local}@solbet.test`, password: "Sandbox123" })).body.sessionToken as string;

beforeAll(async () => {
  t = await startTestSandbox(["solbet"]);
  [{ game_code: slot }] = await t.db.query<{ game_code: string }>(
    "select game_code from games where site = 'solbet' and game_type = 'slots' and has_demo and not ('hidden' = any(tags)) order by game_code limit 1",
  );
  [{ game_code: live }] = await t.db.query<{ game_code: string }>(
    "select game_code from games where site = 'solbet' and game_type = 'live_casino' order by game_code limit 1",
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("catalogue", () => {
  it("pages getGames in provider order, capping limit at 60", async () => {
    const first = (await t.call("game/getGames?limit=5")).body;
    expect(first.status).toBe("SUCCESS");
    expect(first.games).toHaveLength(5);
    expect(first.games[0].vendorCode).toBe("pragmaticplay");
    const second = (await t.call("game/getGames?limit=5&offset=5")).body;
    expect(second.total).toBe(first.total);
    expect(second.games[0].gameCode).not.toBe(first.games[4].gameCode);
    expect((await t.call("game/getGames?limit=500")).body.games).toHaveLength(60);
    expect((await t.call("game/getGames")).body.games).toHaveLength(18);
    expect((await t.call("game/getGames?offset=-1")).body.errorCode).toBe(100164);
  });

  it("searches name or provider, case-insensitively, name matches first; under 3 chars finds nothing", async () => {
    const byProvider = (await t.call("game/getGames?search=THUNDERK&limit=60")).body;
    expect(byProvider.total).toBeGreaterThan(0);
    expect(
      byProvider.games.every(
        (g: { vendorCode: string; name: string }) => g.vendorCode === "thunderkick" || /thunderk/i.test(g.name),
      ),
    ).toBe(true);
    const byName = (await t.call("game/getGames?search=roulette&limit=60")).body;
    expect(byName.games.length).toBeGreaterThan(0);
    expect(byName.games.every((g: { name: string }) => /roulette/i.test(g.name))).toBe(true);
    expect((await t.call("game/getGames?search=ro")).body).toEqual({ status: "SUCCESS", total: 0, games: [] });
    const filtered = (await t.call("game/getGames?vendorCode=netent&gameType=slots&limit=60")).body;
    expect(
      filtered.games.every(
        (g: { vendorCode: string; gameType: string }) => g.vendorCode === "netent" && g.gameType === "slots",
      ),
    ).toBe(true);
  });

  it("pages a group in game_order and answers 100464 for an unknown group", async () => {
    const [group] = await t.db.query<{ id: number; n: number }>(
      "select group_id as id, count(*)::int as n from game_group_games where site = 'solbet' group by group_id having count(*) > 20 order by group_id limit 1",
    );
    const codes = (
      await t.db.query<{ game_code: string }>(
        "select game_code from game_group_games where site = 'solbet' and group_id = $1 order by game_order",
        [group.id],
      )
    ).map((r) => r.game_code);
    const page = (await t.call(`game/getLobbyGameGroupGames?groupId=${group.id}&offset=10&limit=5`)).body;
    expect(page.total).toBe(group.n);
    expect(page.group.id).toBe(group.id);
    expect(page.group.games).toBeUndefined();
    expect(page.games.map((g: { gameCode: string }) => g.gameCode)).toEqual(codes.slice(10, 15));
    expect((await t.call("game/getLobbyGameGroupGames?groupId=1")).body.errorCode).toBe(100464);
    expect((await t.call(`game/getGame?gameCode=${slot}`)).body.game.gameCode).toBe(slot);
    expect((await t.call("game/getGame?gameCode=nope")).body.errorCode).toBe(100464);
  });
});

describe("player lists", () => {
  it("toggles favourites by newState and lists them newest first", async () => {
    const token = await login("player");
    expect((await t.call("profile/getFavouriteGames", undefined, { token })).body.games).toEqual([]);
    expect((await t.call("profile/toggleFavoriteGame", { gameID: slot, newState: "true" }, { token })).body).toEqual({
      status: "SUCCESS",
      favoriteAddFlag: true,
    });
    expect(
      (await t.call("profile/toggleFavoriteGame", { gameID: slot, newState: "true" }, { token })).body.favoriteAddFlag,
    ).toBe(true);
    expect(
      (await t.call("profile/toggleFavoriteGame", { gameID: live, newState: "true" }, { token })).body.favoriteAddFlag,
    ).toBe(true);
    const list = (await t.call("profile/getFavouriteGames", {}, { token })).body.games.map(
      (g: { gameCode: string }) => g.gameCode,
    );
    expect(list).toEqual([live, slot]);
    expect(
      (await t.call("profile/toggleFavoriteGame", { gameID: slot, newState: "false" }, { token })).body.favoriteAddFlag,
    ).toBe(false);
    expect(
      (await t.call("profile/toggleFavoriteGame", { gameID: slot, newState: "false" }, { token })).body.favoriteAddFlag,
    ).toBe(false);
    expect(
      (await t.call("profile/getFavouriteGames", undefined, { token })).body.games.map(
        (g: { gameCode: string }) => g.gameCode,
      ),
    ).toEqual([live]);
    expect(
      (await t.call("profile/toggleFavoriteGame", { gameID: "nope", newState: "true" }, { token })).body.errorCode,
    ).toBe(100464);
    expect((await t.call("profile/getFavouriteGames")).status).toBe(401);
  });

  it("lists the free spins of player@ on 3 games", async () => {
    const token = await login("player");
    const games = (await t.call("profile/getFreeSpinGames", undefined, { token })).body.games;
    expect(games).toHaveLength(3);
    expect(games[0].freeSpins).toBeGreaterThan(0);
    expect(new Date(games[0].expiresAt).getTime()).toBeGreaterThan(Date.now());
  });
});

describe("launch", () => {
  it("launches real (recording last played, distinct, most recent first) and demo", async () => {
    const token = await login("limits");
    const real = (await t.call(`launcher/getRealGames?gameSymbol=${slot}`, undefined, { token })).body;
    expect(real).toMatchObject({ status: "SUCCESS", pageType: "real", gameType: "slots" });
    expect(real.gameUrl).toMatch(/^\/sandbox\/provider\/slot\/play\?token=[\w-]{40,}$/);
    const liveLaunch = (await t.call(`launcher/getRealGames?gameSymbol=${live}`, undefined, { token })).body;
    expect(liveLaunch.gameUrl).toContain("/sandbox/provider/");
    await t.call(`launcher/getRealGames?gameSymbol=${slot}`, undefined, { token });
    const last = (await t.call("profile/getLastPlayedGames?limit=18", undefined, { token })).body.games.map(
      (g: { gameCode: string }) => g.gameCode,
    );
    expect(last).toEqual([slot, live]);
    const demo = (await t.call(`launcher/getFreeGames?gameSymbol=${slot}`)).body;
    expect(demo).toMatchObject({ status: "SUCCESS", pageType: "demo" });
    expect(demo.gameUrl).toContain("/sandbox/provider/slot/play?token=");
    const page = await fetch(`${t.base}${demo.gameUrl}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    const html = await page.text();
    expect(html).toMatch(/<script nonce="[^"]+" src="\/sandbox\/provider\/static\/slot.js">/);
    expect((await fetch(`${t.base}/sandbox/provider/slot/play?token=forged`)).status).toBe(410);
  });

  it("answers every launch error", async () => {
    const token = await login("player");
    const real = (q: string) => t.call(`launcher/getRealGames?${q}`, undefined, { token }).then((r) => r.body);
    expect((await t.call(`launcher/getRealGames?gameSymbol=${slot}`)).status).toBe(401);
    expect((await real("")).errorCode).toBe(100431);
    expect((await real("gameSymbol=no-such-game")).errorCode).toBe(100464);
    expect((await t.call(`launcher/getFreeGames?gameSymbol=${live}`)).body.errorCode).toBe(100604);
    expect((await t.control("game", { site: "solbet", gameCode: slot, blocked: true })).status).toBe(200);
    expect((await real(`gameSymbol=${slot}`)).errorCode).toBe(100601);
    expect((await t.call(`launcher/getFreeGames?gameSymbol=${slot}`)).body.errorCode).toBe(100601);
    await t.control("game", { site: "solbet", gameCode: slot, emptyUrl: true });
    expect(await real(`gameSymbol=${slot}`)).toMatchObject({ status: "SUCCESS", gameUrl: "" });
    await t.control("game", { site: "solbet", gameCode: slot, failWith: 100602 });
    expect((await real(`gameSymbol=${slot}`)).errorCode).toBe(100602);
    await t.control("game", { site: "solbet", gameCode: slot, failWith: 100603 });
    expect((await real(`gameSymbol=${slot}`)).errorCode).toBe(100603);
    expect((await t.control("game", { site: "solbet", gameCode: slot, failWith: 5 })).status).toBe(400);
    await t.control("reset", { site: "solbet" });
    expect((await real(`gameSymbol=${slot}`)).gameUrl).not.toBe("");
  });
});

describe("pre-checks for the DE players", () => {
  it("answers session limit, deposit limit and KYC per player", async () => {
    const expected: Record<string, [number, number | null, string, string]> = {
      "precheck-nolimits": [0, null, "KYC_2", "vrfn_verified"],
      "precheck-sessiononly": [60, null, "KYC_2", "vrfn_verified"],
      "precheck-kycnew": [60, 1000, "KYC_0", "vrfn_init"],
      "precheck-kycinit": [60, 1000, "KYC_0", "vrfn_init"],
      "precheck-ready": [60, 1000, "KYC_2", "vrfn_verified"],
    };
    for (const [local, [session, monthly, level, identity]] of Object.entries(expected)) {
      const token = await login(local);
      expect((await t.call("profile/getProfileBalanceCurrency", undefined, { token })).body.country).toBe("DE");
      expect((await t.call("balance/getSessionLimit", undefined, { token })).body.limits.overall.value).toBe(session);
      expect((await t.call("balance/getDepositLimit", undefined, { token })).body.limits).toEqual({
        daily: null,
        weekly: null,
        monthly,
      });
      const kyc = (await t.call("profile/getUserKYCDetails", undefined, { token })).body;
      expect(kyc.kycLevel).toBe(level);
      expect(kyc.kycDetails.identity.verificationStatus).toBe(identity);
    }
    const init = (await t.call("profile/getUserKYCDetails", undefined, { token: await login("precheck-kycinit") }))
      .body;
    expect(init.documents).toEqual({
      ageStatus: "initiated",
      identityStatus: "initiated",
      addressStatus: "initiated",
      sourceOfIncomeStatus: "initiated",
      sourceOfIncomeDetails: null,
      sourceOfIncomeOtherValue: null,
    });
  });

  it("keeps the audit trail, newest first, filtered by category", async () => {
    const token = await login("precheck-ready");
    const list = async (form: Record<string, string>) =>
      (await t.call("ResponsibleGaming/getPlayerAuditTrail", form, { token })).body.auditTrailDetailsList;
    expect(await list({ auditCategoryList: '["GAME_PLAY"]', fromIndex: "0", pageOffset: "10" })).toEqual([]);
    for (const comments of ["first", "second"]) {
      const add = { auditCategory: "GAME_PLAY", auditEvent: "GAME_PLAY_SUMMARY_24_HOUR_POP_UP", comments };
      expect((await t.call("ResponsibleGaming/addPlayerFrontEndAuditTrail", add, { token })).body).toEqual({
        status: "SUCCESS",
      });
    }
    await t.call(
      "ResponsibleGaming/addPlayerFrontEndAuditTrail",
      { auditCategory: "OTHER", auditEvent: "X" },
      { token },
    );
    const rows = await list({ auditCategoryList: '["GAME_PLAY"]', fromIndex: "0", pageOffset: "10" });
    expect(rows.map((r: { comments: string }) => r.comments)).toEqual(["second", "first"]);
    expect(rows[0]).toMatchObject({ auditEvent: "GAME_PLAY_SUMMARY_24_HOUR_POP_UP", status: "SUCCESS" });
    expect(Date.now() - new Date(rows[0].updatedTime).getTime()).toBeLessThan(60_000);
    expect(await list({ auditCategoryList: "[]", fromIndex: "1", pageOffset: "1" })).toHaveLength(1);
    expect(
      (await t.call("ResponsibleGaming/addPlayerFrontEndAuditTrail", { auditCategory: "GAME_PLAY" }, { token })).body
        .errorCode,
    ).toBe(100164);
  });

  it("restore-player gives a used-up player its seeded state back without a restart", async () => {
    const token = await login("precheck-kycnew");
    const summaries = async () =>
      (
        await t.call(
          "ResponsibleGaming/getPlayerAuditTrail",
          { auditCategoryList: '["GAME_PLAY"]', fromIndex: "0", pageOffset: "10" },
          { token },
        )
      ).body.auditTrailDetailsList;
    await t.call(
      "ResponsibleGaming/addPlayerFrontEndAuditTrail",
      { auditCategory: "GAME_PLAY", auditEvent: "GAME_PLAY_SUMMARY_24_HOUR_POP_UP", comments: "shown" },
      { token },
    );
    await t.db.query(
      "update kyc set level = 'KYC_2' where player_id = (select id from players where site = 'solbet' and email = 'precheck-kycnew@solbet.test')",
    );
    await t.db.query(
      "delete from deposit_limits where player_id = (select id from players where site = 'solbet' and email = 'precheck-kycnew@solbet.test')",
    );
    expect(await summaries()).toHaveLength(1);

    expect(await t.control("restore-player", { site: "solbet", email: "precheck-kycnew@solbet.test" })).toMatchObject({
      status: 200,
    });
    expect(await summaries()).toEqual([]);
    expect((await t.call("profile/getUserKYCDetails", undefined, { token })).body.kycLevel).toBe("KYC_0");
    expect((await t.call("balance/getDepositLimit", undefined, { token })).body.limits).toEqual({
      daily: null,
      weekly: null,
      monthly: 1000,
    });
  });

  it("restore-player refuses an address that is not a sandbox player", async () => {
    const answer = await t.control("restore-player", { site: "solbet", email: "someone@example.com" });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain("not a sandbox player");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { accountBus, type AccountEvent } from "../accounts/bus";
import { evaluateSlot, rouletteColor, settleRoulette, slotRtp, SYMBOLS } from "./engine";
import { liveHub, openBySchedule } from "./live";
import { siteFromBrand } from "../seed/test-sites";

let t: TestSandbox;
let slot: string;
let table: string;
const login = async (local: string) =>
  (await t.call("login", { emailId: `${local}@solbet.test`, password: "Sandbox123" })).body.sessionToken as string;
const launch = async (path: string, token?: string) => {
  const body = (await t.call(`${path}?gameSymbol=${slot}`, undefined, { token })).body;
  return new URL(body.gameUrl, t.base).searchParams.get("token")!;
};
const bet = async (token: string, payload: Record<string, unknown>) => {
  const res = await fetch(`${t.base}/sandbox/provider/api/bet`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token, ...payload }),
  });
  return { status: res.status, body: await res.json() };
};
const playerId = async (local: string) =>
  (await t.db.query<{ id: string }>("select id::text as id from players where email = $1", [`${local}@solbet.test`]))[0]
    .id;
const cash = async (id: string) =>
  Number(
    (await t.db.query<{ c: string }>("select cash_minor::text as c from wallets where player_id = $1", [id]))[0].c,
  );

beforeAll(async () => {
  t = await startTestSandbox(["solbet"]);
  [{ game_code: slot }] = await t.db.query<{ game_code: string }>(
    "select game_code from games where site = 'solbet' and game_type = 'slots' and has_demo order by game_code limit 1",
  );
  [{ table_id: table }] = await t.db.query<{ table_id: string }>(
    "select table_id from live_tables where site = 'solbet' and table_type = 'ROULETTE' order by table_id limit 1",
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("real play", () => {
  it("settles a spin in one transaction with bet and win rows, and pushes the balance", async () => {
    const session = await login("player");
    const id = await playerId("player");
    const events: AccountEvent[] = [];
    const off = accountBus(t.db).subscribe(id, (e) => events.push(e));
    const token = await launch("launcher/getRealGames", session);
    const before = await cash(id);
    const { status, body } = await bet(token, { stake: 100 });
    off();
    expect(status).toBe(200);
    expect(body.balance).toBe(before - 100 + body.win);
    expect(await cash(id)).toBe(body.balance);
    const rows = await t.db.query<{ kind: string; amount: string; after: string }>(
      "select kind, amount_minor::text as amount, balance_after::text as after from wallet_transactions where round_id = $1 order by id",
      [body.roundId],
    );
    expect(rows).toEqual([
      { kind: "cash:bet", amount: "-100", after: String(before - 100) },
      { kind: "cash:win", amount: String(body.win), after: String(body.balance) },
    ]);
    const [round] = await t.db.query<{ stake: string; win: string; mode: string }>(
      "select stake_minor::text as stake, win_minor::text as win, mode from game_rounds where id = $1",
      [body.roundId],
    );
    expect(round).toEqual({ stake: "100", win: String(body.win), mode: "real" });
    expect(body.result.reels).toHaveLength(5);
    const push = events.find((e) => e.name === "PushRealBalance");
    expect(push?.data.cashBalance).toBe(body.balance);
  });

  it("refuses a stake above the cash balance and leaves the wallet alone", async () => {
    const session = await login("policies"); // R$ 10.00
    const id = await playerId("policies");
    const token = await launch("launcher/getRealGames", session);
    const { status, body } = await bet(token, { stake: 2000 });
    expect(status).toBe(409);
    expect(body.errorCode).toBe("INSUFFICIENT_FUNDS");
    expect(await cash(id)).toBe(1000);
    expect(await t.db.query("select 1 from game_rounds where player_id = $1", [id])).toEqual([]);
    expect((await bet(token, { stake: 7 })).status).toBe(400);
    await t.call("login/logout", {}, { token: session });
    expect((await bet(token, { stake: 20 })).body.errorCode).toBe("INVALID_TOKEN");
  });

  it("sums the real rounds of the last 24 hours", async () => {
    const session = await login("precheck-ready");
    const id = await playerId("precheck-ready");
    // this player's country shows the summary before play (launch-prechecks.ts), as the page does
    const event = "GAME_PLAY_SUMMARY_24_HOUR_POP_UP";
    await t.call(
      "ResponsibleGaming/addPlayerFrontEndAuditTrail",
      { auditCategory: event, auditEvent: event },
      {
        token: session,
      },
    );
    const token = await launch("launcher/getRealGames", session);
    let stakes = 0;
    let wins = 0;
    for (let i = 0; i < 5; i++) {
      const { body } = await bet(token, { stake: 200 });
      stakes += 200;
      wins += body.win;
    }
    await t.db.query(
      "insert into game_rounds (site, player_id, token_hash, game_code, mode, stake_minor, win_minor, result, created_at) values ('solbet', $1, 'old', $2, 'real', 99900, 0, '{}', now() - interval '25 hours')",
      [id, slot],
    );
    const summary = (await t.call("Report/getPlayerGamePlaySummary", undefined, { token: session })).body;
    expect(summary).toEqual({
      status: "SUCCESS",
      betAmountInEcrCurrency: stakes / 100,
      winAmountInEcrCurrency: wins / 100,
      lossAmountInEcrCurrency: Math.max(stakes - wins, 0) / 100,
    });
  });
});

describe("demo play", () => {
  it("plays with the token's play money and never touches a wallet", async () => {
    const session = await login("limits");
    const id = await playerId("limits");
    const before = await cash(id);
    const ledger = (await t.db.query("select count(*)::int as n from wallet_transactions"))[0];
    const token = await launch("launcher/getFreeGames", session);
    const { body } = await bet(token, { stake: 5000 });
    expect(body.balance).toBe(100_000 - 5000 + body.win);
    expect(await cash(id)).toBe(before);
    expect((await t.db.query("select count(*)::int as n from wallet_transactions"))[0]).toEqual(ledger);
    const guest = await launch("launcher/getFreeGames");
    expect((await bet(guest, { stake: 100 })).status).toBe(200);
  });
});

describe("the provider's bar", () => {
  it("a launch with hideProviderBar=true serves the game without its bar; without it, with", async () => {
    const page = async (query: string) => {
      const body = (await t.call(`launcher/getFreeGames?gameSymbol=${slot}${query}`)).body;
      return { url: body.gameUrl as string, html: await (await fetch(new URL(body.gameUrl, t.base))).text() };
    };
    const hidden = await page("&hideProviderBar=true");
    expect(new URL(hidden.url, t.base).searchParams.get("bar")).toBe("hidden");
    expect(hidden.html).not.toContain('<header class="bar">');
    const shown = await page("");
    expect(new URL(shown.url, t.base).searchParams.get("bar")).toBeNull();
    expect(shown.html).toContain('<header class="bar">');
  });
});

describe("roulette", () => {
  it("colours the European wheel and settles bets", () => {
    expect(rouletteColor(0)).toBe("green");
    expect(
      [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].every((n) => rouletteColor(n) === "red"),
    ).toBe(true);
    expect(
      [2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35].every((n) => rouletteColor(n) === "black"),
    ).toBe(true);
    const r = settleRoulette(
      [
        { type: "number", value: 17, amount: 100 },
        { type: "red", amount: 100 },
        { type: "odd", amount: 50 },
        { type: "dozen", value: 2, amount: 10 },
      ],
      17,
    );
    expect(r.win).toBe(3600 + 0 + 100 + 30);
    expect(
      settleRoulette(
        [
          { type: "even", amount: 100 },
          { type: "low", amount: 100 },
        ],
        0,
      ).win,
    ).toBe(0);
  });

  it("plays a table game through the roulette page with a bet list", async () => {
    const [{ game_code }] = await t.db.query<{ game_code: string }>(
      "select game_code from games where site = 'solbet' and game_type = 'table_games' and has_demo limit 1",
    );
    const url = (await t.call(`launcher/getFreeGames?gameSymbol=${game_code}&language=es`)).body.gameUrl as string;
    expect(url).toContain("/sandbox/provider/roulette/play?token=");
    const page = await fetch(`${t.base}${url}`);
    expect(await page.text()).toContain("Hagan sus apuestas");
    // Framed by the brands' sites from an origin of its own (ADR 021), not by any site.
    const ancestors = page.headers
      .get("content-security-policy")
      ?.match(/frame-ancestors ([^;]+)/)?.[1]
      .split(" ");
    expect(ancestors).toEqual(expect.arrayContaining(["'self'", "http://*.localhost:*", "http://127.0.0.1:*"]));
    expect(ancestors).not.toContain("*");
    expect(page.headers.get("x-frame-options")).toBeNull();
    const token = new URL(url, t.base).searchParams.get("token")!;
    const { body } = await bet(token, {
      stake: 300,
      bets: [
        { type: "black", amount: 100 },
        { type: "number", value: 7, amount: 200 },
      ],
    });
    expect(body.result.color).toBe(rouletteColor(body.result.number));
    expect((await bet(token, { stake: 100, bets: [{ type: "black", amount: 50 }] })).status).toBe(400);
  });
});

describe("slot maths", () => {
  it("returns about 96 % and pays lines from the left", () => {
    expect(slotRtp()).toBeGreaterThan(0.955);
    expect(slotRtp()).toBeLessThan(0.965);
    const reels = Array.from({ length: 5 }, (_, i) => [SYMBOLS[i], i < 4 ? "seven" : "bar", SYMBOLS[i]]) as never;
    const result = evaluateSlot(reels, 100);
    expect(result.lines).toEqual([{ line: 0, symbol: "seven", count: 4, win: 6000 }]);
  });
});

describe("live tables", () => {
  it("streams a forced result and persists it", async () => {
    const controller = new AbortController();
    const res = await fetch(`${t.base}/ajax/live/feed`, {
      headers: { "x-site-code": "SOL" },
      signal: controller.signal,
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    let text = "";
    expect((await t.control("live", { site: "solbet", tableId: table, result: 0, open: true })).status).toBe(200);
    while (!text.includes("event: tableUpdate")) text += new TextDecoder().decode((await reader.read()).value);
    const data = JSON.parse(/data: (.+)\n/.exec(text.slice(text.indexOf("event: tableUpdate")))![1]);
    expect(data).toMatchObject({ tableId: table, tableType: "ROULETTE", tableOpen: true });
    expect(data.last20Results[0]).toEqual({ result: "0", color: "green" });
    expect(data.last20Results).toHaveLength(20);
    expect(liveHub(t.db).running).toBe(true);
    controller.abort();
    await new Promise((r) => setTimeout(r, 100));
    expect(liveHub(t.db).running).toBe(false);
    const tables = (await t.call("game/getLiveTables")).body.tables;
    expect(tables.find((x: { tableId: string }) => x.tableId === table).last20Results[0].result).toBe("0");
    expect(tables[0].tableTimes).toEqual({
      open: expect.stringMatching(/^\d\d:\d\d$/),
      close: expect.stringMatching(/^\d\d:\d\d$/),
    });
    expect((await t.control("live", { site: "solbet", tableId: table, result: 40 })).status).toBe(400);
  });

  it("spins open roulette tables on a tick and follows the GMT times", async () => {
    const [before] = await t.db.query<{ r: unknown[] }>(
      "select last20_results as r from live_tables where site = 'solbet' and table_id = $1",
      [table],
    );
    const hub = liveHub(t.db);
    expect(await hub.tick([siteFromBrand("solbet")])).toBeGreaterThan(0);
    const [after] = await t.db.query<{ r: unknown[] }>(
      "select last20_results as r from live_tables where site = 'solbet' and table_id = $1",
      [table],
    );
    expect(after.r.slice(1)).toEqual(before.r.slice(0, 19));
    const at = (h: number) => new Date(Date.UTC(2030, 0, 1, h, 30));
    const times = { openingTime: "10:00", closingTime: "02:00" };
    expect([
      openBySchedule(times, at(9)),
      openBySchedule(times, at(12)),
      openBySchedule(times, at(1)),
      openBySchedule(times, at(3)),
    ]).toEqual([false, true, true, false]);
  });
});

describe("retried rounds", () => {
  it("settles a retried spin once: same round, and the wallet is the sum of its ledger", async () => {
    const session = await login("player");
    const id = await playerId("player");
    const token = await launch("launcher/getRealGames", session);
    const ledger = async () =>
      Number(
        (
          await t.db.query<{ s: string }>(
            "select coalesce(sum(amount_minor), 0)::text as s from wallet_transactions where player_id = $1",
            [id],
          )
        )[0].s,
      );
    // The wallet before any ledger row: what the ledger's sum is measured from.
    const opening = (await cash(id)) - (await ledger());
    const spin = { stake: 100, clientRoundId: "retry-round-0001" };
    const [first, second] = await Promise.all([bet(token, spin), bet(token, spin)]);
    const third = await bet(token, spin);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(second.body.roundId).toBe(first.body.roundId);
    expect(third.body.roundId).toBe(first.body.roundId);
    expect(third.body.win).toBe(first.body.win);
    expect(third.body.result).toEqual(first.body.result);
    const rounds = await t.db.query<{ n: string }>(
      "select count(*)::text as n from game_rounds where client_round_id = 'retry-round-0001'",
    );
    expect(rounds[0].n).toBe("1");
    expect(await cash(id)).toBe(opening + (await ledger()));
    expect(third.body.balance).toBe(await cash(id));
    expect((await bet(token, { stake: 100, clientRoundId: "x" })).status).toBe(400);
  });
});

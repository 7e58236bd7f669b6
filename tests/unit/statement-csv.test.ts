/**
 * Issue 35 §3–4: the portfolio's CSV statement, built by its loader against a real sandbox for
 * every brand and routed language, read back with an RFC 4180 parser as a spreadsheet would: the
 * locale's separator and decimal mark, ISO dates, a header in the player's language, a failed
 * deposit listed without moving the balance, a round named by its game, and sums that match the ledger.
 */
import path from "node:path";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { loadBrands } from "~/brand/validate.server";
import { createBrandRegistry } from "~/brand/registry.server";
import { loadLocaleStore } from "~/i18n/resources.server";
import { intlLocale } from "~/i18n/languages";
import { sessionStorage } from "~/session/session.server";
import { statementLoader } from "~/features/portfolio/statement.server";
import { portfolioLoader, type PortfolioData } from "~/features/portfolio/portfolio.server";
import { startTestSandbox, type TestSandbox } from "../../sandbox/api/test-server";
import { siteFromBrand } from "../../sandbox/seed/test-sites";
import { setWallet } from "../../sandbox/accounts/store";
import { confirmDeposit, createDeposit, failDeposit } from "../../sandbox/cashier/deposits";
import { SLOT_STAKES } from "../../sandbox/provider/engine";
import { expectWalletMatchesLedger } from "../support/ledger";

const { brands } = loadBrands(path.resolve("brands"));
const locales = loadLocaleStore(
  path.resolve("locales"),
  path.resolve("brands"),
  brands.map((b) => b.id),
);

/** RFC 4180: quoted cells may hold the separator, CRLF and doubled quotes. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

const portfolioStrings = (lang: string) =>
  JSON.parse(readFileSync(path.resolve("locales", lang, "portfolio.json"), "utf8")) as {
    csv: Record<string, string>;
    status: Record<string, string>;
    types: Record<string, string>;
  };

/** The locale's decimal mark, as Intl knows it. */
const decimalOf = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")!.value;

let t: TestSandbox;

beforeAll(async () => {
  t = await startTestSandbox(brands.map((b) => b.id));
}, 180_000);
afterAll(async () => {
  await t?.close();
});

function contextFor(brand: BrandConfig): AppLoadContext {
  const registry = createBrandRegistry(brands, brand.id);
  return {
    nonce: "",
    brands: registry,
    brand: registry.forHost(`${brand.id}.localhost`),
    locales,
    platform: { baseUrl: t.base, sandbox: false, providerOrigin: t.base },
    production: false,
    clientIp: "203.0.113.41",
    sessionSecrets: ["statement-csv-secret-0123456789abcdef"],
  };
}

/** The seeded player's money moved every way the statement lists; returns its id and session. */
async function moveMoney(brand: BrandConfig) {
  const site = siteFromBrand(brand.id);
  const cashier = site.cashier!;
  const email = `player@${brand.id}.test`;
  const login = await t.call("login", { emailId: email, password: "Sandbox123" }, { site: site.siteCode });
  const token = login.body.sessionToken as string;
  const [p] = await t.db.query<{ id: string }>("select id::text as id from players where email = $1", [email]);
  // minor units are hundredths whatever the currency; cents where it has them, so the decimal mark shows
  const unit = 100n * BigInt(site.moneyScale);
  await setWallet(t.db, p.id, { cash: 1234n * unit + (brand.currency.decimals > 0 ? 56n : 0n) }, "adjust");
  const method = cashier.methods.find((m) => m.directions.includes("deposit"))!.method;
  const deposit = (key: string) =>
    createDeposit(t.db, {
      playerId: p.id,
      site: site.id,
      method,
      amountMinor: 50n * unit,
      currency: cashier.currency,
      idempotencyKey: key,
      requestHash: key,
      expiresInSeconds: 600,
      brCodeFor: null,
      check: async () => {},
    });
  const paid = await deposit("csv-paid");
  if ("deposit" in paid) await confirmDeposit(t.db, paid.deposit.txnId);
  const failed = await deposit("csv-failed");
  if (!("deposit" in failed)) throw new Error("the failed deposit was not made");
  await failDeposit(t.db, failed.deposit.txnId, "100100");
  const [game] = await t.db.query<{ game_code: string; name: string }>(
    "select game_code, name from games where site = $1 and game_type = 'slots' order by game_code limit 1",
    [site.id],
  );
  // where the country shows the 24-hour game-play summary, the player has seen it (else 100608)
  const event = "GAME_PLAY_SUMMARY_24_HOUR_POP_UP";
  await t.call(
    "ResponsibleGaming/addPlayerFrontEndAuditTrail",
    { auditCategory: event, auditEvent: event },
    { token, site: site.siteCode },
  );
  const launch = (
    await t.call(`launcher/getRealGames?gameSymbol=${game.game_code}`, undefined, {
      token,
      site: site.siteCode,
    })
  ).body;
  const gameToken = new URL(launch.gameUrl, t.base).searchParams.get("token")!;
  const bet = await fetch(`${t.base}/sandbox/provider/api/bet`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: gameToken, stake: SLOT_STAKES[0] * site.moneyScale }),
  });
  expect(bet.status).toBe(200);
  return { playerId: p.id, token, failedTxn: failed.deposit.txnId, gameName: game.name };
}

/** A GET of `page` by the logged-in player, as the server hands it to a loader. */
async function playerGet(brand: BrandConfig, lang: string, token: string, page: string) {
  const context = contextFor(brand);
  const session = await sessionStorage(context).getSession();
  session.set("platformToken", token);
  session.set("loginAt", Date.now());
  const cookie = (await sessionStorage(context).commitSession(session)).split(";")[0];
  const host = `${brand.id}.localhost`;
  const request = new Request(`http://${host}/${lang}/myaccount/${page}`, { headers: { host, cookie } });
  return { request, context, params: { lang } };
}

async function statement(brand: BrandConfig, lang: string, token: string): Promise<Response> {
  return statementLoader(await playerGet(brand, lang, token, "cashier/statement?period=pastYear"));
}

async function portfolio(brand: BrandConfig, lang: string, token: string, query: string): Promise<PortfolioData> {
  const answer = await portfolioLoader(await playerGet(brand, lang, token, `cashier?${query}`));
  return (answer as unknown as { data: PortfolioData }).data;
}

describe.each(brands.map((b) => [b.id, b] as const))("the CSV statement of %s", (_id, brand) => {
  let moved: Awaited<ReturnType<typeof moveMoney>>;
  beforeAll(async () => {
    moved = await moveMoney(brand);
  }, 60_000);

  it.each(brand.languages.routed.map((lang) => [lang]))("in %s opens in a spreadsheet and adds up", async (lang) => {
    const res = await statement(brand, lang, moved.token);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // UTF-8 with a byte-order mark
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const locale = intlLocale(brand, lang);
    const decimal = decimalOf(locale);
    const separator = decimal === "," ? ";" : ",";
    if (/^(pt|es)\b/.test(locale)) expect(separator).toBe(";");
    const [header, ...rows] = parseCsv(text.slice(1), separator);
    const strings = portfolioStrings(lang);
    expect(header).toHaveLength(8);
    expect(header[0]).toContain(strings.csv.date);
    expect(header[6]).toBe(`${strings.csv.amount} (${brand.currency.code})`);
    expect(header[7]).toBe(`${strings.csv.balance} (${brand.currency.code})`);
    for (const row of rows) {
      expect(row).toHaveLength(8);
      expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    const number = (cell: string) => {
      // a plain number with the locale's mark, no grouping: what a spreadsheet of that locale reads
      const plain = decimal === "," ? /^-?\d+(,\d+)?$/ : /^-?\d+(\.\d+)?$/;
      expect(cell).toMatch(plain);
      return Math.round(Number(cell.replace(",", ".")) * 100);
    };
    // the failed deposit is listed with its state and amount, and no balance
    const failed = rows.find((r) => r[1] === moved.failedTxn)!;
    expect(failed[5]).toBe(strings.status.failed);
    expect(number(failed[6])).toBeGreaterThan(0);
    expect(failed[7]).toBe("");
    // the round is named by its game
    expect(rows.filter((r) => r[2] === strings.types.BET).map((r) => r[3])).toContain(moved.gameName);
    // the rows that moved money add up to the wallet, and each balance follows from the one before
    const movements = rows.filter((r) => r[7] !== "");
    const [wallet] = await t.db.query<{ cash: string }>(
      "select cash_minor::text as cash from wallets where player_id = $1",
      [moved.playerId],
    );
    expect(movements.reduce((sum, r) => sum + number(r[6]), 0)).toBe(Number(wallet.cash));
    expect(number(movements[0][7])).toBe(Number(wallet.cash));
    for (let i = 0; i < movements.length - 1; i++)
      expect(number(movements[i][7])).toBe(number(movements[i + 1][7]) + number(movements[i][6]));
    await expectWalletMatchesLedger(t.db, moved.playerId);
  });

  it.each(brand.languages.routed.map((lang) => [lang]))(
    "in %s the portfolio dates rows in the brand's locale, names the game and lists the failed deposit",
    async (lang) => {
      const site = siteFromBrand(brand.id);
      const history = await t.call(
        "Report/getTransactionHistory",
        { period: "pastYear", timeZone: brand.timeZone, page: JSON.stringify({ index: 0, size: 10 }) },
        { token: moved.token, site: site.siteCode },
      );
      const page = await portfolio(brand, lang, moved.token, "period=pastYear");
      const rows = page.history!.rows;
      // the brand's locale for the language (languages.intl), not the bare language: en-GB is not US
      const locale = intlLocale(brand, lang);
      const format = new Intl.DateTimeFormat(locale, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: brand.timeZone,
      });
      expect(rows.map((r) => r.date)).toEqual(
        history.body.transactions.map((x: { txnDate: string }) => format.format(new Date(x.txnDate))),
      );
      const round = rows.find((r) => r.type === "BET")!;
      expect(round.method).toBe(moved.gameName);
      expect(round.gameHref).toMatch(new RegExp(`^/${lang}/gameplay/[^/]+/real-game$`));
      const deposits = await portfolio(brand, lang, moved.token, "period=pastYear&type=deposits");
      const failed = deposits.history!.rows.find((r) => r.txnId === moved.failedTxn)!;
      expect(failed).toMatchObject({ status: "failed", attempt: true, type: "DEPOSIT" });
      expect(deposits.history!.rows.filter((r) => !r.attempt)).toHaveLength(1);
    },
  );
});

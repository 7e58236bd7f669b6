import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../api/test-server";

// A brand whose currency has no decimals (andina, CLP): the games write money as the brand does
// and play stakes that suit the currency, where 0.20 would show as "$0".
let t: TestSandbox;
let slot: string;

beforeAll(async () => {
  t = await startTestSandbox(["andina"]);
  [{ game_code: slot }] = await t.db.query<{ game_code: string }>(
    "select game_code from games where site = 'andina' and game_type = 'slots' and has_demo order by game_code limit 1",
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function demoPage() {
  const { body } = await t.call(`launcher/getFreeGames?gameSymbol=${slot}`, undefined, { site: "AND" });
  const url = new URL(body.gameUrl, t.base);
  const html = await (await fetch(url)).text();
  const config = JSON.parse(/<script[^>]*id="config"[^>]*>([^<]*)<\/script>/.exec(html)![1]);
  return { token: url.searchParams.get("token")!, config };
}

describe("the sandbox games in a 0-decimal currency", () => {
  it("get the brand's money format and stakes scaled to the currency", async () => {
    const { config } = await demoPage();
    expect(config.money).toMatchObject({ symbol: "$", decimals: 0, thousandsSeparator: ".", space: false, scale: 100 });
    expect(config.stakes[0]).toBe(2000);
    expect(config.chips[0]).toBe(5000);
  });

  it("accept only the scaled stakes", async () => {
    const { token } = await demoPage();
    const bet = (stake: number) =>
      fetch(`${t.base}/sandbox/provider/api/bet`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token, stake }),
      });
    expect((await bet(20)).status).toBe(400);
    expect((await bet(2000)).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "./api/test-server";

// Issue 24 §3: a web page open on this machine could reset or rig the sandbox with a "simple"
// cross-origin POST, which passes the loopback check without a preflight.
describe("sandbox control writes", () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startTestSandbox(["solbet"]);
  }, 60_000);
  afterAll(() => sb.close());

  const post = (headers: Record<string, string>, body: string) =>
    fetch(`${sb.base}/sandbox/controls/maintenance`, { method: "POST", headers, body }).then((r) => r.status);
  const maintenance = async () =>
    ((await (await fetch(`${sb.base}/sandbox/controls?site=solbet`)).json()) as { maintenance: boolean }).maintenance;

  it("refuses a simple or cross-origin request and changes nothing", async () => {
    const on = JSON.stringify({ site: "solbet", on: true });
    expect(await post({ "content-type": "text/plain" }, on)).toBe(415);
    expect(await post({ "content-type": "application/x-www-form-urlencoded" }, "site=solbet&on=true")).toBe(415);
    expect(await post({ "content-type": "text/plain", origin: "https://evil.example" }, on)).toBe(403);
    expect(await post({ "content-type": "application/json", origin: "https://evil.example" }, on)).toBe(403);
    expect(await post({ "content-type": "application/json", origin: "null" }, on)).toBe(403);
    expect(await maintenance()).toBe(false);
  });

  it("takes JSON without an Origin or from its own", async () => {
    expect(await post({ "content-type": "application/json" }, JSON.stringify({ site: "solbet", on: true }))).toBe(200);
    expect(await maintenance()).toBe(true);
    const own = { "content-type": "application/json; charset=utf-8", origin: sb.base };
    expect(await post(own, JSON.stringify({ site: "solbet", on: false }))).toBe(200);
    expect(await maintenance()).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "./test-server";
import { AccountBus } from "../accounts/bus";

let t: TestSandbox;

/** Opens the stream and reads it event by event. */
async function openStream(token: string | null) {
  const controller = new AbortController();
  const res = await fetch(`${t.base}/ajax/events`, {
    headers: { "x-site-code": "SOL", ...(token ? { "x-session-token": token } : {}) },
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let done = false;
  /** The next block (up to a blank line), or null once the stream has ended. */
  const next = async (): Promise<string | null> => {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return block;
      }
      if (done) return null;
      const chunk = await reader.read();
      if (chunk.done) done = true;
      else buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  const nextEvent = async () => {
    for (;;) {
      const block = await next();
      if (block === null) return null;
      const name = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (name) return { name, data: JSON.parse(data ?? "null") };
    }
  };
  return { res, next, nextEvent, close: () => controller.abort() };
}

const login = async (emailId: string) =>
  (await t.call("login", { emailId, password: "Sandbox123" })).body.sessionToken as string;

beforeAll(async () => {
  t = await startTestSandbox(["solbet"]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("GET events", () => {
  it("answers 401 without a valid session", async () => {
    const res = await fetch(`${t.base}/ajax/events`, { headers: { "x-site-code": "SOL", "x-session-token": "nope" } });
    expect(res.status).toBe(401);
    expect((await res.json()).errorCode).toBe(151);
  });

  it("pushes PushRealBalance in minor units when the wallet changes", async () => {
    const token = await login("player@solbet.test");
    const stream = await openStream(token);
    expect(stream.res.headers.get("content-type")).toContain("text/event-stream");
    expect(await stream.next()).toContain(": connected");
    await t.control("balance", { site: "solbet", email: "player@solbet.test", cash: "200.10", drp: 1 });
    expect(await stream.nextEvent()).toEqual({
      name: "PushRealBalance",
      data: {
        rrpBalance: 20010,
        wrpBalance: 0,
        crpBalance: 2000,
        cashBalance: 20010,
        freebetBalance: 500,
        drpBalance: 100,
      },
    });
    stream.close();
  });

  it("only the player's own streams receive the push", async () => {
    const mine = await openStream(await login("google@solbet.test"));
    await mine.next();
    await t.control("balance", { site: "solbet", email: "googlelinked@solbet.test", cash: 7 });
    await t.control("balance", { site: "solbet", email: "google@solbet.test", cash: 9 });
    expect((await mine.nextEvent())?.data.cashBalance).toBe(900);
    mine.close();
  });

  it("terminate-session sends SessionTerminated and PushLogoutEvent, then closes", async () => {
    const token = await login("googlelinked@solbet.test");
    const stream = await openStream(token);
    await stream.next();
    await t.control("terminate-session", { site: "solbet", email: "googlelinked@solbet.test" });
    expect(await stream.nextEvent()).toEqual({
      name: "SessionTerminated",
      data: { reason: "terminated by the operator" },
    });
    expect(await stream.nextEvent()).toEqual({ name: "PushLogoutEvent", data: {} });
    expect(await stream.nextEvent()).toBeNull();
    expect((await t.call("login/status", undefined, { token })).body.status).toBe("FAILURE");
  });
});

describe("push-logout control", () => {
  it("sends PushLogoutEvent alone, ends the session, then closes", async () => {
    const token = await login("google@solbet.test");
    const stream = await openStream(token);
    await stream.next();
    await t.control("push-logout", { site: "solbet", email: "google@solbet.test" });
    expect(await stream.nextEvent()).toEqual({ name: "PushLogoutEvent", data: {} });
    expect(await stream.nextEvent()).toBeNull();
    expect((await t.call("login/status", undefined, { token })).body.status).toBe("FAILURE");
  });
});

describe("AccountBus", () => {
  it("fans out through LISTEN/NOTIFY, delivering on commit only", async () => {
    const bus = new AccountBus(t.db);
    await bus.start();
    const seen: string[] = [];
    const off = bus.subscribe("42", (e) => seen.push(String(e.data.n)));
    await bus.publish({ playerId: "42", name: "PushRealBalance", data: { n: 1 } });
    await t.db
      .transaction(async (tx) => {
        await bus.publish({ playerId: "42", name: "PushRealBalance", data: { n: 2 } }, tx);
        throw new Error("roll back");
      })
      .catch(() => {});
    await bus.publish({ playerId: "43", name: "PushRealBalance", data: { n: 3 } });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual(["1"]);
    off();
    await bus.stop();
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

/**
 * ADR 051 through the real transport (undici) against a platform that hangs or trickles bytes:
 * a call ends when the page's deadline fires, not after its own 10 s timeout.
 */
let server: Server;
let base = "";
const open = new Set<import("node:http").ServerResponse>();

beforeAll(async () => {
  server = createServer((req, res) => {
    open.add(res);
    res.on("close", () => open.delete(res));
    if (req.url?.startsWith("/ajax/hang")) return; // never answers
    if (req.url?.startsWith("/ajax/trickle")) {
      // Headers at once, then a byte every 100 ms: never a whole body.
      res.writeHead(200, { "content-type": "application/json" });
      res.write("{");
      const timer = setInterval(() => res.write(" "), 100);
      res.on("close", () => clearInterval(timer));
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ value: 1 }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of open) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const schema = z.object({ value: z.number() });
const callerWith = (signal?: AbortSignal): PlatformCaller => ({
  baseUrl: base,
  brandId: "brand-a",
  siteCode: "SOL",
  language: "pb",
  clientIp: "203.0.113.9",
  sessionToken: null,
  signal,
});

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe("the page's deadline (ADR 051)", () => {
  it("ends a call to a hanging platform when the deadline fires: an empty result", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { value, ms } = await timed(() =>
      callPlatform(callerWith(AbortSignal.timeout(300)), { path: "hang", schema }),
    );
    expect(value).toBeNull();
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(2000);
  });

  it("ends a call whose body trickles in, although its headers came at once", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { value, ms } = await timed(() =>
      callPlatform(callerWith(AbortSignal.timeout(300)), { path: "trickle", schema }),
    );
    expect(value).toBeNull();
    expect(ms).toBeLessThan(2000);
  });

  it("does not ask the platform at all once the deadline has passed", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const passed = AbortSignal.abort();
    const { value, ms } = await timed(() => callPlatform(callerWith(passed), { path: "ok", schema }));
    expect(value).toBeNull();
    expect(ms).toBeLessThan(50);
    expect(warn.mock.calls[0]?.[0]).toMatch(/deadline/);
  });

  it("answers normally before the deadline, and keeps the per-call timeout without one", async () => {
    expect(await callPlatform(callerWith(AbortSignal.timeout(5000)), { path: "ok", schema })).toEqual({ value: 1 });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { value, ms } = await timed(() => callPlatform(callerWith(), { path: "hang", schema, timeoutMs: 300 }));
    expect(value).toBeNull();
    expect(ms).toBeLessThan(2000);
  });
});

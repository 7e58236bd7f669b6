import { describe, expect, it } from "vitest";
import express from "express";
import type { AddressInfo } from "node:net";
import { sameOriginWrites, securityHeaders } from "./security";

async function withApp(run: (base: string) => Promise<void>, { trustProxy = false } = {}) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(securityHeaders({ production: true }));
  app.all("*", sameOriginWrites(), (_req, res) => res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

describe("security headers", () => {
  it("lets the game window frame the brand's game providers only", async () => {
    const app = express();
    app.use(
      securityHeaders({
        production: true,
        frameOrigins: (host) => (host?.startsWith("127.0.0.1") ? ["https://games.provider.example"] : []),
      }),
    );
    app.get("*", (_req, res) => res.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(res.headers.get("content-security-policy")).toContain("frame-src 'self' https://games.provider.example;");
    } finally {
      server.close();
    }
  });

  it("sends a CSP with a fresh nonce per request and the other ASVS headers", async () => {
    await withApp(async (base) => {
      const [a, b] = await Promise.all([fetch(base), fetch(base)]);
      const nonce = (r: Response) => r.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce(a)).toBeTruthy();
      expect(nonce(a)).not.toBe(nonce(b));
      expect(a.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
      expect(a.headers.get("x-content-type-options")).toBe("nosniff");
      expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(a.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    });
  });
});

describe("sameOriginWrites", () => {
  it("lets same-origin and originless POSTs through and refuses cross-site ones", async () => {
    await withApp(async (base) => {
      const host = new URL(base).host;
      expect((await fetch(base, { method: "POST", headers: { origin: base } })).status).toBe(200);
      expect((await fetch(base, { method: "POST" })).status).toBe(200);
      expect((await fetch(base, { method: "POST", headers: { origin: "https://evil.example" } })).status).toBe(403);
      expect((await fetch(base, { method: "POST", headers: { origin: "null" } })).status).toBe(403);
      expect((await fetch(base, { method: "POST", headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
      expect(
        (await fetch(`${base}/x`, { method: "GET", headers: { origin: "https://evil.example", host } })).status,
      ).toBe(200);
    });
  });
});

describe("sameOriginWrites compares the whole origin, scheme included (issue 24 §3)", () => {
  it("refuses an https Origin on a request that came over http", async () => {
    await withApp(async (base) => {
      const host = new URL(base).host;
      expect((await fetch(base, { method: "POST", headers: { origin: `http://${host}` } })).status).toBe(200);
      expect((await fetch(base, { method: "POST", headers: { origin: `https://${host}` } })).status).toBe(403);
    });
  });

  it("behind a TLS proxy (TRUST_PROXY=1), refuses http://host and lets https://host through", async () => {
    await withApp(
      async (base) => {
        const host = new URL(base).host;
        const post = (origin: string) =>
          fetch(base, { method: "POST", headers: { origin, "x-forwarded-proto": "https" } });
        expect((await post(`https://${host}`)).status).toBe(200);
        expect((await post(`http://${host}`)).status).toBe(403);
      },
      { trustProxy: true },
    );
  });
});

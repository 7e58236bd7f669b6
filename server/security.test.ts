import { describe, expect, it } from "vitest";
import express from "express";
import type { AddressInfo } from "node:net";
import { pageRequests, sameOriginWrites, securityHeaders } from "./security";

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

  it("frames and posts forms to the platform's payment origin only when one is given", async () => {
    const app = express();
    app.use(securityHeaders({ production: true, paymentOrigins: ["https://platform.example"] }));
    app.get("*", (_req, res) => res.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const csp = (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)).headers.get(
        "content-security-policy",
      );
      expect(csp).toContain("frame-src 'self' https://platform.example;");
      expect(csp).toContain("form-action 'self' https://platform.example;");
    } finally {
      server.close();
    }
    await withApp(async (base) => {
      expect((await fetch(base)).headers.get("content-security-policy")).toContain("form-action 'self';");
    });
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

describe("pageRequests", () => {
  async function withPages(run: (base: string) => Promise<void>) {
    const app = express();
    app.all(
      "*",
      pageRequests({
        byPrefix: [{ prefix: "/upload", bytes: 1024 * 1024 }],
        byPattern: [{ pattern: /^\/[^/]+\/docs\//, bytes: 1024 * 1024 }],
      }),
      (_req, res) => res.send("ok"),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.close();
    }
  }
  const post = (url: string, type: string | null, body: string) =>
    fetch(url, { method: "POST", headers: type ? { "content-type": type } : {}, body }).then((r) => r.status);

  it("answers 400 for a path that decodes to another host or does not decode", async () => {
    await withPages(async (base) => {
      expect((await fetch(`${base}/%5C%2Fevil.com`)).status).toBe(400);
      expect((await fetch(`${base}/%2F%2Fevil.com`)).status).toBe(400);
      expect((await fetch(`${base}/pb/%E0%A4%A`)).status).toBe(400);
      expect((await fetch(`${base}/pb/%E4%B8%AD`)).status).toBe(200);
    });
  });

  it("answers 415 for a body that is not a form's and lets forms through", async () => {
    await withPages(async (base) => {
      for (const path of ["/pb/login", "/pb/logout", "/cookie-consent", "/pb/otp.data"]) {
        expect(await post(`${base}${path}`, "application/json", "{}")).toBe(415);
        expect(await post(`${base}${path}`, "text/plain", "x")).toBe(415);
        expect(await post(`${base}${path}`, "application/x-www-form-urlencoded", "a=1")).toBe(200);
        expect(await post(`${base}${path}`, "multipart/form-data; boundary=x", "--x--")).toBe(200);
      }
      expect((await fetch(`${base}/pb/logout`, { method: "POST" })).status).toBe(200);
    });
  });

  it("answers 413 for a form over 64 KB, unless its route has a bigger limit", async () => {
    await withPages(async (base) => {
      const big = `a=${"x".repeat(8 * 1024 * 1024)}`;
      expect(await post(`${base}/pb/login`, "application/x-www-form-urlencoded", big)).toBe(413);
      expect(await post(`${base}/pb/login`, "application/x-www-form-urlencoded", `a=${"x".repeat(60_000)}`)).toBe(200);
      expect(await post(`${base}/upload`, "multipart/form-data; boundary=x", "x".repeat(200_000))).toBe(200);
      // A pattern limit: any language segment, only under its path.
      expect(await post(`${base}/es/docs/identity`, "multipart/form-data; boundary=x", "x".repeat(200_000))).toBe(200);
      expect(await post(`${base}/es/other`, "multipart/form-data; boundary=x", "x".repeat(200_000))).toBe(413);
      expect(await post(`${base}/es/docs/identity`, "multipart/form-data; boundary=x", "x".repeat(2_000_000))).toBe(
        413,
      );
    });
  });
});

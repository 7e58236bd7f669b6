import type { Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { apiKeyRefused, loopbackOnly, visitorIp } from "./access";
import type { SandboxSite } from "./types";

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

describe("sandbox access", () => {
  it("controls and the outbox answer loopback clients only", () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const next = vi.fn();
      loopbackOnly(request(address), {} as Response, next);
      expect(next).toHaveBeenCalledOnce();
    }
    const json = vi.fn();
    const res = { status: vi.fn(() => ({ json })) } as unknown as Response;
    const next = vi.fn();
    loopbackOnly(request("203.0.113.7"), res, next);
    expect(next).not.toHaveBeenCalled();
    expect(res.status).toHaveBeenCalledWith(403);
  });

  it("believes X-Forwarded-For only from loopback, and then the entry the last hop wrote", () => {
    expect(visitorIp(request("127.0.0.1", { "x-forwarded-for": "198.51.100.4" }))).toBe("198.51.100.4");
    // A local reverse proxy appends the real address after whatever the browser claimed.
    expect(visitorIp(request("127.0.0.1", { "x-forwarded-for": "10.9.9.9, 198.51.100.4" }))).toBe("198.51.100.4");
    expect(visitorIp(request("127.0.0.1"))).toBe("127.0.0.1");
    // A direct call from outside cannot pick the country its address maps to.
    expect(visitorIp(request("203.0.113.7", { "x-forwarded-for": "198.51.100.4" }))).toBe("203.0.113.7");
  });

  it("refuses a wrong API key always, a missing one only when keys are required", () => {
    const site = { apiKey: "server-key" } as SandboxSite;
    expect(apiKeyRefused(request("127.0.0.1", { "x-api-key": "server-key" }), site, true)).toBe(false);
    expect(apiKeyRefused(request("127.0.0.1", { "x-api-key": "guess" }), site, false)).toBe(true);
    expect(apiKeyRefused(request("127.0.0.1"), site, false)).toBe(false);
    expect(apiKeyRefused(request("127.0.0.1"), site, true)).toBe(true);
    expect(apiKeyRefused(request("127.0.0.1"), {} as SandboxSite, true)).toBe(false);
  });
});

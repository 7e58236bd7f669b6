import { createSession } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setPlatformFetch, type PlatformCaller } from "~/platform/http.server";
import { checkRisk, riskSessionId, type RiskSession } from "./risk.server";

const caller: PlatformCaller = {
  baseUrl: "http://platform.test",
  brandId: "brand-a",
  siteCode: "SOL",
  language: "pb",
  clientIp: "203.0.113.9",
  sessionToken: "token",
};
const brand = { limits: { riskSessionMinutes: 30 } } as Parameters<typeof checkRisk>[2];
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 1, 12);

/** The platform answers `body` and the sent forms are kept. */
function platform(body: unknown, status = 200) {
  const sent: URLSearchParams[] = [];
  setPlatformFetch(
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      expect(String(url)).toContain("RiskService/lexisNexisValidateSession");
      sent.push(new URLSearchParams(String(init?.body ?? "")));
      return new Response(JSON.stringify(body), { status });
    }) as unknown as typeof fetch,
  );
  return sent;
}

afterEach(() => setPlatformFetch(null));

describe("riskSessionId (spec §4 risk session, §9 30 minutes)", () => {
  it("makes one when none is stored, and keeps it with its creation time in the session", () => {
    const session = createSession();
    const id = riskSessionId(session, 30, T0);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.get("riskSession")).toEqual({ id, createdAt: T0 } satisfies RiskSession);
  });
  it("reuses it within 30 minutes and makes a new one from 30 minutes on", () => {
    const session = createSession();
    const id = riskSessionId(session, 30, T0);
    expect(riskSessionId(session, 30, T0 + 29 * MINUTE + 59_999)).toBe(id);
    const next = riskSessionId(session, 30, T0 + 30 * MINUTE);
    expect(next).not.toBe(id);
    expect(session.get("riskSession")).toEqual({ id: next, createdAt: T0 + 30 * MINUTE });
  });
  it("follows the brand's minutes", () => {
    const session = createSession();
    const id = riskSessionId(session, 5, T0);
    expect(riskSessionId(session, 5, T0 + 5 * MINUTE)).not.toBe(id);
  });
});

describe("checkRisk (spec §7 RiskService/lexisNexisValidateSession)", () => {
  it("sends the spec's fields with the session id, and passes that id on", async () => {
    const sent = platform({ status: "SUCCESS" });
    const session = createSession();
    const result = await checkRisk(caller, session, brand, T0);
    const id = (session.get("riskSession") as RiskSession).id;
    expect(result).toEqual({ ok: true, lnSessionId: id });
    expect(Object.fromEntries(sent[0])).toEqual({
      lnSessionId: id,
      eventType: "transaction_other",
      serviceType: "ALL",
      policy: "status_validation_web",
    });
    await checkRisk(caller, session, brand, T0 + 10 * MINUTE);
    expect(sent[1].get("lnSessionId")).toBe(id);
  });
  it("is refused on 100912, another code or a FAILURE status", async () => {
    for (const body of [
      { status: "FAILURE", errorCode: 100912 },
      { errors: { errorCode: "100157" } },
      { status: "FAILURE" },
    ]) {
      platform(body);
      expect(await checkRisk(caller, createSession(), brand, T0), JSON.stringify(body)).toEqual({
        ok: false,
        refused: true,
      });
    }
  });
  it("is unanswered (not refused) when the service cannot be reached", async () => {
    platform("oops", 502);
    expect(await checkRisk(caller, createSession(), brand, T0)).toEqual({ ok: false, refused: false });
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { exchangeGoogleCode, googleEndpoints, login, requestPasswordReset, resetPassword } from "./auth.server";
import { setPlatformFetch, type PlatformCaller } from "./http.server";

const caller: PlatformCaller = {
  baseUrl: "http://platform.test",
  brandId: "brand-a",
  siteCode: "SOL",
  language: "pb",
  clientIp: "203.0.113.9",
  sessionToken: null,
};
const respond = (body: unknown, status = 200) =>
  setPlatformFetch(vi.fn(async () => new Response(JSON.stringify(body), { status })));
const reset = () => resetPassword(caller, { token: "t", password: "Secret123", confirmPassword: "Secret123" });

afterEach(() => {
  setPlatformFetch(null);
  vi.restoreAllMocks();
});

describe("login refused with 100484 (ADR 072)", () => {
  const attempt = () => login(caller, { kind: "password", emailId: "a@b.co", password: "Secret123" });
  it("keeps the upload-only token the platform gives a KYC-locked player", async () => {
    const token = "AbC_-123".repeat(5);
    respond({ success: false, errors: { errorCode: "100484", documentsToken: token } });
    expect(await attempt()).toEqual({
      ok: false,
      failure: { kind: "code", code: "100484", coolOffUntil: null, documentsToken: token },
    });
  });
  it("has no token when the platform gives none or something that is not a token", async () => {
    respond({ success: false, errors: { errorCode: "100484" } });
    expect(await attempt()).toMatchObject({ failure: { code: "100484", documentsToken: null } });
    respond({ success: false, errors: { errorCode: "100484", documentsToken: "<script>alert(1)</script>" } });
    expect(await attempt()).toMatchObject({ failure: { code: "100484", documentsToken: null } });
  });
});

describe("requestPasswordReset (spec §8 forgot password)", () => {
  it("shows the wrong-email dialog for 100164 and the generic one for other codes", async () => {
    respond({ success: true });
    expect(await requestPasswordReset(caller, "a@b.co")).toBe("sent");
    respond({ status: "FAILURE", errorCode: 100164 });
    expect(await requestPasswordReset(caller, "a@b.co")).toBe("wrongEmail");
    respond({ status: "FAILURE", errors: { errorCode: "100164" } });
    expect(await requestPasswordReset(caller, "a@b.co")).toBe("wrongEmail");
    respond({ status: "FAILURE", errorCode: 100157 });
    expect(await requestPasswordReset(caller, "a@b.co")).toBe("failed");
  });
});

describe("resetPassword (spec §8 reset)", () => {
  it("reads internalErrorCode 11006, number or text, as an expired link", async () => {
    respond({ success: true });
    expect(await reset()).toBe("done");
    respond({ success: false, internalErrorCode: 11006 });
    expect(await reset()).toBe("expired");
    respond({ success: false, internalErrorCode: "11006" });
    expect(await reset()).toBe("expired");
    respond({ status: "FAILURE", errorCode: 100164, internalErrorCode: 11006 });
    expect(await reset()).toBe("expired");
  });
  it("treats any other failure as something went wrong", async () => {
    respond({ success: false, internalErrorCode: 11007 });
    expect(await reset()).toBe("failed");
    respond({ success: false });
    expect(await reset()).toBe("failed");
    respond({ status: "FAILURE", errorCode: 100164 });
    expect(await reset()).toBe("failed");
  });
});

describe("Google sign-in endpoints (brand integrations.googleSignIn)", () => {
  const paths = { authorizePath: "/oauth/google/authorize", tokenPath: "/oauth/google/token" };

  it("puts both paths under an operator platform's base URL", () => {
    expect(googleEndpoints({ baseUrl: "https://platform.example/api", sandbox: false }, paths)).toEqual({
      authorize: "https://platform.example/api/oauth/google/authorize",
      token: "https://platform.example/api/oauth/google/token",
    });
  });

  it("sends the browser to this origin for the embedded sandbox; the server still calls the base URL", () => {
    expect(googleEndpoints({ baseUrl: "http://127.0.0.1:3000", sandbox: true }, paths)).toEqual({
      authorize: "/oauth/google/authorize",
      token: "http://127.0.0.1:3000/oauth/google/token",
    });
  });

  it("exchanges the code by a form POST to the token URL it is given", async () => {
    const fetchMock = vi.fn(
      async (_url: URL | RequestInfo, _init?: RequestInit) =>
        new Response(JSON.stringify({ email: "a@b.co", sub: "g-1" })),
    );
    expect(
      await exchangeGoogleCode("https://platform.example/oauth/google/token", "c0de", fetchMock as typeof fetch),
    ).toEqual({ email: "a@b.co", sub: "g-1" });
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe("https://platform.example/oauth/google/token");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe("code=c0de");
    expect(init?.headers).toMatchObject({ "content-type": "application/x-www-form-urlencoded" });
  });

  it("is null when the provider refuses the code or answers outside the contract", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const answering = (body: unknown, status = 200) =>
      vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    expect(await exchangeGoogleCode("https://p.example/t", "c", answering({ error: "invalid_grant" }, 400))).toBeNull();
    expect(await exchangeGoogleCode("https://p.example/t", "c", answering({ email: "a@b.co" }))).toBeNull();
    expect(
      await exchangeGoogleCode(
        "https://p.example/t",
        "c",
        vi.fn(async () => Promise.reject(new TypeError("fetch failed"))) as unknown as typeof fetch,
      ),
    ).toBeNull();
  });
});

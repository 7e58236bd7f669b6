import { afterEach, describe, expect, it, vi } from "vitest";
import { requestPasswordReset, resetPassword } from "./auth.server";
import { setPlatformFetch, type PlatformCaller } from "./http.server";

const caller: PlatformCaller = { baseUrl: "http://platform.test", brandId: "brand-a", siteCode: "SOL", language: "pb", clientIp: "203.0.113.9", sessionToken: null };
const respond = (body: unknown, status = 200) => setPlatformFetch(vi.fn(async () => new Response(JSON.stringify(body), { status })));
const reset = () => resetPassword(caller, { token: "t", password: "Secret123", confirmPassword: "Secret123" });

afterEach(() => {
  setPlatformFetch(null);
  vi.restoreAllMocks();
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

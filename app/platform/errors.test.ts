import { describe, expect, it } from "vitest";
import * as errors from "./errors";
import { endsSession, isCode, isMaintenance, PlatformError } from "./errors";

describe("named platform codes", () => {
  it("carry the values of spec §8 and of the contract (docs/contract/games.md)", () => {
    const codes = Object.fromEntries(Object.entries(errors).filter(([, value]) => typeof value === "number"));
    expect(codes).toEqual({
      MAINTENANCE: 150,
      SESSION_OVER: 151,
      SSO_EXPIRED: 100187,
      STATIC_PAGE_NOT_FOUND: 100464,
      HTTP_UNAUTHORIZED: 401,
      NOT_FOUND: 100464,
      INVALID_REQUEST: 100164,
      SUSPENDED: 100152,
      SUSPENDED_ALT: 100173,
      WRONG_EMAIL: 100166,
      TOO_MANY_ATTEMPTS: 100174,
      SOCIAL_NOT_LINKED: 100428,
      ACCOUNT_LOCKED: 100447,
      KYC_DOCUMENTS_MISSING: 100484,
      ACCOUNT_CLOSED: 100502,
      MAX_ATTEMPTS_COOL_OFF: 100548,
      MAX_ATTEMPTS_SUSPEND: 100549,
      RESET_LINK_EXPIRED: 11006,
      GAME_CODE_MANDATORY: 100431,
      GAME_BLOCKED: 100601,
      LAUNCH_REQUEST_FAILED: 100602,
      LAUNCH_TECH_ERROR: 100603,
      NO_DEMO: 100604,
    });
  });
});

describe("isCode", () => {
  it("matches a code whether it arrives as a number or as text", () => {
    expect(isCode("100164", errors.INVALID_REQUEST)).toBe(true);
    expect(isCode(100164, errors.INVALID_REQUEST)).toBe(true);
    expect(isCode("100173", errors.SUSPENDED, errors.SUSPENDED_ALT)).toBe(true);
  });
  it("matches nothing for another code, an absent one or a look-alike", () => {
    expect(isCode("100165", errors.INVALID_REQUEST)).toBe(false);
    expect(isCode(null, errors.RESET_LINK_EXPIRED)).toBe(false);
    expect(isCode(undefined, errors.RESET_LINK_EXPIRED)).toBe(false);
    expect(isCode("", errors.RESET_LINK_EXPIRED)).toBe(false);
    expect(isCode(" 11006", errors.RESET_LINK_EXPIRED)).toBe(false);
    expect(isCode({ code: 11006 }, errors.RESET_LINK_EXPIRED)).toBe(false);
    expect(isCode("11006")).toBe(false);
  });
});

describe("session and maintenance codes", () => {
  it("end the session on HTTP 401, 151 and 100187 only; 150 is maintenance", () => {
    expect(["401", "151", "100187"].map((code) => endsSession(new PlatformError(code, "x")))).toEqual([
      true,
      true,
      true,
    ]);
    expect(endsSession(new PlatformError(150, "x"))).toBe(false);
    expect(isMaintenance(new PlatformError("150", "x"))).toBe(true);
    expect(isMaintenance(new PlatformError(151, "x"))).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  CLOSED_ACCOUNT_CODES,
  countsAsFailedAttempt,
  formatCoolOff,
  LOGIN_MESSAGE_CODES,
  loginOutcome,
} from "./login-errors";

const code = (c: string, coolOffUntil?: string) => ({ kind: "code" as const, code: c, coolOffUntil });

describe("login outcome catalogue (spec §8 login codes)", () => {
  it("gives every listed code its own message key", () => {
    const keys = new Set(LOGIN_MESSAGE_CODES.map((c) => (loginOutcome(code(c)) as { key: string }).key));
    expect(keys.size).toBe(LOGIN_MESSAGE_CODES.length);
    for (const c of ["100168", "100164", "100166", "100161", "100174", "100429", "100157", "100177"]) {
      expect(loginOutcome(code(c))).toEqual({ kind: "message", key: `login.errors.${c}` });
    }
    for (const c of ["100548", "100549"]) {
      expect(loginOutcome(code(c))).toEqual({ kind: "message", key: `login.errors.${c}`, offerReset: true });
    }
  });

  it("sends locked accounts to the locked-account page: KYC lock or closed, with their message", () => {
    expect(loginOutcome(code("100484"))).toEqual({ kind: "locked", variant: "kyc", key: "login.errors.100484" });
    expect(loginOutcome(code("100447"))).toEqual({ kind: "locked", variant: "closed", key: "login.errors.100447" });
    expect(loginOutcome(code("100502"))).toEqual({ kind: "locked", variant: "closed", key: "login.errors.100502" });
    expect(loginOutcome(code("100440"))).toEqual({ kind: "locked", variant: "closed", key: "login.errors.closed" });
  });

  it("opens the suspend modal for 100152 and 100173", () => {
    expect(loginOutcome(code("100152"))).toEqual({ kind: "suspended" });
    expect(loginOutcome(code("100173"))).toEqual({ kind: "suspended" });
  });

  it("asks for the password to link Google on 100428, offers registration on social 100166", () => {
    expect(loginOutcome(code("100428"))).toEqual({ kind: "linkGoogle" });
    expect(loginOutcome(code("100166"), { social: true })).toEqual({ kind: "offerRegistration" });
    expect(loginOutcome(code("100166"))).toEqual({ kind: "message", key: "login.errors.100166" });
  });

  it("carries the cool-off date of accountLocked and 100548", () => {
    expect(loginOutcome({ kind: "accountLocked", coolOffUntil: "2026-12-01T10:00:00Z" })).toEqual({
      kind: "message",
      key: "login.errors.accountLockedUntil",
      coolOffUntil: "2026-12-01T10:00:00Z",
    });
    expect(loginOutcome({ kind: "accountLocked", coolOffUntil: null })).toEqual({
      kind: "message",
      key: "login.errors.accountLocked",
    });
    expect(loginOutcome(code("100548", "2026-12-01T10:00:00Z"))).toMatchObject({ key: "login.errors.100548until" });
  });

  it("shows the end of the platform's timed lock (100549 with coolOffUntil) and offers a reset (ADR 050)", () => {
    expect(loginOutcome(code("100549", "2026-12-01T10:00:00Z"))).toEqual({
      kind: "message",
      key: "login.errors.100549until",
      coolOffUntil: "2026-12-01T10:00:00Z",
      offerReset: true,
    });
    expect(loginOutcome(code("100548", "2026-12-01T10:00:00Z"))).toMatchObject({ offerReset: true });
  });

  it("maps closed-account reasons, maintenance, silent failures and the unknown", () => {
    expect(CLOSED_ACCOUNT_CODES.has("100435")).toBe(true);
    expect(CLOSED_ACCOUNT_CODES.has("100453")).toBe(true);
    expect(CLOSED_ACCOUNT_CODES.has("100442")).toBe(false);
    expect(loginOutcome({ kind: "remoteError" })).toEqual({ kind: "message", key: "login.errors.maintenance" });
    expect(loginOutcome({ kind: "silent" })).toEqual({ kind: "message", key: "login.errors.cannotSignIn" });
    expect(loginOutcome({ kind: "transport" })).toEqual({ kind: "message", key: "login.errors.generic" });
    expect(loginOutcome(code("999999"))).toEqual({ kind: "message", key: "login.errors.generic" });
  });

  it("has every message key translated in en, es and pb", () => {
    const outcomes = [
      ...LOGIN_MESSAGE_CODES.map((c) => loginOutcome(code(c))),
      loginOutcome(code("100548", "x")),
      loginOutcome(code("100549", "x")),
      { key: "login.errors.resetNow" },
      { key: "login.errors.locked_one" },
      { key: "login.errors.locked_other" },
      loginOutcome(code("100440")),
      loginOutcome({ kind: "accountLocked", coolOffUntil: "x" }),
      loginOutcome({ kind: "accountLocked", coolOffUntil: null }),
      loginOutcome({ kind: "remoteError" }),
      loginOutcome({ kind: "silent" }),
      loginOutcome({ kind: "transport" }),
    ];
    for (const lang of ["en", "es", "pb"]) {
      const auth = JSON.parse(readFileSync(path.join("locales", lang, "auth.json"), "utf8"));
      for (const outcome of outcomes) {
        const key = (outcome as { key: string }).key;
        const value = key
          .split(".")
          .reduce(
            (node: Record<string, unknown> | undefined, part) => node?.[part] as Record<string, unknown> | undefined,
            auth,
          );
        expect(typeof value, `${lang} ${key}`).toBe("string");
      }
    }
  });
});

describe("formatCoolOff", () => {
  it("shows the date in Europe/Berlin time", () => {
    // 23:30 UTC on 1 Dec is 00:30 on 2 Dec in Berlin (CET, UTC+1).
    expect(formatCoolOff("2026-12-01T23:30:00Z", "pt-BR")).toMatch(/02\/12\/2026.*00:30/);
    expect(formatCoolOff("2026-07-01T10:00:00Z", "en-GB")).toMatch(/01\/07\/2026.*12:00/);
  });
  it("returns unparseable input unchanged", () => {
    expect(formatCoolOff("soon", "en-US")).toBe("soon");
  });
});

describe("what counts against the account in our login throttle", () => {
  it("counts refusals with a code, except the KYC lock's right-password 100484 (ADR 072)", () => {
    expect(countsAsFailedAttempt(code("100161"))).toBe(true);
    expect(countsAsFailedAttempt(code("100502"))).toBe(true);
    expect(countsAsFailedAttempt(code("100484"))).toBe(false);
    expect(countsAsFailedAttempt({ kind: "transport" })).toBe(false);
  });
});

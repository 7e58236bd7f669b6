import type { LoginFailure } from "~/platform/auth.server";
import {
  ACCOUNT_CLOSED,
  ACCOUNT_LOCKED,
  isCode,
  KYC_DOCUMENTS_MISSING,
  MAX_ATTEMPTS_COOL_OFF,
  MAX_ATTEMPTS_SUSPEND,
  SOCIAL_NOT_LINKED,
  SUSPENDED,
  SUSPENDED_ALT,
  WRONG_EMAIL,
} from "~/platform/errors";

/**
 * Spec §8 "Login codes": what each login failure does and which message (an auth namespace key)
 * it shows. One catalogue for the login form, the Google callback and the link view.
 */
export type LoginOutcome =
  /** A message in the form; `values` interpolate into it (dates already formatted by the caller);
   *  `offerReset`: the wrong-password locks, which a password reset lifts (ADR 050). */
  | { kind: "message"; key: string; coolOffUntil?: string | null; offerReset?: boolean }
  /** 100152 / 100173: the suspend modal (?modal=suspended). */
  | { kind: "suspended" }
  /** 100428: the Google account is not linked yet; ask for the password to link it. */
  | { kind: "linkGoogle" }
  /** 100166 after Google sign-in: no account with that email; offer registration. */
  | { kind: "offerRegistration" }
  /** Spec §2 locked-account page: 100484 (KYC documents missing) is a KYC lock; 100447, 100502
   *  and the closed-account codes are a closed or self-excluded account. `key` is the message. */
  | { kind: "locked"; variant: "kyc" | "closed"; key: string };

/** Closed-account reasons of spec §8 (100435–100453 without 100442 and 100447). */
export const CLOSED_ACCOUNT_CODES: ReadonlySet<string> = new Set(
  Array.from({ length: 100453 - 100435 + 1 }, (_, i) => String(100435 + i)).filter(
    (code) => code !== "100442" && code !== "100447",
  ),
);

/** Codes with a message of their own (auth:login.errors.<code>). */
export const LOGIN_MESSAGE_CODES = [
  "100168",
  "100484",
  "100164",
  "100166",
  "100161",
  "100174",
  "100426",
  "100427",
  "100429",
  "100157",
  "100447",
  "100502",
  "100177",
  "100548",
  "100549",
] as const;

export function loginOutcome(failure: LoginFailure, options: { social?: boolean } = {}): LoginOutcome {
  switch (failure.kind) {
    case "accountLocked":
      return failure.coolOffUntil
        ? { kind: "message", key: "login.errors.accountLockedUntil", coolOffUntil: failure.coolOffUntil }
        : { kind: "message", key: "login.errors.accountLocked" };
    case "remoteError":
      return { kind: "message", key: "login.errors.maintenance" };
    case "silent":
      return { kind: "message", key: "login.errors.cannotSignIn" };
    case "transport":
      return { kind: "message", key: "login.errors.generic" };
    case "code":
      break;
  }
  const { code } = failure;
  if (isCode(code, SUSPENDED, SUSPENDED_ALT)) return { kind: "suspended" };
  if (isCode(code, SOCIAL_NOT_LINKED)) return { kind: "linkGoogle" };
  if (isCode(code, WRONG_EMAIL) && options.social) return { kind: "offerRegistration" };
  if (isCode(code, KYC_DOCUMENTS_MISSING)) return { kind: "locked", variant: "kyc", key: "login.errors.100484" };
  if (isCode(code, ACCOUNT_LOCKED, ACCOUNT_CLOSED))
    return { kind: "locked", variant: "closed", key: `login.errors.${code}` };
  if (CLOSED_ACCOUNT_CODES.has(code)) return { kind: "locked", variant: "closed", key: "login.errors.closed" };
  if (isCode(code, MAX_ATTEMPTS_COOL_OFF, MAX_ATTEMPTS_SUSPEND))
    return failure.coolOffUntil
      ? { kind: "message", key: `login.errors.${code}until`, coolOffUntil: failure.coolOffUntil, offerReset: true }
      : { kind: "message", key: `login.errors.${code}`, offerReset: true };
  if ((LOGIN_MESSAGE_CODES as readonly string[]).includes(code))
    return { kind: "message", key: `login.errors.${code}` };
  return { kind: "message", key: "login.errors.generic" };
}

/**
 * Whether a refusal counts against the account in our login throttle. 100484 answers a right
 * password: the KYC-locked player logs in again for a new upload token (ADR 072), which must not
 * pause their account as if someone were guessing.
 */
export function countsAsFailedAttempt(failure: LoginFailure): boolean {
  return failure.kind === "code" && !isCode(failure.code, KYC_DOCUMENTS_MISSING);
}

/** Spec §8: the cool-off date of a locked account is shown in Europe/Berlin time. */
export const COOL_OFF_TIME_ZONE = "Europe/Berlin";

/** "23/11/2026 14:05" style, in the page's locale and Europe/Berlin; the raw text if unparseable. */
export function formatCoolOff(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    timeZone: COOL_OFF_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

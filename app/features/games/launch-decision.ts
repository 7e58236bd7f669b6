/**
 * Spec §4 game launch, as pure functions: the pre-check decision (KYC from ~/features/kyc),
 * the game window's aspect ratio and the validation of the game frame's postMessage events.
 */

import {
  GAME_BLOCKED,
  GAME_CODE_MANDATORY,
  LAUNCH_REQUEST_FAILED,
  LAUNCH_TECH_ERROR,
  NO_DEMO,
  NOT_FOUND,
} from "~/platform/errors";
import type { OverallKyc } from "~/features/kyc/status";
import { allowedFrameUrl } from "~/routing/frame-url";

/** What the launch URL's second segment asks for. */
export type LaunchKind = "real" | "demo" | "auto";

/** `real-game`, `real-game-login` → real; `demo-game` → demo; a vendor slug → real for players, demo for guests. */
export function launchKindOf(segment: string): LaunchKind {
  if (segment === "real-game" || segment === "real-game-login") return "real";
  if (segment === "demo-game") return "demo";
  return "auto";
}

export interface CountryRuleLike {
  demoExempt: boolean;
  sessionLimitBeforePlay: boolean;
  monthlyDepositLimitBeforePlay: boolean;
  gamePlaySummaryBeforePlay: boolean;
  kycBeforePlay: boolean;
}

/** Spec §4 step 3: the country rule says whether identity must be verified before real play. */
export function kycBeforePlay(rule: CountryRuleLike | null | undefined): boolean {
  return Boolean(rule?.kycBeforePlay);
}

export interface LaunchInput {
  kind: LaunchKind;
  loggedIn: boolean;
  hasDemo: boolean;
  rule: CountryRuleLike | null;
  /** Minutes; 0 = none; null = unknown (not asked). */
  sessionLimit?: number | null;
  /** Major units; null = none. */
  monthlyDepositLimit?: number | null;
  kyc?: OverallKyc | null;
  /** Epoch ms of the last summary pop-up shown, or null. */
  lastSummaryAt?: number | null;
  now: number;
  summaryIntervalMs: number;
}

export type LaunchDecision =
  | { action: "home" }
  | { action: "page"; page: "realitycheck" | "setmonthlydepositlimit" | "confirmidentity" | "initiateverification" }
  | { action: "summary" }
  | { action: "play"; mode: "real" | "demo"; login?: boolean }
  | { action: "login" };

/**
 * A logged-in player's demo route only plays demo when the game has one and the country shows
 * demo (spec §6: DE hides demo); otherwise it is a real launch and must pass every pre-check.
 */
export function demoAllowedFor(input: Pick<LaunchInput, "hasDemo" | "rule">): boolean {
  return input.hasDemo && !input.rule?.demoExempt;
}

/** Whether this launch is real play for a player (and so goes through the spec §4 pre-checks). */
export function isRealLaunch(input: Pick<LaunchInput, "kind" | "loggedIn" | "hasDemo" | "rule">): boolean {
  if (!input.loggedIn) return false;
  return input.kind !== "demo" || !demoAllowedFor(input);
}

/** What a launch needs to know before deciding: which pre-check data to fetch. */
export function neededChecks(input: Pick<LaunchInput, "kind" | "loggedIn" | "hasDemo" | "rule">) {
  const real = isRealLaunch(input);
  const rule = input.rule;
  return {
    sessionLimit: real && Boolean(rule?.sessionLimitBeforePlay),
    depositLimit: real && Boolean(rule?.monthlyDepositLimitBeforePlay),
    kyc: real && kycBeforePlay(rule),
    summary: real && Boolean(rule?.gamePlaySummaryBeforePlay),
  };
}

/**
 * Spec §4 game launch. Players asking for real play (or for demo where there is none, or where
 * the country hides demo) go through the country's pre-checks in order (session limit, monthly deposit limit, KYC, the 24-hour game-play summary) and then play
 * for real. Guests play demo, except in demo-exempt countries (home); a real route while logged
 * out falls back to demo and opens login; a game without demo asks a guest to log in.
 */
export function decideLaunch(input: LaunchInput): LaunchDecision {
  const rule = input.rule;
  if (!input.loggedIn) {
    if (rule?.demoExempt) return { action: "home" };
    if (!input.hasDemo) return { action: "login" };
    return { action: "play", mode: "demo", login: input.kind === "real" };
  }
  if (!isRealLaunch(input)) return { action: "play", mode: "demo" };
  if (rule?.sessionLimitBeforePlay && !((input.sessionLimit ?? 0) > 0)) return { action: "page", page: "realitycheck" };
  if (rule?.monthlyDepositLimitBeforePlay && !((input.monthlyDepositLimit ?? 0) > 0)) {
    return { action: "page", page: "setmonthlydepositlimit" };
  }
  if (kycBeforePlay(rule)) {
    // Unknown KYC (null) is not verified: confirm identity.
    if (input.kyc === "initiated") return { action: "page", page: "initiateverification" };
    if (input.kyc !== "verified") return { action: "page", page: "confirmidentity" };
  }
  if (rule?.gamePlaySummaryBeforePlay) {
    const last = input.lastSummaryAt ?? null;
    if (last === null || input.now - last >= input.summaryIntervalMs) return { action: "summary" };
  }
  return { action: "play", mode: "real" };
}

/**
 * A platform's refusal of a real launch for a pre-check not met (docs/contract/games.md), as the
 * decision that meets it: the platform holds the same rules, and may know of a change first.
 */
export function precheckRefusal(code: string): Extract<LaunchDecision, { action: "page" | "summary" }> | null {
  if (code === "100605") return { action: "page", page: "realitycheck" };
  if (code === "100606") return { action: "page", page: "setmonthlydepositlimit" };
  if (code === "100607") return { action: "page", page: "confirmidentity" };
  if (code === "100608") return { action: "summary" };
  return null;
}

/**
 * The URL a pre-check page decision sends the player to, with the launch as redirectUrl: the limit
 * pages continue it after the save, the identity pages offer it once verified (issue 26 §2).
 */
export function precheckHref(
  lang: string,
  page: "realitycheck" | "setmonthlydepositlimit" | "confirmidentity" | "initiateverification",
  launch?: string,
): string {
  const path =
    page === "setmonthlydepositlimit" ? `/${lang}/setmonthlydepositlimit` : `/${lang}/myaccount?page=${page}`;
  if (!launch) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams({ redirectUrl: launch })}`;
}

/** Spec §3: aspectRatio 2 means 4:3, anything else 16:9. */
export function aspectOf(ratio: number | null | undefined): { width: number; height: number } {
  return ratio === 2 ? { width: 4, height: 3 } : { width: 16, height: 9 };
}

/**
 * The game frame's address from a launch answer, by the rule of every frame (routing/frame-url):
 * the brand's allowed origins are integrations.gameOrigins; null makes the play window say
 * "There's a problem".
 */
export const gameFrameUrl = allowedFrameUrl;

/** The origin a game frame's messages come from: its own (absolute URL) or ours (a path). */
export function frameOrigin(frameUrl: string, pageOrigin: string): string {
  try {
    return new URL(frameUrl, pageOrigin).origin;
  } catch {
    return pageOrigin;
  }
}

/**
 * Spec §2 requestSize on desktop: the frame keeps the launch's proportions (spec §3) and is no
 * larger than the game asked for in either direction — a fixed-size game blurs when stretched —
 * nor smaller than the brand's desktop game width. On mobile the frame is the screen's width.
 */
export function requestedWidth(
  fit: number,
  requested: { width: number; height: number },
  aspect: { width: number; height: number },
  minWidth: number,
): number {
  const asked = Math.min(requested.width, (requested.height * aspect.width) / aspect.height);
  return Math.min(fit, Math.max(asked, minWidth));
}

export type GameMessage =
  { type: "closeGame" } | { type: "backToLobby" } | { type: "requestSize"; width: number; height: number };

/**
 * Spec §2 game window messages, accepted only from the game frame (its window and its origin:
 * ours for the sandbox provider, the provider's own for an operator's game).
 * Returns the message, or null for anything else.
 */
export function readGameMessage(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; source: unknown },
): GameMessage | null {
  if (event.origin !== expected.origin || !event.source || event.source !== expected.source) return null;
  // Data that is not an object (null, a string, a number) has no type and is refused below.
  const data = (event.data ?? {}) as Record<string, unknown>;
  if (data.type === "closeGame" || data.type === "backToLobby") return { type: data.type };
  if (data.type === "requestSize") {
    const width = Number(data.width);
    const height = Number(data.height);
    if (
      !Number.isFinite(width) ||
      !Number.isFinite(height) ||
      width <= 0 ||
      height <= 0 ||
      width > 10_000 ||
      height > 10_000
    )
      return null;
    return { type: "requestSize", width, height };
  }
  return null;
}

/** Spec §8 play window error kinds, from a launch failure code (null = empty URL / no answer). */
export type PlayError =
  | "problem"
  | "gameBlocked"
  | "requestFailed"
  | "techError"
  | "gameNotFound"
  | "codeMandatory"
  /** No game has this code: a wrong or stale link, before any launch (issue 24 §2). */
  | "unknownGame";

export const PLAY_ERROR_CODES = {
  mandatory: String(GAME_CODE_MANDATORY),
  notFound: String(NOT_FOUND),
  blocked: String(GAME_BLOCKED),
  requestFailed: String(LAUNCH_REQUEST_FAILED),
  techError: String(LAUNCH_TECH_ERROR),
  noDemo: String(NO_DEMO),
} as const;

export function playErrorOf(code: string | null): PlayError {
  switch (code) {
    case null:
      return "problem";
    case PLAY_ERROR_CODES.mandatory:
      return "codeMandatory";
    case PLAY_ERROR_CODES.blocked:
      return "gameBlocked";
    case PLAY_ERROR_CODES.requestFailed:
      return "requestFailed";
    case PLAY_ERROR_CODES.techError:
      return "techError";
    default:
      return "gameNotFound";
  }
}

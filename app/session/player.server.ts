import type { AppLoadContext } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { platformCaller } from "~/platform/caller.server";
import { getLoginStatus } from "~/platform/session.server";
import { getProfile, type Profile } from "~/platform/account.server";
import type { PlatformCaller } from "~/platform/http.server";
import { emptyUnlessMaintenance, endsSession, isMaintenance } from "~/platform/errors";
import { commitRequestSession, getSession } from "./session.server";

/** What the shell knows about the logged-in player; no secrets (it is serialised into the page). */
export interface PlayerSummary {
  firstName: string;
  lastName: string;
  email: string;
  initials: string;
  userStatus: string;
  phoneVerified: boolean;
  balanceDetails: Profile["balanceDetails"];
  /** Epoch ms at which the session limit runs out, or null without a limit (spec §4 session timer). */
  sessionEndsAt: number | null;
  sessionLimitMinutes: number;
  /** The platform's jurisdiction and player category (spec §3: svenska, c3), for the KYC notification flag. */
  jurisdiction?: string | null;
  userCategory?: string | null;
}

export interface PlayerState {
  player: PlayerSummary | null;
  /** The platform's profile the player came from: server-side only (it holds the national id). */
  profile: Profile | null;
  /** The platform caller carrying the player's session (or none for guests). */
  caller: PlatformCaller;
  /** Set-Cookie to send when a dead platform session was dropped from our cookie. */
  setCookie: string | null;
}

const byRequest = new WeakMap<AppLoadContext, Promise<PlayerState>>();

/**
 * The request's player, once per request: our cookie's platform token, confirmed by
 * login/status, then the profile. Only an answer that says so logs the player out (ADR 077).
 */
export function loadPlayer(
  request: Request,
  context: AppLoadContext,
  brand: BrandConfig,
  lang: string,
): Promise<PlayerState> {
  let pending = byRequest.get(context);
  if (!pending) {
    pending = resolvePlayer(request, context, brand, lang);
    byRequest.set(context, pending);
  }
  return pending;
}

async function resolvePlayer(
  request: Request,
  context: AppLoadContext,
  brand: BrandConfig,
  lang: string,
): Promise<PlayerState> {
  const session = await getSession(request, context);
  const token = session.get("platformToken") ?? null;
  const guest = platformCaller(context, brand, lang);
  if (!token) return { player: null, profile: null, caller: guest, setCookie: null };
  const caller = platformCaller(context, brand, lang, token);
  const loggedOut = async (): Promise<PlayerState> => {
    session.unset("platformToken");
    session.unset("loginAt");
    session.unset("sessionLimitMinutes");
    return {
      player: null,
      profile: null,
      caller: guest,
      setCookie: await commitRequestSession(context),
    };
  };
  // Spec §8: only 100187, 151 and HTTP 401 (or an explicit "not logged in") end the session; 150 is
  // left for the shell. A status the platform did not give (slow, down, another code) is unknown
  // and the player stays logged in (ADR 077).
  const status = await getLoginStatus(caller).catch((error: unknown) => {
    if (isMaintenance(error)) throw error;
    if (endsSession(error)) return { state: "out" as const };
    console.warn(`login/status failed (${(error as Error).message}): status unknown, the session stays`);
    return { state: "unknown" as const };
  });
  if (status.state === "out") return loggedOut();
  // Out of time (ADR 051) is not an answer: the page shows a guest, but the session stays.
  if (status.state === "unknown" && caller.signal?.aborted)
    return { player: null, profile: null, caller: guest, setCookie: null };
  let profile: Profile | null;
  try {
    profile = await getProfile(caller);
  } catch (error) {
    if (endsSession(error)) return loggedOut();
    profile = emptyUnlessMaintenance(null)(error);
  }
  const firstName = profile?.firstName ?? "";
  const lastName = profile?.lastName ?? "";
  const limit = session.get("sessionLimitMinutes") ?? 0;
  const loginAt = session.get("loginAt") ?? Date.now();
  return {
    caller,
    setCookie: null,
    profile,
    player: {
      firstName,
      lastName,
      email: profile?.email ?? profile?.emailId ?? "",
      initials: initialsOf(firstName, lastName, profile?.email ?? ""),
      userStatus: profile?.userStatus ?? "",
      phoneVerified: profile?.phoneVerified ?? false,
      balanceDetails: profile?.balanceDetails ?? { withdrawableBalance: 0, bonus: 0, freebetBalance: 0, drpBalance: 0 },
      sessionEndsAt: limit > 0 ? loginAt + limit * 60_000 : null,
      sessionLimitMinutes: limit,
      jurisdiction: profile?.jurisdiction ?? null,
      userCategory: profile?.userCategory ?? null,
    },
  };
}

export function initialsOf(firstName: string, lastName: string, email: string): string {
  const letters = [firstName, lastName].map((name) => name.trim().charAt(0)).join("");
  return (letters || email.charAt(0) || "?").toUpperCase();
}

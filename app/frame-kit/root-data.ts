import type { BrandConfig } from "~/brand/config.generated";
import type { PlayerSummary } from "~/session/player.server";
import type { ToastMessage } from "~/ui/Toast";
import type { ZoneClock } from "~/ui/zone-clock";

/**
 * What the root loader gives every page (the composition root in app/site fills it in). The shapes
 * of the shell's parts are declared here, in the base kit, so that features read them without
 * importing the composition root or each other.
 */
export interface RootData {
  /** The brand itself reaches the page through BrandContext (ADR 030); the name is for meta. */
  brandName: string;
  /** Translated `<title>`s of the not-found and fallback pages, which have no loader of their own. */
  statusTitles: StatusTitles;
  lang: string;
  htmlLang: string;
  origin: string;
  shell: ShellState;
  countryCode: string | null;
  countryRule: BrandConfig["countryRules"][string] | null;
  loggedIn: boolean;
  player: PlayerSummary | null;
  footer: Footer | null;
  serverTime: number | null;
  zoneClock: ZoneClock;
  sandbox: boolean;
  localesVersion: string;
  toasts: ToastMessage[];
  cookieBanner: boolean;
  policyCheck: PolicyCheck | null;
  sessionTimer: SessionTimerData | null;
  accountLock: AccountLock | null;
  /** The server data of the modal the URL opens, when that modal has a data loader (ADR 046). */
  modal: ModalData | null;
}

/** A URL-driven modal's own data: the feature that owns the modal knows its shape. */
export interface ModalData {
  name: string;
  data: unknown;
}

/**
 * Spec §2 shell precedence: blocked country, maintenance, locked account, normal site.
 * "error" is an unexpected failure of the shell itself, drawn as a branded status page.
 */
export interface StatusTitles {
  notFound: string;
  fallback: string;
}

export type ShellState = "blocked" | "maintenance" | "locked" | "site" | "error";

export interface Footer {
  html: string;
  /** Language the footer is written in (English when the page language has none). */
  lang: string;
}

/** A policy the player must accept again, as the popup links it. */
export interface PendingPolicy {
  type: string;
  title: string;
  href: string | null;
}

/** The policy check's outcome: what to accept, or "failed" (the browser retries once, spec §9). */
export type PolicyCheck = { state: "checked"; pending: PendingPolicy[] } | { state: "failed" };

export type AccountLockVariant = "kyc" | "closed";

export interface AccountLock {
  variant: AccountLockVariant;
  /** The platform code that locked the login, for the page's message (auth:login.errors.<code>). */
  messageKey: string;
}

/** What the shell needs to count down (spec §4): computed on the server from the cookie session. */
export interface SessionTimerData {
  /** Epoch ms (server clock) at which the session limit runs out. */
  endsAt: number;
  /** The server's clock when the page was made; the browser counts from here with its own elapsed time. */
  now: number;
  limitMinutes: number;
  /** Already over when the page was made: the session-expired modal renders on the server. */
  expired: boolean;
}

/** Response-level codes of spec §8 "Response handling". */
export const MAINTENANCE = 150;
export const SESSION_OVER = 151;
export const SSO_EXPIRED = 100187;
export const STATIC_PAGE_NOT_FOUND = 100464;
/** HTTP 401 forces logout (spec §8); a PlatformError carries it as its code. */
export const HTTP_UNAUTHORIZED = 401;

/** 100464 on any lookup (game, game group, policy): not found, as on a static page (docs/contract/games.md). */
export const NOT_FOUND = STATIC_PAGE_NOT_FOUND;
/** 100164: invalid request / invalid data format (forgot password: the wrong-email dialog). */
export const INVALID_REQUEST = 100164;

/** Spec §8 login codes. 100152: suspended (the suspend modal). */
export const SUSPENDED = 100152;
/** 100173: suspended too (the suspend modal). */
export const SUSPENDED_ALT = 100173;
/** 100166: wrong email (after Google sign-in: no account, so registration is offered). */
export const WRONG_EMAIL = 100166;
/** 100174: too many attempts. */
export const TOO_MANY_ATTEMPTS = 100174;
/** 100428: social account not linked (the password view that links it). */
export const SOCIAL_NOT_LINKED = 100428;
/** 100447: account locked. */
export const ACCOUNT_LOCKED = 100447;
/** 100484: KYC documents missing. */
export const KYC_DOCUMENTS_MISSING = 100484;
/** 100502: account closed. */
export const ACCOUNT_CLOSED = 100502;
/** 100548: max attempts, cool-off. */
export const MAX_ATTEMPTS_COOL_OFF = 100548;
/** 100549: max attempts, suspended. */
export const MAX_ATTEMPTS_SUSPEND = 100549;

/** Reset password: internalErrorCode 11006 means the link expired (spec §8). */
export const RESET_LINK_EXPIRED = 11006;

/** 100431 on launch: game code mandatory (spec §8). */
export const GAME_CODE_MANDATORY = 100431;
/** Play window lists whose values spec §8 does not show; these are the contract's (docs/contract/games.md). 100601: gameBlocked. */
export const GAME_BLOCKED = 100601;
/** 100602: requestFailed. */
export const LAUNCH_REQUEST_FAILED = 100602;
/** 100603: techError. */
export const LAUNCH_TECH_ERROR = 100603;
/** 100604: a demo launch of a game without demo. */
export const NO_DEMO = 100604;

/** Whether a code as it arrives (number, string, absent) is one of `codes`. */
export function isCode(code: unknown, ...codes: (number | string)[]): boolean {
  return code !== null && code !== undefined && codes.some((c) => String(c) === String(code));
}

/** A platform call that answered with a spec §8 error code (or HTTP 401). */
export class PlatformError extends Error {
  readonly code: string;
  constructor(
    code: number | string,
    readonly path: string,
    readonly body: unknown = null,
  ) {
    super(`platform ${path} answered error ${code}`);
    this.code = String(code);
    this.name = "PlatformError";
  }
  is(code: number | string): boolean {
    return this.code === String(code);
  }
}

export function isMaintenance(error: unknown): boolean {
  return error instanceof PlatformError && error.is(MAINTENANCE);
}

/** Spec §8 codes that end the player's platform session: HTTP 401, 151 session over, 100187 SSO expired. */
export function endsSession(error: unknown): boolean {
  return (
    error instanceof PlatformError && (error.is(HTTP_UNAUTHORIZED) || error.is(SESSION_OVER) || error.is(SSO_EXPIRED))
  );
}

/**
 * Spec §8 for calls the page can live without: 150 still means maintenance (rethrown for the
 * shell), any other platform error code is an empty result. Bugs (non-platform errors) pass.
 */
export function emptyUnlessMaintenance<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (error instanceof PlatformError && !error.is(MAINTENANCE)) {
      console.warn(`${error.message}: treated as an empty result`);
      return fallback;
    }
    throw error;
  };
}

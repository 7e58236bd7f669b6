/** Response-level codes of spec §8 "Response handling". */
export const MAINTENANCE = 150;
export const SESSION_OVER = 151;
export const SSO_EXPIRED = 100187;
export const STATIC_PAGE_NOT_FOUND = 100464;

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
  return error instanceof PlatformError && (error.is(401) || error.is(SESSION_OVER) || error.is(SSO_EXPIRED));
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

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

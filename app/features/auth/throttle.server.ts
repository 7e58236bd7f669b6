import { loginLockSeconds } from "~/config/env.server";
import { SlidingWindow, type WindowRule } from "~/routing/sliding-window";

// The window moved to a base kit when the deposit action needed it too (ADR 077).
export { SlidingWindow, type WindowRule };

/**
 * Login throttling in the Remix action (ARCHITECTURE §9), before the platform is asked:
 * an in-memory sliding window per visitor address and per account. Per process, so a
 * horizontally scaled deployment multiplies the allowance by the number of processes; the
 * platform keeps its own per-account counters (100174/100548/100549) as the authority (ADR 050).
 */
/**
 * Why a sign-in is refused before the platform is asked: "pace" (too many attempts from one
 * address this minute) or "locked" (too many failures on the account, or from the address).
 */
export type ThrottleReason = "pace" | "locked";

export interface LoginThrottleRules {
  /** Every login attempt from one address (credential stuffing across accounts). */
  perIp: WindowRule;
  /** Failed attempts from one address, any accounts: below the platform's 30 in 15 minutes. */
  perIpFailures: WindowRule;
  /** Failed attempts on one account, whatever the platform answered (its own throttle codes
   *  included); a success or a password reset clears it. Below the platform's first threshold
   *  (5 wrong in 15 minutes), so a stranger cannot walk the account into its locks (ADR 050). */
  perAccount: WindowRule;
}

/** The rules, with failures kept for LOGIN_LOCK_SECONDS (the platform's own 15 minutes by default). */
export function loginThrottleRules(lockMs = loginLockSeconds() * 1000): LoginThrottleRules {
  return {
    perIp: { limit: 10, windowMs: 60_000 },
    perIpFailures: { limit: 20, windowMs: lockMs },
    perAccount: { limit: 4, windowMs: lockMs },
  };
}

export interface LoginThrottle {
  /** Null when the attempt may go ahead, else how long to wait and why. */
  check(
    ip: string,
    account: string,
    options?: { skipIp?: boolean },
  ): { retryAfterMs: number; reason: ThrottleReason } | null;
  attempt(ip: string, options?: { skipIp?: boolean }): void;
  failed(ip: string, account: string, options?: { skipIp?: boolean }): void;
  succeeded(account: string): void;
}

export function createLoginThrottle(
  now: () => number = Date.now,
  rules: LoginThrottleRules = loginThrottleRules(),
): LoginThrottle {
  const byIp = new SlidingWindow(rules.perIp, now);
  const failuresByIp = new SlidingWindow(rules.perIpFailures, now);
  const byAccount = new SlidingWindow(rules.perAccount, now);
  const accountKey = (account: string) => account.trim().toLowerCase();
  return {
    check(ip, account, { skipIp = false } = {}) {
      const locked = Math.max(skipIp ? 0 : failuresByIp.retryAfterMs(ip), byAccount.retryAfterMs(accountKey(account)));
      if (locked > 0) return { retryAfterMs: locked, reason: "locked" };
      const pace = skipIp ? 0 : byIp.retryAfterMs(ip);
      return pace > 0 ? { retryAfterMs: pace, reason: "pace" } : null;
    },
    attempt(ip, { skipIp = false } = {}) {
      if (!skipIp) byIp.hit(ip);
    },
    failed(ip, account, { skipIp = false } = {}) {
      byAccount.hit(accountKey(account));
      if (!skipIp) failuresByIp.hit(ip);
    },
    succeeded(account) {
      byAccount.clear(accountKey(account));
    },
  };
}

/** The process-wide login throttle. */
export const loginThrottle = createLoginThrottle();

/**
 * One login in flight per visitor and account (spec §4: blocked while in flight). A second
 * identical submit while the first is pending shares its result instead of asking the platform
 * again; a different one waits its turn by being refused.
 */
export class InFlight<T> {
  private pending = new Map<string, { fingerprint: string; promise: Promise<T> }>();

  run(
    key: string,
    fingerprint: string,
    task: () => Promise<T>,
  ): { shared: boolean; refused: boolean; promise: Promise<T> | null } {
    const current = this.pending.get(key);
    if (current) {
      return current.fingerprint === fingerprint
        ? { shared: true, refused: false, promise: current.promise }
        : { shared: false, refused: true, promise: null };
    }
    const promise = task().finally(() => {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    });
    this.pending.set(key, { fingerprint, promise });
    return { shared: false, refused: false, promise };
  }
}

/**
 * An in-memory sliding window of hits per key: the login throttle (ADR 050) and the deposit
 * pace (ADR 077). Per process, so N processes allow N times as much; the platform keeps its own
 * counters as the authority.
 */
import type { AppLoadContext } from "@remix-run/node";

const isLoopback = (ip: string) => ip === "127.0.0.1" || ip === "::1" || ip === "::ffff:127.0.0.1";

/**
 * Per-address windows do not apply to loopback visitors of the embedded sandbox: there every
 * visitor (and the whole e2e suite) is 127.0.0.1. Per-account windows always apply.
 */
export const skipIpThrottle = (context: AppLoadContext) => context.platform.sandbox && isLoopback(context.clientIp);
export interface WindowRule {
  limit: number;
  windowMs: number;
}

export class SlidingWindow {
  private hits = new Map<string, number[]>();
  constructor(
    private readonly rule: WindowRule,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const list = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** True when the key already used its allowance in the window. */
  blocked(key: string): boolean {
    return this.recent(key).length >= this.rule.limit;
  }

  /** Milliseconds until the key may try again (0 when it may now). */
  retryAfterMs(key: string): number {
    const list = this.recent(key);
    if (list.length < this.rule.limit) return 0;
    return Math.max(0, list[list.length - this.rule.limit] + this.rule.windowMs - this.now());
  }

  hit(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.hits.set(key, list);
    if (this.hits.size > 50_000) this.sweep();
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  /** Drops keys with no hit inside the window (bounded memory under a spray of keys). */
  sweep(): void {
    for (const key of [...this.hits.keys()]) this.recent(key);
  }
}

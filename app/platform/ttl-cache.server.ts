/**
 * Per-process caches of catalogue and content answers (ARCHITECTURE §1: stateless servers with
 * per-process caches with TTL). Every cache's lifetime is capped by PLATFORM_CACHE_SECONDS, so an
 * operator can shorten them all at once and the e2e suite can see platform faults it injects
 * without waiting out a minute-long cache.
 */
import { platformCacheSeconds } from "~/config/env.server";

let ceiling: number | undefined;

/** Read from the environment on first use (validated at start by readEnv): the Remix build is a
 *  separate bundle from server.ts, so a setter called by the server would not reach this copy. */
function ceilingMs(): number {
  if (ceiling === undefined) {
    const seconds = platformCacheSeconds();
    ceiling = seconds === undefined ? Number.POSITIVE_INFINITY : seconds * 1000;
  }
  return ceiling;
}

export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: T }>();

  /** `maxEntries` bounds a cache keyed by something unbounded (a visitor's address): the oldest entry goes first. */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  /** The fresh value for key, or undefined. */
  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    return hit && Date.now() - hit.at < Math.min(this.ttlMs, ceilingMs()) ? hit.value : undefined;
  }

  /** The stored value even when stale: a fallback when the platform fails. */
  stale(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: T): void {
    // Deleted first so that a refreshed key moves to the end of the Map's order, the newest.
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { at: Date.now(), value });
  }
}

import { SlidingWindow, type WindowRule } from "~/routing/sliding-window";

/**
 * validateCpf answers a person's full name and birth date for any valid CPF, so anonymous
 * lookups are rationed per visitor address (ARCHITECTURE §9): a registration needs one or two,
 * a typo a few more; a scraper needs thousands.
 */
export const CPF_LOOKUPS: WindowRule = { limit: 20, windowMs: 10 * 60_000 };

export interface CpfLookupThrottle {
  /** True (and counted) when this address may look up another CPF now. */
  allow(ip: string): boolean;
}

export function createCpfLookupThrottle(
  now: () => number = Date.now,
  rule: WindowRule = CPF_LOOKUPS,
): CpfLookupThrottle {
  const window = new SlidingWindow(rule, now);
  return {
    allow(ip) {
      if (window.blocked(ip)) return false;
      window.hit(ip);
      return true;
    },
  };
}

export const cpfLookupThrottle = createCpfLookupThrottle();

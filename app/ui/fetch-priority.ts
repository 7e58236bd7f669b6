/**
 * React 18 does not know `fetchPriority` and warns; the lowercase attribute reaches the DOM
 * as is, which is what browsers read.
 */
export function fetchPriority(value: "high" | "low" | "auto"): Record<string, string> {
  return { fetchpriority: value };
}

/** The Element Timing name of a page's hero picture: hydration waits for its paint (ADR 036). */
export const HERO_TIMING = "hero";

/**
 * Attributes of the one picture a page's largest paint is expected to be: fetched first, decoded
 * with the frame that shows it, and named for the hydration wait. Spread after the picture's own
 * loading and decoding attributes.
 */
export function heroImage(): Record<string, string> {
  return { ...fetchPriority("high"), loading: "eager", decoding: "sync", elementtiming: HERO_TIMING };
}

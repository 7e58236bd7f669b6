/**
 * React 18 does not know `fetchPriority` and warns; the lowercase attribute reaches the DOM
 * as is, which is what browsers read.
 */
export function fetchPriority(value: "high" | "low" | "auto"): Record<string, string> {
  return { fetchpriority: value };
}

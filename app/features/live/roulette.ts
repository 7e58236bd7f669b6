/** European wheel reds (docs/contract/games.md "Roulette colours"). */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** Spec §9: 0 green; 1–36 red or black. */
export function rouletteColour(result: number): "green" | "red" | "black" {
  if (result === 0) return "green";
  return RED.has(result) ? "red" : "black";
}

/** Reconnect delay after `attempt` failures: 1 s doubling to 30 s. */
export function backoffMs(attempt: number, baseMs = 1000, maxMs = 30_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
}

/**
 * Game maths of the sandbox provider, with crypto.randomInt as the RNG.
 * Slot: 5 reels × 3 rows, every cell drawn independently from weighted symbols, 10 fixed
 * paylines paying 3, 4 or 5 of a kind from the leftmost reel; the stake is spread evenly over
 * the lines. RTP = Σ pay(s,k)·P(s,k) (exact, `slotRtp()`), ≈ 96 %.
 * Roulette: European single zero; straight up 35:1, dozens 2:1, even chances 1:1.
 */
import { randomInt } from "node:crypto";

export const SYMBOLS = ["cherry", "lemon", "orange", "plum", "bell", "bar", "seven", "diamond"] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Draw weight of each symbol (out of 100). */
export const WEIGHTS: Record<SlotSymbol, number> = {
  cherry: 26,
  lemon: 22,
  orange: 18,
  plum: 14,
  bell: 9,
  bar: 6,
  seven: 3,
  diamond: 2,
};
/** Line-bet multipliers for 3, 4 and 5 of a kind. */
export const PAYTABLE: Record<SlotSymbol, [number, number, number]> = {
  cherry: [11, 30, 120],
  lemon: [13, 40, 160],
  orange: [16, 50, 200],
  plum: [20, 80, 300],
  bell: [40, 160, 600],
  bar: [60, 300, 1200],
  seven: [120, 600, 3000],
  diamond: [200, 1000, 10000],
};
/** Row index (0 top, 1 middle, 2 bottom) on each reel, per line. */
export const LINES: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];
/** Every sandbox slot is this grid (static/slot.js draws it): the catalogue's texts say the same. */
export const REELS = 5;
export const ROWS = 3;
/** Stakes the games offer, minor units (multiples of the line count). */
export const SLOT_STAKES = [20, 50, 100, 200, 500, 1000, 2000, 5000];
export const CHIPS = [50, 100, 500, 1000, 5000];
export const ROULETTE_MAX_STAKE = 100_000;

const TOTAL_WEIGHT = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);

function drawSymbol(): SlotSymbol {
  let n = randomInt(0, TOTAL_WEIGHT);
  for (const s of SYMBOLS) {
    n -= WEIGHTS[s];
    if (n < 0) return s;
  }
  return SYMBOLS[0];
}

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  win: number;
}

export interface SlotResult {
  /** reels[reel][row] */
  reels: SlotSymbol[][];
  lines: LineWin[];
  win: number;
}

/** Wins of a grid for a stake (minor units, a multiple of the line count). */
export function evaluateSlot(reels: SlotSymbol[][], stake: number): SlotResult {
  const lineBet = stake / LINES.length;
  const lines: LineWin[] = [];
  LINES.forEach((rows, line) => {
    const symbol = reels[0][rows[0]];
    let count = 1;
    while (count < REELS && reels[count][rows[count]] === symbol) count++;
    if (count >= 3) lines.push({ line, symbol, count, win: PAYTABLE[symbol][count - 3] * lineBet });
  });
  return { reels, lines, win: lines.reduce((sum, l) => sum + l.win, 0) };
}

export function spinSlot(stake: number): SlotResult {
  const reels = Array.from({ length: REELS }, () => Array.from({ length: ROWS }, drawSymbol));
  return evaluateSlot(reels, stake);
}

/** The exact return to player of the slot. */
export function slotRtp(): number {
  let rtp = 0;
  for (const s of SYMBOLS) {
    const q = WEIGHTS[s] / TOTAL_WEIGHT;
    const [p3, p4, p5] = PAYTABLE[s];
    rtp += p3 * q ** 3 * (1 - q) + p4 * q ** 4 * (1 - q) + p5 * q ** 5;
  }
  return rtp;
}

// ---------------------------------------------------------------- roulette

export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export function rouletteColor(n: number): "green" | "red" | "black" {
  return n === 0 ? "green" : RED.has(n) ? "red" : "black";
}

export type BetType = "number" | "red" | "black" | "even" | "odd" | "low" | "high" | "dozen";

export interface RouletteBet {
  type: BetType;
  /** the number (0–36) for "number", the dozen (1–3) for "dozen" */
  value?: number;
  amount: number;
}

const PAYOUT: Record<BetType, number> = { number: 35, dozen: 2, red: 1, black: 1, even: 1, odd: 1, low: 1, high: 1 };

/** A bet list from untrusted JSON, or an error message. */
export function parseBets(raw: unknown): RouletteBet[] | string {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 60) return "bets must be a list of 1 to 60 bets";
  const bets: RouletteBet[] = [];
  for (const item of raw) {
    const { type, value, amount } = (item ?? {}) as Record<string, unknown>;
    if (typeof type !== "string" || !(type in PAYOUT)) return `unknown bet type "${String(type)}"`;
    if (!Number.isInteger(amount) || (amount as number) <= 0)
      return "each bet needs a positive whole amount (minor units)";
    if (type === "number" && !(Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 36))
      return "a number bet needs a value 0–36";
    if (type === "dozen" && !(Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 3))
      return "a dozen bet needs a value 1–3";
    bets.push({ type: type as BetType, value: value as number | undefined, amount: amount as number });
  }
  return bets;
}

export function betWins(bet: RouletteBet, n: number): boolean {
  switch (bet.type) {
    case "number":
      return bet.value === n;
    case "red":
      return rouletteColor(n) === "red";
    case "black":
      return rouletteColor(n) === "black";
    case "even":
      return n !== 0 && n % 2 === 0;
    case "odd":
      return n % 2 === 1;
    case "low":
      return n >= 1 && n <= 18;
    case "high":
      return n >= 19;
    case "dozen":
      return n !== 0 && Math.ceil(n / 12) === bet.value;
  }
}

export interface RouletteResult {
  number: number;
  color: "green" | "red" | "black";
  bets: (RouletteBet & { win: number })[];
  win: number;
}

/** Settles bets on a number: a winning bet returns its amount plus amount × payout. */
export function settleRoulette(bets: RouletteBet[], n: number): RouletteResult {
  const settled = bets.map((b) => ({ ...b, win: betWins(b, n) ? b.amount * (PAYOUT[b.type] + 1) : 0 }));
  return { number: n, color: rouletteColor(n), bets: settled, win: settled.reduce((s, b) => s + b.win, 0) };
}

export function spinRoulette(bets: RouletteBet[]): RouletteResult {
  return settleRoulette(bets, randomInt(0, 37));
}

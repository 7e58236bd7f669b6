/** Deterministic randomness for the seed: the same string always gives the same sequence. */

export function hashString(text: string): number {
  // FNV-1a, 32 bit
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** [0, 1) */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
}

export function rng(seed: string): Rng {
  let a = hashString(seed);
  const next = () => {
    // mulberry32
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export type Lang = "en" | "pb" | "es";
export type L10n = Record<Lang, string>;
export const CONTENT_LANGUAGES: Lang[] = ["en", "pb", "es"];

/** Routed languages of a site that have content: site languages ∩ {en, pb, es}. */
export function contentLanguages(languages: string[]): Lang[] {
  return languages.filter((l): l is Lang => (CONTENT_LANGUAGES as string[]).includes(l));
}

/** The parts of a brand's money format (spec §5) the sandbox prints amounts with. */
export interface MoneyFormat {
  symbol: string;
  position: "before" | "after";
  space: boolean;
  decimalSeparator: string;
  thousandsSeparator: string;
  decimals: number;
}

/**
 * An amount as the brand writes money, whatever the language: "R$ 1.000" (BRL), "€1,000" (EUR),
 * "$1.000" (CLP). Whole amounts by default, as offers state them.
 */
export function formatMoney(amount: number, format: MoneyFormat, decimals = 0): string {
  // Intl groups by three ("en", every group); the figure is rounded by toFixed, so Intl rounds nothing.
  const fixed = Math.abs(amount).toFixed(decimals) as `${number}`;
  const separator = { group: format.thousandsSeparator, decimal: format.decimalSeparator };
  const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: "always" };
  const number = new Intl.NumberFormat("en", options as Intl.NumberFormatOptions)
    .formatToParts(fixed)
    .map((p) => (p.type === "group" || p.type === "decimal" ? separator[p.type] : p.value))
    .join("");
  const gap = format.space ? "\u00a0" : "";
  const body = format.position === "before" ? `${format.symbol}${gap}${number}` : `${number}${gap}${format.symbol}`;
  return amount < 0 ? `-${body}` : body;
}

/**
 * Pure lobby rules (spec §2 lobby page, §4 search, §5 search, §9 constants), shared by the
 * server (loaders, resource routes) and the browser (search box, carousels, grids).
 */
import { byWidth } from "./carousel-css";

export interface SlidesStep {
  minWidth: number;
  slides: number;
}

/** Spec §9: slides per view for a viewport width (the smallest step applies below its minWidth too). */
export function slidesPerViewFor(width: number, steps: readonly SlidesStep[]): number {
  const sorted = byWidth(steps);
  let slides = sorted[0]?.slides ?? 1;
  for (const step of sorted) if (width >= step.minWidth) slides = step.slides;
  return slides;
}

/** Swiper `breakpoints` option for the same table. */
export function swiperBreakpoints(steps: readonly SlidesStep[]): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(steps.map((step) => [step.minWidth, { slidesPerView: step.slides }]));
}

/**
 * Spec §2: View more is hidden when the carousel has fewer slides than fit on screen, or the
 * group's asset style is `column`.
 */
export function viewMoreVisible(
  slideCount: number,
  slidesPerView: number,
  assetStyle: string | null | undefined,
): boolean {
  if (assetStyle === "column") return false;
  return slideCount >= slidesPerView;
}

/**
 * The steps of the width table (as indices into it, sorted by width) where `hidden` holds: the
 * server marks View more and the arrows with them, and the brand's carousel CSS (carousel-css.ts)
 * hides each in its steps' width ranges (ADR 029).
 */
function stepsWhere(steps: readonly SlidesStep[], hidden: (slidesPerView: number) => boolean): number[] {
  return byWidth(steps).flatMap((step, index) => (hidden(step.slides) ? [index] : []));
}

/**
 * The steps at which View more is hidden (spec §2): where fewer slides than fit, and everywhere for
 * column-style groups.
 */
export function viewMoreHiddenSteps(
  slideCount: number,
  steps: readonly SlidesStep[],
  assetStyle: string | null | undefined,
): number[] {
  return stepsWhere(steps, (slidesPerView) => !viewMoreVisible(slideCount, slidesPerView, assetStyle));
}

/** The steps at which the arrows are hidden: where every slide is in view, there is nowhere to go. */
export function arrowsHiddenSteps(slideCount: number, steps: readonly SlidesStep[]): number[] {
  return stepsWhere(steps, (slidesPerView) => slideCount <= slidesPerView);
}

/** Providers in the brand's order; the ones it does not list follow alphabetically. */
export function sortByProviderOrder<T extends { code: string; name: string }>(
  list: readonly T[],
  order: readonly string[],
): T[] {
  const rank = (code: string) => {
    const index = order.indexOf(code);
    return index === -1 ? order.length : index;
  };
  return [...list].sort((a, b) => rank(a.code) - rank(b.code) || a.name.localeCompare(b.name));
}

export type SearchState = "idle" | "short" | "ready";

/** Spec §5: the trimmed query and what it allows: nothing typed, too short (1–2), or searchable. */
export function searchState(raw: string | null | undefined, minChars: number): { query: string; state: SearchState } {
  const query = (raw ?? "").trim();
  if (query.length === 0) return { query, state: "idle" };
  if (query.length < minChars) return { query, state: "short" };
  return { query, state: "ready" };
}

export interface Searchable {
  name: string;
  vendorDisplayName: string;
}

/**
 * Spec §5: case-insensitive substring of the game name or the provider display name; name
 * matches first, each part in the order given.
 */
export function matchGames<T extends Searchable>(games: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const byName: T[] = [];
  const byVendor: T[] = [];
  for (const game of games) {
    if (game.name.toLocaleLowerCase().includes(needle)) byName.push(game);
    else if (game.vendorDisplayName.toLocaleLowerCase().includes(needle)) byVendor.push(game);
  }
  return [...byName, ...byVendor];
}

/** A 1-based page number from a query value; anything odd is page 1. */
export function pageNumber(raw: string | null | undefined): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export interface PageInfo {
  page: number;
  offset: number;
  limit: number;
  pages: number;
  hasNext: boolean;
  hasPrevious: boolean;
}

/** Spec §9 grids: pages of `pageSize` games. */
export function gridPage(total: number, page: number, pageSize: number): PageInfo {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return {
    page: current,
    offset: (current - 1) * pageSize,
    limit: pageSize,
    pages,
    hasNext: current < pages,
    hasPrevious: current > 1,
  };
}

/** Spec §9 tag categories; any other tag is a theme. */
const CATEGORY_TAGS = new Set([
  "exclusive",
  "featured-slots",
  "new",
  "minislot",
  "promotion",
  "jackpot",
  "hot",
  "hidden",
  "footer",
]);

/**
 * A tag for the themes carousel: one the platform marks as a theme, or — when the tag list is
 * the spec's plain names, with no kind — any name that is not one of the spec's categories.
 */
export function isThemeTag(tag: { name: string; type?: string | null }): boolean {
  if (tag.type) return tag.type === "theme";
  return !CATEGORY_TAGS.has(tag.name.toLowerCase());
}

/** Spec §9: theme tiles cycle through `colours` colours (1-based colour index). */
export function tagColour(index: number, colours: number): number {
  return (index % Math.max(1, colours)) + 1;
}

/**
 * Tiles the server renders per carousel so a lobby page stays within about `budget` tiles
 * (ARCHITECTURE §8); the browser loads the rest of each carousel (up to `perCarousel`) on first
 * use. `carousels` counts every game carousel of the page, a player's own rows included.
 */
export function serverTilesPerCarousel(carousels: number, perCarousel: number, budget = 60, minimum = 3): number {
  if (carousels <= 0) return 0;
  return Math.min(perCarousel, Math.max(minimum, Math.floor(budget / carousels)));
}

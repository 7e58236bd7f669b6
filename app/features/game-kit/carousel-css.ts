// Type only: the root route renders this CSS on every page, so nothing of the lobby's code may come
// with it. The lobby rules import byWidth from here instead.
import type { SlidesStep } from "./catalogue";

/*
 * The carousels' width rules as CSS, from the brand's slides-per-view table (spec §9). The server
 * knows each carousel's slide count but not the visitor's width; the browser knows the width. Media
 * queries join the two, so a carousel needs no width state in the browser, and hydration does not
 * re-render every carousel once it has measured the window (ADR 029). The server marks which steps
 * hide what with viewMoreHiddenSteps and arrowsHiddenSteps (catalogue.ts).
 */

/** The width table from the narrowest step; a step's index in it is what `data-hidden-at` names. */
export function byWidth(steps: readonly SlidesStep[]): SlidesStep[] {
  return [...steps].sort((a, b) => a.minWidth - b.minWidth);
}

/** The media query of one step: from its width (the first step also below it) up to the next step's. */
function stepQuery(sorted: readonly SlidesStep[], index: number): string | null {
  const from = index === 0 ? null : `(min-width:${Number(sorted[index].minWidth)}px)`;
  // .02 px below the next step: media widths may be fractional when the page is zoomed.
  const until = index === sorted.length - 1 ? null : `(max-width:${Number(sorted[index + 1].minWidth) - 0.02}px)`;
  return [from, until].filter(Boolean).join(" and ") || null;
}

const within = (query: string | null, rule: string) => (query ? `@media ${query}{${rule}}` : rule);

// The brand's table is one object per brand on either side (toPublicConfig, the parsed brand
// script), and the root renders this CSS on every page: made once per table.
const cssByTable = new WeakMap<readonly SlidesStep[], string>();

/** The brand's carousel CSS: slides per view at each width, and View more or the arrows hidden where the server marked them. */
export function carouselCss(steps: readonly SlidesStep[]): string {
  let css = cssByTable.get(steps);
  if (css === undefined) {
    const sorted = byWidth(steps);
    css = sorted
      .map((step, index) => {
        const slides = within(
          index === 0 ? null : `(min-width:${Number(step.minWidth)}px)`,
          `.carousel{--carousel-slides:${Number(step.slides)}}`,
        );
        const hidden = within(stepQuery(sorted, index), `.carousel [data-hidden-at~="${index}"]{display:none}`);
        return slides + hidden;
      })
      .join("");
    cssByTable.set(steps, css);
  }
  return css;
}

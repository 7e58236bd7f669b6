import { viewMoreVisible, type SlidesStep } from "./catalogue";

/*
 * The carousels' width rules as CSS, from the brand's slides-per-view table (spec §9). The server
 * knows each carousel's slide count but not the visitor's width; the browser knows the width. Media
 * queries join the two, so a carousel needs no width state in the browser, and hydration does not
 * re-render every carousel once it has measured the window (ADR 029).
 */

function byWidth(steps: readonly SlidesStep[]): SlidesStep[] {
  return [...steps].sort((a, b) => a.minWidth - b.minWidth);
}

/** The steps of the width table (as indices into it, sorted by width) where `hidden` holds. */
function stepsWhere(steps: readonly SlidesStep[], hidden: (slidesPerView: number) => boolean): number[] {
  return byWidth(steps).flatMap((step, index) => (hidden(step.slides) ? [index] : []));
}

/**
 * The steps at which View more is hidden (spec §2): where fewer slides than fit, and everywhere for
 * column-style groups.
 */
export function viewMoreHiddenSteps(slideCount: number, steps: readonly SlidesStep[], assetStyle: string | null | undefined): number[] {
  return stepsWhere(steps, (slidesPerView) => !viewMoreVisible(slideCount, slidesPerView, assetStyle));
}

/** The steps at which the arrows are hidden: where every slide is in view, there is nowhere to go. */
export function arrowsHiddenSteps(slideCount: number, steps: readonly SlidesStep[]): number[] {
  return stepsWhere(steps, (slidesPerView) => slideCount <= slidesPerView);
}

/** The media query of one step: from its width (the first step also below it) up to the next step's. */
function stepQuery(sorted: readonly SlidesStep[], index: number): string | null {
  const from = index === 0 ? null : `(min-width:${Number(sorted[index].minWidth)}px)`;
  // .02 px below the next step: media widths may be fractional when the page is zoomed.
  const until = index === sorted.length - 1 ? null : `(max-width:${Number(sorted[index + 1].minWidth) - 0.02}px)`;
  return [from, until].filter(Boolean).join(" and ") || null;
}

const within = (query: string | null, rule: string) => (query ? `@media ${query}{${rule}}` : rule);

/** The brand's carousel CSS: slides per view at each width, and View more or the arrows hidden where the server marked them. */
export function carouselCss(steps: readonly SlidesStep[]): string {
  const sorted = byWidth(steps);
  return sorted
    .map((step, index) => {
      const slides = within(index === 0 ? null : `(min-width:${Number(step.minWidth)}px)`, `.carousel{--carousel-slides:${Number(step.slides)}}`);
      const viewMore = within(stepQuery(sorted, index), `.carousel [data-hidden-at~="${index}"]{display:none}`);
      return slides + viewMore;
    })
    .join("");
}

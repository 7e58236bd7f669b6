import { describe, expect, it } from "vitest";
import { carouselCss } from "./carousel-css";
import { arrowsHiddenSteps, viewMoreHiddenSteps } from "./catalogue";

// Spec §9 carousel table (the same in both brands' brand.json), deliberately out of order.
const STEPS = [
  { minWidth: 600, slides: 4.5 },
  { minWidth: 320, slides: 2.5 },
  { minWidth: 992, slides: 5.5 },
  { minWidth: 1200, slides: 6 },
  { minWidth: 1600, slides: 7 },
  { minWidth: 1800, slides: 8 },
];

describe("View more per width step (spec §2)", () => {
  it("is hidden at the steps where fewer slides than fit", () => {
    // 5 slides: fill 2.5 and 4.5, not 5.5 and up (steps sorted by width: 320, 600, 992, …).
    expect(viewMoreHiddenSteps(5, STEPS, "square")).toEqual([2, 3, 4, 5]);
    expect(viewMoreHiddenSteps(6, STEPS, "square")).toEqual([4, 5]);
    expect(viewMoreHiddenSteps(2, STEPS, null)).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it("is hidden nowhere when the slides fill every width", () => {
    expect(viewMoreHiddenSteps(17, STEPS, "square")).toEqual([]);
    expect(viewMoreHiddenSteps(8, STEPS, null)).toEqual([]);
  });
  it("is hidden everywhere for column-style groups", () => {
    expect(viewMoreHiddenSteps(17, STEPS, "column")).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe("arrows per width step", () => {
  it("are hidden where every slide is in view", () => {
    // 3 providers: all in view from 4.5 per view up (steps 1–5); a phone's 2.5 leaves one to scroll to.
    expect(arrowsHiddenSteps(3, STEPS)).toEqual([1, 2, 3, 4, 5]);
    expect(arrowsHiddenSteps(6, STEPS)).toEqual([3, 4, 5]);
    expect(arrowsHiddenSteps(17, STEPS)).toEqual([]);
  });
});

describe("the brand's carousel CSS", () => {
  const css = carouselCss(STEPS);

  it("sets slides per view from the table: the smallest step with no query, the others from their width", () => {
    expect(css).toContain(".carousel{--carousel-slides:2.5}");
    expect(css.indexOf(".carousel{--carousel-slides:2.5}")).toBeLessThan(
      css.indexOf("@media (min-width:600px){.carousel{--carousel-slides:4.5}}"),
    );
    expect(css).toContain("@media (min-width:1800px){.carousel{--carousel-slides:8}}");
  });

  it("hides View more in exactly the width range of each marked step", () => {
    expect(css).toContain('@media (max-width:599.98px){.carousel [data-hidden-at~="0"]{display:none}}');
    expect(css).toContain(
      '@media (min-width:600px) and (max-width:991.98px){.carousel [data-hidden-at~="1"]{display:none}}',
    );
    expect(css).toContain('@media (min-width:1800px){.carousel [data-hidden-at~="5"]{display:none}}');
  });

  it("agrees with the hidden steps in a browser-like check at each width", () => {
    // Evaluate the generated media queries the way a browser would, for a 5-slide carousel.
    const hidden = viewMoreHiddenSteps(5, STEPS, "square");
    const rules = [...css.matchAll(/@media ([^{]+)\{\.carousel \[data-hidden-at~="(\d)"\]/g)].map(
      ([, query, step]) => ({ query, step: Number(step) }),
    );
    const matches = (query: string, width: number) =>
      query.split(" and ").every((part) => {
        const [, kind, px] = /\((min|max)-width:([\d.]+)px\)/.exec(part)!;
        return kind === "min" ? width >= Number(px) : width <= Number(px);
      });
    const viewMoreShown = (width: number) =>
      !rules.some((rule) => matches(rule.query, width) && hidden.includes(rule.step));
    expect([360, 599, 600, 991].map(viewMoreShown)).toEqual([true, true, true, true]);
    expect([992, 1440, 2560].map(viewMoreShown)).toEqual([false, false, false]);
    // Step 0 has no lower bound, so a 300 px screen is covered too.
    expect(rules.find((rule) => rule.step === 0)?.query).toBe("(max-width:599.98px)");
  });
});

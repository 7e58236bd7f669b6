/**
 * Text contrast of a brand theme (WCAG 2.x relative luminance, issue 35 §1, ADR 086): which theme
 * colours the site's CSS draws as text on which others, and the pairs below 4.5:1. Pure and with
 * relative imports only: `brands validate` (through tsx) and the server both run it.
 */

/** WCAG 2.x AA for body text (SC 1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Text colour → the grounds it is drawn on, as the CSS uses the tokens (app/styles, features):
 *  - text and textMuted are the body text of the page (background), of cards, modals and menus
 *    (surface) and of inputs, toasts and chips (surfaceRaised);
 *  - primary is the link colour, and danger, success, warning and info colour messages, amounts
 *    and rules, on the page and on cards and modals; on raised elements they are only icons and
 *    borders (non-text, 3:1), so surfaceRaised is not a ground for them;
 *  - primaryText is the label of primary buttons and badges (filled with primary), accentText the
 *    text on an accent fill.
 */
export const THEME_TEXT_PAIRS: Readonly<Record<string, readonly string[]>> = {
  text: ["background", "surface", "surfaceRaised"],
  textMuted: ["background", "surface", "surfaceRaised"],
  primary: ["background", "surface"],
  danger: ["background", "surface"],
  success: ["background", "surface"],
  warning: ["background", "surface"],
  info: ["background", "surface"],
  primaryText: ["primary"],
  accentText: ["accent"],
};

/** Relative luminance of #rrggbb (WCAG 2.x definition, with its 0.03928 threshold). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export interface ContrastProblem {
  text: string;
  ground: string;
  ratio: number;
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The pairs of THEME_TEXT_PAIRS below 4.5:1; pairs with a missing or malformed colour are the schema's to report. */
export function themeContrastProblems(colors: Record<string, unknown>): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const [text, grounds] of Object.entries(THEME_TEXT_PAIRS)) {
    const fg = colors[text];
    if (typeof fg !== "string" || !COLOUR.test(fg)) continue;
    for (const ground of grounds) {
      const bg = colors[ground];
      if (typeof bg !== "string" || !COLOUR.test(bg)) continue;
      const ratio = contrastRatio(fg, bg);
      if (ratio < MIN_TEXT_CONTRAST) problems.push({ text, ground, ratio });
    }
  }
  return problems;
}

/** "textMuted #8a8f99 on surface #ffffff is 3.32:1", rounded down so a 4.499 never reads as 4.50. */
export function describeContrastProblem(colors: Record<string, unknown>, p: ContrastProblem): string {
  const ratio = (Math.floor(p.ratio * 100) / 100).toFixed(2);
  return `${p.text} ${String(colors[p.text])} on ${p.ground} ${String(colors[p.ground])} is ${ratio}:1, below ${MIN_TEXT_CONTRAST}:1 for text (WCAG 1.4.3)`;
}

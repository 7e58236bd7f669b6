/*
 * The game window's phone layout as CSS from the brand's limits.gameWindow.mobileMaxWidth (spec §9).
 * A media query, not a measured width: the server already sends the phone layout, so the game fills
 * the screen before hydration and without JavaScript. The root renders it with the page's nonce,
 * because a <style> React adds later in the browser has none and the CSP refuses it.
 * No imports: the root renders this on every page.
 */

const cssByWidth = new Map<number, string>();

/**
 * Up to mobileMaxWidth the window (bar, game, status bar) takes the viewport below the header and
 * above the bottom nav and the cookie banner while it shows (ui/bottom-overlay), and the game frame everything the bar and status bar leave: a phone plays
 * the game at screen size in place, with no first tap spent on fullscreen.
 */
export function gameWindowCss(limits: { mobileMaxWidth: number }): string {
  const width = Number(limits.mobileMaxWidth);
  let css = cssByWidth.get(width);
  if (css === undefined) {
    css =
      `@media (max-width:${width}px){` +
      // Edge to edge: out of the main column's padding (16 px above, the gutter at the sides). The
      // selectors outweigh games.css, which loads after this <style>.
      "body .gameplay-page{margin:-16px calc(-1 * var(--gutter,16px)) 0;padding:0 0 24px}" +
      ".gameplay-page .game-tabs,.gameplay-page .game-carousels{margin-left:var(--gutter,16px);margin-right:var(--gutter,16px)}" +
      ".game-window.game-window--fit{height:calc(100dvh - var(--header-height) - var(--bottom-nav-height,0px) - var(--bottom-overlay-height,0px));min-height:320px;border-radius:0;border-left:0;border-right:0}" +
      ".game-window--fit .game-window__stage{flex:1 1 auto;min-height:0}" +
      ".game-window--fit .game-window__frame{aspect-ratio:auto!important;max-width:none!important;height:100%}" +
      "}" +
      // A phone held sideways has no height to spare for the header, the bottom nav and the status
      // bar: the window covers the page (and the cookie banner), under the modals, with its bar in one row.
      `@media (max-width:${width}px) and (orientation:landscape) and (max-height:500px){` +
      ".game-window.game-window--fit{position:fixed;inset:0;z-index:61;height:100dvh;min-height:0;border:0}" +
      ".game-window--fit .game-status{display:none}" +
      ".game-window--fit .game-window__bar{flex-wrap:nowrap;padding:4px 6px}" +
      ".game-window--fit .game-window__title{flex:1 1 auto}" +
      ".game-window--fit .game-window__actions{width:auto}" +
      "}";
    cssByWidth.set(width, css);
  }
  return css;
}

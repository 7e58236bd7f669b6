import { describe, expect, it } from "vitest";
import { gameWindowCss } from "./window-css";

describe("gameWindowCss", () => {
  it("fills the viewport below the header up to the brand's mobileMaxWidth", () => {
    const css = gameWindowCss({ mobileMaxWidth: 900 });
    expect(css.startsWith("@media (max-width:900px){")).toBe(true);
    expect(css).toContain(".game-window.game-window--fit{height:calc(100dvh - var(--header-height)");
    // …and above the cookie banner while it shows (its height, published by ui/bottom-overlay).
    expect(css).toMatch(/\.game-window--fit\{height:calc\([^}]*- var\(--bottom-overlay-height,0px\)\)/);
    // The frame drops the launch's aspect ratio (an inline style) to take the stage's height.
    expect(css).toContain(".game-window--fit .game-window__frame{aspect-ratio:auto!important");
  });

  it("covers the page on a phone held sideways, where the header and nav leave no room", () => {
    const css = gameWindowCss({ mobileMaxWidth: 900 });
    expect(css).toContain("@media (max-width:900px) and (orientation:landscape) and (max-height:500px){");
    expect(css).toContain(".game-window.game-window--fit{position:fixed;inset:0;");
  });

  it("follows the configured width, not a fixed one", () => {
    expect(gameWindowCss({ mobileMaxWidth: 767 })).toContain("(max-width:767px)");
    expect(gameWindowCss({ mobileMaxWidth: 767 })).toBe(gameWindowCss({ mobileMaxWidth: 767 }));
  });
});

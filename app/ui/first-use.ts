/** The events that say a visitor is reaching for a widget: pointer over it, focus in it, a touch. */
const REACHING = ["pointerenter", "focusin", "touchstart"] as const;

/**
 * Calls `start` once, the first time the visitor reaches for `el` (or scrolls `scroller`), for
 * widgets whose script is worth starting only on first use (the swiper carousels). Returns the
 * cleanup.
 */
export function whenFirstUsed(el: HTMLElement, start: () => void, scroller?: HTMLElement): () => void {
  const options = { passive: true, once: true } as const;
  for (const name of REACHING) el.addEventListener(name, start, options);
  scroller?.addEventListener("scroll", start, options);
  return () => {
    for (const name of REACHING) el.removeEventListener(name, start);
    scroller?.removeEventListener("scroll", start);
  };
}

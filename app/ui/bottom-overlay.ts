import { useEffect, useSyncExternalStore, type RefObject } from "react";

/**
 * The height of what floats over the page's bottom edge (the cookie banner until it is accepted),
 * so that layouts of one screen's height (the game window) leave it free instead of sitting under
 * it. Published as the CSS variable --bottom-overlay-height too, for the layouts CSS sizes. Without
 * JavaScript it stays unset: the banner then only takes its own place at the end of the page.
 */
let height = 0;
const listeners = new Set<() => void>();

function publish(px: number) {
  if (px === height) return;
  height = px;
  const root = document.documentElement.style;
  if (px > 0) root.setProperty("--bottom-overlay-height", `${px}px`);
  else root.removeProperty("--bottom-overlay-height");
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current bottom overlay height in px (0 on the server and while nothing floats there). */
export function useBottomOverlayHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => height,
    () => 0,
  );
}

/** Publishes the element's height while it is mounted and shown; 0 once it is gone. */
export function usePublishBottomOverlay(ref: RefObject<HTMLElement>, shown: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const measure = () => publish(element.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      publish(0);
    };
  }, [ref, shown]);
}

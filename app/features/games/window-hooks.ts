import { useCallback, useEffect, useState, type RefObject } from "react";
import { useShellData } from "~/frame-kit/useRootData";
import { useBottomOverlayHeight } from "~/ui/bottom-overlay";
import { clockText, type ZoneClock } from "~/ui/zone-clock";
import { aspectOf, frameOrigin, readGameMessage, requestedWidth } from "./launch-decision";

export function useClock(tickMs: number, zone: ZoneClock) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  if (now === null) return { iso: "", text: "--:--" };
  return { iso: new Date(now).toISOString(), text: clockText(now, zone) };
}

/** True `delayMs` after `key` (a launch URL) appeared; false again for a new key. */
export function useLoadedAfter(delayMs: number, key: string | null) {
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  useEffect(() => {
    if (!key) return;
    const timer = window.setTimeout(() => setLoadedKey(key), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, key]);
  return key !== null && loadedKey === key;
}

/** After `delayMs` (spec §9 tabs after 3 s), true. */
export function useAfter(delayMs: number) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDone(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return done;
}

type FrameSize = { width: number; height: number };

/** Frame messages (spec §2), only from the game frame and its origin: requestSize, or close. */
export function useGameMessages(
  frame: RefObject<HTMLIFrameElement>,
  onRequestSize: (size: FrameSize) => void,
  onClose: () => void,
) {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const src = frame.current?.getAttribute("src") ?? "";
      const message = readGameMessage(event, {
        origin: frameOrigin(src, window.location.origin),
        source: frame.current?.contentWindow ?? null,
      });
      if (!message) return;
      if (message.type === "requestSize") onRequestSize({ width: message.width, height: message.height });
      else onClose();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame, onRequestSize, onClose]);
}

/**
 * Spec §9 layout: on a desktop the frame fits the viewport minus the reserved space (and the
 * guest banner), following the game's requested size; on a phone window-css.ts sizes it (no max width).
 */
export function useFrameFit(aspect: ReturnType<typeof aspectOf>, requested: FrameSize | null, loggedIn: boolean) {
  const { brand } = useShellData();
  const limits = brand.limits.gameWindow;
  const [maxWidth, setMaxWidth] = useState<number | null>(null);
  // The cookie banner until accepted: the game and its status bar fit above it, not under it.
  const overlay = useBottomOverlayHeight();
  useEffect(() => {
    const fit = () => {
      if (window.innerWidth <= limits.mobileMaxWidth) return setMaxWidth(null);
      const reserved = limits.reservedPx + (loggedIn ? 0 : limits.loggedOutBannerPx) + overlay;
      const height = Math.max(window.innerHeight - reserved, 240);
      const width = (height * aspect.width) / aspect.height;
      setMaxWidth(Math.round(requested ? requestedWidth(width, requested, aspect, limits.desktopWidth) : width));
    };
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
    // aspect is a new object every render; the effect reads only its width and height.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [aspect.width, aspect.height, requested, loggedIn, limits, overlay]);
  return { maxWidth };
}

/** Fullscreen of the game's stage, following the browser's own state (Escape leaves it too). */
export function useFullscreen(container: RefObject<HTMLElement>) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === container.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [container]);
  const toggleFullscreen = useCallback(() => {
    const el = container.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void el.requestFullscreen?.().catch(() => undefined);
  }, [container]);
  return { fullscreen, toggleFullscreen };
}

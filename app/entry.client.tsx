import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import HttpBackend from "i18next-http-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nDefaults, I18N_SCRIPT_ID, type I18nPayload } from "./i18n/config";
import { loadModal, openModalName } from "~/frame/modals";
import { BrandProvider, readBrandScript } from "./brand/BrandContext";
import { HERO_TIMING } from "./ui/fetch-priority";

/**
 * Ends the current task so the browser can paint or handle input before the next step. Each step
 * of start-up (evaluating the bundle, starting i18next, React's root) is a long task of its own on a
 * phone; run back to back they made one task several times over the 50 ms that blocks input.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Hydration waits until the page's hero picture (`elementtiming="hero"`, sent with
 * fetchpriority=high) has been painted, or HERO_WAIT_MS at most. Started earlier, hydrating a
 * large page keeps the main thread busy when the picture arrives, and the largest paint of the
 * page waits behind it. Until then the page works as it does without JavaScript: links are links
 * and forms post (ADR 036). The paint is read from Element Timing; a browser without it waits for
 * the picture's decode instead. No animation frame is awaited: a background tab has none.
 */
const HERO_WAIT_MS = 1500;

function heroPainted(hero: HTMLImageElement): Promise<void> {
  const failed = new Promise<void>((resolve) => hero.addEventListener("error", () => resolve(), { once: true }));
  if (PerformanceObserver.supportedEntryTypes?.includes("element")) {
    const painted = new Promise<void>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        if (
          !list
            .getEntries()
            .some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === HERO_TIMING)
        )
          return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: "element", buffered: true });
    });
    return Promise.race([painted, failed]);
  }
  const loaded = hero.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => hero.addEventListener("load", () => resolve(), { once: true }));
  return Promise.race([loaded.then(() => hero.decode()).catch(() => undefined), failed]);
}

async function heroShown(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>(`img[elementtiming="${HERO_TIMING}"]`);
  if (!hero || (hero.complete && hero.naturalWidth === 0)) return; // none, or it failed already
  (window as { __hydration?: string }).__hydration = "hero-wait"; // a test signal (tests/e2e/shell.spec.ts)
  await Promise.race([heroPainted(hero), new Promise<void>((resolve) => setTimeout(resolve, HERO_WAIT_MS))]);
}

async function hydrate() {
  await heroShown();
  (window as { __hydration?: string }).__hydration = "start";
  await yieldToBrowser();
  const payload = JSON.parse(document.getElementById(I18N_SCRIPT_ID)?.textContent ?? "{}") as I18nPayload;
  const brand = readBrandScript();
  // The modal the server rendered must be there to hydrate, or React would discard its markup.
  const modal = openModalName(window.location.search);
  const modalReady = modal ? loadModal(modal).catch(() => undefined) : undefined;
  // The page's namespaces arrive inline; others (a route visited later) load from /locales.
  await i18next
    .use(initReactI18next)
    .use(HttpBackend)
    .init({
      ...i18nDefaults,
      lng: payload.lng,
      ns: Object.keys(payload.resources ?? {}),
      resources: { [payload.lng]: payload.resources as Record<string, Record<string, string>> },
      partialBundledLanguages: true,
      backend: { loadPath: `/locales/{{lng}}/{{ns}}?v=${payload.version}` },
    });
  await modalReady;
  await yieldToBrowser();
  startTransition(() => {
    hydrateRoot(
      document,
      <BrandProvider value={brand}>
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>
      </BrandProvider>,
    );
  });
}

hydrate();

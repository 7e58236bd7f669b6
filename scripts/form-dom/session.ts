/**
 * What a form scenario works with: a page of the brand (JavaScript on or off), the sandbox
 * controls and seeded accounts of tests/e2e/fixtures.ts, and `dump`, which writes the captured
 * forms of the page in their current state to `<out>/<name>.<js|nojs>.html`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import type { SandboxControls, ServerClient, Site } from "../../tests/e2e/fixtures";
import { captureTree } from "./capture";
import { normalise, type DomElement } from "./normalise";

export interface FormContext {
  page: Page;
  site: Site;
  js: boolean;
  sandbox: SandboxControls;
  server: ServerClient;
  /** Opens a page of the site and waits until it has come to rest (hydrated, nothing pending). */
  open(url: string): Promise<void>;
  /** Writes the dump of `name`: the open modal's dialog, else every form of main, else `target`. */
  dump(name: string, target?: Locator): Promise<void>;
}

export interface Scenario {
  /** File-name stem of its first dump; further dumps of the scenario name themselves. */
  name: string;
  /** A seeded account's local part (accountEmail), or a function returning a fresh account's e-mail. */
  account?: string | ((ctx: Omit<FormContext, "page" | "open" | "dump">) => Promise<string>);
  /** Leave the cookie banner up (the consent scenario); every other scenario has consented. */
  keepCookieBanner?: boolean;
  run(ctx: FormContext): Promise<void>;
}

const MODAL = ".modal [role=dialog]";

/** Lets the page come to rest: loaded, hydrated where JavaScript runs, no animation frame pending. */
export async function settle(page: Page, js: boolean) {
  await page.waitForLoadState("load");
  if (js) {
    await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith("__reactFiber")), undefined, {
      timeout: 15_000,
    });
    // No navigation, fetcher or submission under way (Remix's router state; busy forms and
    // buttons carry aria-busy), then a frame.
    await page.waitForFunction(
      () => {
        const router = (
          window as {
            __remixRouter?: { state: { navigation: { state: string }; fetchers: Map<string, { state: string }> } };
          }
        ).__remixRouter;
        const idle =
          !router ||
          (router.state.navigation.state === "idle" &&
            [...router.state.fetchers.values()].every((f) => f.state === "idle"));
        return idle && !document.querySelector("[aria-busy=true]");
      },
      undefined,
      { timeout: 15_000 },
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  }
}

export function dumper(out: string, page: Page, js: boolean, written: string[]) {
  return async (name: string, target?: Locator) => {
    await settle(page, js);
    const modal = page.locator(MODAL);
    const [locator, label] = target
      ? [target, "target"]
      : (await modal.count())
        ? [modal, "modal dialog"]
        : [page.locator("main form"), "main form"];
    const roots: { label: string; tree: DomElement }[] = [];
    const count = await locator.count();
    for (let i = 0; i < count; i++)
      roots.push({ label: `${label} ${i + 1}/${count}`, tree: await captureTree(locator.nth(i)) });
    if (!roots.length) throw new Error(`${name}: nothing to capture (${label}) at ${page.url()}`);
    const file = `${name}.${js ? "js" : "nojs"}.html`;
    writeFileSync(path.join(out, file), normalise(roots));
    written.push(file);
  };
}

/**
 * Issue 35 §2: the money flows must run without a page error. Every uncaught exception and every
 * console error from React (a minified error code, a hydration mismatch) is collected per page of
 * the test's context and fails the test in afterEach, with what was seen and where.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const REACT_ERROR = /Minified React error|Hydration|hydrat|did not match|Suspense boundary|Uncaught/i;

const seen = new WeakMap<BrowserContext, string[]>();

/**
 * Known and open (reported with issue 35): the login page, submitted while it hydrates (as
 * loginWithPassword does), sometimes throws #345 there. It is the sign-in, not a money flow;
 * everything after it is guarded.
 */
const KNOWN_LOGIN_RACE = (url: string, text: string) =>
  /\/[a-z]{2}\/login$/.test(new URL(url).pathname) && /#345\b/.test(text);

function watch(page: Page, errors: string[]) {
  const add = (kind: string, text: string) => {
    if (!KNOWN_LOGIN_RACE(page.url(), text)) errors.push(`${kind} at ${page.url()}: ${text}`);
  };
  page.on("pageerror", (error) => add("pageerror", error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && REACT_ERROR.test(message.text())) add("console error", message.text());
  });
}

/** Installs the guard on every test of the calling spec file (call at its top level). */
export function failOnPageErrors() {
  test.beforeEach(({ context }) => {
    const errors: string[] = [];
    seen.set(context, errors);
    for (const page of context.pages()) watch(page, errors);
    context.on("page", (page) => watch(page, errors));
  });
  test.afterEach(({ context }) => {
    expect(seen.get(context) ?? [], "page errors during the test").toEqual([]);
  });
}

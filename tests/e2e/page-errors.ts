/**
 * Issue 35 §2: the money flows must run without a page error. Every uncaught exception and every
 * console error from React (a minified error code, a hydration mismatch) is collected per page of
 * the test's context and fails the test in afterEach, with what was seen and where.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const REACT_ERROR = /Minified React error|Hydration|hydrat|did not match|Suspense boundary|Uncaught/i;

const seen = new WeakMap<BrowserContext, string[]>();

function watch(page: Page, errors: string[]) {
  page.on("pageerror", (error) => errors.push(`pageerror at ${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && REACT_ERROR.test(message.text()))
      errors.push(`console error at ${page.url()}: ${message.text()}`);
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

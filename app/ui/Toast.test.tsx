import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ToastProvider, withNewServerToasts, type ToastMessage } from "./Toast";

const timing = { durationMs: 10_000, fadeInMs: 500, fadeOutMs: 300 };
const toasts: ToastMessage[] = [
  { id: "a", type: "success", title: "Saved" },
  { id: "b", type: "error", title: "Failed", message: "Try again" },
  { id: "c", type: "warning", title: "Careful" },
  { id: "d", type: "info", title: "Language changed" },
];

describe("ToastProvider (spec §2 toasts, §9 timings)", () => {
  const html = renderToStaticMarkup(
    <ToastProvider initial={toasts} timing={timing} closeLabel="Close notification" regionLabel="Notifications">
      <p>page</p>
    </ToastProvider>,
  );
  const region = html.slice(html.indexOf("<section"));

  it("stacks every toast in one region, in the order they came, after the page", () => {
    expect(html.indexOf("<p>page</p>")).toBeLessThan(html.indexOf("<section"));
    // data-modal-keep: an open modal leaves the region out of the inert page, so toasts are still read
    expect(region).toMatch(
      /^<section class="toasts" data-modal-keep="true" aria-label="Notifications" aria-live="polite"/,
    );
    const titles = [...region.matchAll(/<p class="toast__title">([^<]+)<\/p>/g)].map((m) => m[1]);
    expect(titles).toEqual(["Saved", "Failed", "Careful", "Language changed"]);
  });

  it("styles each of the 4 types, and announces errors as alerts", () => {
    const types = [...region.matchAll(/class="toast toast--(\w+)" role="(\w+)"/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(types).toEqual(["success:status", "error:alert", "warning:status", "info:status"]);
    expect(region).toContain('<p class="toast__message">Try again</p>');
  });

  it("gives each toast its own close control and a progress bar timed by the brand's limits", () => {
    for (const { id } of toasts) {
      expect(region).toContain(`<input type="checkbox" id="dismiss-${id}" class="toast__dismiss"/>`);
      expect(region).toContain(`<label for="dismiss-${id}" class="toast__close" aria-label="Close notification">`);
    }
    expect(region.match(/class="toast__progress"/g)).toHaveLength(4);
    expect(region).toContain("--toast-duration:10000ms;--toast-fade-in:500ms;--toast-fade-out:300ms");
  });
});

describe("withNewServerToasts (a flash after a form post, with JavaScript)", () => {
  const [a, b, c] = toasts;
  it("adds the toasts a later server answer brings, after those shown", () => {
    expect(withNewServerToasts([a], [a], [a, c])).toEqual([a, c]);
  });
  it("does not bring back a toast the player dismissed, nor add one twice", () => {
    expect(withNewServerToasts([], [a], [a])).toEqual([]);
    const shown = [b];
    expect(withNewServerToasts(shown, [], [b])).toBe(shown);
  });
});

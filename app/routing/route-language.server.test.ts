import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { loadBrands } from "~/brand/validate.server";

// A platform that never says the visitor's country (ADR 051).
vi.mock("~/platform/caller.server", () => ({ visitorCountry: () => new Promise(() => undefined) }));
const { COUNTRY_WAIT_MS, preferredLanguage } = await import("./route-language.server");

const { brands } = loadBrands(path.resolve("brands"));

describe("preferredLanguage with a hanging platform (ADR 051)", () => {
  it.each(brands.map((b) => [b.id, b] as const))(
    "%s: chooses without the country after COUNTRY_WAIT_MS instead of a page deadline",
    async (_id, brand) => {
      const other = brand.languages.routed.find((lang) => lang !== brand.languages.default);
      const request = new Request(`http://${brand.id}.localhost/`, {
        headers: { "accept-language": other === "pb" ? "pt-BR" : (other ?? "") },
      });
      const started = performance.now();
      const lang = await preferredLanguage(request, {} as AppLoadContext, brand);
      const ms = performance.now() - started;
      expect(ms).toBeGreaterThanOrEqual(COUNTRY_WAIT_MS - 20);
      expect(ms).toBeLessThan(COUNTRY_WAIT_MS + 1000);
      // The other inputs still count: here the browser's language.
      expect(lang).toBe(other ?? brand.languages.default);
    },
  );
});

import { renderToStaticMarkup } from "react-dom/server";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { MobileApps, appLinks } from "./MobileApps";

const t = ((key: string) => key) as unknown as TFunction;

describe("MobileApps (issue 35 §5)", () => {
  it("shows nothing for a brand with no apps, as the default config has", () => {
    expect(appLinks(undefined)).toEqual([]);
    expect(appLinks({})).toEqual([]);
    expect(renderToStaticMarkup(<MobileApps apps={{}} t={t} />)).toBe("");
  });
  it("links exactly the stores the brand config names", () => {
    const android = "https://play.google.com/store/apps/details?id=example";
    const ios = "https://apps.apple.com/app/example/id123";
    const onlyIos = renderToStaticMarkup(<MobileApps apps={{ ios }} t={t} />);
    expect(onlyIos).toContain(`href="${ios}"`);
    expect(onlyIos).toContain("mobileMenu.store.ios");
    expect(onlyIos).not.toContain("android");
    const both = renderToStaticMarkup(<MobileApps apps={{ android, ios }} t={t} />);
    expect([...both.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&"))).toEqual([android, ios]);
    expect(both).toContain("mobileMenu.apps");
  });
});

/**
 * Spec §2/§9 affiliate and referral parameters: captured on any page load as cookies with
 * their lifetimes (affiliate 1 month, bTag/utmSource 30 days, referralId the browser session);
 * a guest with referralId gets the registration modal. Also the cookie banner (spec §4).
 */
import { expect, overlayCost, test } from "./fixtures";
import { SERVER } from "./matrix";

const DAY = 86_400;

test.describe("affiliate tracking", () => {
  test("affid, affname, CXD, bTag and utmSource become cookies with their lifetimes @nojs", async ({
    page,
    context,
    site,
  }) => {
    const before = Date.now() / 1000;
    await page.goto(`/${site.lang}?affid=AFF42&affname=Partner%20One&CXD=trk_c_banner7&bTag=bt-1&utmSource=newsletter`);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies.affiliateId?.value).toBe("AFF42");
    expect(decodeURIComponent(cookies.affiliateName?.value ?? "")).toBe("Partner One");
    expect(cookies.trackerId?.value).toBe("trk_c_banner7");
    expect(cookies.cValue?.value).toBe("banner7");
    expect(cookies.bTag?.value).toBe("bt-1");
    expect(cookies.utmSource?.value).toBe("newsletter");
    const limits = site.brand.config.limits;
    for (const name of ["affiliateId", "affiliateName", "trackerId", "cValue"]) {
      expect(cookies[name].expires, name).toBeGreaterThan(before + limits.affiliateCookieDays * DAY - 120);
      expect(cookies[name].expires, name).toBeLessThan(before + limits.affiliateCookieDays * DAY + 120);
      expect(cookies[name].httpOnly, name).toBe(true);
    }
    for (const name of ["bTag", "utmSource"]) {
      expect(cookies[name].expires, name).toBeGreaterThan(before + limits.trackingParamDays * DAY - 120);
      expect(cookies[name].expires, name).toBeLessThan(before + limits.trackingParamDays * DAY + 120);
    }
  });

  test("affid alone sets the default name; c overrides the c value of CXD", async ({ page, context, site }) => {
    await page.goto(`/${site.lang}?affid=SOLO&cxd=t9_c_x1&C=c77`);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies.affiliateId).toBe("SOLO");
    expect(cookies.affiliateName).toBe("SOLO");
    expect(cookies.trackerId).toBe("t9_c_x1");
    expect(cookies.cValue).toBe("c77");
    // A later visit with affname only renames.
    await page.goto(`/${site.lang}?affname=Renamed`);
    const after = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(after.affiliateId).toBe("SOLO");
    expect(after.affiliateName).toBe("Renamed");
  });

  test("a guest with referralId gets the registration modal and a session cookie @nojs", async ({
    page,
    context,
    site,
  }) => {
    await page.goto(`/${site.lang}?referralId=REF-123&x=1`);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/${site.lang}`);
    expect(url.searchParams.get("referralId")).toBeNull();
    expect(url.searchParams.get("modal")).toBe("register");
    expect(url.searchParams.get("x")).toBe("1");
    const referral = (await context.cookies()).find((c) => c.name === "referralId");
    expect(referral?.value).toBe("REF-123");
    expect(referral?.expires).toBe(-1);
  });

  test("pages without tracking parameters set no tracking cookie", async ({ page, context, site }) => {
    await page.goto(`/${site.lang}`);
    const names = (await context.cookies()).map((c) => c.name);
    for (const name of ["affiliateId", "trackerId", "cValue", "bTag", "utmSource", "referralId"])
      expect(names).not.toContain(name);
  });
});

test.describe("cookie banner", () => {
  test("stays until accepted, then is gone for a month (with JavaScript)", async ({ page, context, site, t }) => {
    test.skip(!site.brand.features.cookieBanner, "brand without cookie banner");
    test.skip(!site.javaScript, "JavaScript variant");
    await page.goto(`/${site.lang}`);
    const banner = page.getByRole("region", { name: t("cookies:banner.label") });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: t("cookies:banner.policy") })).toHaveAttribute(
      "href",
      `/${site.lang}/page/cookie-policy`,
    );
    // Still there on the next page.
    await page.goto(`/${site.lang}/page/faq`);
    await expect(banner).toBeVisible();
    const before = Date.now() / 1000;
    await banner.getByRole("button", { name: t("cookies:banner.accept") }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/page/faq`);
    // The banner hides as soon as the fetcher starts; the cookie comes with its answer.
    const consentCookie = async () => (await context.cookies()).find((c) => c.name === "cookieConsent");
    await expect.poll(async () => (await consentCookie())?.value).toBe("accepted");
    const consent = await consentCookie();
    const days = site.brand.config.limits.cookieConsentDays;
    expect(consent!.expires).toBeGreaterThan(before + days * DAY - 120);
    expect(consent!.expires).toBeLessThan(before + days * DAY + 120);
    await page.reload();
    await expect(page.locator("h1")).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("accepting works without JavaScript and returns to the page @nojs", async ({ page, site, t }) => {
    test.skip(!site.brand.features.cookieBanner, "brand without cookie banner");
    await page.goto(`/${site.lang}/page/faq?x=1`);
    const banner = page.getByRole("region", { name: t("cookies:banner.label") });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: t("cookies:banner.accept") }).click();
    await expect(page).toHaveURL(`${site.origin}/${site.lang}/page/faq?x=1`);
    await expect(banner).toHaveCount(0);
  });

  test("on a 360 px phone it is one compact block: all its text and its button, over no more than a sixth of the screen @nojs @i18n", async ({
    page,
    site,
    t,
  }) => {
    test.skip(!site.brand.features.cookieBanner, "brand without cookie banner");
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/${site.lang}/page/faq`);
    const banner = page.getByRole("region", { name: t("cookies:banner.label") });
    const inner = banner.locator(".cookie-banner__inner");
    const box = (await inner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(780 / 6);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const button = (await banner.getByRole("button", { name: t("cookies:banner.accept") }).boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
    const policy = (await banner.getByRole("link", { name: t("cookies:banner.policy") }).boundingBox())!;
    expect(policy.y + policy.height).toBeLessThanOrEqual(box.y + box.height);
    // It is there from the first frame and costs the compositor nothing while the page loads
    // beneath it (ADR 040): no backdrop blur, no entry animation, an opaque background.
    expect(await overlayCost(inner)).toEqual({ backdrop: "none", animation: "none", alpha: "1" });
  });

  test("redirectTo must be a same-origin path", async ({ api, site }) => {
    const host = new URL(site.origin).host;
    const get = await api.get(`${SERVER}/cookie-consent`, { headers: { host }, maxRedirects: 0 });
    expect(get.status()).toBe(302);
    const post = await api.post(`${SERVER}/cookie-consent`, {
      form: { redirectTo: "//evil.example/x" },
      headers: { host },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(post.headers()["location"]).toBe(`/${site.brand.defaultLanguage}`);
    expect(post.headers()["set-cookie"]).toContain("cookieConsent=accepted");
  });
});

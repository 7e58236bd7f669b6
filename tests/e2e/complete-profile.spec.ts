/**
 * Issue 26 §6 (ADR 067): a fresh player completes the profile at {lang}/completeprofile, the
 * address (regstep2) then personal details (regstep3), and goes back where they came from. The
 * player's country rule decides step three: a totally exempt country never sees it, a partially
 * exempt one may skip it. Countries come from the brand's rules, never named here.
 */
import type { Page } from "@playwright/test";
import { postalCodeExample } from "../../app/features/registration/postal-code";
import { SERVER } from "./matrix";
import { expect, signIn, registerFreshAccount, test, waitForHydration, type Site, type Translate } from "./fixtures";

type Exemption = "none" | "partial" | "total";

/** A country of the brand's rules with that exemption where registration is open; "none" also takes a country without a rule. */
function countryWith(site: Site, exemption: Exemption): string | undefined {
  const rules = site.brand.countryRules as Record<
    string,
    { stepThreeExemption?: string; registrationBlocked?: boolean }
  >;
  const ruled = Object.entries(rules).find(
    ([, rule]) => rule.stepThreeExemption === exemption && rule.registrationBlocked !== true,
  )?.[0];
  if (ruled || exemption !== "none") return ruled;
  return ["BR", "FR", "GB", "US", "MX"].find((cc) => !rules[cc]);
}

function exemptionOf(site: Site, country: string): Exemption {
  const rule = (site.brand.countryRules as Record<string, { stepThreeExemption?: Exemption }>)[country];
  return rule?.stepThreeExemption ?? "none";
}

async function startAs(page: Page, site: Site, server: Parameters<typeof registerFreshAccount>[0], country: string) {
  const email = await registerFreshAccount(server, site, "profile", { acceptPolicies: true, country });
  await signIn(page, site, email);
  const target = `/${site.lang}/promotions`;
  await page.goto(`/${site.lang}/completeprofile?${new URLSearchParams({ redirectUrl: target })}`);
  // Typed before hydration, a submit meets the browser's own required check and never posts.
  if (site.javaScript) await waitForHydration(page);
  return target;
}

const form = (page: Page) => page.getByTestId("complete-profile");

/** A valid postal code of the country, from its example ("00000-000" → "12345-678"); any with a digit elsewhere. */
function postalCodeFor(country: string): string {
  let digit = 0;
  return postalCodeExample(country)?.replace(/0/g, () => String((digit++ % 9) + 1)) ?? "12345";
}

/** The message for a postal code the country does not take. */
const zipRefusal = (t: Translate, country: string) => {
  const example = postalCodeExample(country);
  return example
    ? t("registration:completeProfile.zipCode.errors.format", { example })
    : t("registration:completeProfile.zipCode.errors.invalid", { max: 10 });
};

async function fillAddress(page: Page, values: { address1: string; city: string; zipCode: string }) {
  for (const [name, value] of Object.entries(values)) await page.getByTestId(`complete-profile-${name}`).fill(value);
}

async function expectStep(page: Page, t: Translate, step: number, total: number) {
  await expect(page.getByTestId("complete-profile-step")).toHaveText(
    t("registration:completeProfile.stepOf", { step, total }),
  );
}

test.describe("complete profile (issue 26 §6)", () => {
  test("a fresh player gives address and personal details, then goes on @nojs", async ({ page, site, server, t }) => {
    const country = countryWith(site, "none");
    test.skip(!country, `${site.brand.id} rules every country it knows`);
    const target = await startAs(page, site, server, country!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("registration:completeProfile.title"));
    await expectStep(page, t, 2, 3);

    // Refused on the server too: translated messages, what was typed kept.
    // "abc" is no country's postal code (issue 35 §5).
    await fillAddress(page, { address1: "Rua das Flores, 12 / 3", city: "", zipCode: "abc" });
    await form(page)
      .getByRole("button", { name: t("registration:completeProfile.next") })
      .click();
    await expect(form(page)).toContainText(t("registration:completeProfile.city.errors.required"));
    await expect(form(page)).toContainText(zipRefusal(t, country!));
    await expect(page.getByTestId("complete-profile-address1")).toHaveValue("Rua das Flores, 12 / 3");

    const zipCode = postalCodeFor(country!);
    await fillAddress(page, { address1: "Rua das Flores, 12 / 3", city: "Porto Alegre", zipCode });
    await form(page)
      .getByRole("button", { name: t("registration:completeProfile.next") })
      .click();
    await expect(page).toHaveURL(/[?&]regstep3=true/);
    await expectStep(page, t, 3, 3);
    // Without an exemption step three is part of the profile: nothing to skip.
    await expect(page.getByTestId("complete-profile-skip")).toHaveCount(0);
    await page.getByTestId("complete-profile-gender-F").check();
    await page.getByTestId("complete-profile-dob").fill("1988-03-09");
    await form(page)
      .getByRole("button", { name: t("registration:completeProfile.finish") })
      .click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));

    // Saved on the platform: step 2 shows it back, step 3 too.
    await page.goto(`/${site.lang}/completeprofile?regstep2=true`);
    await expect(page.getByTestId("complete-profile-city")).toHaveValue("Porto Alegre");
    await expect(page.getByTestId("complete-profile-zipCode")).toHaveValue(zipCode);
    await page.goto(`/${site.lang}/completeprofile`);
    await expect(page.getByTestId("complete-profile-dob")).toHaveValue("1988-03-09");
    await expect(page.getByTestId("complete-profile-gender-F")).toBeChecked();
  });

  test("a totally exempt country never sees step three @nojs", async ({ page, site, server, t }) => {
    const country = countryWith(site, "total");
    test.skip(!country, `${site.brand.id} has no country totally exempt from step three`);
    const target = await startAs(page, site, server, country!);
    await expectStep(page, t, 2, 2);
    await fillAddress(page, { address1: "1-2-3 Chiyoda", city: "Tokyo", zipCode: postalCodeFor(country!) });
    await form(page)
      .getByRole("button", { name: t("registration:completeProfile.finish") })
      .click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    // Asking for step three by its key gives the done view, not the form.
    await page.goto(`/${site.lang}/completeprofile?regstep3=true`);
    await expect(page.getByTestId("complete-profile-done")).toContainText(t("registration:completeProfile.done"));
    await expect(page.getByTestId("complete-profile-dob")).toHaveCount(0);
  });

  test("a partially exempt country may leave step three for later", async ({ page, site, server, t }) => {
    const country = countryWith(site, "partial");
    test.skip(!country, `${site.brand.id} has no country partially exempt from step three`);
    const target = await startAs(page, site, server, country!);
    await expectStep(page, t, 2, 3);
    await fillAddress(page, { address1: "Hauptstraße 5", city: "Köln", zipCode: postalCodeFor(country!) });
    await form(page)
      .getByRole("button", { name: t("registration:completeProfile.next") })
      .click();
    await expectStep(page, t, 3, 3);
    await expect(page.getByText(t("registration:completeProfile.personalIntroOptional"))).toBeVisible();
    await page.getByTestId("complete-profile-skip").click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test("the registration success view leads here and back @nojs", async ({ page, site, server, t }) => {
    const email = await registerFreshAccount(server, site, "profile", { acceptPolicies: true });
    await signIn(page, site, email);
    const from = `/${site.lang}/promotions`;
    await page.goto(`${from}?modal=register&registered=1`);
    const success = page.getByRole("dialog", { name: t("registration:success.title") });
    await success.getByRole("link", { name: t("registration:success.completeProfile") }).click();
    await expect(page).toHaveURL(new RegExp(`/${site.lang}/completeprofile\\?regstep2=true&redirectUrl=`));
    // registerFreshAccount's country is BR; its rule (if the brand has one) decides step three.
    const exempt = exemptionOf(site, "BR") === "total";
    await expectStep(page, t, 2, exempt ? 2 : 3);
    await fillAddress(page, { address1: "Rua do Sol, 7", city: "Recife", zipCode: postalCodeFor("BR") });
    await form(page).getByRole("button").click();
    if (!exempt) {
      await expectStep(page, t, 3, 3);
      await page.getByTestId("complete-profile-gender-O").check();
      await form(page)
        .getByRole("button", { name: t("registration:completeProfile.finish") })
        .click();
    }
    // Back on the page the player registered on, without the registration modal.
    await expect(page).toHaveURL(new RegExp(`${from}$`));
  });

  test("the action refuses a postal code not of the player's country, posted directly @nojs", async ({
    page,
    site,
    server,
  }) => {
    test.skip(site.javaScript, "the posted form is the same with and without JavaScript");
    // The rule is the player's country's: a player of the brand's own country.
    const country = site.brand.config.defaultCountry as string;
    await startAs(page, site, server, country);
    // Node cannot resolve <brand>.localhost: the app on SERVER, with the brand's host and cookies.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const post = (zipCode: string) =>
      page.request.post(`${SERVER}/${site.lang}/completeprofile?regstep2=true`, {
        headers: { host: new URL(site.origin).host, cookie },
        form: { intent: "address", address1: "Rua A, 1", city: "Recife", zipCode },
        maxRedirects: 0,
      });
    const bad = ["abc", "!!", ...(postalCodeExample(country) ? [`${postalCodeFor(country)}9`] : [])];
    for (const zipCode of bad) {
      expect((await post(zipCode)).status(), zipCode).toBe(400);
    }
    await page.goto(`/${site.lang}/completeprofile?regstep2=true`);
    await expect(page.getByTestId("complete-profile-zipCode")).toHaveValue("");
    expect((await post(postalCodeFor(country))).status()).toBe(302);
    await page.goto(`/${site.lang}/completeprofile?regstep2=true`);
    await expect(page.getByTestId("complete-profile-zipCode")).toHaveValue(postalCodeFor(country));
  });

  test("a guest is asked to log in and comes back", async ({ page, site }) => {
    await page.goto(`/${site.lang}/completeprofile?regstep2=true`);
    await expect(page).toHaveURL(/[?&]modal=login/);
    expect(decodeURIComponent(page.url())).toContain(`/${site.lang}/completeprofile?regstep2=true`);
    await expect(page.getByTestId("complete-profile")).toHaveCount(0);
  });
});

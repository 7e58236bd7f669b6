import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { safeRedirectTarget } from "~/routing/safe-path";
import { linkOrigin } from "~/brand/link-origin";
import { preferredLanguage } from "~/routing/route-language.server";
import { htmlLang, routes } from "~/i18n/languages";
import { platformCaller, visitorCountry } from "~/platform/caller.server";
import { emptyUnlessMaintenance, isMaintenance } from "~/platform/errors";
import type { PlayerSummary } from "~/session/player.server";
import { getServerTime } from "~/platform/general.server";
import { loadFooter } from "~/features/content/footer.server";
import { readLanguageCookie } from "~/i18n/cookie.server";
import { serverT } from "~/i18n/i18next.server";
import type { ToastMessage } from "~/ui/Toast";
import { captureTracking } from "~/features/affiliates/tracking.server";
import { hasCookieConsent } from "~/features/cookies/consent";
import { checkPolicies } from "~/features/policies/policies.server";
import { sessionTimerOf } from "~/features/session-timer/session-timer.server";
import { currentZoneClock } from "~/ui/zone-clock.server";
import { readAccountLock } from "~/features/account-lock/lock.server";
import type { AccountLock, Footer, PolicyCheck, RootData, ShellState, StatusTitles } from "~/frame-kit/root-data";
import { NO_STORE } from "~/routing/headers";
import { requestScope, type RequestScope } from "~/routing/scope.server";
import type { ModalData } from "~/frame-kit/root-data";
import { loadModalData } from "./modal-data.server";
import { takeFlashToast } from "./flash-toast.server";
import { changedSessionCookie } from "~/session/session.server";

export async function loadRoot(args: LoaderFunctionArgs) {
  try {
    return await loadShell(args);
  } catch (error) {
    if (error instanceof Response || isDataResponse(error)) throw error;
    // A bug, not a platform answer: still draw the brand's own error page rather than an
    // unbranded one (the root has no parent boundary with data to fall back on).
    console.error("root loader failed:", error);
    return errorShell(args);
  }
}

/** The not-found and fallback pages' titles; the brand name alone if the translations fail. */
async function statusTitles(args: Pick<LoaderFunctionArgs, "context">, lang: string): Promise<StatusTitles> {
  const brand = args.context.brand;
  try {
    const t = await serverT(args.context, brand, lang, "shell");
    return {
      notFound: t("notFound.pageTitle", { brand: brand.name }),
      fallback: t("fallback.pageTitle", { brand: brand.name }),
    };
  } catch {
    return { notFound: brand.name, fallback: brand.name };
  }
}

async function loadShell({ request, context }: LoaderFunctionArgs) {
  const brand = context.brand;
  const url = new URL(request.url);
  const first = url.pathname.split("/")[1] ?? "";
  const lang = routes(brand, first) ? first : await preferredLanguage(request, context, brand);
  const caller = platformCaller(context, brand, lang);

  let shell: ShellState = "site";
  let countryCode: string | null = null;
  let player: PlayerSummary | null = null;
  let footer: Footer | null = null;
  let serverTime: number | null = null;
  let policyCheck: PolicyCheck | null = null;
  // The player comes from the request scope, as on every other loader (ADR 046): one login/status.
  let scope: RequestScope | null = null;
  // Outside the try below: the titles never fail, and a maintenance answer must not lose them.
  const titles = statusTitles({ context }, lang);
  const accountLock: AccountLock | null = await readAccountLock({ request, context });
  try {
    const country = await visitorCountry(context, brand);
    countryCode = country.known ? country.countryCode : null;
    if (country.blocked) shell = "blocked";
    else if (accountLock) shell = "locked";
    const [playerScope, footerResult, time] = await Promise.all([
      requestScope({ request, context, params: { lang } }),
      // Spec §8: apart from 150, a failing footer or clock call is an empty result.
      loadFooter(caller, brand.languages.routed).catch(emptyUnlessMaintenance(null)),
      // Only the header clock shows the platform's time: no call for brands without it.
      brand.features.headerClock ? getServerTime(caller).catch(emptyUnlessMaintenance(null)) : null,
    ]);
    scope = playerScope;
    player = playerScope.player;
    footer = footerResult;
    serverTime = time;
    // Spec §4 policy check for players (the popup and the bottom nav read it).
    if (player && shell === "site") policyCheck = await checkPolicies(playerScope.caller, lang);
  } catch (error) {
    // A 150 from any of the shell's calls means the platform is in maintenance (spec §8);
    // the calls turn every other platform error into an empty result themselves.
    if (!isMaintenance(error)) throw error;
    if (shell !== "blocked") shell = "maintenance";
  }

  const toasts: ToastMessage[] = [];
  const previous = readLanguageCookie(request);
  if (shell === "site" && previous && previous !== lang && routes(brand, first)) {
    // Spec §4 language change: the new language is stored; say so once, in that language.
    const t = await serverT(context, brand, lang, "shell");
    toasts.push({
      id: `language-${lang}`,
      type: "info",
      title: t("language.changed", { language: t(`language.name.${lang}`) }),
    });
  }

  const flashed = shell === "site" ? await takeFlashToast(request, context, brand, lang) : null;
  if (flashed) toasts.push(flashed);

  // ADR 046: the data of the modal the URL opens, from the scope this loader already resolved.
  let modal: ModalData | null = null;
  // Only on a page of the site: a path without its language is first redirected to one.
  if (shell === "site" && routes(brand, first) && scope) {
    ({ modal } = await loadModalData(scope));
  }

  const status = shell === "blocked" ? 451 : shell === "maintenance" ? 503 : 200;
  const headers = new Headers(NO_STORE);
  if (shell === "maintenance") headers.set("Retry-After", "300");
  // One Set-Cookie of the session for the page, with what the player check, the flash and the
  // modal's loader changed in it (ADR 093); none when the shell's calls did not get that far.
  const sessionCookie = scope ? await changedSessionCookie(context) : null;
  if (sessionCookie) headers.append("Set-Cookie", sessionCookie);
  // Spec §2 affiliate and referral parameters, captured on any page load.
  const tracking = shell === "site" ? captureTracking(request, brand, player !== null, context.production) : null;
  for (const cookie of tracking?.setCookies ?? []) headers.append("Set-Cookie", cookie);
  if (tracking?.redirectTo) throw redirect(safeRedirectTarget(tracking.redirectTo, `/${lang}`), { headers });
  return data<RootData>(
    {
      brandName: brand.name,
      statusTitles: await titles,
      lang,
      htmlLang: htmlLang(lang),
      origin: linkOrigin(brand, url),
      shell,
      countryCode,
      countryRule: countryCode ? (brand.countryRules[countryCode] ?? null) : null,
      loggedIn: player !== null,
      player,
      footer,
      serverTime,
      zoneClock: currentZoneClock(brand.timeZone, serverTime ?? Date.now()),
      sandbox: context.platform.sandbox,
      localesVersion: context.locales.version,
      toasts,
      cookieBanner: brand.features.cookieBanner && shell === "site" && !hasCookieConsent(request.headers.get("cookie")),
      policyCheck,
      sessionTimer: sessionTimerOf(player),
      accountLock: shell === "locked" ? accountLock : null,
      modal,
    },
    { status, headers },
  );
}

function isDataResponse(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit";
}

/** The root data of a failed shell: brand, language and theme only, as a guest, status 500. */
async function errorShell({ request, context }: LoaderFunctionArgs) {
  const brand = context.brand;
  const url = new URL(request.url);
  const first = url.pathname.split("/")[1] ?? "";
  const lang = routes(brand, first) ? first : brand.languages.default;
  return data<RootData>(
    {
      brandName: brand.name,
      statusTitles: await statusTitles({ context }, lang),
      lang,
      htmlLang: htmlLang(lang),
      origin: linkOrigin(brand, url),
      shell: "error",
      countryCode: null,
      countryRule: null,
      loggedIn: false,
      player: null,
      footer: null,
      serverTime: null,
      zoneClock: currentZoneClock(brand.timeZone, Date.now()),
      sandbox: context.platform.sandbox,
      localesVersion: context.locales.version,
      toasts: [],
      cookieBanner: false,
      policyCheck: null,
      sessionTimer: null,
      accountLock: null,
      modal: null,
    },
    { status: 500, headers: NO_STORE },
  );
}

export type { RootData };

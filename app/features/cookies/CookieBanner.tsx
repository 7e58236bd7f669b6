import { useRef } from "react";
import { useHydrated } from "~/ui/useHydrated";
import { usePublishBottomOverlay } from "~/ui/bottom-overlay";
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useShellData } from "~/frame-kit/useRootData";

/**
 * Cookie banner (spec §4): stays until accepted; the acceptance lasts
 * brand.limits.cookieConsentDays. A real form to /cookie-consent, so it works without JavaScript.
 * It sticks to the bottom of the screen but keeps its own place at the end of the page, so the
 * page scrolls everything it would cover clear of it (cookies.css).
 */
export function CookieBanner() {
  const data = useShellData() as ReturnType<typeof useShellData> & { cookieBanner?: boolean };
  const { t } = useTranslation("cookies");
  const location = useLocation();
  const fetcher = useFetcher<{ accepted?: boolean }>({ key: "cookie-consent" });
  const hydrated = useHydrated();
  const region = useRef<HTMLElement>(null);
  const shown = Boolean(data.cookieBanner) && fetcher.state === "idle" && !fetcher.data?.accepted;
  // Screen-high layouts (the game window) make room for the banner while it shows.
  usePublishBottomOverlay(region, shown);
  if (!shown) return null;
  const policyHref = `/${data.lang}/page/cookie-policy`;
  return (
    <section ref={region} className="cookie-banner" role="region" aria-label={t("banner.label")}>
      <div className="cookie-banner__inner">
        <svg
          className="cookie-banner__icon"
          viewBox="0 0 24 24"
          width="28"
          height="28"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3.6-3.3A3 3 0 0 1 13.4 5 2.5 2.5 0 0 1 12 3z" />
          <circle cx="8.5" cy="10.5" r="1" fill="currentColor" />
          <circle cx="9.5" cy="15.5" r="1" fill="currentColor" />
          <circle cx="14.5" cy="14" r="1" fill="currentColor" />
        </svg>
        <p className="cookie-banner__text">
          {t("banner.text")}{" "}
          <Link to={policyHref} className="cookie-banner__link">
            {t("banner.policy")}
          </Link>
        </p>
        <fetcher.Form method="post" action="/cookie-consent" className="cookie-banner__form">
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          {hydrated ? <input type="hidden" name="respond" value="data" /> : null}
          <button type="submit" className="btn btn--primary">
            {t("banner.accept")}
          </button>
        </fetcher.Form>
      </div>
    </section>
  );
}

import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadPlayer } from "~/session/player.server";
import { mergedHeaders, NO_STORE } from "~/routing/headers";
import { continueTarget } from "~/routing/safe-path";

export const handle = { i18n: ["games"] };

const PAGES = ["realitycheck", "confirmidentity", "initiateverification"] as const;
type PrecheckPage = (typeof PAGES)[number];

/**
 * The pages the launch pre-checks send players to (spec §4): {lang}/myaccount?page=realitycheck|
 * confirmidentity|initiateverification ({lang}/setmonthlydepositlimit is its own form). Minimal
 * until the account area fills them: each says what the player has to do and links to where it is done.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const brand = context.brands.forHost(request.headers.get("host"));
  const lang = params.lang ?? brand.languages.default;
  const url = new URL(request.url);
  const page = url.searchParams.get("page") as PrecheckPage | null;
  const { player } = await loadPlayer(request, context, brand, lang);
  if (!player) throw redirect(`/${lang}?${new URLSearchParams({ modal: "login", redirectUrl: `${url.pathname}${url.search}` })}`);
  const known = page && PAGES.includes(page) ? page : null;
  // The session limit is set in the app, so its page continues the pending launch afterwards.
  const launch = known === "realitycheck" ? continueTarget(url.searchParams.get("redirectUrl")) : null;
  return data({ lang, page: known, launch }, { headers: NO_STORE });
}

export const headers = mergedHeaders;

export default function PrecheckPageView() {
  const { lang, page, launch } = useLoaderData<typeof loader>();
  const { t } = useTranslation("games");
  const key = page ?? "account";
  const action =
    page === "realitycheck"
      ? {
          href: `/${lang}/myaccount/security/reality-check${launch ? `?${new URLSearchParams({ redirectUrl: launch })}` : ""}`,
          label: t("precheck.realitycheck.action"),
        }
      : { href: `/${lang}/page/contact-us`, label: t("precheck.contactSupport") };
  return (
    <section className="page-form precheck" data-precheck={key}>
      <span className="precheck__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36">
          <path d="M12 2l8 4v6c0 5-3.4 8.7-8 10-4.6-1.3-8-5-8-10V6z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <path d="M8.5 12l2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h1>{t(`precheck.${key}.title`)}</h1>
      <p>{t(`precheck.${key}.text`)}</p>
      {page ? <p className="precheck__why">{t("precheck.why")}</p> : null}
      <div className="precheck__actions">
        {page ? (
          <Link to={action.href} className="btn btn--primary btn--block" data-testid="precheck-action">
            {action.label}
          </Link>
        ) : null}
        <Link to={`/${lang}`} className="btn btn--ghost btn--block">
          {t("precheck.home")}
        </Link>
      </div>
    </section>
  );
}

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export { shouldRevalidate } from "~/routing/revalidation";

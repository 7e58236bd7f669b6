import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  isRouteErrorResponse,
} from "@remix-run/react";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { loadRoot } from "~/frame/root.server";
import { useRootData, type ShellData } from "~/frame-kit/useRootData";
import { SiteShell } from "~/frame/SiteShell";
import { NamespaceGate } from "~/frame/NamespaceGate";
import { MaintenancePage } from "~/frame/MaintenancePage";
import { LockedAccountPage } from "./features/account-lock/LockedAccountPage";
import { CountryBlockedPage } from "~/frame/CountryBlockedPage";
import { FallbackPage, ShellErrorPage } from "~/frame-kit/FallbackPage";
import { NotFoundPage } from "~/frame-kit/NotFoundPage";
import { I18N_SCRIPT_ID, SHELL_NAMESPACES, type I18nPayload } from "./i18n/config";
import { useNonce } from "./ui/nonce";
import { mergedHeaders } from "./routing/headers";
import { htmlLang, routes } from "./i18n/languages";
import { canonicalSearch } from "./routing/localised-path";
import { isFieldCheck } from "./routing/revalidation";
import { useLocalisedPath } from "~/frame-kit/useLocalisedPath";
import { pageMeta } from "~/frame-kit/page-meta";
import { useBareShell } from "~/frame-kit/bare-shell";
import { themeCss } from "./ui/theme";
import { JsonScript } from "./ui/JsonScript";
import { carouselCss } from "~/features/game-kit/carousel-css";
import { gameWindowCss } from "~/features/games/window-css";
import { useTimeZoneCookie } from "~/ui/useTimeZoneCookie";
import siteCss from "./styles/site.css?url";

export const handle = { i18n: SHELL_NAMESPACES };

export async function loader(args: LoaderFunctionArgs) {
  return loadRoot(args);
}

export const headers = mergedHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: siteCss }];

/**
 * The shell state (blocked, maintenance, player) is re-read on every change of page, not only
 * on full loads, so a platform that goes into maintenance (or an address that becomes blocked)
 * shows its page on the next click too. ADR 009: it rides the same single-fetch request as the
 * page's own loader, which shares the per-request player and country lookups. Registration's
 * field checks change nothing the shell shows and revalidate nothing (app/routing/revalidation.ts).
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  !isFieldCheck(args) && (args.defaultShouldRevalidate || args.currentUrl.pathname !== args.nextUrl.pathname);

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  const location = useLocation();
  const brand = data?.brand;
  return (
    <html lang={data?.htmlLang ?? "en"} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {brand ? <meta name="theme-color" content={brand.theme.colors.background} /> : null}
        {brand ? (
          <link
            rel="icon"
            href={`/brand-assets/${brand.id}/${brand.assets.favicon}`}
            type={faviconType(brand.assets.favicon)}
          />
        ) : null}
        {brand ? (
          <style
            nonce={nonce}
            dangerouslySetInnerHTML={{
              __html:
                themeCss(brand.theme) +
                carouselCss(brand.limits.carousel.slidesPerView) +
                gameWindowCss(brand.limits.gameWindow),
            }}
          />
        ) : null}
        {data ? <LanguageAlternates data={data} pathname={location.pathname} search={location.search} /> : null}
        <Meta />
        <Links />
        <I18nScript nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  useChangeLanguage(data?.lang ?? "en");
  useTimeZoneCookie();
  const bare = useBareShell();
  if (!data || bare)
    return (
      <NamespaceGate>
        <Outlet />
      </NamespaceGate>
    );
  if (data.shell === "blocked") return <CountryBlockedPage />;
  if (data.shell === "maintenance") return <MaintenancePage />;
  if (data.shell === "locked") return <LockedAccountPage />;
  if (data.shell === "error") return <ShellErrorPage />;
  return (
    <NamespaceGate>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </NamespaceGate>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => {
  const name = data?.brandName;
  return name ? [{ title: name }, { name: "description", content: name }] : [{ title: "Croupier" }];
});

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!data) return <FallbackPage standalone />;
  return <SiteShell>{notFound ? <NotFoundPage /> : <FallbackPage />}</SiteShell>;
}

function faviconType(file: string): string {
  if (file.endsWith(".svg")) return "image/svg+xml";
  if (file.endsWith(".ico")) return "image/x-icon";
  return "image/png";
}

/**
 * hreflang alternates: the same page in each routed language of the brand, with that language's
 * slugs. The canonical URL uses this language's own slug and drops tracking and modal parameters.
 */
function LanguageAlternates({ data, pathname, search }: { data: ShellData; pathname: string; search: string }) {
  const pathIn = useLocalisedPath();
  const first = pathname.split("/")[1] ?? "";
  if (!routes(data.brand, first)) return null;
  const url = (lang: string) => `${data.origin}${pathIn(lang)}`;
  return (
    <>
      <link rel="canonical" href={`${url(first)}${canonicalSearch(search)}`} />
      {data.brand.languages.routed.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={htmlLang(lang)} href={url(lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(data.brand.languages.default)} />
    </>
  );
}

/**
 * The translations this page renders with, for the browser to hydrate with the same strings:
 * the shell's namespaces plus those the matched routes declare in `handle.i18n`.
 */
function I18nScript({ nonce }: { nonce: string }) {
  const { i18n } = useTranslation();
  const matches = useMatches();
  const data = useRootData();
  const payload = (): I18nPayload => {
    const namespaces = new Set(matches.flatMap((m) => (m.handle as { i18n?: string[] } | undefined)?.i18n ?? []));
    const lng = i18n.language;
    const resources = Object.fromEntries([...namespaces].map((ns) => [ns, i18n.getResourceBundle(lng, ns) ?? {}]));
    return { lng, version: data?.localesVersion ?? "0", resources };
  };
  return <JsonScript id={I18N_SCRIPT_ID} nonce={nonce} value={payload} />;
}

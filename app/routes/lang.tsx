import { Outlet, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { mergedHeaders, NO_STORE } from "~/routing/headers";
import { safeRedirectTarget } from "~/routing/safe-path";
import { siteScope } from "~/routing/scope.server";
import { classifyPath } from "~/routing/route-language.server";
import { abandonPlatformCalls } from "~/platform/caller.server";
import { languageCookie, readLanguageCookie } from "~/i18n/cookie.server";
import { NotFoundPage } from "~/frame-kit/NotFoundPage";
import { FallbackPage } from "~/frame-kit/FallbackPage";

/** The language of the path (spec §2): routed, redirected to the visitor's, or unknown (404). */
export async function loader(args: LoaderFunctionArgs) {
  const { request, context, brand } = siteScope(args);
  const path = await classifyPath(request, context, brand);
  if (path.kind === "redirect") {
    abandonPlatformCalls(context);
    throw redirect(safeRedirectTarget(path.location, `/${brand.languages.default}`), { headers: NO_STORE });
  }
  if (path.kind === "unknown") throw data(null, { status: 404 });
  // The language in the path becomes the stored language (spec §2, second in the order).
  const headers = new Headers();
  if (readLanguageCookie(request) !== path.lang)
    headers.append("Set-Cookie", languageCookie(path.lang, context.production));
  return data({ lang: path.lang }, { headers });
}

export const headers = mergedHeaders;

export default function LanguageLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <FallbackPage />;
}

export { shouldRevalidate } from "~/routing/revalidation";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { LobbyErrorBoundary, LobbyScreen } from "~/features/lobby/LobbyScreen";
import { providerGamesLoader } from "~/features/lobby/loaders.server";
import { metaTags } from "~/features/lobby/meta";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["lobby", "content"] };

/** {lang}/providergames/studio/{vendorCode} (spec §2): every game of one provider; unknown or empty → 404. */
export function loader(args: LoaderFunctionArgs) {
  return providerGamesLoader(args);
}

export const headers = mergedHeaders;

export default function ProviderGamesRoute() {
  return <LobbyScreen data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => metaTags(data?.meta));

export const ErrorBoundary = LobbyErrorBoundary;

export { shouldRevalidate } from "~/routing/revalidation";

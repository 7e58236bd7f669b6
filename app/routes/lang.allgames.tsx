import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { LobbyErrorBoundary, LobbyScreen } from "~/features/lobby/LobbyScreen";
import { allGamesLoader } from "~/features/lobby/loaders.server";
import { metaTags } from "~/features/lobby/meta";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["lobby", "content"] };

/** {lang}/allgames, {lang}/lobby, {lang}/lobby/allgames/allgames and {lang}/recommended-games/all (spec §2). */
export function loader(args: LoaderFunctionArgs) {
  return allGamesLoader(args);
}

export const headers = mergedHeaders;

export default function AllGamesRoute() {
  return <LobbyScreen data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => metaTags(data?.meta));

export const ErrorBoundary = LobbyErrorBoundary;

export { shouldRevalidate } from "~/routing/revalidation";

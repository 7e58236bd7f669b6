import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { mergedHeaders } from "~/routing/headers";
import { useShellData } from "~/frame-kit/useRootData";
import { LobbyErrorBoundary } from "~/features/lobby/LobbyScreen";
import { LobbySearch } from "~/features/lobby/LobbySearch";
import { SearchResults } from "~/features/lobby/LobbyPage";
import { searchLoader } from "~/features/lobby/loaders.server";
import { TileTextProvider } from "~/features/game-kit/tile-text";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["lobby"] };

/** {lang}/search?q=: the game search as a page (spec §5; the GET form without JavaScript). */
export function loader(args: LoaderFunctionArgs) {
  return searchLoader(args);
}

export const headers = mergedHeaders;

export default function SearchPage() {
  const { search } = useLoaderData<typeof loader>();
  const { t } = useTranslation("lobby");
  const { brand, lang } = useShellData();
  return (
    <TileTextProvider>
      <div className="lobby lobby--search">
        <h1 className="lobby__title">{t("search.title")}</h1>
        <LobbySearch action={`/${lang}/search`} lang={lang} limits={brand.limits.search} initialQuery={search.query} />
        {search.state === "idle" ? (
          <p className="empty-state">{t("search.hint", { count: brand.limits.search.minChars })}</p>
        ) : (
          <SearchResults search={search} lcp />
        )}
      </div>
    </TileTextProvider>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [],
);

export const ErrorBoundary = LobbyErrorBoundary;

export { shouldRevalidate } from "~/routing/revalidation";

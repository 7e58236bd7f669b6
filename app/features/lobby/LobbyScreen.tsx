import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { BannerView } from "~/features/content/banners.server";
import { NotFoundPage } from "~/frame-kit/NotFoundPage";
import { FallbackPage } from "~/frame-kit/FallbackPage";
import { useRootData } from "~/frame-kit/useRootData";
import { LiveTilesProvider } from "~/features/live/LiveTiles";
import { Icon } from "~/ui/icons";
import { LobbyPage, SeeAllPage, type LobbyData, type SearchData, type SeeAllData } from "./LobbyPage";
import type { PlayerGameRowsData } from "~/features/favourites/player-rows.server";
import { TileTextProvider } from "~/features/game-kit/tile-text";

export type LobbyScreenData =
  | {
      kind: "lobby";
      lobby: LobbyData;
      banners: BannerView[];
      search: SearchData;
      searchAction: string;
      playerRows?: PlayerGameRowsData | null;
    }
  | { kind: "seeAll"; page: SeeAllData; banners: BannerView[] };

/** The view of every lobby browsing route: a lobby page or a see-all page, its live tiles kept current. */
export function LobbyScreen({ data }: { data: LobbyScreenData }) {
  return (
    <LiveTilesProvider>
      <TileTextProvider>
        {data.kind === "lobby" ? (
          <LobbyPage
            lobby={data.lobby}
            banners={data.banners}
            search={data.search}
            searchAction={data.searchAction}
            playerRows={data.playerRows ?? null}
          />
        ) : (
          <SeeAllPage page={data.page} banners={data.banners} />
        )}
      </TileTextProvider>
    </LiveTilesProvider>
  );
}

/** 404: the not-found page (spec §2 unknown lobby, group, empty tag or provider); 503: games unavailable. */
export function LobbyErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 503) return <GamesUnavailable />;
  return <FallbackPage />;
}

function GamesUnavailable() {
  const { t } = useTranslation("lobby");
  const root = useRootData();
  return (
    <section className="fallback" aria-labelledby="games-unavailable-title">
      <span className="fallback__icon">
        <Icon name="alert" size={36} />
      </span>
      <h1 id="games-unavailable-title">{t("unavailable.title")}</h1>
      <p>{t("unavailable.message")}</p>
      <Link to={root ? `/${root.lang}` : "/"} className="btn btn--primary" reloadDocument>
        {t("unavailable.home")}
      </Link>
    </section>
  );
}

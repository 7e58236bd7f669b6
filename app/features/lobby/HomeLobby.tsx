import { useTranslation } from "react-i18next";
import { useShellData } from "~/frame-kit/useRootData";
import { LiveTilesProvider } from "~/features/live/LiveTiles";
import { GameTile } from "~/features/game-kit/GameTile";
import { TileTextProvider } from "~/features/game-kit/tile-text";
import { DeferHydration } from "~/ui/DeferHydration";
import type { HomeLobbyData } from "./home.server";
import { AppLink } from "~/ui/AppLink";

type HomeRow = HomeLobbyData["rows"][number];

/** Rows from this one on are below the fold on a phone, and hydrate after the page (ADR 025). */
const HYDRATED_ROWS = 2;

/** Home page game rows (horizontal scroll-snap lists; no script needed) and the providers strip. */
export function HomeLobby({ lobby }: { lobby: HomeLobbyData }) {
  const { t } = useTranslation("lobby");
  const { lang } = useShellData();
  if (lobby.rows.length === 0) {
    return <p className="empty-state">{t("noGamesAvailable")}</p>;
  }
  return (
    <LiveTilesProvider>
      <TileTextProvider>
        <div className="home-lobby">
          {lobby.rows.map((row, rowIndex) => {
            const gameRow = <GameRow key={row.id} row={row} lang={lang} eager={rowIndex === 0} />;
            return rowIndex < HYDRATED_ROWS ? gameRow : <DeferHydration key={row.id}>{gameRow}</DeferHydration>;
          })}
          {lobby.providers.length > 0 ? (
            <DeferHydration>
              <ProviderStrip providers={lobby.providers} lang={lang} />
            </DeferHydration>
          ) : null}
        </div>
      </TileTextProvider>
    </LiveTilesProvider>
  );
}

function ProviderStrip({ providers, lang }: { providers: HomeLobbyData["providers"]; lang: string }) {
  const { t } = useTranslation("lobby");
  return (
    <section className="provider-strip" aria-labelledby="providers-title">
      <h2 id="providers-title">{t("providers.title")}</h2>
      <ul role="list">
        {providers.map((provider) => (
          <li key={provider.code}>
            <AppLink
              to={`/${lang}/providergames/studio/${encodeURIComponent(provider.code)}`}
              className="provider-chip"
            >
              <span className="provider-chip__name">{provider.name}</span>
              <span className="provider-chip__count">{t("providers.count", { count: provider.count })}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GameRow({ row, lang, eager }: { row: HomeRow; lang: string; eager: boolean }) {
  const { t } = useTranslation("lobby");
  return (
    <section className="game-row" aria-labelledby={`row-${row.id}`}>
      <header className="game-row__header">
        <h2 id={`row-${row.id}`}>{row.title}</h2>
        <AppLink to={`/${lang}/${row.lobbySlug}/${row.groupSlug}/all`} className="carousel__more">
          {t("carousel.viewMore")}
        </AppLink>
      </header>
      <ul className="game-row__list" role="list">
        {row.games.map((game, index) => (
          <li key={game.code}>
            <GameTile game={game} lang={lang} eager={eager && index < 6} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GameTile } from "./GameTile";
import type { TileGame } from "./tiles";

export interface GridData {
  src: string;
  tiles: TileGame[];
  total: number;
  page: { page: number; pages: number; hasNext: boolean; hasPrevious: boolean; offset: number; limit: number };
}

/** The JSON resource the grids and carousels page with. */
export function sliceUrl(lang: string, src: string, offset: number, limit: number): string {
  return `/${lang}/api/games?${src}&offset=${offset}&limit=${limit}`;
}

function pageHref(location: { pathname: string; search: string }, page: number): string {
  const params = new URLSearchParams(location.search);
  params.delete("modal");
  params.delete("game");
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}

/**
 * Spec §9 grid: 18 games, then 18 more each time the footer comes near, after `delayMs`
 * (IntersectionObserver + a timer, so Playwright's clock drives it). Without JavaScript,
 * plain previous/next page links (`?page=`) do the same.
 */
export function GameGrid({
  grid,
  lang,
  delayMs,
  lcp = false,
  label,
}: {
  grid: GridData;
  lang: string;
  delayMs: number;
  lcp?: boolean;
  label: string;
}) {
  const { t } = useTranslation("lobby");
  const location = useLocation();
  const [extra, setExtra] = useState<TileGame[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  // A new grid (navigation, new page) starts over.
  useEffect(() => {
    setExtra([]);
    setFailed(false);
  }, [grid.src, grid.page.page]);

  const loaded = grid.page.offset + grid.tiles.length + extra.length;
  const more = loaded < grid.total && !failed;

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      const res = await fetch(sliceUrl(lang, grid.src, loaded, grid.page.limit), {
        headers: { accept: "application/json" },
      });
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { tiles: TileGame[] };
      setExtra((prev) => [...prev, ...body.tiles.filter((tile) => !prev.some((p) => p.code === tile.code))]);
      if (body.tiles.length === 0) setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [lang, grid.src, grid.page.limit, loaded]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !more) return;
    let timer = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((entry) => entry.isIntersecting);
        window.clearTimeout(timer);
        // Observable state for tests and debugging: the footer is near and the timer is armed.
        if (near) el.dataset.near = "true";
        else delete el.dataset.near;
        if (near) timer = window.setTimeout(() => void loadMore(), delayMs);
      },
      { rootMargin: "0px 0px 400px 0px" },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [more, loadMore, delayMs]);

  const tiles = [...grid.tiles, ...extra];
  if (tiles.length === 0) return <p className="empty-state">{t("noGamesAvailable")}</p>;
  return (
    <div className="game-grid-wrap">
      <ul className="game-grid" role="list" aria-label={label} data-total={grid.total}>
        {tiles.map((game, index) => (
          <li key={game.code}>
            <GameTile game={game} lang={lang} eager={grid.page.page === 1 && index < 6} lcp={lcp && index === 0} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="game-grid__sentinel" aria-hidden="true" />
      {loading ? (
        <p className="game-grid__status" role="status">
          {t("grid.loading")}
        </p>
      ) : null}
      {failed && loaded < grid.total ? (
        <p className="game-grid__status" role="alert">
          {t("grid.failed")}{" "}
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setFailed(false);
              void loadMore();
            }}
          >
            {t("grid.retry")}
          </button>
        </p>
      ) : null}
      {/* No JavaScript: plain page links. With JavaScript they stay for keyboard and crawler users
          until the infinite list has taken over (extra tiles loaded). */}
      {extra.length === 0 && (grid.page.hasPrevious || grid.page.hasNext) ? (
        <nav className="game-grid__pager" aria-label={t("grid.pages")}>
          {grid.page.hasPrevious ? (
            <Link to={pageHref(location, grid.page.page - 1)} className="btn btn--ghost" rel="prev">
              {t("grid.previous")}
            </Link>
          ) : null}
          <span className="game-grid__count">{t("grid.pageOf", { page: grid.page.page, pages: grid.page.pages })}</span>
          {grid.page.hasNext ? (
            <Link to={pageHref(location, grid.page.page + 1)} className="btn btn--primary" rel="next">
              {t("grid.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

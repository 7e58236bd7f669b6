import { useEffect, useState } from "react";
import { Link, useLocation, useMatches } from "@remix-run/react";
import { Modal, withoutParams } from "~/ui/Modal";
import { useShellData } from "~/frame-kit/useRootData";
import { intlLocale } from "~/i18n/languages";
import { ModalNamespaceScript, useModalNamespace } from "~/ui/modal-namespace";
import type { GameInfoView } from "./lobby.server";

const PARAMS = ["modal", "game"] as const;

/**
 * `?modal=game-info&game=<code>` (spec §2 game info): name, provider, description (sanitised on
 * the server), tags, RTP when known, demo availability and Play. Lobby pages load it in their
 * loader, so it renders without JavaScript; elsewhere the browser fetches it.
 */
export function GameInfoModal() {
  const location = useLocation();
  const matches = useMatches();
  const { lang, brand } = useShellData();
  const { t, ready } = useModalNamespace("lobby");
  const code = new URLSearchParams(location.search).get("game") ?? "";
  const fromLoader = matches
    .map((match) => (match.data as { gameInfo?: GameInfoView | null } | undefined)?.gameInfo)
    .find((info): info is GameInfoView => Boolean(info && info.code === code));
  const [fetched, setFetched] = useState<{ code: string; info: GameInfoView | null } | null>(null);
  useEffect(() => {
    if (fromLoader || !code) return;
    let cancelled = false;
    fetch(`/${lang}/api/game-info?game=${encodeURIComponent(code)}`, { headers: { accept: "application/json" } })
      .then((res) => (res.ok ? res.json() : { gameInfo: null }))
      .then((body: { gameInfo: GameInfoView | null }) => !cancelled && setFetched({ code, info: body.gameInfo }))
      .catch(() => !cancelled && setFetched({ code, info: null }));
    return () => {
      cancelled = true;
    };
  }, [fromLoader, code, lang]);
  const info = fromLoader ?? (fetched?.code === code ? fetched.info : null);
  const closeHref = withoutParams(location, PARAMS);
  const closeLabel = ready ? t("info.close") : "×";

  if (!info) {
    const missing = fetched?.code === code && !fetched.info;
    return (
      <Modal
        id="game-info"
        title={ready ? t("info.title") : ""}
        closeHref={closeHref}
        closeLabel={closeLabel}
        size="medium"
      >
        <ModalNamespaceScript ns="lobby" />
        {missing ? (
          <p className="game-info__missing">{t("info.notFound")}</p>
        ) : (
          <div className="game-info__loading shimmer" aria-busy="true" />
        )}
        <noscript>
          <p className="game-info__missing">
            <Link to={`/${lang}/allgames?modal=game-info&game=${encodeURIComponent(code)}`}>{t("info.open")}</Link>
          </p>
        </noscript>
      </Modal>
    );
  }
  return (
    <Modal id="game-info" title={info.name} closeHref={closeHref} closeLabel={closeLabel} size="medium">
      <ModalNamespaceScript ns="lobby" />
      <div className="game-info">
        {info.image ? (
          <img className="game-info__image" src={info.image} width={info.width} height={info.height} alt="" />
        ) : null}
        <dl className="game-info__facts">
          <div>
            <dt>{t("info.provider")}</dt>
            <dd>{info.provider}</dd>
          </div>
          {info.rtp != null ? (
            <div>
              <dt>{t("info.rtp")}</dt>
              <dd>{info.rtp.toLocaleString(intlLocale(brand, lang), { maximumFractionDigits: 2 })} %</dd>
            </div>
          ) : null}
          <div>
            <dt>{t("info.demo")}</dt>
            <dd data-demo={info.hasDemo ? "yes" : "no"}>{info.hasDemo ? t("info.demoYes") : t("info.demoNo")}</dd>
          </div>
        </dl>
        {info.html ? (
          <div className="game-info__description cms" dangerouslySetInnerHTML={{ __html: info.html }} />
        ) : null}
        {info.tags.length > 0 ? (
          <ul className="game-info__tags" role="list" aria-label={t("info.tags")}>
            {info.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        <div className="game-info__actions">
          <Link to={info.playHref} className="btn btn--primary btn--block">
            {t("tile.play")}
          </Link>
          {info.demoAllowed ? (
            <Link
              to={info.playHref.replace(/\/[^/]+$/, "/demo-game")}
              className="btn btn--ghost btn--block"
              rel="nofollow"
            >
              {t("info.playDemo")}
            </Link>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}

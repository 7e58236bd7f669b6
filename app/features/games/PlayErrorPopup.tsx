import { useRef, useState } from "react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { slugFor } from "~/routing/spec-routes";
import { useShellData } from "~/frame-kit/useRootData";
import { useModalFocus } from "~/ui/modal-focus";
import type { PlayError } from "./launch-decision";

/** Errors whose popup says "There's a problem" and offers contact support (spec §8). */
const SUPPORT_ERRORS: readonly PlayError[] = ["problem", "gameBlocked", "codeMandatory"];
/** Errors whose popup leads back to the games rather than to support: nothing is wrong on our side. */
const LOBBY_ERRORS: readonly PlayError[] = ["unknownGame"];

function Illustration({ error }: { error: PlayError }) {
  const blocked = error === "gameBlocked";
  return (
    <svg className="play-error__art" viewBox="0 0 120 96" width="120" height="96" aria-hidden="true">
      <defs>
        <linearGradient id="play-error-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-primary, #f5b400)" />
          <stop offset="1" stopColor="var(--color-accent, #e0457b)" />
        </linearGradient>
      </defs>
      <rect x="10" y="14" width="100" height="64" rx="10" fill="none" stroke="url(#play-error-g)" strokeWidth="4" />
      <rect x="22" y="26" width="22" height="40" rx="4" fill="currentColor" opacity=".18" />
      <rect x="49" y="26" width="22" height="40" rx="4" fill="currentColor" opacity=".18" />
      <rect x="76" y="26" width="22" height="40" rx="4" fill="currentColor" opacity=".18" />
      {blocked ? (
        <g stroke="url(#play-error-g)" strokeWidth="6" strokeLinecap="round">
          <circle cx="60" cy="46" r="20" fill="none" />
          <path d="M46 32l28 28" />
        </g>
      ) : (
        <g fill="url(#play-error-g)">
          <path d="M60 24l22 40H38z" />
          <rect x="57" y="36" width="6" height="14" rx="2" fill="#111" />
          <circle cx="60" cy="56" r="3" fill="#111" />
        </g>
      )}
      <rect x="40" y="82" width="40" height="6" rx="3" fill="currentColor" opacity=".25" />
    </svg>
  );
}

/**
 * Spec §2/§8 play window error popup: title, paragraph, image, button. It opens once per page;
 * back goes to the language home, deposit (for players) just closes it.
 */
export function PlayErrorPopup({ error }: { error: PlayError }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return <PlayErrorDialog error={error} close={() => setOpen(false)} />;
}

function PlayErrorDialog({ error, close }: { error: PlayError; close: () => void }) {
  const { t } = useTranslation("games");
  const { lang, loggedIn } = useShellData();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(root, panel);
  const support = SUPPORT_ERRORS.includes(error);
  const lobby = LOBBY_ERRORS.includes(error);
  return (
    <div ref={root} className="modal play-error" data-modal="play-error" data-error={error}>
      <div className="modal__backdrop" />
      <div
        ref={panel}
        className="modal__panel modal__panel--small play-error__panel"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="play-error-title"
        aria-describedby="play-error-text"
      >
        <Illustration error={error} />
        <h2 id="play-error-title" className="modal__title">
          {t(`errors.${error}.title`)}
        </h2>
        <p id="play-error-text">{t(`errors.${error}.text`)}</p>
        <div className="play-error__actions">
          <Link to={`/${lang}`} className="btn btn--primary btn--block" data-testid="play-error-back">
            {t("errors.back")}
          </Link>
          {lobby ? (
            <Link to={`/${lang}/${slugFor("games", lang)}`} className="btn btn--ghost btn--block">
              {t("errors.allGames")}
            </Link>
          ) : null}
          {support ? (
            <Link to={`/${lang}/page/contact-us`} className="btn btn--ghost btn--block">
              {t("errors.contactSupport")}
            </Link>
          ) : null}
          {loggedIn && !support && !lobby ? (
            <button type="button" className="btn btn--ghost btn--block" onClick={close}>
              {t("errors.deposit")}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

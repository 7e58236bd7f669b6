import { useEffect, useState } from "react";
import { useHydrated } from "~/ui/useHydrated";
import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useShellData } from "~/frame-kit/useRootData";

export interface FavouriteToggleResult {
  favourite: boolean | null;
  formErrors?: string[];
}

/**
 * Spec §4 favourite toggle: a real POST form to {lang}/favourites/toggle (works without
 * JavaScript: the action redirects back); with JavaScript a fetcher keeps the page and the
 * heart shows the stored flag the platform returned.
 */
export function FavouriteButton({
  gameCode,
  favourite,
  gameName,
  className = "",
}: {
  gameCode: string;
  favourite: boolean;
  gameName: string;
  className?: string;
}) {
  const { t } = useTranslation("games");
  const { lang } = useShellData();
  const location = useLocation();
  const fetcher = useFetcher<FavouriteToggleResult>({ key: `favourite-${gameCode}` });
  const [state, setState] = useState(favourite);
  const hydrated = useHydrated();
  useEffect(() => setState(favourite), [favourite]);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && typeof fetcher.data.favourite === "boolean")
      setState(fetcher.data.favourite);
  }, [fetcher.state, fetcher.data]);
  const pending = fetcher.state !== "idle";
  const shown = pending ? !state : state;
  const failed = fetcher.state === "idle" && fetcher.data?.formErrors?.length;
  return (
    <fetcher.Form
      method="post"
      action={`/${lang}/favourites/toggle`}
      className={`favourite ${className}`}
      preventScrollReset
    >
      <input type="hidden" name="gameCode" value={gameCode} />
      <input type="hidden" name="favourite" value={String(state)} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className={`favourite__button${shown ? " favourite__button--on" : ""}`}
        aria-pressed={shown}
        aria-label={shown ? t("favourite.remove", { name: gameName }) : t("favourite.add", { name: gameName })}
        title={shown ? t("favourite.remove", { name: gameName }) : t("favourite.add", { name: gameName })}
        data-testid="favourite-toggle"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 20.5l-1.3-1.2C5.6 14.7 2.5 11.9 2.5 8.4 2.5 5.6 4.7 3.5 7.4 3.5c1.6 0 3.1.7 4.1 1.9 1-1.2 2.5-1.9 4.1-1.9 2.7 0 4.9 2.1 4.9 4.9 0 3.5-3.1 6.3-8.2 10.9z"
            fill={shown ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      </button>
      {failed ? (
        <span className="favourite__error" role="alert">
          {t("favourite.error")}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

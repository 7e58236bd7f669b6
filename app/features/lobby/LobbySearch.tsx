import { useCallback, useEffect, useRef, useState } from "react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { searchState } from "~/features/game-kit/catalogue";
import { GameTile } from "~/features/game-kit/GameTile";
import type { TileGame } from "~/features/game-kit/tiles";
import { sliceUrl } from "~/features/game-kit/GameGrid";
import { useAdoptTypedValue } from "~/ui/typed-before-hydration";

export interface SearchLimits {
  minChars: number;
  focusGuardMs: number;
  mobileScrollMs: number;
}

type Phase = "unfocused" | "focused" | "results";

/** The attribute on <body> while the search is open; the bottom nav hides on it (spec §2). */
export const SEARCH_OPEN_ATTR = "data-search-open";
const MOBILE_MAX = 767;
const DEBOUNCE_MS = 250;

/**
 * The box's magnifier, also the submit button's face on a small phone. Drawn here rather than
 * taken from ~/ui/icons: importing that module into the search split a new shared chunk out of
 * the bundle, one more script on every first load (ADR 018).
 */
function Magnifier({ strokeWidth, className }: { strokeWidth: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M11 4a7 7 0 100 14 7 7 0 000-14zM20 20l-4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Spec §4/§5 game search. A GET form (`?q=` on `action`), so it works without JavaScript.
 * With JavaScript: unfocused → focused → results at 3+ characters; cancel, a click outside,
 * scrolling the page or choosing a result resets it; for `focusGuardMs` after focusing, blur
 * and scroll are ignored (the mobile scroll-to-search animation of `mobileScrollMs` scrolls).
 */
export function LobbySearch({
  action,
  lang,
  limits,
  initialQuery = "",
}: {
  action: string;
  lang: string;
  limits: SearchLimits;
  initialQuery?: string;
}) {
  const { t } = useTranslation("lobby");
  const [value, setValue] = useState(initialQuery);
  const [phase, setPhase] = useState<Phase>("unfocused");
  const [results, setResults] = useState<SearchResults | null>(null);
  const [error, setError] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const focusedAt = useRef(0);
  const request = useRef(0);

  const { query, state } = searchState(value, limits.minChars);

  // Typed before hydration: take the text.
  useAdoptTypedValue(input, (element) => setValue(element.value));
  // Focused before hydration (React saw no focus event): open the search now, so the bottom nav
  // gives way and cancel appears, as if the box had been tapped after.
  useEffect(() => {
    if (document.activeElement !== input.current) return;
    focusedAt.current = performance.now();
    setPhase("focused");
  }, []);

  const reset = useCallback(() => {
    request.current += 1;
    setValue("");
    setResults(null);
    setError(false);
    setPhase("unfocused");
    input.current?.blur();
  }, []);

  const guarded = () => performance.now() - focusedAt.current < limits.focusGuardMs;

  // Results at 3+ characters (debounced; the latest answer wins).
  useEffect(() => {
    if (phase === "unfocused") return;
    if (state !== "ready") {
      setResults(null);
      setError(false);
      if (phase === "results") setPhase("focused");
      return;
    }
    const id = ++request.current;
    const timer = window.setTimeout(async () => {
      try {
        const res = await fetch(sliceUrl(lang, `src=search&q=${encodeURIComponent(query)}`, 0, 18), {
          headers: { accept: "application/json" },
        });
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { tiles: TileGame[]; total: number };
        if (id !== request.current) return;
        setError(false);
        setResults({ query, tiles: body.tiles, total: body.total });
        setPhase("results");
      } catch {
        if (id !== request.current) return;
        setError(true);
        setResults(null);
        setPhase("results");
      }
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, state, lang, phase === "unfocused"]); // eslint-disable-line react-hooks/exhaustive-deps

  // Outside click and page scroll reset (not during the focus guard).
  useEffect(() => {
    if (phase === "unfocused") return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) reset();
    };
    const onScroll = () => {
      if (!guarded()) reset();
    };
    document.addEventListener("pointerdown", onPointer);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      window.removeEventListener("scroll", onScroll);
    };
  }, [phase, reset]); // eslint-disable-line react-hooks/exhaustive-deps

  // The bottom nav hides while the search is open.
  useEffect(() => {
    if (phase === "unfocused") return;
    document.body.setAttribute(SEARCH_OPEN_ATTR, phase);
    return () => document.body.removeAttribute(SEARCH_OPEN_ATTR);
  }, [phase]);

  const onFocus = () => {
    if (phase !== "unfocused") return;
    focusedAt.current = performance.now();
    setPhase("focused");
    if (window.innerWidth <= MOBILE_MAX && root.current) scrollToSearch(root.current, limits.mobileScrollMs);
  };

  const open = phase !== "unfocused";
  return (
    <div ref={root} className="lobby-search" data-phase={phase}>
      <Form method="get" action={action} role="search" className="lobby-search__form" aria-label={t("search.label")}>
        <span className="lobby-search__icon" aria-hidden="true">
          <Magnifier strokeWidth={2} />
        </span>
        {/* The lobby's search box, named by aria-label and driven by its ref: no field to label (ADR 095). */}
        {/* eslint-disable-next-line no-restricted-syntax */}
        <input
          ref={input}
          type="search"
          name="q"
          className="lobby-search__input"
          placeholder={t("search.placeholder")}
          aria-label={t("search.label")}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={64}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onFocus={onFocus}
          onKeyDown={(event) => {
            if (event.key === "Escape") reset();
          }}
        />
        {open ? (
          <button type="button" className="lobby-search__cancel" onClick={reset}>
            {t("search.cancel")}
          </button>
        ) : null}
        <button type="submit" className="btn btn--primary lobby-search__submit">
          <Magnifier strokeWidth={2.4} className="lobby-search__submit-icon" />
          <span className="lobby-search__submit-text">{t("search.submit")}</span>
        </button>
      </Form>
      {open && state !== "idle" ? (
        <SearchPanel
          lang={lang}
          query={query}
          state={state}
          error={error}
          results={results}
          minChars={limits.minChars}
          onChoose={reset}
        />
      ) : null}
    </div>
  );
}

type SearchResults = { query: string; tiles: TileGame[]; total: number };

/** What the open search shows below the box: a hint, the first results, an error or "searching". */
function SearchPanel({
  lang,
  query,
  state,
  error,
  results,
  minChars,
  onChoose,
}: {
  lang: string;
  query: string;
  state: "short" | "ready";
  error: boolean;
  results: SearchResults | null;
  minChars: number;
  onChoose: () => void;
}) {
  const { t } = useTranslation("lobby");
  return (
    <div className="lobby-search__panel" role="region" aria-live="polite" aria-label={t("search.results")}>
      {state === "short" ? (
        <p className="lobby-search__message">{t("morethanthreechars", { count: minChars })}</p>
      ) : error ? (
        <p className="lobby-search__message" role="alert">
          {t("search.failed")}
        </p>
      ) : results && results.query === query ? (
        results.tiles.length === 0 ? (
          <p className="lobby-search__message">{t("nosearchresultsfound")}</p>
        ) : (
          <>
            <ul
              className="game-grid game-grid--compact"
              role="list"
              onClick={(event) => (event.target as HTMLElement).closest("a") && onChoose()}
            >
              {results.tiles.map((game) => (
                <li key={game.code}>
                  <GameTile game={game} lang={lang} />
                </li>
              ))}
            </ul>
            {results.total > results.tiles.length ? (
              <Link
                to={`/${lang}/search?q=${encodeURIComponent(query)}`}
                className="btn btn--ghost btn--block"
                onClick={onChoose}
              >
                {t("search.all", { count: results.total })}
              </Link>
            ) : null}
          </>
        )
      ) : (
        <p className="lobby-search__message" aria-busy="true">
          {t("search.searching")}
        </p>
      )}
    </div>
  );
}

/** Spec §9 mobile scroll-to-search: brings the box to the top of the screen over `ms`. */
function scrollToSearch(el: HTMLElement, ms: number) {
  const header = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--header-height")) || 0;
  const start = window.scrollY;
  const target = Math.max(0, start + el.getBoundingClientRect().top - header - 8);
  const began = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - began) / Math.max(1, ms));
    window.scrollTo(0, start + (target - start) * (p < 0.5 ? 2 * p * p : 1 - Math.pow(-2 * p + 2, 2) / 2));
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

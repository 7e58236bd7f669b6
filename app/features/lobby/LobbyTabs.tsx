import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { AppLink } from "~/ui/AppLink";

export interface LobbyTab {
  id: string;
  label: string;
  href: string;
}

/**
 * Spec §2 lobby tabs: All games plus one per group, in the server's HTML (so they work without
 * JavaScript); in the browser the active tab scrolls into view over `scrollMs`. (The "after 3 s"
 * of spec §2 is the game window's description tabs, not these.)
 */
export function LobbyTabs({
  allHref,
  tabs,
  active,
  scrollMs,
}: {
  allHref: string;
  tabs: LobbyTab[];
  active: string | null;
  scrollMs: number;
}) {
  const { t } = useTranslation("lobby");
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    let frame = 0;
    // Measured in the first frame, after the browser's own layout, and not animated when the tab
    // is already in place (the All tab, a list that fits): a start-up without layout thrash.
    frame = requestAnimationFrame((began) => {
      const current = el.querySelector<HTMLElement>("[aria-current=page]");
      if (!current) return;
      const start = el.scrollLeft;
      const wanted = current.offsetLeft - (el.clientWidth - current.clientWidth) / 2;
      const target = Math.min(Math.max(0, wanted), el.scrollWidth - el.clientWidth);
      el.dataset.scrollTarget = String(Math.round(target));
      if (Math.abs(target - start) < 1) return;
      const step = (now: number) => {
        const p = Math.min(1, (now - began) / Math.max(1, scrollMs));
        el.scrollLeft = start + (target - start) * (1 - Math.pow(1 - p, 3));
        if (p < 1) frame = requestAnimationFrame(step);
      };
      step(began);
    });
    return () => cancelAnimationFrame(frame);
  }, [active, scrollMs]);
  return (
    <nav className="lobby-tabs" aria-label={t("tabs.label")}>
      <ul ref={list} role="list">
        <li>
          <AppLink to={allHref} className="lobby-tabs__tab" aria-current={active === null ? "page" : undefined}>
            {t("tabs.all")}
          </AppLink>
        </li>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <AppLink to={tab.href} className="lobby-tabs__tab" aria-current={active === tab.id ? "page" : undefined}>
              {tab.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

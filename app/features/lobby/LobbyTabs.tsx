import { useEffect, useRef, useState } from "react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import "./lobby.css";

export interface LobbyTab {
  id: string;
  label: string;
  href: string;
}

/**
 * Spec §2 lobby tabs: All games plus one per group. They are in the server's HTML (so they work
 * without JavaScript); with JavaScript they keep their space but appear after `delayMs`
 * (spec §9 "tabs after 3 s"), and the active tab scrolls into view over `scrollMs`.
 */
export function LobbyTabs({ allHref, tabs, active, delayMs, scrollMs }: { allHref: string; tabs: LobbyTab[]; active: string | null; delayMs: number; scrollMs: number }) {
  const { t } = useTranslation("lobby");
  const [state, setState] = useState<"waiting" | "ready">("waiting");
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setState("ready"), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  useEffect(() => {
    if (state !== "ready") return;
    const el = list.current;
    const current = el?.querySelector<HTMLElement>("[aria-current=page]");
    if (!el || !current) return;
    const target = current.offsetLeft - (el.clientWidth - current.clientWidth) / 2;
    const start = el.scrollLeft;
    const began = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const p = Math.min(1, (now - began) / Math.max(1, scrollMs));
      el.scrollLeft = start + (target - start) * (1 - Math.pow(1 - p, 3));
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [state, scrollMs]);
  return (
    <nav className="lobby-tabs" aria-label={t("tabs.label")} data-state={state}>
      <ul ref={list} role="list">
        <li>
          <Link to={allHref} className="lobby-tabs__tab" aria-current={active === null ? "page" : undefined}>
            {t("tabs.all")}
          </Link>
        </li>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link to={tab.href} className="lobby-tabs__tab" aria-current={active === tab.id ? "page" : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

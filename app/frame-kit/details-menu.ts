import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "@remix-run/react";

/**
 * What closes a header <details> menu once JavaScript runs (it opens and closes without it):
 * Escape, a navigation of the app (with `withHash`, a change of the URL's fragment too), and with
 * `outsideClick` a click anywhere else. Not hydration: a menu opened on the server's page before
 * the scripts arrived stays open (it snapped shut under the player's finger, ADR 043).
 */
export function useDetailsMenu(
  menu: RefObject<HTMLDetailsElement>,
  { withHash = false, outsideClick = false } = {},
): void {
  const location = useLocation();
  const here = `${location.pathname}${location.search}${withHash ? location.hash : ""}`;
  const shown = useRef(here);
  useEffect(() => {
    if (here === shown.current) return;
    shown.current = here;
    if (menu.current) menu.current.open = false;
  }, [here, menu]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !details.contains(event.target as Node))
        details.open = false;
    };
    document.addEventListener("keydown", close);
    if (outsideClick) document.addEventListener("click", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("click", close);
    };
  }, [menu, outsideClick]);
}

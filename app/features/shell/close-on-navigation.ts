import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "@remix-run/react";

/**
 * Closes a <details> menu when the app navigates. Not at hydration: a menu opened on the
 * server's page before the scripts arrived stays open (it snapped shut under the player's
 * finger). `withHash` also counts a change of the URL's fragment as a navigation.
 */
export function useCloseOnNavigation(menu: RefObject<HTMLDetailsElement>, { withHash = false } = {}): void {
  const location = useLocation();
  const here = `${location.pathname}${location.search}${withHash ? location.hash : ""}`;
  const shown = useRef(here);
  useEffect(() => {
    if (here === shown.current) return;
    shown.current = here;
    if (menu.current) menu.current.open = false;
  }, [here, menu]);
}

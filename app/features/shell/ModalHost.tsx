import { useEffect, useReducer } from "react";
import { useLocation, useNavigation } from "@remix-run/react";
import { loadedModal, loadModal, openModalName } from "./modals";

/**
 * Renders the modal the URL asks for (`?modal=<name>` or a trigger parameter), if any. Its code
 * is fetched when a link to it is pointed at, focused or touched, or when a navigation to it
 * starts, so it is usually there by the time the URL changes; if not, it shows once it arrives.
 */
export function ModalHost() {
  const location = useLocation();
  const navigation = useNavigation();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const name = openModalName(location.search);
  const Component = name ? loadedModal(name) : undefined;
  const upcoming = navigation.location ? openModalName(navigation.location.search) : null;

  useEffect(() => {
    if (name && !Component) loadModal(name).then(arrived, () => undefined);
  }, [name, Component]);

  useEffect(() => {
    if (upcoming) loadModal(upcoming).catch(() => undefined);
  }, [upcoming]);

  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const wanted = openModalName(link.search);
      if (wanted) loadModal(wanted).catch(() => undefined);
    };
    const options = { passive: true, capture: true } as const;
    for (const type of ["pointerover", "focusin", "touchstart"]) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of ["pointerover", "focusin", "touchstart"]) document.removeEventListener(type, onIntent, options);
    };
  }, []);

  return Component ? <Component /> : null;
}

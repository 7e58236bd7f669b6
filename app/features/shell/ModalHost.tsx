import { useLocation } from "@remix-run/react";
import { MODALS, MODAL_TRIGGERS } from "./modals";

/** Renders the modal the URL asks for (`?modal=<name>` or a trigger parameter), if any. */
export function ModalHost() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const name = params.get("modal") ?? MODAL_TRIGGERS.find((trigger) => params.has(trigger.param))?.modal;
  const Component = name ? MODALS[name] : undefined;
  return Component ? <Component /> : null;
}

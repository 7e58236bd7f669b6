import { useLocation } from "@remix-run/react";
import { MODALS, openModalName } from "./modals";

/** Renders the modal the URL asks for (`?modal=<name>` or a trigger parameter), if any. */
export function ModalHost() {
  const name = openModalName(useLocation().search);
  const Component = name ? MODALS[name] : undefined;
  return Component ? <Component /> : null;
}

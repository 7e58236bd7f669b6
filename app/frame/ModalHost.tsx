import { useEffect, useReducer, useState } from "react";
import { useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Modal, withoutParams } from "~/ui/Modal";
import { loadedModal, loadModal, MODAL_TRIGGERS, openModalName } from "./modals";

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/**
 * Renders the modal the URL asks for (`?modal=<name>` or a trigger parameter), if any. Its code
 * is fetched when a link to it is pointed at, focused or touched, or when a navigation to it
 * starts, so it is usually there by the time the URL changes; if not, it shows once it arrives.
 * If it cannot be fetched (the connection dropped), a dialog says so and offers to try again.
 */
export function ModalHost() {
  const location = useLocation();
  const navigation = useNavigation();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  // The visit (location key) on which the modal's code failed to load: a later visit tries again.
  const [failedVisit, setFailedVisit] = useState<string | null>(null);
  const failed = failedVisit === location.key;
  const name = openModalName(location.search);
  const Component = name ? loadedModal(name) : undefined;
  const upcoming = navigation.location ? openModalName(navigation.location.search) : null;

  useEffect(() => {
    if (!name || Component || failed) return;
    const visit = location.key;
    loadModal(name).then(arrived, () => setFailedVisit(visit));
  }, [name, Component, failed, location.key]);

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
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, []);

  if (Component) return <Component />;
  if (name && failed) return <ModalUnavailable location={location} />;
  return null;
}

/**
 * Trying again loads the whole page: the server renders the modal, and a fresh document fetches
 * its code again (a browser remembers a failed dynamic import for the life of the page).
 */
function ModalUnavailable({ location }: { location: { pathname: string; search: string } }) {
  const { t } = useTranslation("common");
  return (
    <Modal
      id="modal-unavailable"
      title={t("errors.modalUnavailable.title")}
      closeHref={withoutParams(location, ["modal", ...MODAL_TRIGGERS.map((trigger) => trigger.param)])}
      closeLabel={t("actions.close")}
      size="small"
    >
      <p role="alert">{t("errors.modalUnavailable.text")}</p>
      <a href={`${location.pathname}${location.search}`} className="btn btn--primary btn--block">
        {t("actions.retry")}
      </a>
    </Modal>
  );
}

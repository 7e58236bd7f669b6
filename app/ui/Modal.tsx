import { useRef, type ReactNode } from "react";
import { Link, useNavigate } from "@remix-run/react";
import { Icon } from "./icons";
import { useModalFocus } from "./modal-focus";

export interface ModalProps {
  /** Unique id; the title element gets `${id}-title`. */
  id: string;
  title: ReactNode;
  /** Where closing goes: the current page without the modal's query parameters. Absent for blocking modals. */
  closeHref?: string;
  closeLabel?: string;
  size?: "small" | "medium" | "large";
  children: ReactNode;
}

/**
 * A dialog rendered on the server from the URL (ARCHITECTURE §4), so links open it without
 * JavaScript. Closing is a link; with JavaScript, Escape closes too, and `useModalFocus` keeps the
 * keyboard and screen readers inside it (ADR 085). Page scroll is locked by CSS while any modal
 * is open (body:has(.modal)).
 */
export function Modal({ id, title, closeHref, closeLabel = "Close", size = "medium", children }: ModalProps) {
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useModalFocus(
    root,
    panel,
    closeHref ? () => navigate(closeHref, { preventScrollReset: true, replace: true }) : undefined,
  );
  return (
    <div ref={root} className="modal" data-modal={id}>
      {closeHref ? (
        <Link to={closeHref} className="modal__backdrop" aria-hidden="true" tabIndex={-1} preventScrollReset replace />
      ) : (
        <div className="modal__backdrop" />
      )}
      <div
        ref={panel}
        className={`modal__panel modal__panel--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
      >
        {/* Not a <header>: inside a dialog it would be a second banner landmark. */}
        <div className="modal__header">
          <h2 id={`${id}-title`} className="modal__title" tabIndex={-1}>
            {title}
          </h2>
          {closeHref ? (
            <Link to={closeHref} className="modal__close" aria-label={closeLabel} preventScrollReset replace>
              <Icon name="close" size={20} />
            </Link>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}

/** The current URL without the given query parameters (closing a modal, spec §2 cleanup lists). */
export function withoutParams(
  location: { pathname: string; search: string; hash?: string },
  names: readonly string[],
): string {
  const params = new URLSearchParams(location.search);
  for (const name of names) params.delete(name);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { Icon, type IconName } from "./icons";

export type ToastType = "success" | "error" | "warning" | "info";

export interface ToastMessage {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
}

interface ToastTiming {
  durationMs: number;
  fadeInMs: number;
  fadeOutMs: number;
}

interface ToastApi {
  show(toast: Omit<ToastMessage, "id">): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows a toast from any component inside the shell. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast outside ToastProvider");
  return api;
}

const icons: Record<ToastType, IconName> = { success: "check", error: "alert", warning: "alert", info: "info" };

/** `shown` plus the toasts of `next` that neither `previous` (the last server list) nor `shown` has. */
export function withNewServerToasts(
  shown: ToastMessage[],
  previous: ToastMessage[],
  next: ToastMessage[],
): ToastMessage[] {
  const known = new Set([...shown, ...previous].map((toast) => toast.id));
  const fresh = next.filter((toast) => !known.has(toast.id));
  return fresh.length ? [...shown, ...fresh] : shown;
}

/**
 * Toasts stack bottom right with a close button and a progress bar (spec §2, §9 timings).
 * Server-rendered toasts (`initial`) also close and expire without JavaScript: the close
 * control is a checkbox and the expiry a CSS animation.
 */
export function ToastProvider({
  children,
  initial,
  timing,
  closeLabel,
  regionLabel,
}: {
  children: ReactNode;
  initial: ToastMessage[];
  timing: ToastTiming;
  closeLabel: string;
  regionLabel: string;
}) {
  const [toasts, setToasts] = useState<ToastMessage[]>(initial);
  // Server toasts of a later navigation (a flash after a form post) join those shown, once each.
  const [serverToasts, setServerToasts] = useState(initial);
  if (initial !== serverToasts) {
    setServerToasts(initial);
    setToasts((list) => withNewServerToasts(list, serverToasts, initial));
  }
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);
  const show = useCallback(
    (toast: Omit<ToastMessage, "id">) => {
      const id = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      setToasts((list) => [...list, { ...toast, id }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), timing.durationMs + timing.fadeInMs),
      );
      return id;
    },
    [dismiss, timing.durationMs, timing.fadeInMs],
  );
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const style = {
    "--toast-duration": `${timing.durationMs}ms`,
    "--toast-fade-in": `${timing.fadeInMs}ms`,
    "--toast-fade-out": `${timing.fadeOutMs}ms`,
  } as React.CSSProperties;
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="toasts" data-modal-keep aria-label={regionLabel} aria-live="polite" style={style}>
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast--${toast.type}`}
            role={toast.type === "error" ? "alert" : "status"}
            data-testid="toast"
          >
            <input
              type="checkbox"
              id={`dismiss-${toast.id}`}
              className="toast__dismiss"
              onChange={() => dismiss(toast.id)}
            />
            <span className="toast__icon">
              <Icon name={icons[toast.type]} size={20} />
            </span>
            <div className="toast__body">
              <p className="toast__title">{toast.title}</p>
              {toast.message ? <p className="toast__message">{toast.message}</p> : null}
            </div>
            <label htmlFor={`dismiss-${toast.id}`} className="toast__close" aria-label={closeLabel}>
              <Icon name="close" size={16} />
            </label>
            <span className="toast__progress" aria-hidden="true" />
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

import type { ReactNode } from "react";
import { useLocation, useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adoptInlineNamespace } from "~/ui/modal-namespace";
import { modalNamespaces, openModalName } from "./modals";

type I18n = ReturnType<typeof useTranslation>["i18n"];

const pending = new Map<string, Promise<void>>();
/** `lng:ns` that could not be loaded: the page renders with what it has rather than wait forever. */
const unavailable = new Set<string>();

/**
 * A page never shows translation keys (issue 35 §2): the namespaces of the matched routes
 * (`handle.i18n`) and of the modal the URL opens must be in i18next before the page renders.
 * In the browser a missing one suspends the render: router navigations are transitions, so the
 * previous page stays on screen until the namespace has loaded, then the new one shows, complete.
 * The server and hydration have them all (the page's payload, ModalNamespaceScript).
 */
export function NamespaceGate({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  if (typeof document === "undefined") return children;
  const wanted = new Set([
    ...matches.flatMap((match) => (match.handle as { i18n?: string[] } | undefined)?.i18n ?? []),
    ...modalNamespaces(openModalName(location.search)),
  ]);
  const lng = i18n.language;
  const missing = [...wanted].filter(
    (ns) => !i18n.hasResourceBundle(lng, ns) && !unavailable.has(`${lng}:${ns}`) && !adoptInlineNamespace(i18n, ns),
  );
  if (missing.length) throw loading(i18n, lng, missing);
  return children;
}

function loading(i18n: I18n, lng: string, missing: string[]): Promise<void> {
  const key = `${lng}:${[...missing].sort().join(",")}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = i18n
      .loadNamespaces(missing)
      .catch(() => undefined)
      .then(() => {
        for (const ns of missing) if (!i18n.hasResourceBundle(lng, ns)) unavailable.add(`${lng}:${ns}`);
        pending.delete(key);
      });
    pending.set(key, promise);
  }
  return promise;
}

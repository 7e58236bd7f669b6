import { useTranslation } from "react-i18next";
import { useNonce } from "~/ui/nonce";
import { JsonScript } from "~/ui/JsonScript";

/**
 * Modals render on any page, but a page only ships the namespaces its routes declare
 * (handle.i18n). A modal opened by the URL therefore carries its own namespace: the server
 * writes it into the page next to the modal, and the browser adds it to i18next before the
 * first render, so hydration sees the same strings. Opened later in the browser, the namespace
 * loads from /locales as usual (`ready` is false meanwhile).
 */
export function useModalNamespace(ns: string) {
  const { i18n } = useTranslation();
  if (typeof document !== "undefined" && !i18n.hasResourceBundle(i18n.language, ns)) adoptInlineNamespace(i18n, ns);
  return useTranslation(ns);
}

/** Adds the namespace the server wrote into the page (ModalNamespaceScript); true when it did. */
export function adoptInlineNamespace(i18n: ReturnType<typeof useTranslation>["i18n"], ns: string): boolean {
  const inline = document.getElementById(`i18n-${ns}`)?.textContent;
  if (!inline) return false;
  try {
    i18n.addResourceBundle(i18n.language, ns, JSON.parse(inline), true, false);
    return true;
  } catch {
    return false; // load it instead
  }
}

/** The namespace's strings, inline, for the browser to hydrate with (see useModalNamespace). */
export function ModalNamespaceScript({ ns }: { ns: string }) {
  const { i18n } = useTranslation();
  const nonce = useNonce();
  return <JsonScript id={`i18n-${ns}`} nonce={nonce} value={() => i18n.getResourceBundle(i18n.language, ns) ?? {}} />;
}

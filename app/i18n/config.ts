/** i18next options shared by the server render and the browser. */
export const i18nDefaults = {
  defaultNS: "common",
  fallbackLng: false as const,
  load: "currentOnly" as const,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
};

/** Namespaces every page needs (the shell); routes add theirs through `handle.i18n`. */
export const SHELL_NAMESPACES = ["common", "shell", "cookies", "policies", "account", "auth"];

/** Id of the JSON script that carries the page's translations to the browser. */
export const I18N_SCRIPT_ID = "i18n-data";

export interface I18nPayload {
  lng: string;
  version: string;
  resources: Record<string, unknown>;
}

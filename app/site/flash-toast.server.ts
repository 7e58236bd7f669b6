import type { AppLoadContext } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { serverT } from "~/i18n/i18next.server";
import { getSession, sessionStorage, type SessionFlash } from "~/session/session.server";
import type { ToastMessage } from "~/ui/Toast";

/**
 * The toast an action flashed into the session for the next page (e.g. the risk-check logout,
 * ADR 060), in the page's language, and the Set-Cookie that drops it: shown once, with or
 * without JavaScript. Its key is `namespace:key`.
 */
export async function takeFlashToast(
  request: Request,
  context: AppLoadContext,
  brand: BrandConfig,
  lang: string,
): Promise<{ toast: ToastMessage; setCookie: string } | null> {
  const session = await getSession(request, context);
  if (!session.has("toast")) return null;
  const flashed = session.get("toast") as SessionFlash["toast"];
  const setCookie = await sessionStorage(context).commitSession(session);
  if (!flashed) return null;
  const split = flashed.key.indexOf(":");
  const ns = split > 0 ? flashed.key.slice(0, split) : "shell";
  const t = await serverT(context, brand, lang, ns);
  const toast: ToastMessage = {
    // Unique per page: with JavaScript a later flash joins the shown toasts by id.
    id: `flash-${Date.now().toString(36)}`,
    type: flashed.type,
    title: t(flashed.key.slice(split + 1), flashed.values ?? {}),
  };
  return { toast, setCookie };
}

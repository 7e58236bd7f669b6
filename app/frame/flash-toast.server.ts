import type { AppLoadContext } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { serverT } from "~/i18n/i18next.server";
import { getSession, type SessionFlash } from "~/session/session.server";
import type { ToastMessage } from "~/ui/Toast";

/**
 * The toast an action flashed into the session for the next page (e.g. the risk-check logout,
 * ADR 060), in the page's language: shown once, with or without JavaScript, as reading it drops it
 * from the request's session, whose cookie the root loader writes (ADR 093). Its key is
 * `namespace:key`.
 */
export async function takeFlashToast(
  request: Request,
  context: AppLoadContext,
  brand: BrandConfig,
  lang: string,
): Promise<ToastMessage | null> {
  const session = await getSession(request, context);
  if (!session.has("toast")) return null;
  const flashed = session.get("toast") as SessionFlash["toast"];
  if (!flashed) return null;
  const split = flashed.key.indexOf(":");
  const ns = split > 0 ? flashed.key.slice(0, split) : "shell";
  const t = await serverT(context, brand, lang, ns);
  return {
    // Unique per page: with JavaScript a later flash joins the shown toasts by id.
    id: `flash-${Date.now().toString(36)}`,
    type: flashed.type,
    title: t(flashed.key.slice(split + 1), flashed.values ?? {}),
  };
}

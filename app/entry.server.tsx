import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createServerI18n, i18nServer } from "./i18n/i18next.server";
import { loadAllModals } from "~/frame/modals";
import { readHandoff, renderDocument, utf8Bytes } from "./document.server";

/** How long Remix waits for a loader's promises inside the single-fetch data before it rejects them. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const brand = loadContext.brand;
  const rootData = remixContext.staticHandlerContext.loaderData.root as { lang?: string } | undefined;
  const lng = await i18nServer(brand, rootData?.lang).getLocale(request);
  // Modals load on demand in the browser; the server renders whichever one the URL opens.
  const [i18n, handoff] = await Promise.all([
    createServerI18n(loadContext, brand, lng),
    readHandoff(remixContext),
    loadAllModals(),
  ]);
  const page = renderDocument({
    context: remixContext,
    url: request.url,
    i18n,
    nonce: loadContext.nonce,
    handoff,
    brand,
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(utf8Bytes(page), { headers: responseHeaders, status: responseStatusCode });
}

/** The bench's baseline renders the same document without loaders or HTTP (tests/perf/render-worker.ts). */
export { renderDocument };

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(`${request.method} ${new URL(request.url).pathname}:`, error);
}

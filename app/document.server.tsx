import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import type { i18n as I18n } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { NonceContext } from "./ui/nonce";
import { scriptJson } from "./ui/script-json";
import type { BrandConfig } from "./brand/config.generated";
import { BRAND_SCRIPT_ID, BrandProvider } from "./brand/BrandContext";
import { toPublicConfig } from "./brand/public";
import { scriptsAfterFirstPaint } from "./document-scripts.server";

const publicJson = new WeakMap<BrandConfig, string>();

/**
 * The public configuration as JSON that is safe inside a <script> element (nothing in it can close
 * the element), made once per configuration: the document carries it on every page (ADR 030).
 */
function publicConfigJson(config: BrandConfig): string {
  let json = publicJson.get(config);
  if (json === undefined) {
    json = scriptJson(toPublicConfig(config));
    publicJson.set(config, json);
  }
  return json;
}

/**
 * The document is rendered in one synchronous pass (ADR 026). Remix's single-fetch data (the
 * turbo-stream of every loader's result) is read to its end first and written after the HTML as the
 * same two inline scripts Remix's own <StreamTransfer> writes chunk by chunk.
 */
type WithHandoff = EntryContext & { serverHandoffStream?: ReadableStream<Uint8Array> };

export async function readHandoff(context: EntryContext): Promise<string> {
  const stream = (context as WithHandoff).serverHandoffStream;
  if (!stream) return "";
  // Decoded as it is read rather than through a Response's text(): one chunk without deferred
  // data, and no Response, body and byte buffers built around it on every page.
  const decoder = new TextDecoder();
  let text = "";
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    text += decoder.decode(read.value, { stream: true });
  return text + decoder.decode();
}

export function handoffScripts(handoff: string, nonce: string): string {
  const open = nonce ? `<script nonce="${nonce}">` : "<script>";
  const enqueue = handoff
    ? `${open}window.__remixContext.streamController.enqueue(${scriptJson(handoff)});</script>`
    : "";
  return `${enqueue}${open}window.__remixContext.streamController.close();</script>`;
}

/** Whether React gave up on a Suspense boundary (its `<!--$!-->` marker) and left it to the browser. */
export const leftToBrowser = (html: string) => html.includes("<!--$!-->");

export interface DocumentParts {
  context: EntryContext;
  url: string;
  i18n: I18n;
  nonce: string;
  handoff: string;
  /** The request's brand: its public part is provided to the page and written for the browser (ADR 030). */
  brand: BrandConfig;
}

/**
 * The page, as the strings it is made of in order: the response writes them into one buffer
 * (utf8Bytes) without first joining them into one more copy of the page.
 */
export function renderDocument({ context, url, i18n, nonce, handoff, brand }: DocumentParts): string[] {
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <BrandProvider value={toPublicConfig(brand)}>
        <I18nextProvider i18n={i18n}>
          <RemixServer
            context={{ ...context, serverHandoffStream: undefined } as WithHandoff}
            url={url}
            nonce={nonce}
          />
        </I18nextProvider>
      </BrandProvider>
    </NonceContext.Provider>,
  );
  // Everything the server renders must be ready without waiting (modals are loaded up front);
  // a component that suspends would reach the player as its fallback until the browser renders it.
  if (leftToBrowser(html))
    console.error(
      `${new URL(url).pathname}: a component suspended during the server render; its part is left to the browser`,
    );
  // As <StreamTransfer>: without <Scripts> there is no stream in the page to hand the data to,
  // and no script to read the brand. The brand's JSON is made once per brand, not per request.
  if (!context.renderMeta?.didRenderScripts) return ["<!DOCTYPE html>", html];
  const held = scriptsAfterFirstPaint(html, nonce);
  return [
    "<!DOCTYPE html>",
    ...held.parts,
    `<script type="application/json" id="${BRAND_SCRIPT_ID}">${publicConfigJson(brand)}</script>${handoffScripts(handoff, nonce)}${held.loader}`,
  ];
}

/**
 * The page as UTF-8 bytes, written part by part into one buffer of the measured length. Bytes, not
 * a string: a string body is scanned for lone surrogates and encoded again by fetch's Response.
 * Not Buffer.from of the joined page: joining makes one more copy of the page, and Buffer.from
 * encodes a joined string about three times slower than this (0.33 against 0.11 ms for the lobby
 * on Node 20; ADR 044).
 */
export function utf8Bytes(parts: readonly string[]): Buffer<ArrayBuffer> {
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part);
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts) at += bytes.write(part, at);
  return bytes;
}

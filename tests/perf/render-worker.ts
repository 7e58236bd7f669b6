/**
 * The baseline of the lobby benchmark (ARCHITECTURE §8 "a bare renderToString of the same tree"):
 * starts the production build in this process, lets Remix answer the lobby page once to capture
 * exactly what it renders (the entry context with the loaders' data and the request's load context),
 * then renders that same tree with renderToString, with no loaders, platform calls or streaming.
 * Prints one JSON line: { rendersPerSecond, renders, ms, bytes }.
 * Usage (run by lobby-bench.ts): tsx tests/perf/render-worker.ts <port> <host> <path> <seconds>
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { RemixServer } from "@remix-run/react";
import type { AppLoadContext, EntryContext, ServerBuild } from "@remix-run/node";
import { readEnv } from "../../app/config/env.server";
import { createServer, listenGracefully } from "../../server/app";
import { createServerI18n } from "../../app/i18n/i18next.server";

const [port = "3491", host = "solbet.localhost", pathname = "/pb/jogos", seconds = "8"] = process.argv.slice(2);

interface Captured {
  request: Request;
  context: EntryContext;
  load: AppLoadContext;
  /** The single-fetch data stream RemixServer inlines, read once, replayed for every render. */
  handoff: Promise<Uint8Array[]>;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

function replay(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild & { entry: { module: Record<string, unknown> } };
let captured: Captured | null = null;
const original = build.entry.module.default as (...args: unknown[]) => Promise<Response>;
// `entry` is a plain object in the build, so its module can be swapped for one that records its arguments.
(build.entry as { module: unknown }).module = {
  ...build.entry.module,
  default: (request: Request, status: number, headers: Headers, context: EntryContext, load: AppLoadContext) => {
    const ctx = context as EntryContext & { serverHandoffStream?: ReadableStream<Uint8Array> };
    if (new URL(request.url).pathname === pathname && ctx.serverHandoffStream) {
      const [forResponse, forBench] = ctx.serverHandoffStream.tee();
      ctx.serverHandoffStream = forResponse;
      captured = { request, context: { ...ctx }, load, handoff: readAll(forBench) };
    }
    return original(request, status, headers, context, load);
  },
};

process.env.PORT = port;
const env = readEnv();
const running = await createServer(env, () => undefined);
const server = listenGracefully(running, env, () => undefined);
await new Promise((resolve) => setTimeout(resolve, 500));

const url = `http://127.0.0.1:${port}${pathname}`;
for (let i = 0; i < 3; i++) {
  const res = await fetch(url, { headers: { host: `${host}:${port}` } });
  await res.text();
}
if (!captured) throw new Error(`no render captured for ${pathname}`);
const { request, context, load, handoff } = captured as Captured;
const chunks = await handoff;
const brand = load.brands.forHost(request.headers.get("host"));
const lang = (context.staticHandlerContext.loaderData.root as { lang: string }).lang;
const i18n = await createServerI18n(load, brand, lang);

const tree = () =>
  createElement(I18nextProvider, { i18n }, createElement(RemixServer, { context: { ...context, serverHandoffStream: replay(chunks) } as EntryContext, url: request.url }));
let bytes = renderToString(tree()).length;
for (let i = 0; i < 20; i++) renderToString(tree());
const started = performance.now();
let renders = 0;
while (performance.now() - started < Number(seconds) * 1000) {
  bytes = renderToString(tree()).length;
  renders++;
}
const ms = performance.now() - started;
console.log(JSON.stringify({ rendersPerSecond: (renders * 1000) / ms, renders, ms, bytes }));
server.close();
await running.close();
process.exit(0);

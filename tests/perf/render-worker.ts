/**
 * The baseline of the lobby benchmark (ARCHITECTURE §8 "a bare renderToString of the same tree"):
 * starts the production build in this process, lets Remix answer the lobby page once to capture
 * exactly what it renders (the entry context with the loaders' data, the serialised data, the
 * request's load context), then renders that same document with the build's own renderDocument
 * (entry.server, one renderToString), with no loaders, platform calls, data encoding or HTTP.
 * Prints {"ready":true,"bytes":…} once captured, then for each stdin line `render <ms>` renders for
 * that long and prints one JSON line { rendersPerSecond, renders, ms, bytes }; any other line ends it.
 * Usage (run by lobby-bench.ts): tsx tests/perf/render-worker.ts <port> <host> <path>
 * (PLATFORM_URL may point at a running platform; without it the worker starts its own sandbox).
 */
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import type { AppLoadContext, EntryContext, ServerBuild } from "@remix-run/node";
import { readEnv } from "../../app/config/env.server";
import { createServer, listenGracefully } from "../../server/app";
import { createServerI18n } from "../../app/i18n/i18next.server";
import { readHandoff, type renderDocument as RenderDocument } from "../../app/document.server";

const [port = "3491", host = "solbet.localhost", pathname = "/pb/jogos"] = process.argv.slice(2);

interface Captured {
  request: Request;
  context: EntryContext;
  load: AppLoadContext;
  /** The single-fetch data the document inlines, read once from a copy of Remix's stream. */
  handoff: Promise<string>;
}

const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild & {
  entry: { module: Record<string, unknown> };
};
const renderDocument = build.entry.module.renderDocument as typeof RenderDocument;
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
      captured = {
        request,
        context: { ...ctx },
        load,
        handoff: readHandoff({ ...ctx, serverHandoffStream: forBench } as EntryContext),
      };
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
const handoffText = await handoff;
const brand = load.brands.forHost(request.headers.get("host"));
const lang = (context.staticHandlerContext.loaderData.root as { lang: string }).lang;
const i18n = await createServerI18n(load, brand, lang);

const render = () =>
  renderDocument({ context, url: request.url, i18n, nonce: load.nonce, handoff: handoffText, brand });
// Characters, as the HTTP side counts its page (the parts joined).
const bytes = render().reduce((sum, part) => sum + part.length, 0);
server.close();
await running.close();

/** Renders for `ms` and answers with one JSON line; the bench alternates these windows with its HTTP ones. */
function renderFor(ms: number) {
  const started = performance.now();
  let renders = 0;
  while (performance.now() - started < ms) {
    render();
    renders++;
  }
  const took = performance.now() - started;
  return { rendersPerSecond: (renders * 1000) / took, renders, ms: took, bytes };
}

console.log(JSON.stringify({ ready: true, bytes }));
for await (const line of createInterface({ input: process.stdin })) {
  const [command, value] = line.trim().split(/\s+/);
  if (command === "render") console.log(JSON.stringify(renderFor(Number(value))));
  else break;
}
process.exit(0);

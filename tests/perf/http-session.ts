/**
 * Plain HTTP against a local production server for the perf scripts: Node does not resolve
 * <brand>.localhost as Chromium does, so requests go to 127.0.0.1 with the brand's Host header.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import path from "node:path";
import { serveNodeFlags } from "./serve-flags";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function send(
  port: number,
  host: string,
  pathname: string,
  options: { method?: string; cookie?: string; form?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const headers: Record<string, string> = { host: `${host}:${port}` };
  if (options.cookie) headers.cookie = options.cookie;
  if (body !== undefined) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    headers["content-length"] = String(Buffer.byteLength(body));
    // Writes must come from the site's own origin (server/security.ts).
    headers.origin = `http://${host}:${port}`;
  }
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path: pathname, method: options.method ?? (body ? "POST" : "GET"), headers },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The cookies a response sets, as one Cookie header (name=value pairs only). */
export function cookiesOf(answer: Answer, previous = ""): string {
  const jar = new Map(
    previous
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0], pair] as const),
  );
  const set = answer.headers["set-cookie"] ?? [];
  for (const line of Array.isArray(set) ? set : [set]) {
    const pair = line.split(";")[0];
    jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].join("; ");
}

/** Signs a sandbox player in through the site's own login form; returns the session Cookie header. */
export async function signIn(port: number, host: string, lang: string, email: string, password: string) {
  const answer = await send(port, host, `/${lang}/login`, { form: { emailId: email, password } });
  const cookie = cookiesOf(answer);
  if (answer.status !== 302 && answer.status !== 303 && answer.status !== 204)
    throw new Error(`login as ${email} answered ${answer.status}`);
  const check = await send(port, host, `/${lang}`, { cookie });
  if (!check.body.includes('data-testid="logout"')) throw new Error(`login as ${email} did not give a logged-in page`);
  return cookie;
}

/** Waits until `url` answers 200 (a server the script started). */
export async function waitFor(url: string, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

/** A production server on the embedded sandbox (fresh, in memory), as `npm run serve` starts it. */
export function startProductionServer(port: number): ChildProcess {
  return spawn("npx", ["tsx", ...serveNodeFlags(), "server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SANDBOX_DATA_DIR: "memory://",
    },
    stdio: "ignore",
    detached: true,
  });
}

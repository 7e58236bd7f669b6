/**
 * A platform that never answers (ADR 051's test double): "hang" accepts each call and says
 * nothing; "trickle" sends the headers and then one byte a second, never a whole body. And the
 * production server pointed at it (PLATFORM_URL), for the e2e and the perf note.
 */
import { spawn } from "node:child_process";
import { createServer, type ServerResponse } from "node:http";
import path from "node:path";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

export type SlowMode = "hang" | "trickle";

export interface Running {
  close(): Promise<void>;
}

export interface SlowPlatform extends Running {
  /** How the next calls fail to answer. */
  mode: SlowMode;
}

export async function startSlowPlatform(port: number, initial: SlowMode): Promise<SlowPlatform> {
  const open = new Set<ServerResponse>();
  let mode = initial;
  const server = createServer((_req, res) => {
    open.add(res);
    res.on("close", () => open.delete(res));
    if (mode === "hang") return;
    res.writeHead(200, { "content-type": "application/json" });
    res.write("{");
    const timer = setInterval(() => res.write(" "), 1000);
    res.on("close", () => clearInterval(timer));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    get mode() {
      return mode;
    },
    set mode(next: SlowMode) {
      mode = next;
    },
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The production build (npm run build first) on `port`, calling the platform at `platformUrl`. */
export async function startApp(port: number, platformUrl: string, env: Record<string, string> = {}): Promise<Running> {
  const child = spawn("npx", ["tsx", "server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PLATFORM_URL: platformUrl,
      SESSION_SECRET: "slow-platform-test-secret-0123456789abcdef",
      ...env,
    },
    stdio: "ignore",
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  };
  const until = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > until) {
      await stop();
      throw new Error(`the app on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { close: stop };
}

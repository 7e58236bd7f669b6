/**
 * For tests/e2e/brands-history.spec.ts: serves each given brands folder with the real server
 * (createServer) on its own port, all in one process, so the suite pays one start for every
 * release. A folder the server refuses with the upgrade's message is upgraded (`brands upgrade`,
 * as an operator would run it) and tried again; nothing else is forgiven. Platform calls go to
 * PLATFORM_URL (the suite's own server and sandbox).
 *
 *   tsx tests/e2e/brands-history-server.ts <first-port> <brands-dir>…
 *
 * Prints "upgraded <dir>" for each upgraded folder, then "listening" once every port listens.
 */
import type { Server } from "node:http";
import path from "node:path";
import { readEnv } from "../../app/config/env.server";
import { brandDirs } from "../../app/brand/validate.server";
import { createServer, StartupError, type RunningServer } from "../../server/app";
import { run } from "../../scripts/brands";

const [firstPort, ...dirs] = process.argv.slice(2);
const quiet = { stdout: () => {}, stderr: (line: string) => console.error(line) };
const started: { running: RunningServer; server: Server }[] = [];

async function serve(dir: string, port: number): Promise<void> {
  const env = readEnv({
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    BRANDS_DIR: dir,
    DEFAULT_BRAND: path.basename(brandDirs(dir)[0]),
  });
  let running: RunningServer;
  try {
    running = await createServer(env, () => {});
  } catch (error) {
    const upgradable =
      error instanceof StartupError &&
      error.message
        .split("\n")
        .slice(1)
        .every((line) => /run `npm run brands -- upgrade [a-z0-9-]+` to write it/.test(line));
    if (!upgradable || (await run(["upgrade", "--root", dir], quiet)) !== 0) throw error;
    console.log(`upgraded ${dir}`);
    running = await createServer(env, () => {});
  }
  const server = running.app.listen(port, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  started.push({ running, server });
}

for (const [i, dir] of dirs.entries()) await serve(dir, Number(firstPort) + i);
console.log("listening");

process.on("SIGTERM", async () => {
  for (const { running, server } of started) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await running.close();
  }
  process.exit(0);
});

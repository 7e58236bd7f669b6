/**
 * Time to a branded page when the platform hangs or trickles bytes (ADR 051), for the notes:
 * starts a platform that never answers and the production build against it (npm run build
 * first), asks each page SLOW_RUNS times (3) per mode and prints the median, e.g.
 * "time to branded page with a hanging platform: 3050 ms". Ports: SLOW_PORT (3458) for the app,
 * the next one for the platform.
 */
import { startApp, startSlowPlatform, type SlowMode } from "../support/slow-platform";

const PORT = Number(process.env.SLOW_PORT ?? 3458);
const RUNS = Number(process.env.SLOW_RUNS ?? 3);
const HOST = process.env.SLOW_HOST ?? "solbet.localhost";
const PAGES = (process.env.SLOW_PAGES ?? "/,/page/faq").split(",");

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The whole document's time, and whether it is the brand's own page (its header and footer). */
async function timePage(path: string): Promise<{ ms: number; status: number; branded: boolean }> {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${PORT}${path}`, {
    headers: { host: `${HOST}:${PORT}` },
    redirect: "follow",
  });
  const html = await res.text();
  const ms = Math.round(performance.now() - started);
  return { ms, status: res.status, branded: html.includes("site-header") && html.includes("site-footer") };
}

const platform = await startSlowPlatform(PORT + 1, "hang");
const app = await startApp(PORT, `http://127.0.0.1:${PORT + 1}`);
try {
  for (const mode of ["hang", "trickle"] as SlowMode[]) {
    platform.mode = mode;
    const times: number[] = [];
    for (const page of PAGES) {
      for (let run = 0; run < RUNS; run++) {
        const { ms, status, branded } = await timePage(page);
        if (!branded) throw new Error(`${page} (${mode}): HTTP ${status} without the brand's header and footer`);
        times.push(ms);
      }
    }
    const label = mode === "hang" ? "a hanging platform" : "a platform trickling bytes";
    console.log(
      `time to branded page with ${label}: ${median(times)} ms (median of ${times.length}; max ${Math.max(...times)} ms)`,
    );
  }
} finally {
  await app.close();
  await platform.close();
}

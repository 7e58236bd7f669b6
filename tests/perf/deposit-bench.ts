/**
 * Deposit action benchmark (issue 25 §9): the server time of POST {lang}/cashier/deposit next to
 * the lobby render's, from one run, no assertions. A production server with the embedded sandbox
 * answers both, so each figure includes the platform's work (the deposit: cashier data, a locked
 * wallet transaction, the BR Code; the lobby: catalogue calls). Requests are sequential and
 * interleaved (lobby, new deposit, replayed deposit, the QR step page), so all see the same machine.
 * Needs a build (`npm run build`). Usage: npx tsx tests/perf/deposit-bench.ts
 * Env: DEPOSIT_BENCH_PORT (3492), DEPOSIT_BENCH_HOST (solbet.localhost: a brand with a qr method),
 * DEPOSIT_BENCH_LANG (pb), DEPOSIT_BENCH_REQUESTS (120 of each), DEPOSIT_BENCH_LOBBY (/pb/jogos).
 */
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { cookiesOf, send, signIn, type Answer, waitFor, startProductionServer } from "./http-session";

const PORT = Number(process.env.DEPOSIT_BENCH_PORT ?? 3492);
const HOST = process.env.DEPOSIT_BENCH_HOST ?? "solbet.localhost";
const LANG = process.env.DEPOSIT_BENCH_LANG ?? "pb";
const REQUESTS = Number(process.env.DEPOSIT_BENCH_REQUESTS ?? 120);
const LOBBY = process.env.DEPOSIT_BENCH_LOBBY ?? `/${LANG}/jogos`;
const BRAND = HOST.split(".")[0];
// The bench makes ~250 deposits a minute: above the sandbox's per-player rate (ADR 077).
process.env.SANDBOX_DEPOSITS_PER_MINUTE ??= "100000";

/** Ends the player's unpaid code, so the next new key makes a deposit instead of resuming it (100532). */
const expirePending = (email: string) =>
  fetch(`http://127.0.0.1:${PORT}/sandbox/controls/cashier/expire-pending`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, site: BRAND }),
  });

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

async function timed(run: () => Promise<Answer>, expect: (answer: Answer) => boolean, label: string) {
  const start = process.hrtime.bigint();
  const answer = await run();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (!expect(answer)) throw new Error(`${label} answered ${answer.status} ${answer.headers.location ?? ""}`);
  return { ms, answer };
}

/** The deposit form as the page renders it: its method and first quick amount (read, not assumed). */
function depositForm(html: string) {
  const method = html.match(/name="method" value="([^"]+)"/)?.[1];
  const quick =
    html.match(/name="quick"[^>]*value="([^"]+)"/)?.[1] ?? html.match(/value="([^"]+)"[^>]*name="quick"/)?.[1];
  if (!method || !quick) throw new Error(`no deposit form with a qr method on ${HOST}`);
  return { method, quick };
}

export async function runDepositBench() {
  const server = startProductionServer(PORT);
  try {
    await waitFor(`http://127.0.0.1:${PORT}/healthz`);
    const cookie = await signIn(PORT, HOST, LANG, `player@${BRAND}.test`, "Sandbox123");
    const { method, quick } = depositForm((await send(PORT, HOST, `/${LANG}?deposit=true`, { cookie })).body);
    const deposit = (key: string) =>
      send(PORT, HOST, `/${LANG}/cashier/deposit`, {
        cookie,
        form: { method, quick, amount: "", bonusCode: "", idempotencyKey: key, returnTo: `/${LANG}` },
      });
    // A started deposit goes on to the QR step; a refused one back to step 1 with its message.
    const started = (a: Answer) => a.status === 302 && String(a.headers.location).includes("step=2");
    const lobby: number[] = [];
    const fresh: number[] = [];
    const replay: number[] = [];
    const qrPage: number[] = [];
    // Warm-up: the first requests compile templates and fill the catalogue cache.
    for (let i = 0; i < 5; i++) {
      await send(PORT, HOST, LOBBY, { cookie });
      await expirePending(`player@${BRAND}.test`);
      await deposit(randomUUID());
    }
    for (let i = 0; i < REQUESTS; i++) {
      const key = randomUUID();
      lobby.push(
        (
          await timed(
            () => send(PORT, HOST, LOBBY, { cookie }),
            (a) => a.status === 200,
            "lobby",
          )
        ).ms,
      );
      await expirePending(`player@${BRAND}.test`);
      const made = await timed(() => deposit(key), started, "deposit");
      fresh.push(made.ms);
      replay.push((await timed(() => deposit(key), started, "replayed deposit")).ms);
      // The step the deposit leads to: the page with the QR drawn on the server (ADR 055).
      const withPending = cookiesOf(made.answer, cookie);
      const qr = await timed(
        () => send(PORT, HOST, String(made.answer.headers.location), { cookie: withPending }),
        (a) => a.status === 200 && a.body.includes("<svg") && a.body.includes('data-view="qr"'),
        "QR step",
      );
      qrPage.push(qr.ms);
    }
    const row = (name: string, xs: number[]) =>
      console.log(
        `${name.padEnd(26)} ${quantile(xs, 0.5).toFixed(1).padStart(7)} ${quantile(xs, 0.9).toFixed(1).padStart(7)}   ${(quantile(xs, 0.5) / quantile(lobby, 0.5)).toFixed(2)}×`,
      );
    console.log(`Deposit action vs lobby render, ${REQUESTS} sequential requests each, ${HOST}, method ${method}`);
    console.log("request                    p50(ms) p90(ms)   p50 / lobby p50");
    row(`GET ${LOBBY} (logged in)`, lobby);
    row("POST deposit, new key", fresh);
    row("POST deposit, replayed key", replay);
    row("GET the QR step it opens", qrPage);
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runDepositBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

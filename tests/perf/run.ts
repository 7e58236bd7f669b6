/**
 * `npm run perf`: the benchmarks of ARCHITECTURE §8 and issue 4 §11, from one run (figures printed,
 * no assertions): (a) first-load JavaScript and (b) server render cost of the lobby
 * (lobby-bench.ts), then (c) the Lighthouse mobile medians (lighthouse.ts; PERF_SKIP_LIGHTHOUSE=1
 * leaves them out, `npm run perf:lighthouse` runs them alone). Not part of `npm test`.
 */
import { runLobbyBench } from "./lobby-bench";
import { runLighthouse } from "./lighthouse";

async function main() {
  await runLobbyBench();
  if (process.env.PERF_SKIP_LIGHTHOUSE) return;
  console.log("\n(c) Lighthouse");
  await runLighthouse();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run perf`: the benchmarks of ARCHITECTURE §8 and issue 4 §11, from one run (figures printed,
 * no assertions): (a) first-load JavaScript and (b) server render cost of the lobby
 * (lobby-bench.ts), (c) the deposit action's server time next to the lobby's (deposit-bench.ts),
 * then (d) the Lighthouse mobile medians (lighthouse.ts; PERF_SKIP_LIGHTHOUSE=1
 * leaves them out, `npm run perf:lighthouse` runs them alone). Not part of `npm test`.
 */
import { runLobbyBench } from "./lobby-bench";
import { runLighthouse } from "./lighthouse";
import { runDepositBench } from "./deposit-bench";

async function main() {
  await runLobbyBench();
  console.log("\n(c) Deposit action");
  await runDepositBench();
  if (process.env.PERF_SKIP_LIGHTHOUSE) return;
  console.log("\n(d) Lighthouse");
  await runLighthouse();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

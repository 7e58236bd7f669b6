/**
 * `npm run perf`: the benchmarks of ARCHITECTURE §8 (figures printed, no assertions).
 * Lighthouse is separate (`npm run perf:lighthouse`, tests/perf/lighthouse.ts); neither is part of `npm test`.
 */
import { runLobbyBench } from "./lobby-bench";

runLobbyBench().catch((error) => {
  console.error(error);
  process.exit(1);
});

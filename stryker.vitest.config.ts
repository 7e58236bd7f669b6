/**
 * The vitest config of `npm run test:mutation` (stryker.config.json): the project's config with
 * the test files narrowed to the mutated modules' own tests (unit and property tests), so that
 * Stryker's dry run and each mutant's run stay in seconds instead of loading the loader and
 * sandbox suites that merely import these modules. Keep this list in step with `mutate`.
 */
import { defineConfig } from "vitest/config";
import base from "./vite.config";

export const MUTATION_TESTS = [
  "app/session/balances*.test.ts",
  "app/routing/safe-path*.test.ts",
  "app/routing/continue-target*.test.ts",
  "app/features/auth/redirect*.test.ts",
  "app/features/games/launch-decision*.test.ts",
  "app/features/limits/deposit-limit-schema*.test.ts",
];

export default defineConfig((env) => {
  const config = base(env);
  return { ...config, test: { ...config.test, include: MUTATION_TESTS } };
});

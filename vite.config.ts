/// <reference types="vitest/config" />
import { vitePlugin as remix } from "@remix-run/dev";
import path from "node:path";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import { firstLoadChunks } from "./scripts/first-load-chunks";
import { precompress } from "./scripts/precompress";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    !process.env.VITEST && remix(remixConfig),
    tsconfigPaths(),
    precompress(path.resolve("build/client/assets")),
  ],
  server: {
    hmr: { port: Number(process.env.HMR_PORT ?? 24678) },
    watch: {
      ignored: [
        "**/tests/.artifacts/**",
        "**/.data/**",
        "**/build/**",
        "**/test-results/**",
        "**/playwright-report/**",
      ],
    },
  },
  optimizeDeps: {
    exclude: ["i18next-fs-backend"],
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "i18next",
      "react-i18next",
      "remix-i18next/react",
      "swiper",
      "swiper/react",
      "swiper/modules",
      "i18next-http-backend",
    ],
  },
  build: {
    target: "es2020",
    // Only chunks with no code are merged. Rollup merges a small chunk with no side effects into
    // any other, so a page loaded other pages' code: 11 KB of gzip on the lobby. Since `vendor` and
    // `shell` (ADR 041) pages fetch no more scripts without the 10 KB merge of ADR 018. ADR 100.
    rollupOptions: {
      output: { experimentalMinChunkSize: 1, manualChunks: isSsrBuild ? undefined : firstLoadChunks() },
    },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "sandbox/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: "forks",
    // A .only left in would silently skip the rest of the suite, here as in CI (vitest's default
    // allows it outside CI); filter with `npx vitest run <file> -t <name>` instead.
    allowOnly: false,
  },
}));

import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "../app/config/env.server";
import { formatBrandError, loadBrands } from "../app/brand/validate.server";
import { createServer, StartupError } from "./app";

const INVALID = "tests/fixtures/brands-invalid";
const envWith = (vars: Record<string, string>) =>
  readEnv({ NODE_ENV: "production", SANDBOX_DATA_DIR: "memory://", ...vars });

describe("the server refuses to start on an invalid brand", () => {
  it("with the same messages as `npm run brands -- validate`, every error listed", async () => {
    const expected = loadBrands(path.resolve(INVALID)).errors.map(formatBrandError);
    expect(expected.length).toBeGreaterThan(5);
    const started = createServer(envWith({ BRANDS_DIR: INVALID }), () => {});
    await expect(started).rejects.toBeInstanceOf(StartupError);
    const message = (await started.catch((error: Error) => error)) as Error;
    expect(message.message.split("\n")).toEqual([
      `Refusing to start: ${expected.length} brand configuration error(s)`,
      ...expected.map((line) => `  ${line}`),
    ]);
  });

  it("and on a DEFAULT_BRAND that is not a brand", async () => {
    const started = createServer(envWith({ DEFAULT_BRAND: "nosuchbrand" }), () => {});
    await expect(started).rejects.toThrow(StartupError);
    await expect(started).rejects.toThrow(/^Refusing to start: .*nosuchbrand/);
  });
});

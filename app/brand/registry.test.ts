import { describe, expect, it } from "vitest";
import path from "node:path";
import { loadBrands } from "./validate.server";
import { createBrandRegistry } from "./registry.server";

const { brands } = loadBrands(path.resolve("brands"));

describe("createBrandRegistry", () => {
  const registry = createBrandRegistry(brands, brands[0].id);
  it("finds a brand by configured domain, ignoring case and port", () => {
    for (const brand of brands) {
      expect(registry.forHost(`${brand.domains[0].toUpperCase()}:443`).id).toBe(brand.id);
    }
  });
  it("answers <id>.localhost for every brand", () => {
    for (const brand of brands) expect(registry.forHost(`${brand.id}.localhost:3000`).id).toBe(brand.id);
  });
  it("falls back to the default brand for unknown or missing hosts", () => {
    expect(registry.forHost("unknown.example").id).toBe(brands[0].id);
    expect(registry.forHost(null).id).toBe(brands[0].id);
  });
  it("refuses an unknown default brand", () => {
    expect(() => createBrandRegistry(brands, "nope")).toThrow(/DEFAULT_BRAND "nope" is not a brand/);
  });
});

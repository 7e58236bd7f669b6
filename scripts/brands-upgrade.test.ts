/**
 * Issue 34 §7 (ADR 080): brand folders of earlier releases validate with the loader's defaults, or
 * after `npm run brands -- upgrade`; the fixtures are brands/ as earlier commits of main had it
 * (tests/fixtures/brands-history/<n>-<commit>/). The home pages are served by
 * tests/e2e/brands-history.spec.ts.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONFIG_VERSION } from "../app/brand/config-version";
import { applyDefaults, resolvedSchema } from "../app/brand/defaults.server";
import type { SchemaNode } from "../app/brand/public";
import { brandDirs, formatBrandError, loadBrands } from "../app/brand/validate.server";
import { insertMember, setTopLevel } from "./json-insert";
import { run } from "./brands";

const HISTORY = "tests/fixtures/brands-history";
const RELEASES = readdirSync(HISTORY, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

async function cli(...argv: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await run(argv, { stdout: (l) => stdout.push(l), stderr: (l) => stderr.push(l) }, {});
  return { code, stdout: stdout.join("\n"), stderr: stderr.join("\n") };
}

const temps: string[] = [];
function copyOf(release: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `brands-history-${release}-`));
  temps.push(dir);
  cpSync(path.join(HISTORY, release), dir, { recursive: true });
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("every earlier release's brand folders", () => {
  it("are kept: the oldest, and main before each of the six keys became required", () => {
    expect(RELEASES.length).toBeGreaterThanOrEqual(7);
    for (const release of RELEASES) {
      const readme = readFileSync(path.join(HISTORY, release, "README.md"), "utf8");
      expect(readme).toMatch(new RegExp(`brands/ of commit ${release.split("-")[1]}[0-9a-f]{33}`));
      expect(brandDirs(path.join(HISTORY, release)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(RELEASES)("%s validates, or its errors name the upgrade, and it validates once upgraded", async (release) => {
    const before = loadBrands(path.join(HISTORY, release));
    for (const error of before.errors) {
      const id = error.file.split("/").at(-2);
      expect(formatBrandError(error)).toContain(`run \`npm run brands -- upgrade ${id}\``);
    }
    const dir = copyOf(release);
    const upgraded = await cli("upgrade", "--root", dir);
    expect(upgraded.stderr).toBe("");
    expect(upgraded.code).toBe(0);
    const after = loadBrands(dir);
    expect(after.errors.map(formatBrandError)).toEqual([]);
    expect(after.brands.map((b) => b.id)).toEqual(brandDirs(dir).map((d) => path.basename(d)));
    for (const brand of after.brands) expect(brand.schemaVersion).toBe(CONFIG_VERSION);
  });
});

describe("defaults the loader fills in", () => {
  it("the six keys of issue 34 §7 each have a default or an upgrade, and validate says which", async () => {
    // Before the upgrade: kycPopup and payoutHours are missing, the other four are notes already.
    const { brands, notes } = loadBrands(path.join(HISTORY, "03-0784ecd"));
    expect(brands).toEqual([]);
    expect(notes.filter((n) => n.message.startsWith("using default")).length).toBeGreaterThanOrEqual(12);
    const dir = copyOf("03-0784ecd");
    await cli("upgrade", "--root", dir);
    const loaded = loadBrands(dir);
    const byId = new Map(loaded.brands.map((b) => [b.id, b]));
    expect(byId.get("solbet")?.identityDocument).toEqual({ kind: "cpf" });
    expect(byId.get("andina")?.identityDocument).toEqual({ kind: "none" });
    for (const brand of loaded.brands) {
      expect(brand.limits.riskSessionMinutes).toBe(30);
      expect(brand.limits.withdraw.dailyCount).toBe(3);
      expect(brand.integrations.googleSignIn).toEqual({
        authorizePath: "/sandbox/idp/google/authorize",
        tokenPath: "/sandbox/idp/google/token",
      });
      expect(brand.limits.kycPopup).toEqual({ first: 1000, second: 2000 });
      expect(brand.limits.withdraw.payoutHours).toBe(72);
    }
    const lines = loaded.notes.map(formatBrandError);
    expect(lines).toContainEqual(
      expect.stringContaining(
        'solbet/brand.json /identityDocument: using default {"kind":"cpf"} (defaultCountry BR: registration by CPF, as before this key) — The identity document',
      ),
    );
    expect(lines).toContainEqual(
      expect.stringContaining(
        'andina/brand.json /identityDocument: using default {"kind":"none"} (defaultCountry CL has no CPF)',
      ),
    );
    expect(lines.filter((l) => l.includes("/limits/riskSessionMinutes: using default 30"))).toHaveLength(3);
  });

  it("validate prints the defaults as notes and names the upgrade for what has none", async () => {
    const dir = copyOf("06-95dfa90");
    const result = await cli("validate", "--root", dir, "solbet");
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^ℹ .*solbet\/brand\.json \/integrations\/kyc\/providerOrigins: using default \[\]/m);
    expect(result.stderr).toContain(
      'solbet/brand.json /limits/withdraw: missing "payoutHours" (required since config version 5, no safe default): run `npm run brands -- upgrade solbet` to write it',
    );
  });

  it("a key added to the schema with a default is filled in and typed as present, with no code", () => {
    const schema: SchemaNode = {
      type: "object",
      properties: {
        limits: {
          type: "object",
          required: ["a"],
          properties: { a: { type: "integer" }, uploads: { $ref: "#/$defs/quota", default: { count: 10 } } },
        },
      },
      $defs: { quota: { type: "object", properties: { count: { type: "integer" } } } },
    };
    const doc = { limits: { a: 1 } };
    expect(applyDefaults(doc, schema)).toEqual([{ pointer: "/limits/uploads", value: { count: 10 } }]);
    expect(doc).toEqual({ limits: { a: 1, uploads: { count: 10 } } });
    const resolved = resolvedSchema(schema).properties?.limits as SchemaNode;
    expect(resolved.required).toEqual(["a", "uploads"]);
  });
});

describe("upgrade", () => {
  it("adds keys and schemaVersion and leaves every other line as it was", async () => {
    const dir = copyOf("06-95dfa90");
    const file = path.join(dir, "solbet", "brand.json");
    const original = readFileSync(file, "utf8");
    const result = await cli("upgrade", "--root", dir, "solbet");
    expect(result.stdout.split("\n").slice(0, 2)).toEqual([
      `✓ ${path.relative(process.cwd(), file)}: config version 1 → ${CONFIG_VERSION} (no schemaVersion: the oldest)`,
      "  + /limits/withdraw/payoutHours = 72: players see it as the time a withdrawal is paid by, a promise no default can make for you; 72 hours written: set your payout time",
    ]);
    const upgraded = readFileSync(file, "utf8");
    // The original's hand layout (one-line objects) survives: only a comma and the new lines differ.
    const drop = (text: string) =>
      text
        .split("\n")
        .filter((l) => !/"(schemaVersion|payoutHours)"/.test(l))
        .map((l) => l.replace(/,$/, ""));
    expect(drop(upgraded)).toEqual(drop(original));
    expect(upgraded).toContain('"kycPopup": { "first": 1000, "second": 5000 }');

    const again = await cli("upgrade", "--root", dir, "solbet");
    expect(again.stdout.split("\n")[0]).toContain(`already at config version ${CONFIG_VERSION}`);
    expect(readFileSync(file, "utf8")).toBe(upgraded);
  });

  it("a config version newer than this release is refused by the loader and by upgrade", async () => {
    const dir = copyOf("07-2f6914f");
    const file = path.join(dir, "andina", "brand.json");
    writeFileSync(file, setTopLevel(readFileSync(file, "utf8"), "schemaVersion", CONFIG_VERSION + 1, "$schema"));
    const { errors } = loadBrands(dir);
    expect(errors.map(formatBrandError)).toEqual([
      expect.stringContaining(
        `andina/brand.json /schemaVersion: config version ${CONFIG_VERSION + 1} is newer than this release reads (${CONFIG_VERSION})`,
      ),
    ]);
    const result = await cli("upgrade", "--root", dir, "andina");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `config version ${CONFIG_VERSION + 1} is newer than this release (${CONFIG_VERSION})`,
    );
  });
});

describe("insertMember keeps a JSON text's layout", () => {
  const text = '{\n  "$schema": "x",\n  "a": { "b": 1 },\n  "c": {\n    "d": [1, 2]\n  },\n  "e": {}\n}\n';
  it("adds to one-line, multi-line and empty objects in their own style", () => {
    let out = insertMember(text, "/a", "z", { s: "x, y", n: [1] });
    out = insertMember(out, "/c", "y", { k: [1] });
    out = insertMember(out, "/e", "w", true);
    out = setTopLevel(out, "schemaVersion", 6, "$schema");
    expect(out).toBe(
      '{\n  "$schema": "x",\n  "schemaVersion": 6,\n  "a": { "b": 1, "z": { "s": "x, y", "n": [1] } },\n  "c": {\n    "d": [1, 2],\n    "y": {\n      "k": [\n        1\n      ]\n    }\n  },\n  "e": {\n    "w": true\n  }\n}\n',
    );
    expect(setTopLevel(out, "schemaVersion", 7, "$schema")).toContain('"schemaVersion": 7,\n  "a"');
  });
});

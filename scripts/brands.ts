/**
 * Brands CLI: `npm run brands -- <command>`.
 *
 *   validate [id…]                         validate all brands (or the named ones)
 *   types [--check]                        generate app/brand/config.generated.ts from the schema
 *   new <id> [--from <id>] [--domain <h>] [--name <n>]  scaffold brands/<id>/ from an existing brand
 *   upgrade [id…]                          write what an older brand.json lacks (ADR 080)
 *
 * The brands folder is `brands/`, or `--root <dir>`, or the BRANDS_DIR environment variable.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { compile, type JSONSchema } from "json-schema-to-typescript";
import { brandSchema, childSchema, isServerOnly, toPublicSchema, type SchemaNode } from "../app/brand/public";
import { CONFIG_VERSION, configVersionOf, pendingUpgrades } from "../app/brand/config-version";
import { resolvedSchema } from "../app/brand/defaults.server";
import { insertMember, setTopLevel } from "./json-insert";
import { brandDirs, formatBrandError, loadBrands, type BrandError } from "../app/brand/validate.server";

export const GENERATED_FILE = "app/brand/config.generated.ts";
const SCHEMA_FILE = "schemas/brand.schema.json";
const ID_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;

export interface Io {
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}
/** Environment variables the CLI reads (BRANDS_DIR). */
export type Env = Record<string, string | undefined>;

const consoleIo: Io = { stdout: (line) => console.log(line), stderr: (line) => console.error(line) };

const HELP = `Usage: npm run brands -- <command> [options]

Commands:
  validate [id…]                        Validate every brand (or only the named ones) against
                                        ${SCHEMA_FILE} and the semantic checks; exit 1 on any error.
  types [--check] [--out <file>]        Generate ${GENERATED_FILE} (BrandConfig, PublicBrandConfig).
                                        --check: exit 1 when the committed file is stale.
                                        --out: another file to write or check.
  new <id> [--from <id>] [--domain <host>] [--name <name>]
                                        Scaffold a brand folder by copying an existing brand
                                        (default: the first alphabetically), then validate it.
                                        --name: the display name (default: the id in title case);
                                        it also becomes the logo's SVG <title> and aria-label.
  upgrade [id…]                         Bring every brand (or the named ones) to config version ${CONFIG_VERSION}:
                                        write the keys that have no safe default into brand.json
                                        (the rest of the file stays as it is), set schemaVersion,
                                        print each change and why, then validate.

Options:
  --root <dir>                          Brands folder (default: $BRANDS_DIR or brands).
  -h, --help                            Show this help.`;

interface Args {
  positional: string[];
  flags: Map<string, string | true>;
}

function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  const valued = new Set(["--root", "--from", "--domain", "--out", "--name"]);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") continue;
    if (arg.startsWith("-")) {
      const [name, inline] = arg.split("=", 2);
      if (valued.has(name)) {
        const value = inline ?? argv[++i];
        if (value === undefined || value.startsWith("-")) throw new UsageError(`${name} needs a value`);
        flags.set(name, value);
      } else if (["--check", "--help", "-h"].includes(name)) flags.set(name === "-h" ? "--help" : name, true);
      else throw new UsageError(`unknown option ${arg}`);
    } else positional.push(arg);
  }
  return { positional, flags };
}

class UsageError extends Error {}

// ---------------------------------------------------------------------------
// types

/** `{ $ref, description }` → `{ description, allOf: [{ $ref }] }`, so json-schema-to-typescript reuses one named type per $def. */
function wrapRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(wrapRefs);
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = wrapRefs(value);
  if (typeof out.$ref === "string" && Object.keys(out).length > 1) {
    const { $ref, ...rest } = out;
    return { ...rest, allOf: [{ $ref }] };
  }
  return out;
}

async function compileSchema(schema: SchemaNode, name: string): Promise<string> {
  const code = await compile(wrapRefs(structuredClone(schema)) as JSONSchema, name, {
    bannerComment: "",
    additionalProperties: false,
    declareExternallyReferenced: true,
    unreachableDefinitions: false,
    strictIndexSignatures: true,
    maxItems: 3,
    format: true,
    style: { printWidth: 120, singleQuote: false, trailingComma: "all", semi: true, tabWidth: 2 },
  });
  return (
    code
      // Inline objects have no schema name: drop the "referenced by `undefined`" notes.
      .replace(
        /\n(\s*)\*\n\s*\* This interface was referenced by `undefined`'s JSON-Schema definition\n\s*\* via the `patternProperty` "[^"]*"\./g,
        "",
      )
      .replace(
        /\n(\s*)\* This interface was referenced by `undefined`'s JSON-Schema definition\n\s*\* via the `patternProperty` "[^"]*"\./g,
        "",
      )
      // A map lookup can miss: make index signatures say so.
      .replace(/^(\s*\[k: string\]: )([^;]+?)(?<! \| undefined);$/gm, "$1$2 | undefined;")
  );
}

/** Splits generated code into top-level declarations (leading doc comment included), keyed by name. */
function declarations(code: string): { name: string; text: string }[] {
  const lines = code.trimEnd().split("\n");
  const out: { name: string; text: string }[] = [];
  let start = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith("export ")) continue;
    const name = /^export (?:interface|type) (\w+)/.exec(lines[i])?.[1];
    if (!name) throw new Error(`unexpected generated line: ${lines[i]}`);
    let end = i + 1;
    while (end < lines.length && !lines[end].startsWith("export ") && !lines[end].startsWith("/**")) end++;
    out.push({ name, text: lines.slice(start, end).join("\n") });
    start = end;
    i = end - 1;
  }
  return out;
}

/** The full content of app/brand/config.generated.ts, deterministic for a given schema. */
export async function generateTypes(): Promise<string> {
  // The loader fills in every key with a default, so the loaded config's type has them present.
  const full = resolvedSchema(brandSchema);
  const pub = toPublicSchema(full);
  pub.title = "PublicBrandConfig";
  pub.description =
    `The part of BrandConfig that may reach the browser (server-only properties removed; see toPublicConfig in app/brand/public.ts). ${brandSchema.description ?? ""}`.trim();
  // A $def that lost server-only properties is a different type: give it its own name.
  for (const [key, def] of Object.entries(pub.$defs ?? {})) {
    const original = full.$defs?.[key];
    if (JSON.stringify(def) !== JSON.stringify(original))
      def.title = `Public${def.title ?? key[0].toUpperCase() + key.slice(1)}`;
  }

  const fullDecls = declarations(await compileSchema(full, "BrandConfig"));
  const known = new Map(fullDecls.map((d) => [d.name, d.text]));
  const publicDecls = declarations(await compileSchema(pub, "PublicBrandConfig")).filter((d) => {
    const existing = known.get(d.name);
    if (existing === undefined) return true;
    if (existing !== d.text)
      throw new Error(`generated type ${d.name} differs between BrandConfig and PublicBrandConfig`);
    return false;
  });

  const banner = [
    "/* eslint-disable */",
    "/**",
    ` * DO NOT EDIT: generated from ${SCHEMA_FILE} by \`npm run brands -- types\`.`,
    " * Change the schema and run that command again; `npm run brands -- types --check` fails when this file is stale.",
    " */",
  ].join("\n");
  return `${banner}\n\n${[...fullDecls, ...publicDecls].map((d) => d.text).join("\n\n")}\n`;
}

async function typesCommand(args: Args, io: Io): Promise<number> {
  const code = await generateTypes();
  const out = args.flags.get("--out");
  const target = path.resolve(typeof out === "string" ? out : GENERATED_FILE);
  const name = rel(target);
  if (args.flags.has("--check")) {
    const current = existsSync(target) ? readFileSync(target, "utf8") : undefined;
    if (current !== code) {
      io.stderr(`${name} is stale: run npm run brands -- types`);
      return 1;
    }
    io.stdout(`✓ ${name} is up to date`);
    return 0;
  }
  writeFileSync(target, code);
  io.stdout(`✓ wrote ${name}`);
  return 0;
}

// ---------------------------------------------------------------------------
// validate

function brandsRoot(args: Args, env: Env): string {
  const flag = args.flags.get("--root");
  return typeof flag === "string" ? flag : env.BRANDS_DIR || "brands";
}

const rel = (p: string) => path.relative(process.cwd(), p).split(path.sep).join("/");

function validateCommand(args: Args, io: Io, env: Env): number {
  const root = brandsRoot(args, env);
  const { errors: allErrors, notes } = loadBrands(root);
  const ids = args.positional.slice(1);
  const dirs = existsSync(root) ? brandDirs(root) : [];
  const chosen = ids.length > 0 ? ids.map((id) => path.join(root, id)) : dirs;

  const errors: BrandError[] = [];
  for (const id of ids) {
    if (!dirs.includes(path.join(root, id)))
      errors.push({ file: rel(path.join(root, id)), message: `no brand "${id}" in ${rel(root) || "."}` });
  }
  const prefixes = chosen.map((dir) => `${rel(dir)}/`);
  const inScope = (e: BrandError) => ids.length === 0 || prefixes.some((prefix) => `${e.file}/`.startsWith(prefix));
  errors.push(...allErrors.filter(inScope));
  for (const note of notes.filter(inScope)) io.stdout(`ℹ ${formatBrandError(note)}`);

  const names = chosen.filter((dir) => existsSync(dir)).map((dir) => path.basename(dir));
  const failing = names.filter((name) => errors.some((e) => `${e.file}/`.startsWith(`${rel(path.join(root, name))}/`)));
  for (const e of errors) io.stderr(formatBrandError(e));
  if (errors.length > 0) {
    const valid = names.filter((name) => !failing.includes(name));
    io.stderr(
      `✗ ${errors.length} error${errors.length === 1 ? "" : "s"}` +
        (failing.length > 0 ? ` in ${failing.join(", ")}` : "") +
        (valid.length > 0 ? `; valid: ${valid.join(", ")}` : ""),
    );
    return 1;
  }
  io.stdout(`✓ ${names.join(", ")} valid`);
  return 0;
}

// ---------------------------------------------------------------------------
// new

const titleCase = (id: string) =>
  id
    .split("-")
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");

/** Upper-case first three letters of the id, varied until unused by another brand. */
function uniqueSiteCode(id: string, taken: Set<string>): string {
  const letters = id
    .replace(/[^a-z0-9]/g, "")
    .toUpperCase()
    .padEnd(3, "X");
  const candidates = [letters.slice(0, 3)];
  for (const c of letters.slice(3)) candidates.push(letters.slice(0, 2) + c);
  for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") candidates.push(letters.slice(0, 2) + c);
  for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    for (const d of "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") candidates.push(letters[0] + c + d);
  const code = candidates.find((candidate) => /^[A-Z][A-Z0-9]{2}$/.test(candidate) && !taken.has(candidate));
  if (!code) throw new Error("no free site code");
  return code;
}

/** Replaces every string inside server-only properties with a placeholder: secrets are never copied between brands. */
function blankSecrets(value: unknown, node: SchemaNode | undefined, inSecret = false): unknown {
  if (typeof value === "string") return inSecret ? "CHANGE-ME" : value;
  if (Array.isArray(value)) return value.map((item, i) => blankSecrets(item, childSchema(node, i), inSecret));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const childNode = childSchema(node, key);
    out[key] = blankSecrets(child, childNode, inSecret || (childNode !== undefined && isServerOnly(childNode)));
  }
  return out;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The copied SVGs name the source brand in their accessible name (<title>, aria-label): screen
 * readers and image search would announce the wrong brand, so they get the new name.
 */
export function renameSvg(svg: string, name: string): string {
  const text = escapeXml(name);
  let out = svg.replace(/(<svg\b[^>]*\saria-label=")[^"]*(")/, `$1${text}$2`);
  if (/<title>[\s\S]*?<\/title>/.test(out)) out = out.replace(/<title>[\s\S]*?<\/title>/, `<title>${text}</title>`);
  else if (/\srole="img"/.test(/<svg\b[^>]*>/.exec(out)?.[0] ?? ""))
    out = out.replace(/(<svg\b[^>]*>)/, `$1<title>${text}</title>`);
  return out;
}

function newCommand(args: Args, io: Io, env: Env): number {
  const root = brandsRoot(args, env);
  const id = args.positional[1];
  if (!id || args.positional.length > 2)
    throw new UsageError("usage: new <id> [--from <existing>] [--domain <host>] [--name <name>]");
  if (!ID_PATTERN.test(id)) {
    io.stderr(
      `✗ invalid brand id "${id}": use ${ID_PATTERN.source} (lower-case letter first, then letters, digits or hyphens; 2-31 characters)`,
    );
    return 1;
  }
  const target = path.join(root, id);
  if (existsSync(target)) {
    io.stderr(`✗ ${rel(target)} already exists`);
    return 1;
  }
  const existing = existsSync(root) ? brandDirs(root) : [];
  const fromFlag = args.flags.get("--from");
  const from = typeof fromFlag === "string" ? path.join(root, fromFlag) : existing[0];
  if (!from || !existsSync(path.join(from, "brand.json"))) {
    io.stderr(
      typeof fromFlag === "string"
        ? `✗ no brand "${fromFlag}" in ${rel(root) || "."} to copy from`
        : `✗ no brand in ${rel(root) || "."} to copy from`,
    );
    return 1;
  }
  const domainFlag = args.flags.get("--domain");
  const domain = typeof domainFlag === "string" ? domainFlag.toLowerCase() : `${id}.example.com`;

  const takenCodes = new Set<string>();
  for (const dir of existing) {
    try {
      const code = JSON.parse(readFileSync(path.join(dir, "brand.json"), "utf8")).siteCode;
      if (typeof code === "string") takenCodes.add(code);
    } catch {
      // an unreadable brand does not block a new one
    }
  }

  const source = JSON.parse(readFileSync(path.join(from, "brand.json"), "utf8")) as Record<string, unknown>;
  const config = blankSecrets(source, brandSchema) as Record<string, unknown>;
  config.id = id;
  const nameFlag = args.flags.get("--name");
  const name = typeof nameFlag === "string" && nameFlag.trim() ? nameFlag.trim() : titleCase(id);
  config.name = name;
  config.siteCode = uniqueSiteCode(id, takenCodes);
  config.domains = [domain];
  if (typeof config.bannerZones === "object" && config.bannerZones !== null) {
    const zones = config.bannerZones as Record<string, unknown>;
    for (const zone of Object.keys(zones)) zones[zone] = `${id.replace(/-/g, "")}${zone}`;
  }

  mkdirSync(target, { recursive: true });
  writeFileSync(path.join(target, "brand.json"), `${JSON.stringify(config, null, 2)}\n`);
  if (existsSync(path.join(from, "assets")))
    cpSync(path.join(from, "assets"), path.join(target, "assets"), { recursive: true });
  const assetsDir = path.join(target, "assets");
  for (const file of existsSync(assetsDir) ? readdirSync(assetsDir) : []) {
    if (!file.endsWith(".svg")) continue;
    const svgPath = path.join(assetsDir, file);
    writeFileSync(svgPath, renameSvg(readFileSync(svgPath, "utf8"), name));
  }

  io.stdout(
    `✓ created ${rel(target)}/ "${name}" from ${path.basename(from)} (site code ${String(config.siteCode)}, domain ${domain})`,
  );
  const { errors } = loadBrands(root);
  const own = errors.filter((e) => `${e.file}/`.startsWith(`${rel(target)}/`));
  for (const e of own) io.stderr(formatBrandError(e));
  if (own.length > 0) {
    io.stderr(`✗ ${rel(target)} is not valid yet: fix the errors above`);
    return 1;
  }
  io.stdout(`✓ ${id} valid`);
  io.stdout(
    [
      "",
      "Next steps:",
      `  1. Edit ${rel(target)}/brand.json: legal (company, licence, support e-mail), theme colours, currency,`,
      "     languages, country rules, payment methods, features, mobile apps and integrations",
      '     (server-only secrets were set to "CHANGE-ME").',
      `  2. Replace the logo and favicon in ${rel(target)}/assets/ (update assets.logoWidth/logoHeight).`,
      `  3. Optional: translation overrides in ${rel(target)}/locales/<lang>/<namespace>.json.`,
      `  4. npm run brands -- validate ${id}`,
    ].join("\n"),
  );
  return 0;
}

// ---------------------------------------------------------------------------
// upgrade

/** Upgrades one brand.json in place; returns the lines to print. */
function upgradeFile(file: string): { lines: string[]; error?: string } {
  const text = readFileSync(file, "utf8");
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    return { lines: [], error: `${rel(file)}: invalid JSON: ${(error as Error).message}` };
  }
  const from = configVersionOf(doc);
  if (from > CONFIG_VERSION)
    return { lines: [], error: `${rel(file)}: config version ${from} is newer than this release (${CONFIG_VERSION})` };
  const changes = pendingUpgrades(doc);
  if (from === CONFIG_VERSION && changes.length === 0)
    return { lines: [`✓ ${rel(file)}: already at config version ${from}`] };

  let out = text;
  const expected = structuredClone(doc);
  for (const change of changes) {
    out = insertMember(out, change.parent, change.key, change.value);
    let parent: unknown = expected;
    for (const segment of change.parent.split("/").slice(1))
      parent = (parent as Record<string, unknown>)[segment.replace(/~1/g, "/").replace(/~0/g, "~")];
    (parent as Record<string, unknown>)[change.key] = change.value;
  }
  out = setTopLevel(out, "schemaVersion", CONFIG_VERSION, "$schema");
  expected.schemaVersion = CONFIG_VERSION;
  // The text edit must say exactly what was meant, or the file is left alone.
  if (!isDeepStrictEqual(JSON.parse(out), expected))
    throw new Error(`upgrade of ${rel(file)} went wrong; file left as it was`);
  writeFileSync(file, out);

  const lines = [
    `✓ ${rel(file)}: config version ${from} → ${CONFIG_VERSION}${from === 1 && doc.schemaVersion === undefined ? " (no schemaVersion: the oldest)" : ""}`,
  ];
  for (const change of changes)
    lines.push(`  + ${change.parent}/${change.key} = ${JSON.stringify(change.value)}: ${change.why}`);
  return { lines };
}

function upgradeCommand(args: Args, io: Io, env: Env): number {
  const root = brandsRoot(args, env);
  const ids = args.positional.slice(1);
  const dirs = existsSync(root) ? brandDirs(root) : [];
  const chosen = ids.length > 0 ? ids.map((id) => path.join(root, id)) : dirs;
  let failed = false;
  for (const dir of chosen) {
    const file = path.join(dir, "brand.json");
    if (!existsSync(file)) {
      io.stderr(`✗ no brand "${path.basename(dir)}" in ${rel(root) || "."}`);
      failed = true;
      continue;
    }
    const { lines, error } = upgradeFile(file);
    for (const line of lines) io.stdout(line);
    if (error) {
      io.stderr(`✗ ${error}`);
      failed = true;
    }
  }
  if (failed) return 1;
  return validateCommand({ positional: ["validate", ...ids], flags: args.flags }, io, env);
}

// ---------------------------------------------------------------------------

/** Runs the CLI; returns the exit code. */
export async function run(argv: string[], io: Io = consoleIo, env: Env = process.env): Promise<number> {
  try {
    const args = parseArgs(argv);
    const command = args.positional[0];
    if (args.flags.has("--help") || command === "help") {
      io.stdout(HELP);
      return 0;
    }
    switch (command) {
      case "validate":
        return validateCommand(args, io, env);
      case "types":
        return await typesCommand(args, io);
      case "new":
        return newCommand(args, io, env);
      case "upgrade":
        return upgradeCommand(args, io, env);
      default:
        io.stderr(command ? `✗ unknown command "${command}"\n` : "");
        io.stderr(HELP);
        return 1;
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`✗ ${error.message}\n\n${HELP}`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await run(process.argv.slice(2));
}

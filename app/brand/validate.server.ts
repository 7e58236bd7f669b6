/**
 * Brand validation shared by the server (validates every brand at start and
 * refuses to start on an invalid one) and the CLI (`npm run brands -- validate`).
 *
 * Schema: schemas/brand.schema.json (JSON Schema 2020-12, Ajv). On top of the
 * schema: semantic checks that need the file system or several values at once.
 * Relative imports only, so the CLI can load this through tsx.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import type { BrandConfig } from "./config.generated";
import { CONFIG_VERSION, configVersionOf, pendingUpgrades, type UpgradeChange } from "./config-version";
import { describeContrastProblem, themeContrastProblems } from "./contrast";
import { applyDefaults } from "./defaults.server";
import { brandSchema, childSchema, resolveRef, type SchemaNode } from "./public";

export type { BrandConfig };

/** One problem in a brand, printed by {@link formatBrandError} as one line. */
export interface BrandError {
  /** File the problem is in, relative to the working directory (repository root), with / separators. */
  file: string;
  /** JSON pointer into that file ("" is the whole document); absent for file-level problems. */
  pointer?: string;
  /** What is wrong, in plain words. */
  message: string;
  /** What the property at the pointer means (from the schema). */
  description?: string;
}

export interface ValidateOptions {
  /** Base translations, `<localesDir>/en/<ns>.json`; default `<cwd>/locales`. */
  localesDir?: string;
}

/** The canonical one-line form: `<file> <pointer>: <message> — <description>`. */
export function formatBrandError(e: BrandError): string {
  const where = e.pointer === undefined ? e.file : `${e.file} ${e.pointer === "" ? "/" : e.pointer}`;
  return `${where}: ${e.message}${e.description ? ` — ${e.description}` : ""}`;
}

// ---------------------------------------------------------------------------
// Helpers

const relativeFile = (file: string): string => path.relative(process.cwd(), file).split(path.sep).join("/");

const escapePointer = (segment: string | number): string => String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
const joinPointer = (pointer: string, ...segments: (string | number)[]): string =>
  pointer + segments.map((segment) => `/${escapePointer(segment)}`).join("");
const splitPointer = (pointer: string): string[] =>
  pointer === ""
    ? []
    : pointer
        .slice(1)
        .split("/")
        .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Levenshtein distance (insertions, deletions, substitutions). */
export function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * The closest candidate to `input`: distance at most 2, or at most a third of
 * the input's length; ties go to the earlier candidate. Case differences count
 * as edits, but a case-only difference always qualifies.
 */
export function didYouMean(input: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === input) continue;
    const distance = candidate.toLowerCase() === input.toLowerCase() ? 0.5 : levenshtein(input, candidate);
    const limit = Math.max(2, Math.floor(input.length / 3));
    if (distance <= limit && distance < Math.max(input.length, candidate.length) && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** The schema node for a JSON pointer into a brand document. */
function schemaAt(pointer: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = brandSchema;
  for (const segment of splitPointer(pointer)) node = childSchema(node, segment);
  return node;
}

/**
 * What the property at `pointer` means: its own description (a description
 * beside a `$ref` wins over the referenced one). For an array element, the
 * array's description, which says more than the item's.
 */
export function describeAt(pointer: string): string | undefined {
  const segments = splitPointer(pointer);
  if (segments.length > 0 && /^(0|[1-9][0-9]*)$/.test(segments[segments.length - 1])) {
    const parent = schemaAt(joinPointer("", ...segments.slice(0, -1)));
    if (parent && resolveRef(parent).type === "array") return descriptionOf(parent);
  }
  const node = schemaAt(pointer);
  return node ? descriptionOf(node) : undefined;
}

const descriptionOf = (node: SchemaNode): string | undefined => node.description ?? resolveRef(node).description;

const preview = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};
const kindOf = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "array" : Number.isInteger(value) ? "integer" : typeof value;
const typeWords: Record<string, string> = {
  string: "a string",
  integer: "an integer",
  number: "a number",
  boolean: "true or false",
  object: "an object",
  array: "an array",
  null: "null",
};
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

// ---------------------------------------------------------------------------
// Schema validation

let compiled: ValidateFunction | undefined;
function schemaValidator(): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv2020({ allErrors: true, strict: true, verbose: true });
    ajv.addKeyword({
      keyword: "x-visibility",
      schemaType: "string",
      metaSchema: { enum: ["server", "public"] },
    });
    compiled = ajv.compile(brandSchema);
  }
  return compiled;
}

/** Turns Ajv errors into brand errors with plain words, descriptions and did-you-mean. */
function fromAjvErrors(file: string, errors: readonly ErrorObject[]): BrandError[] {
  const out: BrandError[] = [];
  // A misspelt key also makes the right key missing; report it once, as the misspelling.
  const suggested = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== "additionalProperties") continue;
    const key = String(e.params.additionalProperty);
    const allowed = Object.keys(resolveRef(e.parentSchema as SchemaNode).properties ?? {});
    const present = isRecord(e.data) ? Object.keys(e.data) : [];
    const suggestion = didYouMean(
      key,
      allowed.filter((k) => !present.includes(k)),
    );
    if (suggestion) suggested.add(joinPointer(e.instancePath, suggestion));
  }

  for (const e of errors) {
    const at = e.instancePath;
    const data = e.data;
    const params = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case "additionalProperties": {
        const key = String(params.additionalProperty);
        const parent = resolveRef(e.parentSchema as SchemaNode);
        const allowed = Object.keys(parent.properties ?? {});
        const present = isRecord(data) ? Object.keys(data) : [];
        const suggestion = didYouMean(
          key,
          allowed.filter((k) => !present.includes(k)),
        );
        const patterns = Object.keys(parent.patternProperties ?? {});
        let message = `unknown key "${key}"`;
        if (suggestion) message += `, did you mean "${suggestion}"?`;
        else if (allowed.length === 0 && patterns.length > 0)
          message += `: keys here must match ${patterns.join(" or ")}`;
        // The suggested key's meaning helps fix the typo; the parent's only says where it is.
        const description = suggestion ? describeAt(joinPointer(at, suggestion)) : describeAt(at);
        out.push({ file, pointer: joinPointer(at, key), message, description });
        break;
      }
      case "required": {
        const missing = String(params.missingProperty);
        if (suggested.has(joinPointer(at, missing))) break;
        out.push({
          file,
          pointer: at,
          message: `missing required "${missing}"`,
          description: describeAt(joinPointer(at, missing)),
        });
        break;
      }
      case "type": {
        const expected = String(params.type)
          .split(",")
          .map((t) => typeWords[t] ?? t)
          .join(" or ");
        out.push({
          file,
          pointer: at,
          message: `must be ${expected}, got ${kindOf(data)} ${preview(data)}`,
          description: describeAt(at),
        });
        break;
      }
      case "pattern":
        out.push({
          file,
          pointer: at,
          message: `${preview(data)} does not match the pattern ${String(params.pattern)}`,
          description: describeAt(at),
        });
        break;
      case "enum": {
        const allowed = (params.allowedValues as unknown[]) ?? [];
        const suggestion =
          typeof data === "string"
            ? didYouMean(
                data,
                allowed.filter((v): v is string => typeof v === "string"),
              )
            : undefined;
        const message = `${preview(data)} is not one of ${allowed.map(preview).join(", ")}${suggestion ? `; did you mean "${suggestion}"?` : ""}`;
        out.push({ file, pointer: at, message, description: describeAt(at) });
        break;
      }
      case "const":
        out.push({
          file,
          pointer: at,
          message: `must be ${preview(params.allowedValue)}, got ${preview(data)}`,
          description: describeAt(at),
        });
        break;
      case "minimum":
      case "maximum":
      case "exclusiveMinimum":
      case "exclusiveMaximum": {
        const words = {
          minimum: "at least",
          maximum: "at most",
          exclusiveMinimum: "greater than",
          exclusiveMaximum: "less than",
        }[e.keyword];
        out.push({
          file,
          pointer: at,
          message: `must be ${words} ${String(params.limit)}, got ${preview(data)}`,
          description: describeAt(at),
        });
        break;
      }
      case "multipleOf":
        out.push({
          file,
          pointer: at,
          message: `must be a multiple of ${String(params.multipleOf)}, got ${preview(data)}`,
          description: describeAt(at),
        });
        break;
      case "minLength":
      case "maxLength": {
        const limit = Number(params.limit);
        const length = typeof data === "string" ? [...data].length : 0;
        const message =
          e.keyword === "minLength" && limit === 1
            ? "must not be empty"
            : `must be ${e.keyword === "minLength" ? "at least" : "at most"} ${plural(limit, "character")} long, got ${length}`;
        out.push({ file, pointer: at, message, description: describeAt(at) });
        break;
      }
      case "minItems":
      case "maxItems": {
        const limit = Number(params.limit);
        const count = Array.isArray(data) ? data.length : 0;
        const message =
          e.keyword === "minItems" && limit === 1
            ? "must not be empty"
            : `must have ${e.keyword === "minItems" ? "at least" : "at most"} ${plural(limit, "item")}, got ${count}`;
        out.push({ file, pointer: at, message, description: describeAt(at) });
        break;
      }
      case "uniqueItems": {
        const i = Number(params.i);
        const j = Number(params.j);
        const item = Array.isArray(data) ? data[i] : undefined;
        out.push({
          file,
          pointer: joinPointer(at, i),
          message: `duplicate of item ${j}: ${preview(item)}`,
          description: describeAt(at),
        });
        break;
      }
      case "false schema": {
        const segments = splitPointer(at);
        out.push({
          file,
          pointer: at,
          message: `"${segments[segments.length - 1] ?? ""}" is not allowed here`,
          description: describeAt(at),
        });
        break;
      }
      case "if":
        // Reported by the failing then/else branch.
        break;
      default:
        out.push({ file, pointer: at, message: e.message ?? e.keyword, description: describeAt(at) });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Semantic checks (beyond the schema); each guards its own inputs, so they also
// run on documents with schema errors.

function semanticErrors(
  dir: string,
  file: string,
  doc: Record<string, unknown>,
  options: ValidateOptions,
): BrandError[] {
  const errors: BrandError[] = [];
  const add = (pointer: string, message: string, description = describeAt(pointer)) =>
    errors.push({ file, pointer, message, description });
  const folder = path.basename(path.resolve(dir));

  if (typeof doc.id === "string" && doc.id !== folder)
    add("/id", `"${doc.id}" does not match the folder name "${folder}"`);

  const languages = isRecord(doc.languages) ? doc.languages : undefined;
  const routed = Array.isArray(languages?.routed)
    ? languages.routed.filter((l): l is string => typeof l === "string")
    : [];
  if (languages && typeof languages.default === "string" && routed.length > 0 && !routed.includes(languages.default)) {
    add(
      "/languages/default",
      `"${languages.default}" is not one of the routed languages ${routed.map((l) => `"${l}"`).join(", ")}`,
    );
  }
  if (languages && Array.isArray(languages.extra)) {
    languages.extra.forEach((lang, i) => {
      if (typeof lang === "string" && routed.includes(lang))
        add(`/languages/extra/${i}`, `"${lang}" is already a routed language`);
    });
  }
  if (languages && isRecord(languages.intl)) {
    for (const lang of routed) {
      if (!(lang in languages.intl))
        add("/languages/intl", `missing "${lang}" (a routed language)`, describeAt(`/languages/intl/${lang}`));
    }
  }

  if (typeof doc.timeZone === "string") {
    try {
      new Intl.DateTimeFormat("en", { timeZone: doc.timeZone });
    } catch {
      add("/timeZone", `unknown time zone "${doc.timeZone}"`);
    }
  }

  const currency = isRecord(doc.currency) ? doc.currency : undefined;
  if (
    currency &&
    typeof currency.decimalSeparator === "string" &&
    currency.decimalSeparator === currency.thousandsSeparator
  ) {
    add("/currency/thousandsSeparator", `must differ from the decimal separator "${currency.decimalSeparator}"`);
  }

  checkIdentityDocument(doc.identityDocument, add);

  const assets = isRecord(doc.assets) ? doc.assets : undefined;
  for (const key of ["logo", "favicon"] as const) {
    const name = assets?.[key];
    if (typeof name !== "string" || name.includes("/") || name.includes("\\")) continue;
    const assetFile = path.join(dir, "assets", name);
    if (!existsSync(assetFile) || !statSync(assetFile).isFile())
      add(`/assets/${key}`, `file ${relativeFile(assetFile)} not found`);
  }

  const limits = isRecord(doc.limits) ? doc.limits : undefined;
  const ranges: [string, string, string][] = [
    ["/limits/phone", "minDigits", "maxDigits"],
    ["/limits/name", "min", "max"],
    ["/limits/card", "minDigits", "maxDigits"],
    ["/limits/deposit", "min", "max"],
    ["/limits/withdraw", "min", "max"],
    ["/limits/kycPopup", "first", "second"],
  ];
  for (const [pointer, lo, hi] of ranges) {
    let node: unknown = limits;
    for (const segment of splitPointer(pointer).slice(1)) node = isRecord(node) ? node[segment] : undefined;
    if (isRecord(node) && typeof node[lo] === "number" && typeof node[hi] === "number" && node[lo] > node[hi]) {
      add(`${pointer}/${lo}`, `${node[lo]} is greater than ${hi} (${node[hi]})`);
    }
  }

  const payments = isRecord(doc.payments) ? doc.payments : undefined;
  const methods = Array.isArray(payments?.methods) ? payments.methods : [];
  const methodAt = new Map<string, number>();
  const fieldIdAt = new Map<string, string>();
  methods.forEach((method, i) => {
    if (!isRecord(method)) return;
    if (typeof method.method === "string") {
      const first = methodAt.get(method.method);
      if (first === undefined) methodAt.set(method.method, i);
      else add(`/payments/methods/${i}/method`, `"${method.method}" is already defined at /payments/methods/${first}`);
    }
    if (!Array.isArray(method.fields)) return;
    method.fields.forEach((field, j) => {
      if (!isRecord(field) || typeof field.id !== "string") return;
      const pointer = `/payments/methods/${i}/fields/${j}/id`;
      const first = fieldIdAt.get(field.id);
      if (first === undefined) fieldIdAt.set(field.id, pointer);
      else add(pointer, `"${field.id}" is also the id at ${first}`);
    });
  });
  if (payments && Array.isArray(payments.displayOrder)) {
    payments.displayOrder.forEach((name, i) => {
      if (typeof name === "string" && !methodAt.has(name))
        add(`/payments/displayOrder/${i}`, `"${name}" is not defined in /payments/methods`);
    });
  }

  errors.push(...localeOverrideErrors(dir, options));
  return errors;
}

/** Theme text colours below 4.5:1 on the grounds the CSS draws them on (app/brand/contrast.ts). */
function contrastErrors(file: string, doc: Record<string, unknown>): BrandError[] {
  const theme = isRecord(doc.theme) ? doc.theme : undefined;
  const colors = isRecord(theme?.colors) ? theme.colors : undefined;
  if (!colors) return [];
  return themeContrastProblems(colors).map((problem) => ({
    file,
    pointer: `/theme/colors/${problem.text}`,
    message: describeContrastProblem(colors, problem),
    description: describeAt(`/theme/colors/${problem.text}`),
  }));
}

/** A national id's pattern must compile, and its example must match it and fit its maximum length. */
function checkIdentityDocument(value: unknown, add: (pointer: string, message: string) => void): void {
  if (!isRecord(value) || value.kind !== "nationalId" || typeof value.pattern !== "string") return;
  let pattern: RegExp;
  try {
    pattern = new RegExp(value.pattern, "u");
  } catch (error) {
    add("/identityDocument/pattern", `not a valid regular expression: ${(error as Error).message}`);
    return;
  }
  if (!value.pattern.startsWith("^") || !value.pattern.endsWith("$"))
    add("/identityDocument/pattern", "must be anchored: start with ^ and end with $");
  if (typeof value.example === "string") {
    if (!pattern.test(value.example))
      add("/identityDocument/example", `${JSON.stringify(value.example)} does not match the pattern ${value.pattern}`);
    if (typeof value.maxLength === "number" && [...value.example].length > value.maxLength)
      add("/identityDocument/example", `is longer than maxLength (${value.maxLength})`);
  }
}

/** `<dir>/locales/{lang}/{ns}.json`: JSON objects whose keys exist in the base `en` translations. */
function localeOverrideErrors(dir: string, options: ValidateOptions): BrandError[] {
  const errors: BrandError[] = [];
  const root = path.join(dir, "locales");
  if (!existsSync(root)) return errors;
  const baseDir = path.join(options.localesDir ?? path.join(process.cwd(), "locales"), "en");
  const haveBase = existsSync(baseDir);
  const languageCodes = (resolveRef({ $ref: "#/$defs/languageCode" }).enum as string[]) ?? [];

  for (const lang of readdirSync(root).sort()) {
    const langDir = path.join(root, lang);
    if (!statSync(langDir).isDirectory()) {
      errors.push({
        file: relativeFile(langDir),
        message: "unexpected file: locale overrides go in locales/<lang>/<namespace>.json",
      });
      continue;
    }
    if (!languageCodes.includes(lang)) {
      const suggestion = didYouMean(lang, languageCodes);
      errors.push({
        file: relativeFile(langDir),
        message: `unknown language "${lang}"${suggestion ? `, did you mean "${suggestion}"?` : ""}; supported: ${languageCodes.join(", ")}`,
      });
      continue;
    }
    for (const name of readdirSync(langDir).sort()) {
      const file = relativeFile(path.join(langDir, name));
      if (!name.endsWith(".json")) {
        errors.push({ file, message: "unexpected file: locale overrides are <namespace>.json files" });
        continue;
      }
      let override: unknown;
      try {
        override = JSON.parse(readFileSync(path.join(langDir, name), "utf8"));
      } catch (error) {
        errors.push({ file, message: `invalid JSON: ${(error as Error).message}` });
        continue;
      }
      if (!isRecord(override)) {
        errors.push({ file, pointer: "", message: `must be a JSON object of translations, got ${kindOf(override)}` });
        continue;
      }
      if (!haveBase) continue;
      const baseFile = path.join(baseDir, name);
      const baseName = relativeFile(baseFile);
      if (!existsSync(baseFile)) {
        errors.push({ file, message: `no base namespace ${baseName} to override` });
        continue;
      }
      let base: unknown;
      try {
        base = JSON.parse(readFileSync(baseFile, "utf8"));
      } catch {
        continue; // the base file's own problem; reported by the i18n checks
      }
      compareKeys(override, isRecord(base) ? base : {}, "", file, baseName, errors);
    }
  }
  return errors;
}

function compareKeys(
  override: Record<string, unknown>,
  base: Record<string, unknown>,
  pointer: string,
  file: string,
  baseName: string,
  errors: BrandError[],
): void {
  for (const [key, value] of Object.entries(override)) {
    const at = joinPointer(pointer, key);
    if (!(key in base)) {
      const suggestion = didYouMean(
        key,
        Object.keys(base).filter((k) => !(k in override)),
      );
      errors.push({
        file,
        pointer: at,
        message: `unknown key "${key}"${suggestion ? `, did you mean "${suggestion}"?` : ""}`,
        description: `not in the base translations ${baseName}`,
      });
    } else if (isRecord(base[key]) !== isRecord(value)) {
      errors.push({
        file,
        pointer: at,
        message: `must be ${isRecord(base[key]) ? "an object" : "a string"} as in ${baseName}, got ${kindOf(value)}`,
      });
    } else if (isRecord(value)) {
      compareKeys(value, base[key] as Record<string, unknown>, at, file, baseName, errors);
    }
  }
}

// ---------------------------------------------------------------------------
// Public API

// ---------------------------------------------------------------------------
// Config versions (ADR 080): defaults the loader fills in are notes; keys without a safe default
// are errors that name the upgrade command.

/** A schemaVersion newer than this release knows: its keys may mean what this code cannot read. */
function newerVersionError(file: string, doc: Record<string, unknown>): BrandError | undefined {
  const version = doc.schemaVersion;
  if (!Number.isInteger(version) || (version as number) <= CONFIG_VERSION) return undefined;
  return {
    file,
    pointer: "/schemaVersion",
    message: `config version ${String(version)} is newer than this release reads (${CONFIG_VERSION}): run the Croupier release it was written for, or a later one`,
    description: describeAt("/schemaVersion"),
  };
}

const upgradeError = (file: string, id: string, change: UpgradeChange): BrandError => ({
  file,
  pointer: change.parent,
  message: `missing "${change.key}" (required since config version ${change.since}, no safe default): run \`npm run brands -- upgrade ${id}\` to write it`,
  description: describeAt(joinPointer(change.parent, change.key)),
});

/** Reads and validates `<dir>/brand.json`; `config` is set only when there are no errors. */
export function validateBrand(
  dir: string,
  options: ValidateOptions = {},
): { id: string; config?: BrandConfig; errors: BrandError[]; notes: BrandError[] } {
  const id = path.basename(path.resolve(dir));
  const filePath = path.join(dir, "brand.json");
  const file = relativeFile(filePath);
  if (!existsSync(filePath)) return { id, errors: [{ file, message: "file not found" }], notes: [] };

  const text = readFileSync(filePath, "utf8");
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    let where = "";
    if (position) {
      const before = text.slice(0, Number(position[1]));
      const line = before.split("\n").length;
      where = ` (line ${line}, column ${before.length - before.lastIndexOf("\n")})`;
    }
    return { id, errors: [{ file, message: `invalid JSON: ${message}${where}` }], notes: [] };
  }

  const newer = isRecord(doc) ? newerVersionError(file, doc) : undefined;
  if (newer) return { id, errors: [newer], notes: [] };
  const pending = isRecord(doc) ? pendingUpgrades(doc) : [];
  const notes: BrandError[] = (isRecord(doc) ? applyDefaults(doc) : []).map((d) => ({
    file,
    pointer: d.pointer,
    message: `using default ${JSON.stringify(d.value)}${d.reason ? ` (${d.reason})` : ""}`,
    description: describeAt(d.pointer),
  }));

  const validate = schemaValidator();
  // A key the upgrade writes is reported once, with the command, not also as plain "missing required".
  const upgradable = new Set(pending.map((c) => joinPointer(c.parent, c.key)));
  const ajvErrors = validate(doc)
    ? []
    : (validate.errors ?? []).filter(
        (e) =>
          e.keyword !== "required" || !upgradable.has(joinPointer(e.instancePath, String(e.params.missingProperty))),
      );
  const errors = [...pending.map((change) => upgradeError(file, id, change)), ...fromAjvErrors(file, ajvErrors)];
  if (isRecord(doc)) {
    errors.push(...semanticErrors(dir, file, doc, options));
    const contrast = contrastErrors(file, doc);
    // A folder of an earlier release was never held to it: it still starts, told why (ADR 086).
    if (configVersionOf(doc) >= CONFIG_VERSION) errors.push(...contrast);
    else
      notes.push(
        ...contrast.map((e) => ({
          ...e,
          message: `${e.message}; refused once the folder is at config version ${CONFIG_VERSION} (brands upgrade)`,
        })),
      );
  } else if (errors.length === 0) errors.push({ file, pointer: "", message: `must be an object, got ${kindOf(doc)}` });
  return errors.length === 0 ? { id, config: doc as BrandConfig, errors, notes } : { id, errors, notes };
}

/** The brand folders under a root: every directory not starting with "_" or ".", sorted by name. */
export function brandDirs(brandsRoot: string): string[] {
  return readdirSync(brandsRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_") && !entry.name.startsWith("."))
    .map((entry) => entry.name)
    .sort()
    .map((name) => path.join(brandsRoot, name));
}

/**
 * Validates every brand under `brandsRoot` and checks that no two share an id or a domain.
 * `brands` holds the valid ones, in folder-name order. A clash is reported on every brand
 * involved (folder order says nothing about which one was copied), and none of them loads.
 * Brands may share a platform site code (ADR 011): that is a note, not an error.
 */
export function loadBrands(
  brandsRoot: string,
  options: ValidateOptions = {},
): { brands: BrandConfig[]; errors: BrandError[]; notes: BrandError[] } {
  if (!existsSync(brandsRoot) || !statSync(brandsRoot).isDirectory()) {
    return { brands: [], errors: [{ file: relativeFile(brandsRoot), message: "brands folder not found" }], notes: [] };
  }
  const errors: BrandError[] = [];
  const notes: BrandError[] = [];
  const valid = new Map<string, BrandConfig>();
  type Owner = { dir: string; file: string; pointer: string };
  const owners = {
    id: new Map<string, Owner[]>(),
    domain: new Map<string, Owner[]>(),
    siteCode: new Map<string, Owner[]>(),
  };
  const own = (kind: keyof typeof owners, value: unknown, owner: Owner) => {
    if (typeof value !== "string") return;
    const list = owners[kind].get(value) ?? [];
    list.push(owner);
    owners[kind].set(value, list);
  };
  const dirs = brandDirs(brandsRoot);
  if (dirs.length === 0)
    errors.push({ file: relativeFile(brandsRoot), message: "no brands: add a folder <id>/ with a brand.json" });

  for (const dir of dirs) {
    const result = validateBrand(dir, options);
    errors.push(...result.errors);
    notes.push(...result.notes);
    if (result.config) valid.set(dir, result.config);
    // Cross-brand checks use whatever parsed, so one broken brand does not hide a clash.
    let doc: unknown = result.config;
    if (!doc) {
      try {
        doc = JSON.parse(readFileSync(path.join(dir, "brand.json"), "utf8"));
      } catch {
        continue;
      }
    }
    if (!isRecord(doc)) continue;
    const file = relativeFile(path.join(dir, "brand.json"));
    own("id", doc.id, { dir, file, pointer: "/id" });
    own("siteCode", doc.siteCode, { dir, file, pointer: "/siteCode" });
    if (Array.isArray(doc.domains))
      doc.domains.forEach((domain, i) => own("domain", domain, { dir, file, pointer: `/domains/${i}` }));
  }

  const others = (list: Owner[], self: Owner) =>
    list
      .filter((o) => o.file !== self.file)
      .map((o) => o.file)
      .join(", ");
  for (const [kind, what] of [
    ["id", "the id"],
    ["domain", "a domain"],
  ] as const) {
    for (const [value, list] of owners[kind]) {
      if (list.length < 2) continue;
      for (const owner of list) {
        errors.push({
          file: owner.file,
          pointer: owner.pointer,
          message: `"${value}" is also ${what} of ${others(list, owner)}`,
          description: describeAt(owner.pointer),
        });
        valid.delete(owner.dir);
      }
    }
  }
  for (const [value, list] of owners.siteCode) {
    if (list.length < 2) continue;
    for (const owner of list) {
      notes.push({
        file: owner.file,
        pointer: owner.pointer,
        message: `site code "${value}" is shared with ${others(list, owner)}: on a real platform these brands are one site (same players and content); the embedded sandbox keeps them apart by brand id`,
      });
    }
  }
  errors.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { brands: [...valid.values()], errors, notes };
}

/**
 * Defaults of brand.json (ADR 080): a key missing from a file gets its schema's "default" (or a
 * value derived from the rest of the file, below) before validation, so the loaded BrandConfig
 * always has it. Every key filled in is returned, for `npm run brands -- validate` to show as a note.
 * A key added to the schema with a "default" is picked up here without code.
 */
import { brandSchema, childSchema, resolveRef, type SchemaNode } from "./public";

export interface AppliedDefault {
  /** JSON pointer of the key filled in. */
  pointer: string;
  value: unknown;
  /** Why this value, when it is derived from the file rather than the schema's "default". */
  reason?: string;
}

type Doc = Record<string, unknown>;

const isRecord = (value: unknown): value is Doc => typeof value === "object" && value !== null && !Array.isArray(value);
const escapePointer = (segment: string | number) => String(segment).replace(/~/g, "~0").replace(/\//g, "~1");

/** Defaults that depend on other keys of the file, by pointer; they win over the schema's "default". */
const DERIVED: Record<string, (doc: Doc) => { value: unknown; reason: string }> = {
  "/identityDocument": (doc) =>
    doc.defaultCountry === "BR"
      ? { value: { kind: "cpf" }, reason: "defaultCountry BR: registration by CPF, as before this key" }
      : { value: { kind: "none" }, reason: `defaultCountry ${String(doc.defaultCountry)} has no CPF` },
};

function defaultOf(node: SchemaNode, root: SchemaNode): { has: boolean; value?: unknown } {
  if ("default" in node) return { has: true, value: node.default };
  const target = resolveRef(node, root);
  return "default" in target ? { has: true, value: target.default } : { has: false };
}

interface Walk {
  doc: Doc;
  root: SchemaNode;
  out: AppliedDefault[];
}

function walk(value: unknown, node: SchemaNode | undefined, pointer: string, w: Walk): void {
  if (!node) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk(item, childSchema(node, i, w.root), `${pointer}/${i}`, w));
    return;
  }
  if (!isRecord(value)) return;
  for (const [key, child] of Object.entries(resolveRef(node, w.root).properties ?? {})) {
    if (key in value || typeof child !== "object") continue;
    const at = `${pointer}/${escapePointer(key)}`;
    const derived = w.root === brandSchema ? DERIVED[at]?.(w.doc) : undefined;
    const fallback = defaultOf(child, w.root);
    if (derived) {
      value[key] = derived.value;
      w.out.push({ pointer: at, value: derived.value, reason: derived.reason });
    } else if (fallback.has) {
      value[key] = structuredClone(fallback.value);
      w.out.push({ pointer: at, value: fallback.value });
    }
  }
  for (const [key, child] of Object.entries(value))
    walk(child, childSchema(node, key, w.root), `${pointer}/${escapePointer(key)}`, w);
}

/** Fills in `doc`'s missing keys that have a default, in place; returns what was filled in. */
export function applyDefaults(doc: Doc, schema: SchemaNode = brandSchema): AppliedDefault[] {
  const out: AppliedDefault[] = [];
  walk(doc, schema, "", { doc, root: schema, out });
  return out;
}

/**
 * The schema as the loader guarantees it: every property with a default is also required, so the
 * generated BrandConfig type has it as present (npm run brands -- types).
 */
export function resolvedSchema(schema: SchemaNode): SchemaNode {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!isRecord(value)) return value;
    const out: Doc = {};
    for (const [keyword, child] of Object.entries(value)) out[keyword] = visit(child);
    if (isRecord(value.properties)) {
      const withDefault = Object.entries(value.properties)
        .filter(([, child]) => isRecord(child) && ("default" in child || "default" in resolveRef(child, schema)))
        .map(([key]) => key);
      const required = Array.isArray(value.required) ? (value.required as string[]) : [];
      const added = withDefault.filter((key) => !required.includes(key));
      if (added.length > 0) out.required = [...required, ...added];
    }
    return out;
  };
  return visit(schema) as SchemaNode;
}

/**
 * The public (browser-safe) subset of a brand configuration.
 *
 * Properties whose schema node carries `"x-visibility": "server"` (API keys,
 * client secrets …) are removed by walking `schemas/brand.schema.json`
 * alongside the data. Safe to import from browser code: no node modules.
 */
import schemaJson from "../../schemas/brand.schema.json";
import type { BrandConfig, PublicBrandConfig } from "./config.generated";

/** A JSON Schema node as used by the brand schema (2020-12, internal `$ref`s only). */
export interface SchemaNode {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  properties?: Record<string, SchemaNode | boolean>;
  patternProperties?: Record<string, SchemaNode | boolean>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode | boolean;
  required?: string[];
  $defs?: Record<string, SchemaNode>;
  "x-visibility"?: "server" | "public";
  [keyword: string]: unknown;
}

/** The brand JSON Schema. */
export const brandSchema = schemaJson as unknown as SchemaNode;

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Follows `$ref`s ("#/…" JSON pointers into the root schema) until a node without one. */
export function resolveRef(node: SchemaNode, root: SchemaNode = brandSchema): SchemaNode {
  let current = node;
  for (let hops = 0; typeof current.$ref === "string"; hops++) {
    if (hops > 32 || !current.$ref.startsWith("#"))
      throw new Error(`brand schema: cannot resolve $ref ${current.$ref}`);
    let target: unknown = root;
    for (const raw of current.$ref.slice(1).split("/").filter(Boolean)) {
      const segment = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
      target = isNode(target) ? target[segment] : undefined;
    }
    if (!isNode(target)) throw new Error(`brand schema: $ref ${current.$ref} points nowhere`);
    current = target;
  }
  return current;
}

/**
 * The schema node describing `key` (an object key or array index) inside data
 * described by `node`, or undefined when the schema allows nothing there.
 */
export function childSchema(
  node: SchemaNode | undefined,
  key: string | number,
  root: SchemaNode = brandSchema,
): SchemaNode | undefined {
  if (!node) return undefined;
  const resolved = resolveRef(node, root);
  if (typeof key === "number" || /^(0|[1-9][0-9]*)$/.test(key)) {
    if (isNode(resolved.items)) return resolved.items;
    if (typeof key === "number") return undefined;
  }
  const own = resolved.properties?.[key];
  if (isNode(own)) return own;
  for (const [pattern, child] of Object.entries(resolved.patternProperties ?? {})) {
    if (isNode(child) && new RegExp(pattern, "u").test(key)) return child;
  }
  return isNode(resolved.additionalProperties) ? resolved.additionalProperties : undefined;
}

/** Whether data described by this node must stay on the server. */
export function isServerOnly(node: SchemaNode, root: SchemaNode = brandSchema): boolean {
  return node["x-visibility"] === "server" || resolveRef(node, root)["x-visibility"] === "server";
}

function stripValue(value: unknown, node: SchemaNode | undefined): unknown {
  if (Array.isArray(value)) return value.map((item, index) => stripValue(item, childSchema(node, index)));
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const childNode = childSchema(node, key);
    // Keys the schema does not know are dropped too: fail closed.
    if (!childNode || isServerOnly(childNode)) continue;
    out[key] = stripValue(child, childNode);
  }
  return out;
}

// Brand configs are loaded once and never change, and every document's root data carries one.
const publicConfigs = new WeakMap<BrandConfig, PublicBrandConfig>();

/**
 * A deep copy of the configuration without any property marked
 * `"x-visibility": "server"` in the schema: what may be serialised to the browser
 * (made once per configuration).
 */
export function toPublicConfig(config: BrandConfig): PublicBrandConfig {
  let publicConfig = publicConfigs.get(config);
  if (!publicConfig) {
    publicConfig = stripValue(config, brandSchema) as PublicBrandConfig;
    publicConfigs.set(config, publicConfig);
  }
  return publicConfig;
}

/**
 * A deep copy of a schema with every server-only property removed from
 * `properties` and `required`, at any depth (used to generate `PublicBrandConfig`).
 */
export function toPublicSchema(schema: SchemaNode = brandSchema): SchemaNode {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!isNode(value)) return value;
    const out: SchemaNode = {};
    const removed = new Set<string>();
    for (const [keyword, child] of Object.entries(value)) {
      if ((keyword === "properties" || keyword === "patternProperties") && isNode(child)) {
        const kept: Record<string, SchemaNode | boolean> = {};
        for (const [name, sub] of Object.entries(child)) {
          if (isNode(sub) && isServerOnly(sub, schema)) removed.add(name);
          else kept[name] = strip(sub) as SchemaNode | boolean;
        }
        out[keyword] = kept;
      } else {
        out[keyword] = strip(child);
      }
    }
    if (Array.isArray(out.required) && removed.size > 0)
      out.required = out.required.filter((name) => !removed.has(name));
    return out;
  };
  return strip(schema) as SchemaNode;
}

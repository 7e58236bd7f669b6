/**
 * The form DOM dump's normaliser (issue 36 §6): a captured element tree in, readable text out,
 * one element or text per line, attributes sorted. It removes only what differs between two runs
 * of one build (nonces, tokens, idempotency keys, React's generated ids, transaction ids, QR
 * drawings, clocks), so that what a refactor changes (labels, errors, aria wiring) still shows.
 */

/** An element as the browser captured it (capture.ts); text nodes are plain strings. */
export interface DomElement {
  tag: string;
  attrs: Record<string, string>;
  children: DomNode[];
}
export type DomNode = DomElement | string;

/** Hidden inputs whose value is minted per request or transaction: their names, or any ending in Token/Key. */
const TOKEN_FIELDS = new Set([
  "idempotencyKey",
  "cpfToken",
  "resetPasswordToken",
  "csrf",
  "_csrf",
  "token",
  "nonce",
  "txnId",
]);
const isTokenField = (name: string) => TOKEN_FIELDS.has(name) || /(Token|Key)$/.test(name);

/** Attributes that carry a per-transaction or per-request value. */
const VOLATILE_ATTRS = new Set(["nonce", "data-txn", "data-txn-id", "data-expires-at", "data-started-at", "datetime"]);

/** React's useId output (`:r1:`, `:R2a6:`), and the ids and references built from it. */
const REACT_ID = /:[rR][0-9a-zA-Z]*:/g;
/** Attributes that point at ids: a renamed generated id must be renamed there too. */
const ID_REFS = [
  "id",
  "for",
  "aria-describedby",
  "aria-labelledby",
  "aria-controls",
  "aria-errormessage",
  "list",
  "form",
];

/** Query parameters of links and actions that carry a per-request value. */
const VOLATILE_PARAMS = new Set(["txnId", "resetPasswordToken", "token", "idempotencyKey", "cpfToken"]);

/** A transaction id in text or values, as the sandbox mints them (e.g. TXN-…, a UUID). */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** Clock readings in text: hh:mm(:ss) and dd/mm/yyyy-like dates, ISO dates and datetimes. */
const CLOCK = /\b\d{1,2}:\d{2}(:\d{2})?\b/g;
const DATE = /\b\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?\b|\b\d{1,2}[-./]\d{1,2}[-./]\d{2,4}\b/g;

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

interface Context {
  ids: Map<string, string>;
}

function stableId(ctx: Context, raw: string): string {
  let id = ctx.ids.get(raw);
  if (!id) ctx.ids.set(raw, (id = `:id${ctx.ids.size + 1}:`));
  return id;
}

function normaliseUrl(value: string): string {
  if (value.startsWith("data:")) return "data:[…]";
  return value.replace(/([?&])([^=&#]+)=([^&#]*)/g, (whole, sep: string, key: string) =>
    VOLATILE_PARAMS.has(key) ? `${sep}${key}=[volatile]` : whole,
  );
}

export function normaliseText(text: string): string {
  return text.replace(/\s+/g, " ").trim().replace(UUID, "[uuid]").replace(DATE, "[date]").replace(CLOCK, "[time]");
}

function normaliseAttrs(ctx: Context, el: DomElement): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, raw] of Object.entries(el.attrs)) {
    let value = raw;
    if (VOLATILE_ATTRS.has(name)) value = "[volatile]";
    else if (name === "value" && el.tag === "input" && isTokenField(el.attrs.name ?? "")) value = "[token]";
    else if (name === "value" && el.tag === "input" && el.attrs.readonly !== undefined) value = normaliseText(value);
    // A date picker's bounds are relative to today (no later than today, 18 years ago…).
    else if (name === "min" || name === "max") value = value.replace(DATE, "[date]");
    else if (ID_REFS.includes(name) || name === "href") value = value.replace(REACT_ID, (id) => stableId(ctx, id));
    if (name === "href" || name === "action" || name === "src" || name === "formaction") value = normaliseUrl(value);
    if (name === "class") value = value.split(/\s+/).filter(Boolean).sort().join(" ");
    out.push([name, value]);
  }
  return out.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** A QR drawing is data, not markup: its paths depend on the code the platform minted. */
function isQr(el: DomElement): boolean {
  const marks = `${el.attrs.class ?? ""} ${el.attrs["data-testid"] ?? ""}`;
  return /(^|[\s_-])qr($|\s)/.test(marks);
}

/** A countdown or clock: its text is the time of the capture (the element and its attributes stay). */
function isTicking(el: DomElement): boolean {
  const marks = `${el.attrs.class ?? ""} ${el.attrs["data-testid"] ?? ""}`;
  return el.tag === "time" || el.attrs.role === "timer" || /seconds|countdown|timer|clock/i.test(marks);
}

function print(ctx: Context, node: DomNode, depth: number, lines: string[]) {
  const pad = "  ".repeat(depth);
  if (typeof node === "string") {
    const text = normaliseText(node);
    if (text) lines.push(`${pad}${JSON.stringify(text)}`);
    return;
  }
  const attrs = normaliseAttrs(ctx, node)
    .map(([name, value]) => (value === "" ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`))
    .join("");
  lines.push(`${pad}<${node.tag}${attrs}>`);
  if (VOID.has(node.tag)) return;
  if (isQr(node)) lines.push(`${pad}  [QR drawing]`);
  else if (isTicking(node)) lines.push(`${pad}  [ticking]`);
  else for (const child of node.children) print(ctx, child, depth + 1, lines);
  lines.push(`${pad}</${node.tag}>`);
}

/**
 * The dump of one form state: each captured root under a `# <label>` line. Generated ids are
 * numbered in order of appearance across the whole file, so one id keeps one name in every
 * reference to it, and a reference that disappears shows as a difference.
 */
export function normalise(roots: { label: string; tree: DomElement }[]): string {
  const ctx: Context = { ids: new Map() };
  const lines: string[] = [];
  for (const { label, tree } of roots) {
    lines.push(`# ${label}`);
    print(ctx, tree, 0, lines);
  }
  return `${lines.join("\n")}\n`;
}

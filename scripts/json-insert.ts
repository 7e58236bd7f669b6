/**
 * Edits to a JSON text that leave the rest of it as it was (key order, line breaks, spacing): brand
 * files are laid out by their operators (ADR 080), so `brands upgrade` adds keys instead of
 * re-serialising the file. Only what the upgrade needs: add a key to an object, set a top-level key.
 */

interface Member {
  key: string;
  keyStart: number;
  value: Node;
}
interface Node {
  start: number;
  end: number;
  members?: Member[];
  items?: Node[];
}

/** Positions of every value in a JSON text (the text is known to parse). */
function scan(text: string): Node {
  let i = 0;
  const ws = () => {
    while (/\s/.test(text[i] ?? "")) i++;
  };
  const str = () => {
    i++;
    while (text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
    i++;
  };
  const value = (): Node => {
    ws();
    const start = i;
    if (text[i] === "{" || text[i] === "[") {
      const object = text[i] === "{";
      const members: Member[] = [];
      const items: Node[] = [];
      i++;
      ws();
      while (text[i] !== (object ? "}" : "]")) {
        if (object) {
          const keyStart = i;
          str();
          const key = JSON.parse(text.slice(keyStart, i)) as string;
          ws();
          i++; // the colon
          members.push({ key, keyStart, value: value() });
        } else items.push(value());
        ws();
        if (text[i] === ",") i++;
        ws();
      }
      i++;
      return object ? { start, end: i, members } : { start, end: i, items };
    }
    if (text[i] === '"') str();
    else while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
    return { start, end: i };
  };
  return value();
}

const lineIndent = (text: string, at: number) =>
  /^[ \t]*/.exec(text.slice(text.lastIndexOf("\n", at - 1) + 1))?.[0] ?? "";

function nodeAt(root: Node, pointer: string): Node {
  let node = root;
  for (const raw of pointer === "" ? [] : pointer.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    const next = node.members ? node.members.find((m) => m.key === segment)?.value : node.items?.[Number(segment)];
    if (!next) throw new Error(`no ${pointer} in the JSON text`);
    node = next;
  }
  return node;
}

/** One line in the style of a hand-written one-line object: `{ "a": 1, "b": [1, 2] }`. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(", ")}]`;
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`);
  return members.length === 0 ? "{}" : `{ ${members.join(", ")} }`;
}

/** A value written at `indent`: multi-line values take the file's two-space nesting. */
const valueText = (value: unknown, indent: string, multiline: boolean) =>
  multiline ? JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`) : inline(value);

/**
 * Adds `"key": value` as the last member of the object at `pointer` (or, with `after`, right after
 * that member), in the object's own layout: on a line of its own in a multi-line object, inline in
 * a one-line object.
 */
export function insertMember(text: string, pointer: string, key: string, value: unknown, after?: string): string {
  const object = nodeAt(scan(text), pointer);
  const members = object.members ?? [];
  if (members.length === 0) {
    const indent = lineIndent(text, object.start);
    const inner = `${indent}  ${JSON.stringify(key)}: ${valueText(value, `${indent}  `, true)}`;
    return `${text.slice(0, object.start)}{\n${inner}\n${indent}}${text.slice(object.end)}`;
  }
  const multiline = text.slice(object.start, members[0].keyStart).includes("\n");
  const anchor = members.find((m) => m.key === after) ?? members[members.length - 1];
  const indent = multiline ? lineIndent(text, members[members.length - 1].keyStart) : "";
  const entry = `${JSON.stringify(key)}: ${valueText(value, indent, multiline)}`;
  const at = anchor.value.end;
  return `${text.slice(0, at)},${multiline ? `\n${indent}` : " "}${entry}${text.slice(at)}`;
}

/** Sets a top-level key: its value is replaced where it stands, or it is added after `after` (else first). */
export function setTopLevel(text: string, key: string, value: unknown, after: string): string {
  const root = scan(text);
  const existing = root.members?.find((m) => m.key === key);
  if (existing)
    return `${text.slice(0, existing.value.start)}${JSON.stringify(value)}${text.slice(existing.value.end)}`;
  if (root.members?.some((m) => m.key === after)) return insertMember(text, "", key, value, after);
  const first = root.members?.[0];
  if (!first) return insertMember(text, "", key, value);
  const indent = lineIndent(text, first.keyStart);
  const multiline = text.slice(root.start, first.keyStart).includes("\n");
  const entry = `${JSON.stringify(key)}: ${JSON.stringify(value)},${multiline ? `\n${indent}` : " "}`;
  return `${text.slice(0, first.keyStart)}${entry}${text.slice(first.keyStart)}`;
}

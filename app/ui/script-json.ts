/**
 * JSON to put inside a <script> element (data islands and the single-fetch handoff): nothing in it
 * can close the element, start an entity or end a line of JavaScript (`<`, `>`, `&`, U+2028, U+2029),
 * and every character above U+00FF is a \u escape. The last keeps the document Latin-1 when the
 * visible text is: V8 then builds, joins and encodes the page as one-byte strings, about half the
 * memory and copying of two-byte ones, for a page whose only wider characters were a few `…` in
 * the translations (ADR 031). JSON.parse reads the escapes back as the same characters.
 */
const SCRIPT_UNSAFE = /[<>&\u0100-\uffff]/g;

const WIDE = /[\u0100-\uffff]/;

const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * The same text as a one-byte string. V8 keeps the width of the text a replace() started from,
 * so JSON that had a wide character stays two-byte after escaping it, and so would the page it
 * joins. Reading its Latin-1 bytes back makes a one-byte copy (Node only; the browser reads these
 * scripts, it does not write them).
 */
const oneByte = (text: string) =>
  typeof Buffer === "undefined" ? text : Buffer.from(text, "latin1").toString("latin1");

export function scriptJson(value: unknown): string {
  const json = JSON.stringify(value);
  const escaped = json.replace(SCRIPT_UNSAFE, escape);
  return WIDE.test(json) ? oneByte(escaped) : escaped;
}

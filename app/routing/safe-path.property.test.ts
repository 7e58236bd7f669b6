import { fc, it } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { continueTarget, isSafeRelativePath, safeRedirectTarget } from "./safe-path";

const ORIGIN = "https://solbet.example";

/**
 * Strings built from the characters that make paths dangerous (slashes, backslashes, colons,
 * scheme letters in both cases, dots, percent signs, `@`, whitespace, C0 controls, DEL, and
 * characters beyond ASCII), so that most runs reach the interesting branches.
 */
const tricky = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      "/",
      "/",
      "\\",
      ":",
      ".",
      "%",
      "@",
      "?",
      "#",
      " ",
      "\t",
      "\n",
      "\r",
      "\u0000",
      "\u007f",
      "\u0080",
      "\u3000",
    ),
    fc.constantFrom(
      "j",
      "J",
      "a",
      "v",
      "s",
      "c",
      "r",
      "i",
      "p",
      "t",
      "h",
      "H",
      "T",
      "P",
      "S",
      "x",
      "1",
      "+",
      "-",
      "e",
      "v",
      "l",
    ),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 24,
});
/** As above, often starting with one slash (the accepted shape), so acceptance is not rare. */
const candidate = fc.oneof(
  tricky,
  tricky.map((rest) => `/${rest}`),
  fc.webPath(),
  fc.webUrl(),
);

describe("isSafeRelativePath properties", () => {
  it.prop([candidate])("an accepted path stays on our origin and is a plain path", (path) => {
    fc.pre(isSafeRelativePath(path));
    const url = new URL(path, ORIGIN);
    expect(url.origin).toBe(ORIGIN);
    expect(path.startsWith("/")).toBe(true);
    expect(path.startsWith("//")).toBe(false);
    expect(path).not.toMatch(/^\/[a-z][a-z0-9+.-]*:/i);
    // Browsers drop tabs and newlines before parsing: what they load is what was checked.
    expect(new URL(path.replace(/[\t\n\r]/g, ""), ORIGIN).href).toBe(url.href);
  });

  it.prop([fc.webUrl()])("never accepts an absolute URL", (url) => {
    expect(isSafeRelativePath(url)).toBe(false);
  });

  it.prop([fc.webUrl()])("never accepts a protocol-relative URL, with or without a backslash", (url) => {
    const rest = url.replace(/^[a-z]+:\/\//i, "");
    expect(isSafeRelativePath(`//${rest}`)).toBe(false);
    expect(isSafeRelativePath(`/\\${rest}`)).toBe(false);
    expect(isSafeRelativePath(`\\\\${rest}`)).toBe(false);
  });

  it.prop([
    fc.array(
      fc.webSegment().filter((s) => s.length > 0 && !s.includes(":")),
      { minLength: 1, maxLength: 5 },
    ),
  ])("accepts ordinary paths made of URL segments", (segments) => {
    expect(isSafeRelativePath(`/${segments.join("/")}`)).toBe(true);
  });

  it.prop([candidate, fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code))])(
    "refuses any path with a control character in it",
    (path, control) => {
      const at = Math.floor(path.length / 2);
      expect(isSafeRelativePath(`/${path.slice(0, at)}${control}${path.slice(at)}`)).toBe(false);
      expect(isSafeRelativePath(`/${path}\u007f`)).toBe(false);
    },
  );
});

describe("continueTarget properties", () => {
  it.prop([candidate])("is the normalised input when it is a short safe path, else null", (raw) => {
    const target = continueTarget(raw);
    if (target === null) return;
    expect(raw.length).toBeLessThanOrEqual(512);
    expect(isSafeRelativePath(raw)).toBe(true);
    expect(target).toBe(safeRedirectTarget(raw, null));
  });
});

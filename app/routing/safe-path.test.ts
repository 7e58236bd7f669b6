import { describe, expect, it } from "vitest";
import { isSafeRelativePath } from "./safe-path";

describe("isSafeRelativePath", () => {
  it.each([
    "/pb/games",
    "/en?modal=login",
    "/es/page/terms#top",
    "/",
    "/a b",
    "/a~b",
    "/caf\u00e9",
    "/pb/a:b",
    "/12:30",
    "/-a:b",
  ])("accepts %j", (path) => {
    expect(isSafeRelativePath(path)).toBe(true);
  });
  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "/javascript:alert(1)",
    "games",
    "/a\nb",
    "",
    " /pb",
    "/pb/\u4e2d",
    "/pb/\u{1f600}",
  ])("rejects %j", (path) => {
    expect(isSafeRelativePath(path)).toBe(false);
  });

  it("rejects every C0 control character and DEL, wherever it stands", () => {
    const controls = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f].map((code) =>
      String.fromCharCode(code),
    );
    for (const char of controls) {
      expect(isSafeRelativePath(`/pb/x${char}y`), `U+${char.charCodeAt(0).toString(16)}`).toBe(false);
      expect(isSafeRelativePath(`/pb${char}`), `U+${char.charCodeAt(0).toString(16)} last`).toBe(false);
    }
    // The neighbours of the refused ranges are ordinary characters.
    expect(isSafeRelativePath("/pb/x y")).toBe(true);
    expect(isSafeRelativePath("/pb/x~y")).toBe(true);
    expect(isSafeRelativePath("/pb/x\u0080y")).toBe(true);
  });

  it.each(["/JavaScript:alert(1)", "/JAVASCRIPT:alert(1)", "/Data:text/html,x", "/VBScript:x", "/a1+.-:x", "/x:"])(
    "rejects a scheme-like first segment in any case: %j",
    (path) => {
      expect(isSafeRelativePath(path)).toBe(false);
    },
  );

  it("rejects a backslash anywhere, not only after the first slash", () => {
    expect(isSafeRelativePath("/pb/\\evil.example")).toBe(false);
    expect(isSafeRelativePath("/pb\\")).toBe(false);
  });
});

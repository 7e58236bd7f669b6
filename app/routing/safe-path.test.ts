import { describe, expect, it } from "vitest";
import { isSafeRelativePath } from "./safe-path";

describe("isSafeRelativePath", () => {
  it.each(["/pb/games", "/en?modal=login", "/es/page/terms#top", "/"])("accepts %s", (path) => {
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
  ])("rejects %s", (path) => {
    expect(isSafeRelativePath(path)).toBe(false);
  });
});

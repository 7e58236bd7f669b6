import { describe, expect, it } from "vitest";
import { continueTarget } from "./safe-path";

describe("where a pre-check form continues after a save (ARCHITECTURE §9)", () => {
  it("follows a same-origin relative path, such as the pending launch", () => {
    expect(continueTarget("/en/gameplay/slot-1/real-game")).toBe("/en/gameplay/slot-1/real-game");
  });
  it.each([
    "https://evil.example/x",
    "//evil.example/x",
    "/\\evil.example",
    "/javascript:alert(1)",
    "en/gameplay",
    "",
    null,
    undefined,
    `/${"a".repeat(600)}`,
  ])("ignores %j (the page shows its success state instead)", (raw) => expect(continueTarget(raw)).toBeNull());
  it("follows a path of up to 512 characters and no longer", () => {
    const at = `/${"a".repeat(511)}`;
    expect(continueTarget(at)).toBe(at);
    expect(continueTarget(`${at}b`)).toBeNull();
  });
  it("ignores a form field that is a file, not text", () => {
    expect(continueTarget(new File(["/en"], "x.txt"))).toBeNull();
  });
});

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
});

import { describe, expect, it } from "vitest";
import { continueKindOf, verificationTitleKey } from "./verification.server";

describe("what sent the player to verify", () => {
  it.each([
    ["/pb/gameplay/slot-1/real-game", "launch"],
    ["/en?deposit=true&amount=50", "deposit"],
    ["/en?modal=deposit", "deposit"],
    ["/es?withdraw=true", "withdraw"],
    ["/es/myaccount/limits", "page"],
  ] as const)("%s is a %s", (target, kind) => {
    expect(continueKindOf(target)).toBe(kind);
  });
});

describe("the page's title follows the KYC now", () => {
  it.each([
    ["confirm", "notStarted", "verification.confirm.title"],
    ["confirm", "unknown", "verification.confirm.title"],
    ["status", "pending", "verification.pending.title"],
    ["status", "verified", "verification.verified.title"],
  ] as const)("%s / %s", (step, headline, key) => {
    expect(verificationTitleKey(step, headline)).toBe(key);
  });
});

import { describe, expect, it } from "vitest";
import { pageDeadline } from "./app";

describe("pageDeadline (ADR 051)", () => {
  it("gives page requests one signal that aborts when the budget is spent", async () => {
    const signal = pageDeadline("GET", 0.05)!;
    expect(signal.aborted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(signal.aborted).toBe(true);
    expect(pageDeadline("HEAD", 1)).toBeInstanceOf(AbortSignal);
  });

  it("leaves writes to their per-call timeouts", () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) expect(pageDeadline(method, 1)).toBeUndefined();
  });
});

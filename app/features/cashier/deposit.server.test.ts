import { describe, expect, it } from "vitest";
import { qrMethod } from "./deposit.server";

describe("qrMethod", () => {
  it("takes the first method of kind qr in the cashier's order, whatever its name", () => {
    const cashier = {
      displayOrder: ["CARD", "INSTANT", "PIX"],
      depositMethods: {
        PIX: { methodName: "PIX", kind: "qr" },
        INSTANT: { methodName: "INSTANT", kind: "qr" },
        CARD: { methodName: "CARD", kind: "card" },
      },
    };
    expect(qrMethod(cashier)?.methodName).toBe("INSTANT");
  });
  it("is null without a qr method, and falls back to the methods' own order", () => {
    expect(qrMethod({ depositMethods: { CARD: { methodName: "CARD", kind: "card" } } })).toBeNull();
    expect(qrMethod({ depositMethods: { A: { methodName: "A", kind: "qr" } } })?.methodName).toBe("A");
  });
});

import { describe, expect, it } from "vitest";
import { clockTime, qrMethod } from "./deposit.server";

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

describe("clockTime (the QR code's expiry without JavaScript)", () => {
  const at = Date.UTC(2026, 10, 28, 17, 5, 30);
  it("is HH:mm in the player's zone, 24-hour", () => {
    expect(clockTime(at, "UTC")).toBe("17:05");
    expect(clockTime(at, "America/Sao_Paulo")).toBe("14:05");
    expect(clockTime(at, "Europe/Berlin")).toBe("18:05");
    expect(clockTime(Date.UTC(2026, 10, 28, 0, 7), "UTC")).toBe("00:07");
  });
});

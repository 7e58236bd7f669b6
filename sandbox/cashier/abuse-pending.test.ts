import { describe, expect, it } from "vitest";
import type { Db } from "../db/index";
import { SandboxError } from "../types";
import { refusePendingQr } from "./abuse";

/** A transaction that answers one pending deposit row, as the deposits table stores it. */
const pendingRow = (amount: string) =>
  ({
    query: async () => [{ txn_id: "T1", amount, br_code: "000201", expires_at: "2026-11-28T09:00:00Z" }],
  }) as unknown as Db;

describe("refusePendingQr's wire amount", () => {
  it("says the stored hundredths as a 2-decimal amount, whatever the currency's decimals", async () => {
    for (const decimals of [0, 2]) {
      const refusal = await refusePendingQr(pendingRow("500000"), "p", "PIX", decimals).catch((e) => e);
      expect(refusal).toBeInstanceOf(SandboxError);
      expect((refusal as SandboxError).errorCode).toBe(100532);
      expect((refusal as SandboxError).extra.depositAmount).toBe("5000.00");
    }
  });
});

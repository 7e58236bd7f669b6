import { describe, expect, it } from "vitest";
import { cancelSchema } from "./cancel.server";

describe("cancelSchema (the confirm form's hidden fields)", () => {
  it("takes a platform txnId and keeps only a key of ours", () => {
    expect(cancelSchema.parse({ txnId: "AB12", idempotencyKey: "key-1234_ok" })).toEqual({
      txnId: "AB12",
      idempotencyKey: "key-1234_ok",
    });
    expect(cancelSchema.parse({ txnId: "AB12", idempotencyKey: "short" })).toEqual({ txnId: "AB12" });
  });

  it("refuses a txnId that is not the platform's shape", () => {
    expect(cancelSchema.safeParse({ txnId: "../etc" }).success).toBe(false);
    expect(cancelSchema.safeParse({ txnId: "A".repeat(26) }).success).toBe(false);
    expect(cancelSchema.safeParse({}).success).toBe(false);
  });
});

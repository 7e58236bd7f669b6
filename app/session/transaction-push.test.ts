import { describe, expect, it } from "vitest";
import { parseTransactionPush } from "./PlayerContext";

describe("parseTransactionPush", () => {
  it("reads the txn id, status and type of a PushTransactionStatusToUser", () => {
    expect(parseTransactionPush(JSON.stringify({ txnId: "T1", status: "SUCCESS", txnType: "deposit", x: 1 }))).toEqual({
      txnId: "T1",
      status: "SUCCESS",
      txnType: "deposit",
    });
  });
  it("is null for a push without a txn id or that is not JSON", () => {
    expect(parseTransactionPush(JSON.stringify({ status: "SUCCESS" }))).toBeNull();
    expect(parseTransactionPush("not json")).toBeNull();
    expect(parseTransactionPush("null")).toBeNull();
  });
});

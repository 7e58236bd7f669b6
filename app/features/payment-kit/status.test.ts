import { describe, expect, it } from "vitest";
import { cashoutStatus, depositPollDecision } from "./status";

describe("depositPollDecision", () => {
  it("succeeds on txn_confirmed_success, even on the last try", () => {
    expect(depositPollDecision({ status: "SUCCESS", actualStatusInDB: "txn_confirmed_success" }, 1, 5)).toBe("success");
    expect(depositPollDecision({ actualStatusInDB: "txn_confirmed_success" }, 5, 5)).toBe("success");
  });

  it("fails on txn_confirmed_failure or a FAILURE status at once", () => {
    expect(depositPollDecision({ actualStatusInDB: "txn_confirmed_failure" }, 1, 5)).toBe("failure");
    expect(depositPollDecision({ status: "FAILURE", actualStatusInDB: "txn_initiated" }, 1, 5)).toBe("failure");
  });

  it("asks again while initiated, at most 5 times in all", () => {
    const initiated = { status: "SUCCESS", actualStatusInDB: "txn_initiated" };
    const decisions = [1, 2, 3, 4, 5].map((attempt) => depositPollDecision(initiated, attempt, 5));
    expect(decisions).toEqual(["retry", "retry", "retry", "retry", "failure"]);
    expect(depositPollDecision(initiated, 2, 2)).toBe("failure");
  });

  it("bounds an unnamed state like an initiated one", () => {
    expect(depositPollDecision({ status: "SUCCESS", actualStatusInDB: "txn_pending_3ds" }, 1, 5)).toBe("retry");
    expect(depositPollDecision({}, 5, 5)).toBe("failure");
  });
});

describe("cashoutStatus", () => {
  it("maps co_initiated and co_success, and anything else to failure", () => {
    expect(cashoutStatus({ actualStatusInDB: "co_initiated" })).toBe("PENDING");
    expect(cashoutStatus({ actualStatusInDB: "co_success" })).toBe("SUCCESS");
    for (const state of ["co_failed", "txn_confirmed_success", null, undefined])
      expect(cashoutStatus({ actualStatusInDB: state })).toBe("FAILURE");
  });
});

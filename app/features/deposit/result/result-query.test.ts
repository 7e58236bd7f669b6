import path from "node:path";
import { loadBrands } from "~/brand/validate.server";
import { methodLabel } from "./result.server";
import { describe, expect, it } from "vitest";
import { detailsFromStatus, maskCard, parseTxnQuery, txnQuery, type TxnDetails } from "./result-query";

const claimed: TxnDetails = {
  id: "D1",
  amount: 50,
  account: null,
  paymentMethod: "SKRILL",
  cardNumber: null,
  type: "deposit",
  status: "SUCCESS",
  failureReason: null,
};

describe("maskCard", () => {
  it("shows the last four digits only", () => {
    expect(maskCard("************1111")).toBe("•••• 1111");
    expect(maskCard("**** **** **** 4242")).toBe("•••• 4242");
  });
  it("refuses a number that shows more than the last digits, and anything else", () => {
    expect(maskCard("4111111111111111")).toBeNull();
    expect(maskCard("4111********1111")).toBeNull();
    expect(maskCard("<script>")).toBeNull();
    expect(maskCard(null)).toBeNull();
  });
});

describe("parseTxnQuery", () => {
  it("reads the spec's fields", () => {
    const q = new URLSearchParams(
      "id=D1&amount=50.00&account=a%40b.test&paymentMethod=skrill&cardNumber=************1111&type=deposit&status=failure&failureReason=100238",
    );
    expect(parseTxnQuery(q)).toEqual({
      id: "D1",
      amount: 50,
      account: "a@b.test",
      paymentMethod: "SKRILL",
      cardNumber: "•••• 1111",
      type: "deposit",
      status: "FAILURE",
      failureReason: "100238",
    });
  });
  it("drops what fails a check", () => {
    const q = new URLSearchParams("id=../x&amount=1e9&account=<b>&paymentMethod=a b&status=PAID&failureReason=<i>");
    expect(parseTxnQuery(q)).toEqual({
      id: null,
      amount: null,
      account: null,
      paymentMethod: null,
      cardNumber: null,
      type: "deposit",
      status: "UNKNOWN",
      failureReason: null,
    });
  });
  it("takes withdraw and cashout as a cashout", () => {
    expect(parseTxnQuery(new URLSearchParams("type=withdraw")).type).toBe("cashout");
    expect(parseTxnQuery(new URLSearchParams("type=cashout")).type).toBe("cashout");
  });
  it("round-trips through txnQuery", () => {
    const details = { ...claimed, cardNumber: "•••• 1111", status: "PENDING" as const };
    expect(parseTxnQuery(new URLSearchParams(txnQuery(details)))).toEqual(details);
  });
});

describe("detailsFromStatus", () => {
  it("the platform's verdict wins over the query's", () => {
    const answer = {
      status: "FAILURE",
      actualStatusInDB: "txn_confirmed_failure",
      txnId: "D1",
      txnType: "deposit",
      transactionAmount: "20.00",
      paymentMethod: "CREDITCARD",
      cardNumber: "************1111",
      errorDescription: "100234",
    };
    expect(detailsFromStatus(answer, claimed)).toEqual({
      id: "D1",
      amount: 20,
      account: null,
      paymentMethod: "CREDITCARD",
      cardNumber: "•••• 1111",
      type: "deposit",
      status: "FAILURE",
      failureReason: "100234",
    });
  });
  it("keeps nothing of the query the answer does not confirm", () => {
    const forged = { ...claimed, account: "fraude@golpe.com", paymentMethod: "PIX", cardNumber: "•••• 9999" };
    expect(
      detailsFromStatus({ txnId: "D1", txnType: "deposit", actualStatusInDB: "txn_initiated" }, forged),
    ).toMatchObject({
      account: null,
      paymentMethod: null,
      cardNumber: null,
      amount: null,
    });
  });
  it("success, still initiated, and a failure without a code", () => {
    const base = { txnId: "D1", txnType: "deposit", transactionAmount: "5.00" };
    expect(detailsFromStatus({ ...base, actualStatusInDB: "txn_confirmed_success" }, claimed).status).toBe("SUCCESS");
    expect(detailsFromStatus({ ...base, actualStatusInDB: "txn_initiated" }, claimed).status).toBe("PENDING");
    const failed = detailsFromStatus({ ...base, status: "FAILURE", actualStatusInDB: "txn_expired" }, claimed);
    expect([failed.status, failed.failureReason]).toEqual(["FAILURE", "-"]);
  });
  it("maps a cashout's states (spec §4)", () => {
    const cashout = { ...claimed, type: "cashout" as const };
    expect(detailsFromStatus({ actualStatusInDB: "co_success" }, cashout).status).toBe("SUCCESS");
    expect(detailsFromStatus({ actualStatusInDB: "co_initiated" }, cashout).status).toBe("PENDING");
    expect(detailsFromStatus({ actualStatusInDB: "co_rejected" }, cashout).status).toBe("FAILURE");
  });
});

describe("the method players read on the result page", () => {
  const brand = loadBrands(path.resolve("brands")).brands.find((b) => b.payments.methods.some((m) => m.displayName))!;
  const named = brand.payments.methods.find((m) => m.displayName)!;
  it("a card in the page language, another by the brand's name, an unknown code as it is", () => {
    expect(methodLabel(brand, "CREDITCARD", "Cartão")).toBe("Cartão");
    expect(methodLabel(brand, named.method, "Card")).toBe(named.displayName);
    expect(methodLabel(brand, "SOMETHING_NEW", "Card")).toBe("SOMETHING_NEW");
    expect(methodLabel(brand, null, "Card")).toBeNull();
  });
});

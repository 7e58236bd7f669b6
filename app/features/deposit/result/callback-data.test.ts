import { describe, expect, it } from "vitest";
import { decodeCallbackData, parsePaymentType } from "./callback-data";

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("decodeCallbackData", () => {
  it("reads the sandbox provider's encoding", () => {
    expect(decodeCallbackData(encode({ txnId: "D12ab", status: "SUCCESS", paymentMethod: "SKRILL" }))).toEqual({
      txnId: "D12ab",
      status: "SUCCESS",
      paymentMethod: "SKRILL",
    });
  });

  it("keeps the txnId when the other fields are odd, dropping them", () => {
    expect(decodeCallbackData(encode({ txnId: "T1", status: "<b>", paymentMethod: 3 }))).toEqual({
      txnId: "T1",
      status: null,
      paymentMethod: null,
    });
  });

  it.each([
    ["empty", ""],
    ["not base64url", "%%%"],
    ["not JSON", Buffer.from("hello").toString("base64url")],
    ["a JSON array", encode(["T1"])],
    ["JSON null", encode(null)],
    ["no txnId", encode({ status: "SUCCESS" })],
    ["a numeric txnId", encode({ txnId: 12 })],
    ["a txnId with a path in it", encode({ txnId: "../x" })],
    ["too long", encode({ txnId: "T1", pad: "x".repeat(600) })],
  ])("refuses %s", (_, encoded) => {
    expect(decodeCallbackData(encoded)).toBeNull();
  });
});

describe("parsePaymentType", () => {
  it("upper-cases a method name and refuses anything else", () => {
    expect(parsePaymentType("skrill")).toBe("SKRILL");
    expect(parsePaymentType("CREDITCARD")).toBe("CREDITCARD");
    expect(parsePaymentType("a b")).toBeNull();
    expect(parsePaymentType(undefined)).toBeNull();
  });
});

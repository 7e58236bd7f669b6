import { describe, expect, it } from "vitest";
import { closedWithdrawPath, opensWithdraw, withdrawHref } from "./withdraw-data";
import { maskCpf } from "./withdraw.server";

describe("withdraw URLs (spec §2 query withdraw)", () => {
  it("withdraw=true opens it, nothing else does", () => {
    expect(opensWithdraw(new URLSearchParams("withdraw=true"))).toBe(true);
    expect(opensWithdraw(new URLSearchParams("withdraw=1"))).toBe(false);
    expect(opensWithdraw(new URLSearchParams(""))).toBe(false);
  });
  it("closing drops the modal's keys and keeps the page's own", () => {
    const url = new URL("http://x/pb/casino?page=2&withdraw=true&modal=withdraw&step=3&method=PIX&amount=5");
    expect(closedWithdrawPath(url)).toBe("/pb/casino?page=2");
    expect(closedWithdrawPath(new URL("http://x/pb?withdraw=true"))).toBe("/pb");
  });
  it("a step link sets and removes keys on the page's own query", () => {
    expect(withdrawHref("/pb/casino?page=2", { step: "2" })).toBe(
      "/pb/casino?page=2&modal=withdraw&withdraw=true&step=2",
    );
    expect(withdrawHref("/pb?withdraw=true&modal=withdraw&step=2", { step: "", method: "PIX" })).toBe(
      "/pb?withdraw=true&modal=withdraw&method=PIX",
    );
  });
});

describe("maskCpf", () => {
  it("shows the middle digits of an 11-digit CPF only", () => {
    expect(maskCpf("123.456.789-09")).toBe("***.456.789-**");
    expect(maskCpf("12345678909")).toBe("***.456.789-**");
    expect(maskCpf("1234")).toBe("");
    expect(maskCpf("")).toBe("");
  });
});

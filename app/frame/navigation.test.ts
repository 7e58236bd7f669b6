import { describe, expect, it } from "vitest";
import { navItems } from "./navigation";

const brand = { features: { sportsbook: false, liveCasino: true, promotions: true } } as Parameters<typeof navItems>[0];

describe("bottom navigation Wallet (spec §2)", () => {
  it("is the portfolio, myaccount/cashier, under the page's language", () => {
    const wallet = navItems(brand, "es").bottom.find((item) => item.key === "wallet");
    expect(wallet?.href).toBe("/es/myaccount/cashier");
  });

  it("is the active item on the portfolio and its pages only", () => {
    const wallet = navItems(brand, "pb").bottom.find((item) => item.key === "wallet")!;
    expect(wallet.matches("myaccount/cashier", "")).toBe(true);
    expect(wallet.matches("myaccount/cashier/statement", "")).toBe(true);
    expect(wallet.matches("myaccount/limits", "")).toBe(false);
    expect(wallet.matches("", "")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { kycPopupTier } from "./kyc-tier";

describe("kycPopupTier", () => {
  const limits = { enable: 50_00, first: 1000_00, second: 2000_00 };

  it.each([
    [0, 0],
    [49_99, 0],
    [50_00, 1],
    [999_99, 1],
    [1000_00, 2],
    [1999_99, 2],
    [2000_00, 3],
    [10_000_00, 3],
  ])("lifetime deposits of %i minor units → tier %i", (deposits, tier) => {
    expect(kycPopupTier(deposits, limits)).toBe(tier);
  });

  it("shows nothing below the enable limit, even past the first limit", () => {
    const late = { enable: 1200_00, first: 1000_00, second: 2000_00 };
    expect(kycPopupTier(1100_00, late)).toBe(0);
    expect(kycPopupTier(1200_00, late)).toBe(2);
  });
});

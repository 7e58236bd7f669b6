import { describe, expect, it } from "vitest";
import { crossedKycTier, decideAftermath, isFirstDeposit, rememberTxn, type AftermathInput } from "./aftermath";

const tag = (event: string) => `<img src="/sandbox/pix/pixel.gif?affiliateId=AFF&amp;event=${event}" width="1" alt="">`;

const base: AftermathInput = {
  txnId: "T1",
  amountMinor: 50_00,
  statusAtStart: "play",
  lifetimeMinor: 50_00,
  kyc: { enable: 0, first: 1000_00, second: 5000_00 },
  referralMinMinor: 20_00,
  consent: true,
  alreadyDecided: false,
  affiliate: { affiliateId: "AFF", bannerId: null },
  pixelList: [{ affiliateId: "AFF", firstDepositPixel: tag("firstDeposit"), depositPixel: tag("deposit") }],
};

describe("first-time deposit", () => {
  it("is a 'play' player's only paid deposit", () => {
    expect(isFirstDeposit(base)).toBe(true);
    expect(isFirstDeposit({ ...base, lifetimeMinor: 80_00 })).toBe(false);
    expect(isFirstDeposit({ ...base, statusAtStart: "real" })).toBe(false);
    expect(isFirstDeposit({ ...base, lifetimeMinor: null })).toBe(false);
  });
  it("falls back on the lifetime summary when the status at the start is unknown", () => {
    expect(isFirstDeposit({ ...base, statusAtStart: null })).toBe(true);
    expect(isFirstDeposit({ ...base, statusAtStart: null, lifetimeMinor: 50_01 })).toBe(false);
  });
});

describe("affiliate pixels", () => {
  it("a first deposit above the referral minimum fires the first-deposit (conversion) pixel", () => {
    expect(decideAftermath(base).pixels).toEqual(["/sandbox/pix/pixel.gif?affiliateId=AFF&event=firstDeposit"]);
  });
  it("a first deposit at the minimum, or any later deposit, fires the deposit pixel", () => {
    const deposit = ["/sandbox/pix/pixel.gif?affiliateId=AFF&event=deposit"];
    expect(decideAftermath({ ...base, amountMinor: 20_00, lifetimeMinor: 20_00 }).pixels).toEqual(deposit);
    expect(decideAftermath({ ...base, lifetimeMinor: 150_00 }).pixels).toEqual(deposit);
  });
  it("nothing without cookie consent, without an affiliate, or a second time for the transaction", () => {
    expect(decideAftermath({ ...base, consent: false }).pixels).toEqual([]);
    expect(decideAftermath({ ...base, affiliate: null }).pixels).toEqual([]);
    expect(decideAftermath({ ...base, alreadyDecided: true }).pixels).toEqual([]);
    expect(decideAftermath({ ...base, affiliate: { affiliateId: "OTHER", bannerId: null } }).pixels).toEqual([]);
  });
});

describe("KYC pop-up tier of a deposit", () => {
  const kyc = { enable: 0, first: 1000_00, second: 5000_00 };
  it.each([
    // lifetime with the deposit, deposit, tier shown
    [50_00, 50_00, 1],
    [100_00, 50_00, 0],
    [1000_00, 10_00, 2],
    [999_99, 10_00, 0],
    [1200_00, 300_00, 2],
    [5000_00, 4000_00, 3],
    [6000_00, 500_00, 0],
  ])("lifetime %i after a deposit of %i → tier %i", (lifetime, amount, tier) => {
    expect(crossedKycTier(lifetime, amount, kyc)).toBe(tier);
  });
  it("follows the brand's thresholds and the platform's enable limit", () => {
    expect(crossedKycTier(300_00, 200_00, { enable: 0, first: 200_00, second: 250_00 })).toBe(3);
    expect(crossedKycTier(50_00, 50_00, { enable: 100_00, first: 1000_00, second: 5000_00 })).toBe(0);
    expect(crossedKycTier(150_00, 100_00, { enable: 100_00, first: 1000_00, second: 5000_00 })).toBe(1);
    expect(crossedKycTier(null, 100_00, kyc)).toBe(0);
  });
});

describe("rememberTxn", () => {
  it("keeps the newest ids, each once, bounded", () => {
    expect(rememberTxn(undefined, "a")).toEqual(["a"]);
    expect(rememberTxn(["a", "b"], "a")).toEqual(["b", "a"]);
    expect(rememberTxn(["a", "b", "c"], "d", 3)).toEqual(["b", "c", "d"]);
    expect(rememberTxn("junk", "a")).toEqual(["a"]);
  });
});

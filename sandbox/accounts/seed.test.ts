/** Issue 35 §3: every brand's seeded withdrawers can withdraw, whatever the brand's minimum. */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteFromBrand } from "../seed/test-sites";
import { SEED_PLAYERS, seedFor } from "./seed";

const brands = readdirSync("brands").filter((id) => siteFromBrand(id).cashier);

describe.each(brands)("the seeded withdrawers of %s", (brand) => {
  const site = siteFromBrand(brand);
  const min = site.cashier!.withdraw.min;
  it.each(["withdrawer", "withdrawer-nojs"])("%s has cash for a few of the brand's smallest withdrawals", (local) => {
    const seeded = SEED_PLAYERS.find((p) => p.local === local)!;
    const [cash] = seedFor(seeded, site).wallet!;
    // wallets are in hundredths; the minimum in major units
    expect(cash / 100).toBeGreaterThanOrEqual(2 * min);
  });
});

import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

const amount = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v == null || v === "" || !Number.isFinite(Number(v)) ? null : Number(v)));

const summarySchema = z.object({
  successfulDepositAmountInhouseCurrency: amount,
  successfulDepositAmountEcrCurrency: amount,
  requestedWithdrawalAmountinInhouseCurrency: amount,
  kycEnableDepositOrCashoutsLimit: amount,
});

export type LifetimeSummary = z.infer<typeof summarySchema>;

/** GET getPlayerLifeTimeSummary (spec §3, §7): the player's paid deposits so far, in major units. */
export function getLifetimeSummary(caller: PlatformCaller): Promise<LifetimeSummary | null> {
  return callPlatform(caller, { path: "getPlayerLifeTimeSummary", schema: summarySchema });
}

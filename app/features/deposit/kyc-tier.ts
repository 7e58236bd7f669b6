/** The KYC pop-up a player's lifetime deposits call for (spec §4); 0 is none. */
export type KycPopupTier = 0 | 1 | 2 | 3;

/** Thresholds in minor units: `enable` from getPlayerLifeTimeSummary, `first` and `second` from the brand. */
export interface KycThresholds {
  enable: number;
  first: number;
  second: number;
}

/**
 * Spec §4: at or above the enable limit and below the first limit, the first pop-up; from the
 * first limit to below the second, the second; at or above the second, the third. Below the
 * enable limit the platform has not switched KYC on for the player, so no tier shows.
 */
export function kycPopupTier(lifetimeDepositsMinor: number, limits: KycThresholds): KycPopupTier {
  if (lifetimeDepositsMinor < limits.enable) return 0;
  if (lifetimeDepositsMinor >= limits.second) return 3;
  return lifetimeDepositsMinor >= limits.first ? 2 : 1;
}

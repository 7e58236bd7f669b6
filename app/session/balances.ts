export interface BalanceDetails {
  withdrawableBalance: number;
  bonus: number;
  freebetBalance: number;
  drpBalance: number;
}

export interface Balances {
  cash: number;
  freebet: number;
  gamesBonus: number;
  drp: number;
  total: number;
}

const cents = (value: number) => Math.round(value * 100);

/**
 * Spec §3: cash = withdrawable; games bonus = bonus − freebet, not below 0;
 * total = DRP + cash + games bonus + freebet. Summed in cents so 0.1 + 0.2 stays 0.30.
 */
export function computeBalances(details: BalanceDetails): Balances {
  const cash = cents(details.withdrawableBalance);
  const freebet = cents(details.freebetBalance);
  const gamesBonus = Math.max(cents(details.bonus) - freebet, 0);
  const drp = cents(details.drpBalance);
  return {
    cash: cash / 100,
    freebet: freebet / 100,
    gamesBonus: gamesBonus / 100,
    drp: drp / 100,
    total: (drp + cash + gamesBonus + freebet) / 100,
  };
}

/** Spec §3 socket push: amounts in minor units, divided by 100. */
export interface BalancePush {
  rrpBalance?: number;
  wrpBalance?: number;
  crpBalance?: number;
  cashBalance?: number;
  freebetBalance?: number;
  drpBalance?: number;
}

/**
 * The largest wallet amount a push may carry, in minor units: 10^13 in major units, a thousand
 * times the spec §9 deposit maximum, and small enough that computeBalances adds four such wallets
 * in whole cents exactly (4 × 10^15 < 2^53). A larger figure is a broken push, not a balance.
 */
export const MAX_PUSH_MINOR = 1e15;

/**
 * Applies a PushRealBalance event. The platform's push names the wallets differently from the
 * profile: cash is `cashBalance`, the bonus wallet `crpBalance` (casino bonus), freebet and DRP
 * by name; `rrpBalance` and `wrpBalance` are informational (docs/contract/accounts.md).
 * A wallet amount is a whole number of minor units from 0 to MAX_PUSH_MINOR; anything else
 * (absent, null, NaN, ±Infinity, negative, a fraction of a cent, a string, above the cap) keeps
 * that wallet's last good value, and a push that is null keeps every wallet (PlayerContext passes
 * the event's parsed JSON).
 */
export function applyBalancePush(current: BalanceDetails, push: BalancePush | null | undefined): BalanceDetails {
  const wallets: BalancePush = push ?? {};
  // Number.isInteger is false for anything that is not a number, NaN and ±Infinity included.
  const major = (minor: unknown, fallback: number) =>
    Number.isInteger(minor) && (minor as number) >= 0 && (minor as number) <= MAX_PUSH_MINOR
      ? (minor as number) / 100
      : fallback;
  return {
    withdrawableBalance: major(wallets.cashBalance, current.withdrawableBalance),
    bonus: major(wallets.crpBalance, current.bonus),
    freebetBalance: major(wallets.freebetBalance, current.freebetBalance),
    drpBalance: major(wallets.drpBalance, current.drpBalance),
  };
}

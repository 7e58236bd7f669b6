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
 * Applies a PushRealBalance event. The platform's push names the wallets differently from the
 * profile: cash is `cashBalance`, the bonus wallet `crpBalance` (casino bonus), freebet and DRP
 * by name; absent fields keep their current value.
 */
export function applyBalancePush(current: BalanceDetails, push: BalancePush): BalanceDetails {
  const major = (minor: number | undefined, fallback: number) =>
    typeof minor === "number" && Number.isFinite(minor) ? minor / 100 : fallback;
  return {
    withdrawableBalance: major(push.cashBalance, current.withdrawableBalance),
    bonus: major(push.crpBalance, current.bonus),
    freebetBalance: major(push.freebetBalance, current.freebetBalance),
    drpBalance: major(push.drpBalance, current.drpBalance),
  };
}

/**
 * The platform's deposit rules (spec §5, docs/contract/cashier.md): the amount on the wire, the
 * method's limits and the player's responsible-gaming deposit limits.
 */
import { BR_CODE_MAX_CENTAVOS } from "../rules/br-code";
import type { Db } from "../db/index";
import { SandboxError, type SandboxCashier } from "../types";
import { depositedSince } from "./deposits";

const invalid = (errorDescription: string) => new SandboxError(100164, 200, { errorDescription });

/** "50.00" (spec §3: 2 decimals) in hundredths; a 0-decimal currency takes only whole amounts. */
export function wireAmountMinor(text: string | undefined, decimals: number): bigint {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec((text ?? "").trim());
  if (!m) throw invalid("depositAmount must be an amount with at most 2 decimals");
  const fraction = (m[2] ?? "").padEnd(2, "0");
  if (decimals === 0 && fraction !== "00") throw invalid("this currency has no decimals");
  const minor = BigInt(m[1]) * 100n + BigInt(fraction);
  if (minor <= 0n) throw invalid("depositAmount must be above 0");
  return minor;
}

/** Spec §3 isThirdparty: a wallet or bank-redirect method is paid on the provider's own page. */
export const isThirdParty = (method: { kind: string }) => method.kind === "wallet" || method.kind === "redirect";

/** Major units from the brand config in hundredths, exactly (the config holds at most 2 decimals). */
export const configMinor = (major: number) => BigInt(Math.round(major * 100));

/**
 * A method's deposit maximum, major units: the brand's, and for a QR method no more than a BR
 * Code's 13-character amount holds, 9,999,999,999.99 (ADR 078), so its code can always be built.
 */
export function depositMaxOf(cashier: SandboxCashier, method: { kind: string }): number {
  const max = cashier.deposit.max;
  return method.kind === "qr" ? Math.min(max, BR_CODE_MAX_CENTAVOS / 100) : max;
}

/** Spec §5: below minTxnLimit is 100242, above maxTxnLimit (the method's, see depositMaxOf) 100243. */
export function checkTxnLimits(amountMinor: bigint, cashier: SandboxCashier, method: { kind: string }): void {
  const min = configMinor(cashier.deposit.min);
  const maxTxnLimit = depositMaxOf(cashier, method);
  if (amountMinor < min) throw new SandboxError(100242, 200, { minTxnLimit: cashier.deposit.min });
  if (amountMinor > configMinor(maxTxnLimit)) throw new SandboxError(100243, 200, { maxTxnLimit });
}

const PERIODS = [
  { name: "daily", column: "daily_minor", days: 1, reached: 100520 },
  { name: "weekly", column: "weekly_minor", days: 7, reached: 100524 },
  { name: "monthly", column: "monthly_minor", days: 30, reached: 100526 },
] as const;

/**
 * The player's RG deposit limits over rolling windows (24 hours, 7 and 30 days). Paid and still
 * payable deposits count. Nothing left in a period is that period's "limit reached" code; an
 * amount above what is left is 100327. Both say the remaining amount and when more frees up.
 */
export async function checkRgLimits(tx: Db, playerId: string, amountMinor: bigint): Promise<void> {
  const [limits] = await tx.query<Record<string, string | null>>(
    "select daily_minor::text as daily_minor, weekly_minor::text as weekly_minor, monthly_minor::text as monthly_minor from deposit_limits where player_id = $1",
    [playerId],
  );
  if (!limits) return;
  for (const period of PERIODS) {
    const raw = limits[period.column];
    if (raw === null || raw === undefined) continue;
    const limit = BigInt(raw);
    const since = new Date(Date.now() - period.days * 86_400_000);
    const used = await depositedSince(tx, playerId, since);
    if (used + amountMinor <= limit) continue;
    const remaining = used >= limit ? 0n : limit - used;
    const [oldest] = await tx.query<{ at: string | null }>(
      `select to_char((min(created_at) + make_interval(days => $3)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
       from deposits where player_id = $1 and created_at > $2 and (state = 'success' or (state = 'pending' and expires_at > now()))`,
      [playerId, since.toISOString(), period.days],
    );
    throw new SandboxError(remaining === 0n ? period.reached : 100327, 200, {
      limitPeriod: period.name,
      limitAmount: (Number(limit) / 100).toFixed(2),
      remainingAmount: (Number(remaining) / 100).toFixed(2),
      availableFrom: oldest?.at ?? null,
    });
  }
}

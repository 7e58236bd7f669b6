import { major } from "../accounts/store";
import { SandboxError, type CallContext, type Handler } from "../types";
import { requirePlayer } from "./account";

const PERIODS = ["daily", "weekly", "monthly"] as const;
type Period = (typeof PERIODS)[number];

const invalid = (errorDescription: string) => new SandboxError(100164, 200, { errorDescription });

/**
 * A major-unit amount with at most 2 decimals, as the spec's amounts are sent; null when absent or
 * empty. `cap` is the brand's highest deposit limit (limits.depositLimitCap, major units).
 */
function minorOf(name: Period, raw: string | undefined, cap: number): bigint | null {
  const text = (raw ?? "").trim();
  if (!text) return null;
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw invalid(`${name} must be an amount in major units with at most 2 decimals`);
  const minor = BigInt(m[1]) * 100n + BigInt((m[2] ?? "").padEnd(2, "0"));
  if (minor < 100n) throw invalid(`${name} must be at least 1`);
  if (minor > BigInt(cap) * 100n) throw invalid(`${name} must not be above ${cap}`);
  return minor;
}

/**
 * limitType DEPOSIT with daily, weekly and monthly in major units (spec §5): the given periods
 * become the player's deposit limits and an absent or empty one means none for that period, so
 * one call states the whole set, as the limits form shows it. At least one period, each at least
 * 1 and at most the cap; daily not above weekly or monthly, weekly not above monthly.
 */
async function setDepositLimits(ctx: CallContext, playerId: string | number) {
  const limits = Object.fromEntries(
    PERIODS.map((p) => [p, minorOf(p, ctx.body[p], ctx.site.depositLimitCap)]),
  ) as Record<Period, bigint | null>;
  const { daily, weekly, monthly } = limits;
  if (daily === null && weekly === null && monthly === null)
    throw invalid("give at least one of daily, weekly, monthly");
  if (daily !== null && ((weekly !== null && daily > weekly) || (monthly !== null && daily > monthly)))
    throw invalid("daily must not be above weekly or monthly");
  if (weekly !== null && monthly !== null && weekly > monthly) throw invalid("weekly must not be above monthly");
  await ctx.db.query(
    `insert into deposit_limits (player_id, daily_minor, weekly_minor, monthly_minor, updated_at) values ($1, $2, $3, $4, now())
     on conflict (player_id) do update set daily_minor = excluded.daily_minor, weekly_minor = excluded.weekly_minor,
       monthly_minor = excluded.monthly_minor, updated_at = excluded.updated_at`,
    [playerId, daily, weekly, monthly],
  );
  const out = (v: bigint | null) => (v === null ? null : major(v));
  return { status: "SUCCESS", limits: { daily: out(daily), weekly: out(weekly), monthly: out(monthly) } };
}

/**
 * Responsible gaming limits: POST ResponsibleGaming/setLimits with limitType SESSION and value in
 * minutes (0 removes it), or limitType DEPOSIT (above). Both take effect immediately, as a
 * reduction must; the front end adjusts a running session timer by the difference (spec §4).
 */
const setLimits: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const type = (ctx.body.limitType ?? "").toUpperCase();
  if (type === "DEPOSIT") return setDepositLimits(ctx, player.id);
  if (type !== "SESSION") throw invalid(`limitType ${type || "(missing)"} is not supported`);
  const value = Number(ctx.body.value);
  if (!Number.isInteger(value) || value < 0 || value > 999 * 60)
    throw invalid("value must be whole minutes between 0 and 59940");
  await ctx.db.query("update players set session_limit_minutes = $2 where id = $1", [player.id, value]);
  return { status: "SUCCESS", limits: { overall: { value } } };
};

export const limitHandlers: Record<string, Handler> = {
  "POST ResponsibleGaming/setLimits": setLimits,
};

/**
 * The country launch pre-checks of spec §4, held by the platform too (issue 34): a real launch by
 * a player whose country asks for a session limit, a monthly deposit limit, verified identity or
 * the 24-hour game-play summary is refused until it is met, whatever the front end showed.
 * Codes in docs/contract/games.md; the front end sends each to the page that meets it.
 */
import type { PlayerRow } from "../accounts/store";
import { readKyc } from "../kyc/state";
import { SandboxError, type CallContext } from "../types";

export const PRECHECK_ERRORS = {
  sessionLimit: 100605,
  monthlyDepositLimit: 100606,
  identity: 100607,
  summary: 100608,
} as const;

/** Spec §9: the game-play summary is shown again when the last one is over 24 hours old. */
const SUMMARY_HOURS = 24;
const SUMMARY_EVENT = "GAME_PLAY_SUMMARY_24_HOUR_POP_UP";

const refuse = (code: number, errorDescription: string) => new SandboxError(code, 200, { errorDescription });

export async function requireLaunchPrechecks(ctx: CallContext, player: PlayerRow): Promise<void> {
  const rule = ctx.site.countryRules[player.country];
  if (!rule) return;
  if (rule.sessionLimitBeforePlay && !(player.session_limit_minutes > 0))
    throw refuse(PRECHECK_ERRORS.sessionLimit, `${player.country} asks for a session limit before play`);
  if (rule.monthlyDepositLimitBeforePlay) {
    const [limit] = await ctx.db.query<{ monthly: string | null }>(
      "select monthly_minor::text as monthly from deposit_limits where player_id = $1",
      [player.id],
    );
    if (!limit?.monthly || BigInt(limit.monthly) <= 0n)
      throw refuse(
        PRECHECK_ERRORS.monthlyDepositLimit,
        `${player.country} asks for a monthly deposit limit before play`,
      );
  }
  if (rule.kycBeforePlay) {
    const kyc = await readKyc(ctx.db, player.id);
    // spec §4: verified is identity, age and address verified
    if (![kyc.identityStatus, kyc.ageStatus, kyc.addressStatus].every((status) => status === "verified"))
      throw refuse(PRECHECK_ERRORS.identity, `${player.country} asks for verified identity before play`);
  }
  if (rule.gamePlaySummaryBeforePlay) {
    const [shown] = await ctx.db.query(
      `select 1 from audit_trail where player_id = $1 and event = $2
         and created_at > now() - make_interval(hours => $3)`,
      [player.id, SUMMARY_EVENT, SUMMARY_HOURS],
    );
    if (!shown)
      throw refuse(PRECHECK_ERRORS.summary, `${player.country} shows the game-play summary before play every 24 hours`);
  }
}

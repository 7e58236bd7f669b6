/**
 * The provider's bet API (docs/contract/games.md "The sandbox game provider"). Real mode:
 * stake debit and win credit on the cash wallet in ONE database transaction, with a
 * game_rounds row and two wallet_transactions rows (`cash:bet`, `cash:win`) tied to it, then
 * PushRealBalance on the player's event stream. Demo mode: the play money in the token's row.
 */
import type { Db } from "../db/index";
import { accountBus } from "../accounts/bus";
import { balancePush, sha256, walletOf } from "../accounts/store";
import { parseBets, ROULETTE_MAX_STAKE, SLOT_STAKES, spinRoulette, spinSlot, type RouletteBet } from "./engine";

export interface LaunchToken {
  token_hash: string;
  site: string;
  player_id: string | null;
  game_code: string;
  game_name: string;
  kind: "slot" | "roulette";
  mode: "real" | "demo";
  language: "en" | "pt" | "es";
  demo_balance_minor: string | null;
}

export class BetError extends Error {
  constructor(
    readonly code: "INVALID_TOKEN" | "INVALID_BET" | "INSUFFICIENT_FUNDS",
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

/** A live launch token: not expired and, for real play, its session still open. */
export async function launchToken(db: Db, token: string): Promise<LaunchToken | undefined> {
  if (!token || token.length > 100) return undefined;
  const [row] = await db.query<LaunchToken>(
    `select t.token_hash, t.site, t.player_id::text as player_id, t.game_code, g.name as game_name, t.kind, t.mode, t.language,
       t.demo_balance_minor::text as demo_balance_minor
     from launch_tokens t join games g on g.site = t.site and g.game_code = t.game_code
     where t.token_hash = $1 and t.expires_at > now()
       and (t.mode = 'demo' or exists (select 1 from sessions s where s.token = t.session_token and s.ended_at is null and s.expires_at > now()))`,
    [sha256(token)],
  );
  return row;
}

/** The balance a game shows: the cash wallet (real) or the token's play money (demo), minor units. */
export async function balanceOf(db: Db, t: LaunchToken): Promise<number> {
  if (t.mode === "demo") return Number(t.demo_balance_minor ?? 0);
  return Number((await walletOf(db, t.player_id!)).cash);
}

export interface BetOutcome {
  roundId: number;
  stake: number;
  win: number;
  balance: number;
  result: unknown;
}

/**
 * Validates the bet of a request body and plays it: returns the stake and the result. Stakes
 * and the table limit are multiplied by the site's money scale (a CLP slot starts at $20, not $0.20).
 */
function play(
  t: LaunchToken,
  body: Record<string, unknown>,
  scale: number,
): { stake: number; win: number; result: unknown } {
  const stakes = SLOT_STAKES.map((s) => s * scale);
  const maxStake = ROULETTE_MAX_STAKE * scale;
  const stake = body.stake;
  if (!Number.isInteger(stake) || (stake as number) <= 0)
    throw new BetError("INVALID_BET", 400, "stake must be a positive whole number of minor units");
  if (t.kind === "slot") {
    if (!stakes.includes(stake as number))
      throw new BetError("INVALID_BET", 400, `stake must be one of ${stakes.join(", ")}`);
    const result = spinSlot(stake as number);
    return { stake: stake as number, win: result.win, result };
  }
  const bets = parseBets(body.bets);
  if (typeof bets === "string") throw new BetError("INVALID_BET", 400, bets);
  const total = bets.reduce((sum: number, b: RouletteBet) => sum + b.amount, 0);
  if (total !== stake) throw new BetError("INVALID_BET", 400, "stake must equal the sum of the bets");
  if (total > maxStake) throw new BetError("INVALID_BET", 400, `the table limit is ${maxStake} per spin`);
  const result = spinRoulette(bets);
  return { stake: total, win: result.win, result };
}

/**
 * The game's id for its round (`clientRoundId` of the request): a retry after a lost answer sends the
 * same one, and gets the round already settled instead of a second charge.
 */
function clientRoundId(body: Record<string, unknown>): string | null {
  const id = body.clientRoundId;
  if (id === undefined || id === null) return null;
  if (typeof id !== "string" || !/^[A-Za-z0-9_-]{8,64}$/.test(id))
    throw new BetError("INVALID_BET", 400, "clientRoundId must be 8 to 64 letters, digits, - or _");
  return id;
}

/** The round this launch token already settled under that client round id, if any. */
async function settledRound(
  tx: Db,
  t: LaunchToken,
  clientId: string | null,
): Promise<Omit<BetOutcome, "balance"> | null> {
  if (clientId === null) return null;
  const [row] = await tx.query<{ id: string; stake: string; win: string; result: unknown }>(
    `select id::text as id, stake_minor::text as stake, win_minor::text as win, result from game_rounds
     where token_hash = $1 and client_round_id = $2`,
    [t.token_hash, clientId],
  );
  return row ? { roundId: Number(row.id), stake: Number(row.stake), win: Number(row.win), result: row.result } : null;
}

export async function placeBet(
  db: Db,
  token: string,
  body: Record<string, unknown>,
  scaleOf: (site: string) => number = () => 1,
): Promise<BetOutcome> {
  const t = await launchToken(db, token);
  if (!t) throw new BetError("INVALID_TOKEN", 401, "the game session is over: launch the game again");
  const clientId = clientRoundId(body);
  const { stake, win, result } = play(t, body, scaleOf(t.site));
  const round = (tx: Db) =>
    tx.query<{ id: string }>(
      `insert into game_rounds (site, player_id, token_hash, game_code, mode, stake_minor, win_minor, result, client_round_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) returning id::text as id`,
      [t.site, t.player_id, t.token_hash, t.game_code, t.mode, stake, win, JSON.stringify(result), clientId],
    );

  if (t.mode === "demo") {
    return db.transaction(async (tx) => {
      // The token's row is the lock that orders two tries of one round.
      const [locked] = await tx.query<{ balance: string }>(
        "select demo_balance_minor::text as balance from launch_tokens where token_hash = $1 for update",
        [t.token_hash],
      );
      const settled = await settledRound(tx, t, clientId);
      if (settled) return { ...settled, balance: Number(locked?.balance ?? 0) };
      const [row] = await tx.query<{ balance: string }>(
        `update launch_tokens set demo_balance_minor = demo_balance_minor - $2 + $3
         where token_hash = $1 and demo_balance_minor >= $2 returning demo_balance_minor::text as balance`,
        [t.token_hash, stake, win],
      );
      if (!row) throw new BetError("INSUFFICIENT_FUNDS", 409, "not enough play money for this stake");
      const [{ id }] = await round(tx);
      return { roundId: Number(id), stake, win, balance: Number(row.balance), result };
    });
  }

  const playerId = t.player_id!;
  const outcome = await db.transaction(async (tx) => {
    const [wallet] = await tx.query<{ cash: string }>(
      "select cash_minor::text as cash from wallets where player_id = $1 for update",
      [playerId],
    );
    const settled = await settledRound(tx, t, clientId);
    if (settled) return { ...settled, balance: Number(wallet?.cash ?? 0), replay: true };
    const before = BigInt(wallet?.cash ?? 0);
    if (!wallet || before < BigInt(stake))
      throw new BetError("INSUFFICIENT_FUNDS", 409, "not enough cash for this stake");
    const [{ id }] = await round(tx);
    const afterBet = before - BigInt(stake);
    const afterWin = afterBet + BigInt(win);
    await tx.query(
      `insert into wallet_transactions (player_id, kind, amount_minor, balance_after, round_id)
       values ($1, 'cash:bet', $2, $3, $6), ($1, 'cash:win', $4, $5, $6)`,
      [playerId, (-stake).toString(), afterBet.toString(), win.toString(), afterWin.toString(), id],
    );
    await tx.query("update wallets set cash_minor = $2, updated_at = now() where player_id = $1", [
      playerId,
      afterWin.toString(),
    ]);
    return { roundId: Number(id), stake, win, balance: Number(afterWin), result, replay: false };
  });
  const { replay, ...answer } = outcome;
  if (replay) return answer;
  await accountBus(db).publish({ playerId, name: "PushRealBalance", data: balancePush(await walletOf(db, playerId)) });
  return answer;
}

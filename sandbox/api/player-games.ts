/**
 * The player's game lists (docs/contract/games.md "Player lists"): favourites and their
 * toggle, last played, free spins. All need a session.
 */
import { SandboxError, type Handler } from "../types";
import { requirePlayer } from "./account";
import { gameBasics, gamesByCode } from "./games";

export const LAST_PLAYED_DEFAULT = 18;

const favourites: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const rows = await ctx.db.query<{ game_code: string }>(
    "select game_code from favourites where player_id = $1 order by created_at desc, game_code",
    [player.id],
  );
  return {
    status: "SUCCESS",
    games: await gamesByCode(
      ctx,
      rows.map((r) => r.game_code),
    ),
  };
};

/** newState true adds, false removes (both idempotent); without newState the state flips. */
const toggleFavourite: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const key = (ctx.body.gameID ?? ctx.body.gameId ?? ctx.query.get("gameID") ?? "").trim();
  if (!key) throw new SandboxError(100431);
  const game = await gameBasics(ctx.db, ctx.site.id, key);
  if (!game) throw new SandboxError(100464);
  const raw = (ctx.body.newState ?? ctx.query.get("newState") ?? "").trim().toLowerCase();
  if (raw !== "" && raw !== "true" && raw !== "false") throw new SandboxError(100164);
  let add = raw === "true";
  if (raw === "") {
    const [row] = await ctx.db.query("select 1 from favourites where player_id = $1 and game_code = $2", [
      player.id,
      game.game_code,
    ]);
    add = !row;
  }
  if (add) {
    await ctx.db.query(
      "insert into favourites (player_id, game_code, created_at) values ($1, $2, clock_timestamp()) on conflict do nothing",
      [player.id, game.game_code],
    );
  } else {
    await ctx.db.query("delete from favourites where player_id = $1 and game_code = $2", [player.id, game.game_code]);
  }
  return { status: "SUCCESS", favoriteAddFlag: add };
};

const lastPlayed: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const raw = ctx.query.get("limit");
  const limit = raw && /^\d{1,3}$/.test(raw) ? Math.min(Math.max(Number(raw), 1), 60) : LAST_PLAYED_DEFAULT;
  const rows = await ctx.db.query<{ game_code: string }>(
    "select game_code from last_played where player_id = $1 order by played_at desc, game_code limit $2",
    [player.id, limit],
  );
  return {
    status: "SUCCESS",
    games: await gamesByCode(
      ctx,
      rows.map((r) => r.game_code),
    ),
  };
};

const freeSpinGames: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const rows = await ctx.db.query<{ game_code: string; spins: number; expires_at: string }>(
    `select game_code, spins, to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as expires_at
     from free_spins where player_id = $1 and spins > 0 and expires_at > now() order by expires_at, game_code`,
    [player.id],
  );
  const games = await gamesByCode(
    ctx,
    rows.map((r) => r.game_code),
  );
  const byCode = new Map(rows.map((r) => [r.game_code, r]));
  return {
    status: "SUCCESS",
    games: games.map((g) => ({
      ...g,
      freeSpins: byCode.get(g.gameCode)!.spins,
      expiresAt: byCode.get(g.gameCode)!.expires_at,
    })),
  };
};

export const playerGameHandlers: Record<string, Handler> = {
  "GET profile/getFavouriteGames": favourites,
  "POST profile/getFavouriteGames": favourites,
  "POST profile/toggleFavoriteGame": toggleFavourite,
  "GET profile/getLastPlayedGames": lastPlayed,
  "GET profile/getFreeSpinGames": freeSpinGames,
};

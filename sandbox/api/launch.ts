/**
 * Game launch (docs/contract/games.md "Launch"): launcher/getRealGames (player) and
 * launcher/getFreeGames (guests too). Each answer carries a single-game launch token valid
 * 4 h: real tokens are bound to the caller's session, demo tokens are anonymous and hold the
 * play money. The sandbox control /sandbox/controls/game can block a game, make it answer an
 * empty URL, or fail with 100602/100603. A real launch also meets its country's pre-checks
 * (launch-prechecks.ts).
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../db/index";
import { sha256 } from "../accounts/store";
import { SandboxError, type CallContext, type Handler } from "../types";
import { requirePlayer } from "./account";
import { gameBasics, type GameBasics } from "./games";
import { requireLaunchPrechecks } from "./launch-prechecks";

export const TOKEN_HOURS = 4;
/** Play money of a demo launch, minor units. */
export const DEMO_BALANCE = 100_000;
export const LAUNCH_ERRORS = {
  mandatory: 100431,
  notFound: 100464,
  blocked: 100601,
  requestFailed: 100602,
  techError: 100603,
  noDemo: 100604,
};

/** Which provider page plays a game: roulette for roulette live tables and table games, else the slot. */
export function providerKind(game: Pick<GameBasics, "game_type" | "table_type">): "slot" | "roulette" {
  return game.game_type === "table_games" || (game.game_type === "live_casino" && game.table_type === "ROULETTE")
    ? "roulette"
    : "slot";
}

/** The launcher's language (pb is sent as pt; spec §4) among the provider's en/pt/es. */
export function launchLanguage(value: string | null | undefined): "en" | "pt" | "es" {
  const v = (value ?? "").toLowerCase();
  if (v === "pb" || v === "pt" || v.startsWith("pt-")) return "pt";
  if (v === "es" || v.startsWith("es-")) return "es";
  return "en";
}

interface Override {
  blocked: boolean;
  empty_url: boolean;
  fail_code: number | null;
}

async function overrideOf(db: Db, site: string, gameCode: string): Promise<Override | undefined> {
  const [row] = await db.query<Override>(
    "select blocked, empty_url, fail_code from game_overrides where site = $1 and game_code = $2",
    [site, gameCode],
  );
  return row;
}

/** Records a launch in the player's last-played list (most recent first, one row per game). */
export async function recordLastPlayed(db: Db, playerId: string, gameCode: string): Promise<void> {
  await db.query(
    `insert into last_played (player_id, game_code, played_at) values ($1, $2, clock_timestamp())
     on conflict (player_id, game_code) do update set played_at = excluded.played_at`,
    [playerId, gameCode],
  );
}

async function launch(ctx: CallContext, mode: "real" | "demo") {
  const player = mode === "real" ? await requirePlayer(ctx) : undefined;
  const symbol = (ctx.query.get("gameSymbol") ?? ctx.body.gameSymbol ?? "").trim();
  if (!symbol) throw new SandboxError(LAUNCH_ERRORS.mandatory);
  const game = await gameBasics(ctx.db, ctx.site.id, symbol);
  if (!game) throw new SandboxError(LAUNCH_ERRORS.notFound);
  const override = await overrideOf(ctx.db, ctx.site.id, game.game_code);
  if (override?.blocked) throw new SandboxError(LAUNCH_ERRORS.blocked);
  if (override?.fail_code) throw new SandboxError(override.fail_code);
  if (player) await requireLaunchPrechecks(ctx, player);
  if (mode === "demo" && !game.has_demo) throw new SandboxError(LAUNCH_ERRORS.noDemo);
  const answer = {
    status: "SUCCESS",
    gameId: Number(game.game_id),
    gameUrl: "",
    aspectRatio: game.aspect_ratio,
    vendorSlug: game.vendor_slug,
    gameType: game.game_type,
    pageType: mode,
  };
  if (override?.empty_url) return answer;

  const kind = providerKind(game);
  const token = randomBytes(32).toString("base64url");
  // a demo launch by a logged-in player still counts as played; the token stays anonymous
  const session = mode === "demo" && ctx.sessionToken ? await requirePlayer(ctx).catch(() => undefined) : undefined;
  await ctx.db.query("delete from launch_tokens where expires_at < now() - interval '1 day'");
  await ctx.db.query(
    `insert into launch_tokens (token_hash, site, player_id, session_token, game_code, kind, mode, language, demo_balance_minor, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(hours => $10))`,
    [
      sha256(token),
      ctx.site.id,
      player?.id ?? null,
      player ? ctx.sessionToken : null,
      game.game_code,
      kind,
      mode,
      launchLanguage(ctx.query.get("language") ?? ctx.language),
      mode === "demo" ? DEMO_BALANCE : null,
      TOKEN_HOURS,
    ],
  );
  const played = player ?? session;
  if (played) await recordLastPlayed(ctx.db, played.id, game.game_code);
  // A site whose game window has its own bar asks the provider to leave its bar out (one bar, not two).
  const hideBar = (ctx.query.get("hideProviderBar") ?? ctx.body.hideProviderBar) === "true";
  const bar = hideBar ? "&bar=hidden" : "";
  return { ...answer, gameUrl: `${ctx.providerBase}/sandbox/provider/${kind}/play?token=${token}${bar}` };
}

export const launchHandlers: Record<string, Handler> = {
  "GET launcher/getRealGames": (ctx) => launch(ctx, "real"),
  "GET launcher/getFreeGames": (ctx) => launch(ctx, "demo"),
};

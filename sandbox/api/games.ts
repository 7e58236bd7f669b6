/**
 * Catalogue calls of docs/contract/games.md: game/getGames (filters, search, paging),
 * game/getLobbyGameGroupGames, game/getGame and game/getLiveTables. The Game shape is the one
 * of getLobbyListWithGameGroups (`toGame` in catalogue.ts).
 */
import type { Db } from "../db/index";
import { SandboxError, type CallContext, type Handler } from "../types";
import { pickLanguage, toGame, type GameOut } from "./catalogue";
import { liveTablesOf } from "../provider/live";

type GameRow = Parameters<typeof toGame>[0];
type Localized = Record<string, string>;

const GAME_COLUMNS = `g.game_code, g.game_id, g.table_id, g.pristine_game_id, g.name, g.vendor_code, g.game_type, g.has_demo,
  g.aspect_ratio, g.tags, g.url, g.multilingual_url, g.thumb_width, g.thumb_height, g.description,
  p.vendor_name, p.display_name, p.vendor_id, p.vendor_slug`;
const FROM = "from games g join providers p on p.site = g.site and p.vendor_code = g.vendor_code";

export const PAGE_DEFAULT = 18;
export const PAGE_MAX = 60;

type GameCtx = Pick<CallContext, "db" | "site" | "language" | "assetBase">;

/** Game rows → spec §3 Games (with their group memberships and localized tags), in row order. */
async function toGames(ctx: GameCtx, rows: GameRow[]): Promise<GameOut[]> {
  if (rows.length === 0) return [];
  const codes = rows.map((r) => r.game_code);
  const [tags, members] = await Promise.all([
    ctx.db.query<{ tag: string; kind: string; display_name: Localized }>(
      "select tag, kind, display_name from tags where site = $1",
      [ctx.site.id],
    ),
    ctx.db.query<{ game_code: string; group_id: number; game_order: number }>(
      "select game_code, group_id, game_order from game_group_games where site = $1 and game_code = any($2::text[]) order by group_id",
      [ctx.site.id, codes],
    ),
  ]);
  const tagInfo = new Map(tags.map((t) => [t.tag, { kind: t.kind, display: t.display_name }]));
  const groups = new Map<string, { id: number; game_order: number }[]>();
  for (const m of members)
    groups.set(m.game_code, [...(groups.get(m.game_code) ?? []), { id: m.group_id, game_order: m.game_order }]);
  return rows.map((r) => toGame(r, ctx.language, ctx.assetBase, ctx.site.id, tagInfo, groups.get(r.game_code) ?? []));
}

/** The Games of some codes, in the order given; unknown codes are left out. */
export async function gamesByCode(ctx: GameCtx, codes: string[]): Promise<GameOut[]> {
  if (codes.length === 0) return [];
  const rows = await ctx.db.query<GameRow>(
    `select ${GAME_COLUMNS} ${FROM} where g.site = $1 and g.game_code = any($2::text[])`,
    [ctx.site.id, codes],
  );
  const byCode = new Map((await toGames(ctx, rows)).map((g) => [g.gameCode, g]));
  return codes.flatMap((c) => byCode.get(c) ?? []);
}

export interface GameBasics {
  game_code: string;
  name: string;
  game_type: string;
  has_demo: boolean;
  aspect_ratio: number;
  table_id: string | null;
  vendor_slug: string;
  game_id: string;
  table_type: string | null;
}

/** What the launcher and the provider need about one game (by code, or by numeric id). */
export async function gameBasics(db: Db, site: string, codeOrId: string): Promise<GameBasics | undefined> {
  const [row] = await db.query<GameBasics>(
    `select g.game_code, g.name, g.game_type, g.has_demo, g.aspect_ratio, g.table_id, p.vendor_slug, g.game_id::text as game_id, lt.table_type
     ${FROM} left join live_tables lt on lt.site = g.site and lt.table_id = g.table_id
     where g.site = $1 and (g.game_code = $2 or g.game_id::text = $2 or g.pristine_game_id = $2)
     order by (g.game_code = $2) desc limit 1`,
    [site, codeOrId],
  );
  return row;
}

/** offset/limit query parameters: 100164 when malformed, limit capped at PAGE_MAX. */
export function paging(query: URLSearchParams): { offset: number; limit: number } {
  const read = (name: string, fallback: number) => {
    const raw = query.get(name);
    if (raw === null || raw === "") return fallback;
    if (!/^\d{1,7}$/.test(raw))
      throw new SandboxError(100164, 200, { errorDescription: `${name} must be a whole number` });
    return Number(raw);
  };
  const limit = read("limit", PAGE_DEFAULT);
  return { offset: read("offset", 0), limit: Math.min(Math.max(limit, 1), PAGE_MAX) };
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const getGames: Handler = async (ctx) => {
  const { query, site, db } = ctx;
  const { offset, limit } = paging(query);
  const search = (query.get("search") ?? "").trim();
  if (search && search.length < 3) return { status: "SUCCESS", total: 0, games: [] };
  const where = ["g.site = $1"];
  const params: unknown[] = [site.id];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace("?", `$${params.length}`));
  };
  const tag = query.get("tag");
  if (query.get("vendorCode")) add("g.vendor_code = ?", query.get("vendorCode"));
  if (query.get("gameType")) add("g.game_type = ?", query.get("gameType"));
  if (tag) add("? = any(g.tags)", tag);
  // hidden games are listed only when asked for by their tag
  if (tag !== "hidden") where.push("not ('hidden' = any(g.tags))");
  let nameFirst = "";
  if (search) {
    params.push(`%${likeEscape(search)}%`);
    const n = params.length;
    where.push(`(g.name ilike $${n} or p.display_name ilike $${n})`);
    nameFirst = `(g.name ilike $${n}) desc, `;
  }
  params.push(site.providerOrder);
  const rank = `coalesce(array_position($${params.length}::text[], g.vendor_code), 2147483647)`;
  const [{ total }] = await db.query<{ total: number }>(
    `select count(*)::int as total ${FROM} where ${where.join(" and ")}`,
    params.slice(0, -1),
  );
  const rows = await db.query<GameRow>(
    `select ${GAME_COLUMNS} ${FROM} where ${where.join(" and ")}
     order by ${nameFirst}${rank}, p.display_name, g.name, g.game_code offset ${offset} limit ${limit}`,
    params,
  );
  return { status: "SUCCESS", total: Number(total), games: await toGames(ctx, rows) };
};

const getLobbyGameGroupGames: Handler = async (ctx) => {
  const { offset, limit } = paging(ctx.query);
  const id = ctx.query.get("groupId") ?? "";
  if (!/^\d{1,9}$/.test(id)) throw new SandboxError(100464);
  const [group] = await ctx.db.query<{
    id: number;
    name: string;
    display_name: Localized;
    multilingual_url: Localized;
    game_asset_style: string;
    game_group_order: number;
    meta_title: Localized;
    meta_tags: Localized;
    meta_description: Localized;
  }>(
    `select id, name, display_name, multilingual_url, game_asset_style, game_group_order, meta_title, meta_tags, meta_description
     from game_groups where site = $1 and id = $2`,
    [ctx.site.id, Number(id)],
  );
  if (!group) throw new SandboxError(100464);
  const [{ total }] = await ctx.db.query<{ total: number }>(
    "select count(*)::int as total from game_group_games where site = $1 and group_id = $2",
    [ctx.site.id, group.id],
  );
  const rows = await ctx.db.query<GameRow>(
    `select ${GAME_COLUMNS} ${FROM} join game_group_games m on m.site = g.site and m.game_code = g.game_code
     where g.site = $1 and m.group_id = $2 order by m.game_order, g.game_code offset ${offset} limit ${limit}`,
    [ctx.site.id, group.id],
  );
  const pick = (v: Localized) => pickLanguage(v, ctx.language);
  return {
    status: "SUCCESS",
    total: Number(total),
    group: {
      id: group.id,
      name: group.name,
      displayName: pick(group.display_name),
      multilingualUrlGameGroup: group.multilingual_url,
      game_asset_style: group.game_asset_style,
      game_group_order: group.game_group_order,
      metaTitle: pick(group.meta_title),
      metaTags: pick(group.meta_tags),
      metaDescription: pick(group.meta_description),
    },
    games: await toGames(ctx, rows),
  };
};

const getGame: Handler = async (ctx) => {
  const key = (ctx.query.get("gameCode") ?? ctx.query.get("gameId") ?? "").trim();
  const basics = key ? await gameBasics(ctx.db, ctx.site.id, key) : undefined;
  if (!basics) throw new SandboxError(100464);
  const [game] = await gamesByCode(ctx, [basics.game_code]);
  return { status: "SUCCESS", game };
};

const getLiveTables: Handler = async (ctx) => ({ status: "SUCCESS", tables: await liveTablesOf(ctx.db, ctx.site) });

export const gameHandlers: Record<string, Handler> = {
  "GET game/getGames": getGames,
  "GET game/getgames": getGames,
  "GET game/getLobbyGameGroupGames": getLobbyGameGroupGames,
  "GET game/getGame": getGame,
  "GET game/getLiveTables": getLiveTables,
};

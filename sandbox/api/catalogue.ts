/** Games domain: GET game/getLobbyListWithGameGroups (spec §3 Lobby, Game group, Game, Provider). */
import type { Db } from "../db/index";
import { seedEpoch } from "../seed/index";
import type { CallContext, Handler, SandboxSite } from "../types";

type Localized = Record<string, string>;

export interface TagOut {
  /** Tag code: a spec §9 category (hot, new, jackpot …) or a theme (egypt, fruits …). */
  name: string;
  displayName: string;
  type: "category" | "theme";
}

export interface GameOut {
  gameCode: string;
  pristineGameId: string;
  gameId: number;
  tableId?: string;
  name: string;
  vendorId: number;
  vendorCode: string;
  vendorName: string;
  vendorDisplayName: string;
  vendorSlug: string;
  gameType: string;
  gameGroupList: { id: number; game_order: number }[];
  tagList: TagOut[];
  hasDemo: boolean;
  externalAsset: string;
  url: string;
  aspectRatio: number;
  multilingualUrl: Localized;
  gdContent: string;
  thumbWidth: number;
  thumbHeight: number;
}

export interface GameGroupOut {
  id: number;
  name: string;
  displayName: string;
  multilingualUrlGameGroup: Localized;
  game_asset_style: "column" | "square" | "other";
  game_group_order: number;
  metaTitle: string;
  metaTags: string;
  metaDescription: string;
  games: GameOut[];
}

export interface LobbyOut {
  name: string;
  displayName: string;
  lobby_order: number;
  multilingualUrlLobby: Localized;
  metaTitle: string;
  metaTags: string;
  metaDescription: string;
  gameGroupList: GameGroupOut[];
}

export interface ProviderOut {
  vendorCode: string;
  vendorDisplayName: string;
  len: number;
}

export interface LobbyListResponse {
  status: "SUCCESS";
  lobbies: LobbyOut[];
  providers: ProviderOut[];
}

/** Value of a multilingual jsonb column in `language`, else English, else any. */
export function pickLanguage(value: unknown, language: string): string {
  const v = (value ?? {}) as Localized;
  return v[language] ?? v.en ?? Object.values(v)[0] ?? "";
}

interface GameRow {
  game_code: string;
  game_id: string | number;
  table_id: string | null;
  pristine_game_id: string;
  name: string;
  vendor_code: string;
  game_type: string;
  has_demo: boolean;
  aspect_ratio: number;
  tags: string[];
  url: string;
  multilingual_url: Localized;
  thumb_width: number;
  thumb_height: number;
  description: Localized;
  vendor_name: string;
  display_name: string;
  vendor_id: number;
  vendor_slug: string;
}

const GAME_COLUMNS = `g.game_code, g.game_id, g.table_id, g.pristine_game_id, g.name, g.vendor_code, g.game_type, g.has_demo,
  g.aspect_ratio, g.tags, g.url, g.multilingual_url, g.thumb_width, g.thumb_height, g.description,
  p.vendor_name, p.display_name, p.vendor_id, p.vendor_slug`;

/** Turns a games ⋈ providers row into the spec §3 Game shape (shared with other game calls). */
export function toGame(
  row: GameRow,
  language: string,
  assetBase: string,
  siteId: string,
  tagInfo: Map<string, { kind: string; display: Localized }>,
  groups: { id: number; game_order: number }[],
): GameOut {
  const game: GameOut = {
    gameCode: row.game_code,
    pristineGameId: row.pristine_game_id,
    gameId: Number(row.game_id),
    name: row.name,
    vendorId: row.vendor_id,
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
    vendorDisplayName: row.display_name,
    vendorSlug: row.vendor_slug,
    gameType: row.game_type,
    gameGroupList: groups,
    tagList: row.tags.map((tag) => {
      const info = tagInfo.get(tag);
      return {
        name: tag,
        displayName: info ? pickLanguage(info.display, language) : tag,
        type: info?.kind === "theme" ? "theme" : "category",
      };
    }),
    hasDemo: row.has_demo,
    externalAsset: `${assetBase}/sandbox/assets/${siteId}/games/${row.game_code}.webp`,
    url: row.url,
    aspectRatio: row.aspect_ratio,
    multilingualUrl: row.multilingual_url,
    gdContent: pickLanguage(row.description, language),
    thumbWidth: row.thumb_width,
    thumbHeight: row.thumb_height,
  };
  if (row.table_id) game.tableId = row.table_id;
  return game;
}

/** Provider order: site.providerOrder first, then the rest by display name. */
export function sortProviders<T extends { vendorCode: string; vendorDisplayName: string }>(
  site: SandboxSite,
  list: T[],
): T[] {
  const rank = (code: string) => {
    const i = site.providerOrder.indexOf(code);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...list].sort(
    (a, b) => rank(a.vendorCode) - rank(b.vendorCode) || a.vendorDisplayName.localeCompare(b.vendorDisplayName),
  );
}

// (db, site, language, seed epoch) → assembled response; deterministic until a reseed.
const cache = new WeakMap<Db, Map<string, Promise<LobbyListResponse>>>();

async function assemble(db: Db, site: SandboxSite, language: string, assetBase: string): Promise<LobbyListResponse> {
  const [lobbies, groups, members, tagRows, providerRows] = await Promise.all([
    db.query<{
      name: string;
      display_name: Localized;
      lobby_order: number;
      multilingual_url: Localized;
      meta_title: Localized;
      meta_tags: Localized;
      meta_description: Localized;
    }>(
      "select name, display_name, lobby_order, multilingual_url, meta_title, meta_tags, meta_description from lobbies where site = $1 order by lobby_order, name",
      [site.id],
    ),
    db.query<{
      id: number;
      lobby_name: string;
      name: string;
      display_name: Localized;
      multilingual_url: Localized;
      game_asset_style: GameGroupOut["game_asset_style"];
      game_group_order: number;
      meta_title: Localized;
      meta_tags: Localized;
      meta_description: Localized;
    }>(
      `select id, lobby_name, name, display_name, multilingual_url, game_asset_style, game_group_order, meta_title, meta_tags, meta_description
       from game_groups where site = $1 order by lobby_name, game_group_order, id`,
      [site.id],
    ),
    db.query<{ group_id: number; game_order: number; game_code: string }>(
      "select group_id, game_order, game_code from game_group_games where site = $1 order by group_id, game_order",
      [site.id],
    ),
    db.query<{ tag: string; kind: string; display_name: Localized }>(
      "select tag, kind, display_name from tags where site = $1",
      [site.id],
    ),
    db.query<{ vendor_code: string; display_name: string; len: number }>(
      `select p.vendor_code, p.display_name, count(g.game_code)::int as len
       from providers p left join games g on g.site = p.site and g.vendor_code = p.vendor_code and not ('hidden' = any(g.tags))
       where p.site = $1 group by p.vendor_code, p.display_name`,
      [site.id],
    ),
  ]);
  const codes = [...new Set(members.map((m) => m.game_code))];
  const gameRows = codes.length
    ? await db.query<GameRow>(
        `select ${GAME_COLUMNS} from games g join providers p on p.site = g.site and p.vendor_code = g.vendor_code
         where g.site = $1 and g.game_code = any($2::text[])`,
        [site.id, codes],
      )
    : [];
  const tagInfo = new Map(tagRows.map((t) => [t.tag, { kind: t.kind, display: t.display_name }]));
  const membership = new Map<string, { id: number; game_order: number }[]>();
  for (const m of members) {
    const list = membership.get(m.game_code) ?? [];
    list.push({ id: m.group_id, game_order: m.game_order });
    membership.set(m.game_code, list);
  }
  const games = new Map(
    gameRows.map((row) => [
      row.game_code,
      toGame(row, language, assetBase, site.id, tagInfo, membership.get(row.game_code) ?? []),
    ]),
  );
  const byGroup = new Map<number, GameOut[]>();
  for (const m of members) {
    const game = games.get(m.game_code);
    if (!game) continue;
    const list = byGroup.get(m.group_id) ?? [];
    list.push(game);
    byGroup.set(m.group_id, list);
  }
  const pick = (v: Localized) => pickLanguage(v, language);
  return {
    status: "SUCCESS",
    lobbies: lobbies.map((l) => ({
      name: l.name,
      displayName: pick(l.display_name),
      lobby_order: l.lobby_order,
      multilingualUrlLobby: l.multilingual_url,
      metaTitle: pick(l.meta_title),
      metaTags: pick(l.meta_tags),
      metaDescription: pick(l.meta_description),
      gameGroupList: groups
        .filter((g) => g.lobby_name === l.name)
        .map((g) => ({
          id: g.id,
          name: g.name,
          displayName: pick(g.display_name),
          multilingualUrlGameGroup: g.multilingual_url,
          game_asset_style: g.game_asset_style,
          game_group_order: g.game_group_order,
          metaTitle: pick(g.meta_title),
          metaTags: pick(g.meta_tags),
          metaDescription: pick(g.meta_description),
          games: byGroup.get(g.id) ?? [],
        })),
    })),
    providers: sortProviders(
      site,
      providerRows.map((p) => ({ vendorCode: p.vendor_code, vendorDisplayName: p.display_name, len: Number(p.len) })),
    ),
  };
}

export function getLobbyList(
  ctx: Pick<CallContext, "db" | "site" | "language" | "assetBase">,
): Promise<LobbyListResponse> {
  let perDb = cache.get(ctx.db);
  if (!perDb) cache.set(ctx.db, (perDb = new Map()));
  const key = `${seedEpoch()}|${ctx.site.id}|${ctx.language}|${ctx.assetBase}`;
  let hit = perDb.get(key);
  if (!hit) {
    hit = assemble(ctx.db, ctx.site, ctx.language, ctx.assetBase);
    perDb.set(key, hit);
    hit.catch(() => perDb!.delete(key));
  }
  return hit;
}

export const catalogueHandlers: Record<string, Handler> = {
  "GET game/getLobbyListWithGameGroups": (ctx) => getLobbyList(ctx),
};

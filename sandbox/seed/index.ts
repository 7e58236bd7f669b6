/**
 * Deterministic seed of a site's catalogue and content. The same site always gets the same
 * data; different sites get different data. Idempotent per SEED_VERSION.
 */
import type { Db } from "../db/index";
import type { SandboxSite } from "../types";
import { buildCatalogue, type Row } from "./catalogue";
import { buildContent } from "./content";

/** Bump when the generated data changes: sites seeded with an older version are reseeded. */
export const SEED_VERSION = 5;

/** Tables the seed owns, in insert order. */
const TABLES = [
  "providers",
  "tags",
  "games",
  "lobbies",
  "game_groups",
  "game_group_games",
  "live_tables",
  "banners",
  "static_pages",
  "policies",
  "promotions",
] as const;

let epoch = 0;
/** Changes whenever any site is (re)seeded in this process; caches of seeded data key on it. */
export function seedEpoch(): number {
  return epoch;
}

async function insertRows(db: Db, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const list = columns.map((c) => `"${c}"`).join(", ");
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    await db.query(
      `insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, $1::jsonb)`,
      [JSON.stringify(chunk)],
    );
  }
}

export async function seedSite(db: Db, site: SandboxSite): Promise<string | null> {
  const current = await db.query<{ seed_version: number }>("select seed_version from seeded_sites where site = $1", [
    site.id,
  ]);
  if (current[0]?.seed_version === SEED_VERSION) return null;

  const catalogue = buildCatalogue(site);
  const content = buildContent(site);
  const data: Record<(typeof TABLES)[number], Row[]> = {
    providers: catalogue.providers,
    tags: catalogue.tags,
    games: catalogue.games,
    lobbies: catalogue.lobbies,
    game_groups: catalogue.gameGroups,
    game_group_games: catalogue.groupGames,
    live_tables: catalogue.liveTables,
    banners: content.banners,
    static_pages: content.staticPages,
    policies: content.policies,
    promotions: content.promotions,
  };
  await db.transaction(async (tx) => {
    for (const table of TABLES) await tx.query(`delete from ${table} where site = $1`, [site.id]);
    for (const table of TABLES) await insertRows(tx, table, data[table]);
    await tx.query(
      `insert into seeded_sites (site, seed_version, seeded_at) values ($1, $2, now())
       on conflict (site) do update set seed_version = excluded.seed_version, seeded_at = excluded.seeded_at`,
      [site.id, SEED_VERSION],
    );
  });
  epoch += 1;
  const n = (x: number) => x.toLocaleString("en-US");
  return `${n(catalogue.games.length)} games, ${n(catalogue.providers.length)} providers, ${n(content.banners.length)} banners, ${n(content.staticPages.length)} pages`;
}

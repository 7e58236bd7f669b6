-- Catalogue and content of each site, written by sandbox/seed (deterministic per site).
-- Every row carries `site` (the brand id). Multilingual values are jsonb objects keyed by
-- language code ({"en": …, "pb": …, "es": …}); readers fall back to "en".

create table providers (
  site text not null,
  vendor_code text not null,
  display_name text not null,
  vendor_name text not null,
  vendor_id integer not null,
  vendor_slug text not null,
  sort_order integer not null,
  primary key (site, vendor_code)
);

create table tags (
  site text not null,
  tag text not null,
  -- 'category' (spec §9 tag categories: exclusive, featured-slots, new …) or 'theme'
  kind text not null check (kind in ('category', 'theme')),
  display_name jsonb not null,
  sort_order integer not null,
  primary key (site, tag)
);

create table games (
  site text not null,
  game_code text not null,
  game_id bigint not null,
  table_id text,
  pristine_game_id text not null,
  name text not null,
  vendor_code text not null,
  game_type text not null check (game_type in ('slots', 'crash', 'table_games', 'scratch_cards', 'live_casino')),
  theme text,
  has_demo boolean not null,
  aspect_ratio integer not null default 1,
  tags text[] not null default '{}',
  url text not null,
  multilingual_url jsonb not null,
  thumb_width integer not null,
  thumb_height integer not null,
  description jsonb not null,
  rtp numeric(5, 2),
  created_order integer not null,
  primary key (site, game_code)
);
create unique index games_site_game_id_idx on games (site, game_id);
create index games_site_vendor_idx on games (site, vendor_code);
create index games_site_type_idx on games (site, game_type);
create index games_site_created_idx on games (site, created_order);
create index games_tags_idx on games using gin (tags);

create table lobbies (
  site text not null,
  name text not null,
  display_name jsonb not null,
  lobby_order integer not null,
  multilingual_url jsonb not null,
  meta_title jsonb not null,
  meta_tags jsonb not null,
  meta_description jsonb not null,
  primary key (site, name)
);

create table game_groups (
  site text not null,
  id integer not null,
  lobby_name text not null,
  name text not null,
  display_name jsonb not null,
  multilingual_url jsonb not null,
  game_asset_style text not null check (game_asset_style in ('column', 'square', 'other')),
  game_group_order integer not null,
  meta_title jsonb not null,
  meta_tags jsonb not null,
  meta_description jsonb not null,
  primary key (site, id)
);
create index game_groups_lobby_idx on game_groups (site, lobby_name, game_group_order);

create table game_group_games (
  site text not null,
  group_id integer not null,
  game_code text not null,
  game_order integer not null,
  primary key (site, group_id, game_code)
);
create index game_group_games_order_idx on game_group_games (site, group_id, game_order);
create index game_group_games_game_idx on game_group_games (site, game_code);

create table live_tables (
  site text not null,
  table_id text not null,
  game_code text not null,
  -- spec §3 has ROULETTE and BLACKJACK; baccarat tables and game shows also report state
  table_type text not null check (table_type in ('ROULETTE', 'BLACKJACK', 'BACCARAT', 'GAME_SHOW')),
  table_open boolean not null,
  last20_results jsonb not null,
  available_seats integer,
  min_bet numeric(14, 2) not null,
  max_bet numeric(14, 2) not null,
  table_times jsonb not null,
  currency text not null,
  currency_code text not null,
  primary key (site, table_id)
);
create index live_tables_game_idx on live_tables (site, game_code);

create table banners (
  site text not null,
  id integer not null,
  zone text not null,
  language text not null,
  sort_order integer not null,
  title text not null,
  subtitle text not null,
  image_path text not null,
  mobile_image text not null,
  button text not null,
  target_url text,
  content text not null,
  primary key (site, id)
);
create index banners_zone_idx on banners (site, zone, language, sort_order);

create table static_pages (
  site text not null,
  url_path text not null,
  language text not null,
  head text not null,
  content text not null,
  meta_title text not null,
  meta_tags text not null,
  meta_description text not null,
  primary key (site, url_path, language)
);

create table policies (
  site text not null,
  policy_type text not null,
  policy_version_id text not null default '1.0',
  url text not null,
  title jsonb not null,
  content jsonb not null,
  sort_order integer not null,
  primary key (site, policy_type)
);
create unique index policies_url_idx on policies (site, url);

create table promotions (
  site text not null,
  id integer not null,
  slug text not null,
  sort_order integer not null,
  title jsonb not null,
  description jsonb not null,
  terms jsonb not null,
  image_path text not null,
  button text not null,
  bonus_code text,
  starts_at timestamptz not null,
  ends_at timestamptz,
  primary key (site, id)
);

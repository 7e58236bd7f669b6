-- Games for players (docs/contract/games.md): favourites, last played, free spins, launch
-- tokens, game rounds with their wallet rows, responsible-gaming data (audit trail, deposit
-- limits, KYC) and the sandbox's per-game switches. Money is bigint minor units.

create table favourites (
  player_id bigint not null references players (id) on delete cascade,
  game_code text not null,
  created_at timestamptz not null default now(),
  primary key (player_id, game_code)
);

create table last_played (
  player_id bigint not null references players (id) on delete cascade,
  game_code text not null,
  played_at timestamptz not null default now(),
  primary key (player_id, game_code)
);
create index last_played_recent_idx on last_played (player_id, played_at desc);

create table free_spins (
  player_id bigint not null references players (id) on delete cascade,
  game_code text not null,
  spins integer not null check (spins >= 0),
  expires_at timestamptz not null,
  primary key (player_id, game_code)
);

-- token_hash = sha256 of the token in the game URL; real tokens are bound to a session.
create table launch_tokens (
  token_hash text primary key,
  site text not null,
  player_id bigint references players (id) on delete cascade,
  session_token text,
  game_code text not null,
  -- 'slot' or 'roulette': which provider page plays it
  kind text not null check (kind in ('slot', 'roulette')),
  mode text not null check (mode in ('real', 'demo')),
  language text not null,
  demo_balance_minor bigint,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index launch_tokens_expiry_idx on launch_tokens (expires_at);

create table game_rounds (
  id bigserial primary key,
  site text not null,
  player_id bigint references players (id) on delete cascade,
  token_hash text not null,
  game_code text not null,
  mode text not null check (mode in ('real', 'demo')),
  stake_minor bigint not null check (stake_minor > 0),
  win_minor bigint not null check (win_minor >= 0),
  result jsonb not null,
  created_at timestamptz not null default now()
);
create index game_rounds_player_idx on game_rounds (player_id, created_at) where player_id is not null;

-- the round a bet/win ledger row belongs to
alter table wallet_transactions add column round_id bigint;

create table audit_trail (
  id bigserial primary key,
  player_id bigint not null references players (id) on delete cascade,
  category text not null,
  event text not null,
  comments text not null default '',
  status text not null,
  created_at timestamptz not null default now()
);
create index audit_trail_player_idx on audit_trail (player_id, created_at desc);

create table deposit_limits (
  player_id bigint primary key references players (id) on delete cascade,
  daily_minor bigint,
  weekly_minor bigint,
  monthly_minor bigint,
  updated_at timestamptz not null default now()
);

create table kyc (
  player_id bigint primary key references players (id) on delete cascade,
  level text not null check (level in ('KYC_0', 'KYC_2')),
  age_status text not null,
  identity_status text not null,
  address_status text not null,
  source_of_income_status text not null,
  identity_verification_status text not null check (identity_verification_status in ('vrfn_init', 'vrfn_verified')),
  updated_at timestamptz not null default now()
);

-- sandbox control POST /sandbox/controls/game
create table game_overrides (
  site text not null,
  game_code text not null,
  blocked boolean not null default false,
  empty_url boolean not null default false,
  -- 100602 (request failed) or 100603 (technical error) answered by the launch calls
  fail_code integer,
  primary key (site, game_code)
);

-- sandbox control POST /sandbox/controls/live: a forced open/closed state wins over the times
alter table live_tables add column forced_open boolean;

-- Player accounts (docs/contract/accounts.md). Money is bigint minor units; passwords are
-- scrypt hashes with a per-player salt; tokens the platform hands out are stored hashed
-- where a leak of the table would let someone act (password resets).

create sequence players_id_seq start with 1001;

create table players (
  id bigint primary key default nextval('players_id_seq'),
  site text not null,
  email text not null,
  nickname text not null,
  password_hash text,
  first_name text not null,
  last_name text not null,
  dob date not null,
  gender text not null default 'O',
  cpf text,
  area_code text,
  phone text,
  country text not null,
  language text not null,
  currency text not null,
  -- 'play' until the first deposit
  user_status text not null default 'play',
  google_sub text,
  account_state text not null default 'active' check (account_state in ('active', 'suspended', 'locked', 'closed')),
  -- code the login answers for a suspended or locked account (100152, 100173, 100447, 100549)
  state_code text,
  -- cool-off after too many wrong passwords (100548)
  locked_until timestamptz,
  -- responsible-gaming cool-off chosen by the player (errors.accountLocked)
  rg_cool_off_until timestamptz,
  -- sandbox-only: a login answer forced for the error-code accounts
  -- ('100484', '100157', '100177', 'remote', 'silent')
  sandbox_login_fault text,
  session_limit_minutes integer not null default 0,
  email_verified boolean not null default false,
  phone_verified boolean not null default false,
  subscriptions jsonb not null default '{}',
  extra jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create unique index players_site_email_idx on players (site, lower(email));
create unique index players_site_nickname_idx on players (site, lower(nickname));
create unique index players_site_cpf_idx on players (site, cpf) where cpf is not null;
create unique index players_site_phone_idx on players (site, area_code, phone) where phone is not null;
create unique index players_site_google_idx on players (site, google_sub) where google_sub is not null;

create table wallets (
  player_id bigint primary key references players (id) on delete cascade,
  cash_minor bigint not null default 0,
  bonus_minor bigint not null default 0,
  freebet_minor bigint not null default 0,
  drp_minor bigint not null default 0,
  updated_at timestamptz not null default now()
);

create table wallet_transactions (
  id bigserial primary key,
  player_id bigint not null references players (id) on delete cascade,
  -- which wallet and why: 'cash', 'bonus', 'freebet', 'drp' plus a reason ('seed', 'adjust')
  kind text not null,
  amount_minor bigint not null,
  balance_after bigint not null,
  created_at timestamptz not null default now()
);
create index wallet_transactions_player_idx on wallet_transactions (player_id, created_at);

create table login_attempts (
  id bigserial primary key,
  site text not null,
  email text not null,
  ip text not null,
  ok boolean not null,
  at timestamptz not null default now()
);
create index login_attempts_email_idx on login_attempts (site, lower(email), at);
create index login_attempts_ip_idx on login_attempts (site, ip, at);

create table password_resets (
  token_hash text primary key,
  player_id bigint not null references players (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table channel_codes (
  site text not null,
  email text not null,
  channel text not null check (channel in ('SMS', 'EMAIL')),
  code text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  primary key (site, email, channel)
);

create table outbox (
  id bigserial primary key,
  site text not null,
  channel text not null check (channel in ('SMS', 'EMAIL')),
  "to" text not null,
  subject text not null,
  body text not null,
  link text,
  code text,
  created_at timestamptz not null default now()
);
create index outbox_to_idx on outbox (site, "to", id);

create table player_policies (
  player_id bigint not null references players (id) on delete cascade,
  policy_type text not null,
  version text not null,
  accepted_at timestamptz not null default now(),
  primary key (player_id, policy_type)
);

create table idp_codes (
  code text primary key,
  email text not null,
  sub text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

alter table sessions add column public_id text;
alter table sessions add column ip text;
alter table sessions add column ln_session_id text;
alter table sessions add column end_reason text;
create index sessions_player_idx on sessions (player_id) where ended_at is null;

-- Platform sessions. Players arrive with the accounts work; a session row is what
-- login/status looks up, so a token the platform never issued is simply "logged out".
create table sessions (
  token text primary key,
  site text not null,
  player_id bigint,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ended_at timestamptz
);
create index sessions_site_idx on sessions (site);

-- Which sites have been seeded, and with which seed version, so a restart does not reseed.
create table seeded_sites (
  site text primary key,
  seed_version integer not null,
  seeded_at timestamptz not null default now()
);

-- Upload-only tokens (ADR 072): a login refused with 100484 (KYC lock) answers one, so the locked
-- player can send proofs. Valid for the Documents calls and getUserKYCDetails only, 30 minutes.
create table documents_tokens (
  token text primary key,
  site text not null,
  player_id bigint not null references players (id) on delete cascade,
  expires_at timestamptz not null
);
create index documents_tokens_player_idx on documents_tokens (player_id);

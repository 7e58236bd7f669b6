-- The game's own id for a round (issue 24 §3): a retried bet with the same id under the same
-- launch token is the same round, settled and charged once.
alter table game_rounds add column client_round_id text;
create unique index game_rounds_client_round_idx on game_rounds (token_hash, client_round_id)
  where client_round_id is not null;

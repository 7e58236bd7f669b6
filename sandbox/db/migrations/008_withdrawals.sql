-- Withdrawals (issue 27, ADR 064): one row per cashout request; its amount leaves the cash wallet
-- for the reserved one when requested, and leaves reserved for good (paid) or back to cash.
alter table wallets add column reserved_minor bigint not null default 0;
-- backstops under the wallet lock: no sequence of requests may take either below zero
alter table wallets add constraint wallets_cash_not_negative check (cash_minor >= 0);
alter table wallets add constraint wallets_reserved_not_negative check (reserved_minor >= 0);

create table withdrawals (
  id bigserial primary key,
  txn_id text not null unique,
  player_id bigint not null references players (id) on delete cascade,
  site text not null,
  method text not null,
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null,
  -- co_initiated (pending), co_success (paid), co_rejected (operator), co_reverted (player cancel)
  state text not null default 'co_initiated'
    check (state in ('co_initiated', 'co_success', 'co_rejected', 'co_reverted')),
  idempotency_key text not null,
  request_hash text not null,
  -- where the money goes, as the history may show it: {accountType, accountNumber (masked)}
  payout jsonb not null,
  reason text,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create unique index withdrawals_idempotency_idx on withdrawals (player_id, idempotency_key);
create index withdrawals_player_idx on withdrawals (player_id, created_at);

-- each ledger row of a withdrawal names it; one row per kind, so no step can be booked twice
alter table wallet_transactions add column withdrawal_id bigint references withdrawals (id);
create unique index wallet_transactions_withdrawal_idx on wallet_transactions (withdrawal_id, kind)
  where withdrawal_id is not null;

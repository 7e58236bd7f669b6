-- Deposits (docs/contract/cashier.md, ADR 056). One row per deposit attempt; money is bigint in
-- hundredths of the currency (the wire's 2 decimals, as the wallets keep it). The wallet moves
-- only when a row goes pending -> success, in the transaction that moves it, so a deposit is
-- credited once whoever confirms it first (bank page, control, callback).

create table deposits (
  id bigserial primary key,
  -- public reference: the txnId of the calls, the PIX txid of the BR Code (letters and digits)
  txn_id text not null unique,
  player_id bigint not null references players (id) on delete cascade,
  site text not null,
  method text not null,
  amount_minor bigint not null check (amount_minor > 0),
  currency text not null,
  state text not null default 'pending' check (state in ('pending', 'success', 'failed', 'expired')),
  -- the client's key: the same key from the same player is the same deposit
  idempotency_key text not null,
  -- what the key was first used for, to refuse its reuse for another deposit (100239)
  request_hash text not null,
  br_code text,
  -- a card deposit's card, never its number or CVV: {lastDigits, cardType, expiryMonth, expiryYear, holder}
  instrument jsonb,
  -- where the provider page sends the player back (card, wallet and redirect methods)
  return_url text,
  failure_code text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  settled_at timestamptz
);
create unique index deposits_idempotency_idx on deposits (player_id, idempotency_key);
create index deposits_player_idx on deposits (player_id, created_at);

-- each credit names its deposit; unique, so a second credit for one deposit cannot be written
alter table wallet_transactions add column deposit_id bigint references deposits (id);
create unique index wallet_transactions_deposit_idx on wallet_transactions (deposit_id) where deposit_id is not null;

-- Saved cards (spec §3 usedInstruments): written when a card deposit is paid; last digits only.
create table payment_instruments (
  id bigserial primary key,
  player_id bigint not null references players (id) on delete cascade,
  method text not null,
  last_digits text not null,
  card_type text,
  expiry_month integer,
  expiry_year integer,
  holder text,
  created_at timestamptz not null default now()
);
create unique index payment_instruments_card_idx on payment_instruments (player_id, method, last_digits, expiry_month, expiry_year);

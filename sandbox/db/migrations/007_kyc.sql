-- Identity verification (docs/contract/kyc.md, ADR 062). The kyc row of 004 becomes the player's
-- whole KYC state: raw platform document statuses (the front end maps them, spec §4), the source
-- of income the player declared, and the outcome the next stand-in provider session gives.

alter table kyc add constraint kyc_document_statuses check (
  age_status in ('new', 'initiated', 'verified', 'failed', 'expired')
  and identity_status in ('new', 'initiated', 'verified', 'failed', 'expired')
  and address_status in ('new', 'initiated', 'verified', 'failed', 'expired')
  and source_of_income_status in ('new', 'initiated', 'verified', 'failed', 'expired')
);
-- {docType, docInfo, subAttributes} as spec §3 names them
alter table kyc add column source_of_income_details jsonb;
alter table kyc add column source_of_income_other_value text;

-- sandbox control POST /sandbox/controls/kyc/outcome: what the player's next finished session gives
create table kyc_forced_outcomes (
  player_id bigint primary key references players (id) on delete cascade,
  outcome text not null
);

-- One stand-in provider session per initiateThirdPartyKYC; its id is the secret in the frame's URL.
create table kyc_sessions (
  id text primary key,
  player_id bigint not null references players (id) on delete cascade,
  site text not null,
  state text not null default 'open' check (state in ('open', 'started', 'finished')),
  -- where each step's image came from: 'camera' or 'sample'
  document_source text,
  selfie_source text,
  outcome text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  finished_at timestamptz
);
create index kyc_sessions_player_idx on kyc_sessions (player_id, created_at);

-- Uploaded proofs (Documents calls). The bytes stay in the database, served only to the
-- loopback operator review page.
create table kyc_documents (
  id bigserial primary key,
  player_id bigint not null references players (id) on delete cascade,
  site text not null,
  category text not null check (category in ('identity', 'address', 'sourceOfIncome')),
  doc_type text not null,
  filename text not null,
  mime text not null check (mime in ('image/jpeg', 'image/png', 'application/pdf')),
  size integer not null,
  bytes bytea not null,
  status text not null default 'initiated' check (status in ('initiated', 'verified', 'failed')),
  comment text,
  created_at timestamptz not null default now(),
  reviewed_at timestamptz
);
create index kyc_documents_player_idx on kyc_documents (player_id, created_at);
create index kyc_documents_status_idx on kyc_documents (status, created_at);

-- Issue 34 §4 (ADR 079). The key that signs the provider pages' links (/sandbox/pay, /sandbox/payout),
-- one per database so that every process on one PostgreSQL accepts the others' links; the
-- sandbox writes it at start from Node's CSPRNG.
create table sandbox_secrets (
  name text primary key,
  value text not null
);

-- The id a document is known by outside the database (the contract's documentId, the review
-- console's links): random, so one id tells nothing of the others. The serial id stays internal.
alter table kyc_documents add column public_id text;
update kyc_documents set public_id = gen_random_uuid()::text;
alter table kyc_documents alter column public_id set default gen_random_uuid()::text;
alter table kyc_documents alter column public_id set not null;
create unique index kyc_documents_public_id_idx on kyc_documents (public_id);

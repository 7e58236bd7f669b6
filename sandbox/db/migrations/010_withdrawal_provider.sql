-- Third-party payouts (ADR 073): a wallet or redirect cashout is confirmed by the player on the
-- provider's page before the operator sees it as theirs to pay. return_url is where that page
-- sends the player back; provider_step is null for a payout without a provider page.
alter table withdrawals add column return_url text;
alter table withdrawals add column provider_step text
  check (provider_step in ('awaiting', 'approved', 'declined'));

-- A ledger row is stamped when it is written, after the wallet lock (clock_timestamp), not when
-- its transaction began (now()): on PostgreSQL a credit that waited for the lock would otherwise
-- be dated before the one that held it. Statements order by id, the ledger's own sequence.
alter table wallet_transactions alter column created_at set default clock_timestamp();

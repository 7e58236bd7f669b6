/**
 * Report/getTransactionHistory (spec §7, §9 transaction filters and past periods): every movement
 * of the player's cash wallet, read from the ledger, so the history and the balance can never
 * disagree. Deposits, withdrawals and their returns, game rounds and adjustments are told apart
 * by what each ledger row names (a deposit, a withdrawal, a round, or nothing: an adjustment).
 * Deposit attempts that moved no money (pending, failed, expired) are listed too, without a
 * balance, so the player sees every attempt with its state (issue 35 §3, ADR 082).
 */
import type { Db } from "../db/index";
import { SandboxError } from "../types";

export const TXN_TYPES = [
  "ALL",
  "DEPOSIT",
  "WITHDRAWAL",
  "CANCELLED_WITHDRAWAL",
  "POSITIVE_ADJUSTMENT",
  "NEGATIVE_ADJUSTMENT",
  "BET",
] as const;
export type TxnType = (typeof TXN_TYPES)[number];

/** Spec §9 past periods. */
export const PERIODS = { "7Days": 7, "90Days": 90, pastYear: 365 } as const;

export interface HistoryCriteria {
  txnType: TxnType;
  /** A past period, or an inclusive span of calendar days in `timeZone`. */
  range: { period: keyof typeof PERIODS } | { fromDate: string; toDate: string };
  timeZone: string;
  page: { index: number; size: number };
}

const invalid = (errorDescription: string) => new SandboxError(100164, 200, { errorDescription });
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(text: string): boolean {
  if (!DATE_RE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
}

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The criteria of a request: the fields of the JSON body, or of its `criteria` member. Dates come
 * as both or neither, the end not before the start; without dates the period (default 7Days).
 */
export function parseCriteria(fields: Record<string, string>): HistoryCriteria {
  let source: Record<string, unknown> = fields;
  if (fields.criteria) {
    try {
      source = JSON.parse(fields.criteria) as Record<string, unknown>;
    } catch {
      throw invalid("criteria must be a JSON object");
    }
  }
  const text = (name: string) => (source[name] === undefined || source[name] === null ? "" : String(source[name]));
  const txnType = (text("txnType") || "ALL").toUpperCase() as TxnType;
  if (!TXN_TYPES.includes(txnType)) throw invalid(`txnType must be one of ${TXN_TYPES.join(", ")}`);
  const timeZone = text("timeZone") || "UTC";
  if (!validZone(timeZone)) throw invalid("timeZone must be an IANA time zone");
  const fromDate = text("fromDate");
  const toDate = text("toDate");
  let range: HistoryCriteria["range"];
  if (fromDate || toDate) {
    if (!fromDate || !toDate) throw invalid("fromDate and toDate go together");
    if (!validDate(fromDate) || !validDate(toDate)) throw invalid("dates must be YYYY-MM-DD");
    if (toDate < fromDate) throw invalid("toDate is before fromDate");
    range = { fromDate, toDate };
  } else {
    const period = text("period") || "7Days";
    if (!(period in PERIODS)) throw invalid(`period must be one of ${Object.keys(PERIODS).join(", ")}`);
    range = { period: period as keyof typeof PERIODS };
  }
  let pageSource = source.page;
  if (typeof pageSource === "string") {
    try {
      pageSource = JSON.parse(pageSource);
    } catch {
      throw invalid("page must be {index, size}");
    }
  }
  const page = (pageSource ?? {}) as { index?: unknown; size?: unknown };
  const index = page.index === undefined ? 0 : Number(page.index);
  const size = page.size === undefined ? 10 : Number(page.size);
  if (!Number.isInteger(index) || index < 0) throw invalid("page.index must be a whole number from 0");
  if (!Number.isInteger(size) || size < 1 || size > 100) throw invalid("page.size must be 1 to 100");
  return { txnType, range, timeZone, page: { index, size } };
}

interface Row {
  id: string;
  txn_id: string;
  txn_type: Exclude<TxnType, "ALL">;
  amount: string;
  balance_after: string | null;
  method: string | null;
  account_number: string | null;
  state: string | null;
  game_name: string | null;
  at: string;
  total: string;
}

/** One page of the player's movements, newest first, with the count of all that match. */
export async function transactionHistory(db: Db, playerId: string, c: HistoryCriteria) {
  const since = "period" in c.range ? PERIODS[c.range.period] : null;
  const rows = await db.query<Row>(
    `with moves as (
       select t.id as seq, 0::bigint as sub, t.amount_minor, t.balance_after,
         case
           when t.deposit_id is not null then 'DEPOSIT'
           when t.kind = 'cash:withdraw' then 'WITHDRAWAL'
           when t.withdrawal_id is not null then 'CANCELLED_WITHDRAWAL'
           when t.round_id is not null then 'BET'
           when t.amount_minor >= 0 then 'POSITIVE_ADJUSTMENT'
           else 'NEGATIVE_ADJUSTMENT'
         end as txn_type,
         coalesce(d.txn_id, w.txn_id, 'R' || t.round_id::text, 'A' || t.id::text) as txn_id,
         coalesce(d.method, w.method, r.game_code) as method,
         coalesce(w.payout ->> 'accountNumber', '************' || (d.instrument ->> 'lastDigits')) as account_number,
         coalesce(d.state, w.state) as state, g.name as game_name, t.created_at
       from wallet_transactions t
       left join deposits d on d.id = t.deposit_id
       left join withdrawals w on w.id = t.withdrawal_id
       left join game_rounds r on r.id = t.round_id
       left join games g on g.site = r.site and g.game_code = r.game_code
       where t.player_id = $1 and t.kind like 'cash:%'
         -- a round that won nothing has no win to show
         and not (t.kind = 'cash:win' and t.amount_minor = 0)
       union all
       -- deposit attempts that never moved the wallet (pending, failed, expired): shown with their
       -- state and no balance, placed after the last ledger row that came before them
       select coalesce((select max(l.id) from wallet_transactions l
                        where l.player_id = d.player_id and l.kind like 'cash:%' and l.created_at <= d.created_at), 0),
         d.id, d.amount_minor, null::bigint, 'DEPOSIT', d.txn_id, d.method,
         '************' || (d.instrument ->> 'lastDigits'),
         case when d.state = 'pending' and d.expires_at <= now() then 'expired' else d.state end,
         null, d.created_at
       from deposits d
       where d.player_id = $1 and d.state <> 'success'
         and not exists (select 1 from wallet_transactions l where l.deposit_id = d.id)
     )
     select seq::text as id, txn_id, txn_type, amount_minor::text as amount, balance_after::text as balance_after,
       method, account_number, state, game_name,
       to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at, count(*) over ()::text as total
     from moves where ($6 = 'ALL' or txn_type = $6)
       and ($2::int is null or created_at > now() - make_interval(days => $2::int))
       and ($3::text is null or created_at >= ($3::date)::timestamp at time zone $5)
       and ($4::text is null or created_at < ($4::date + 1)::timestamp at time zone $5)
     -- the ledger's sequence: ids are drawn under the wallet lock, so they follow the balances
     order by seq desc, sub desc offset $7 limit $8`,
    [
      playerId,
      since,
      "fromDate" in c.range ? c.range.fromDate : null,
      "toDate" in c.range ? c.range.toDate : null,
      c.timeZone,
      c.txnType,
      c.page.index * c.page.size,
      c.page.size,
    ],
  );
  return {
    totalRecords: rows.length ? Number(rows[0].total) : await countAll(db, playerId, c),
    page: c.page,
    transactions: rows.map((r) => ({
      txnId: r.txn_id,
      txnType: r.txn_type,
      amount: Number(r.amount) / 100,
      // null for a deposit attempt that moved no money
      balanceAfter: r.balance_after === null ? null : Number(r.balance_after) / 100,
      AccountId: r.method,
      accountType: r.method,
      accountNumber: r.account_number,
      status: r.state,
      gameName: r.game_name,
      txnDate: r.at,
    })),
  };
}

/** A page past the end has no rows to carry the count: 0 is then right only when nothing matches. */
async function countAll(db: Db, playerId: string, c: HistoryCriteria): Promise<number> {
  if (c.page.index === 0) return 0;
  const first = await transactionHistory(db, playerId, { ...c, page: { index: 0, size: 1 } });
  return first.totalRecords;
}

import { cashoutStatus, depositPollDecision } from "~/features/payment-kit/status";
import { METHOD_RE, TXN_ID_RE } from "./callback-data";

/** The status a result page shows: the platform's three, or UNKNOWN when nothing could be verified. */
export type ResultStatus = "SUCCESS" | "FAILURE" | "PENDING" | "UNKNOWN";
export type TxnType = "deposit" | "cashout";

/** Spec §2 txn-confirmation query: id, amount, account, payment method, card number, type, status, failure reason. */
export interface TxnDetails {
  id: string | null;
  /** Major units. */
  amount: number | null;
  account: string | null;
  paymentMethod: string | null;
  /** Masked: only the last four digits ever appear. */
  cardNumber: string | null;
  type: TxnType;
  status: ResultStatus;
  failureReason: string | null;
}

const AMOUNT_RE = /^\d{1,12}(\.\d{1,2})?$/;
/** Platform codes ("100234"), "-" (no code from the provider) and "expired". */
const REASON_RE = /^(\d{3,9}|-|expired)$/;
const ACCOUNT_RE = /^[\p{L}\p{N} .@_*+-]{1,64}$/u;

/** "************1111" (or "4111 **** 1111") → "•••• 1111"; null when it would show more than four digits. */
export function maskCard(raw: string | null | undefined): string | null {
  const value = (raw ?? "").replace(/\s/g, "");
  if (!/^[*•Xx0-9]{4,19}$/.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  const last = value.match(/\d{1,4}$/)?.[0] ?? "";
  if (!last || digits.length !== last.length) return null;
  return `•••• ${last}`;
}

export function parseAmount(raw: string | number | null | undefined): number | null {
  const value = typeof raw === "number" ? String(raw) : (raw ?? "").trim();
  return AMOUNT_RE.test(value) ? Number(value) : null;
}

const pick = (raw: string | null, re: RegExp) => (raw !== null && re.test(raw) ? raw : null);
const typeOf = (raw: string | null): TxnType => (raw === "cashout" || raw === "withdraw" ? "cashout" : "deposit");

/** The query of {lang}/txn-confirmation (or success/failure), every field checked; what fails a check is dropped. */
export function parseTxnQuery(search: URLSearchParams): TxnDetails {
  const status = search.get("status")?.toUpperCase();
  return {
    id: pick(search.get("id"), TXN_ID_RE),
    amount: parseAmount(search.get("amount")),
    account: pick(search.get("account"), ACCOUNT_RE),
    paymentMethod: pick(search.get("paymentMethod")?.toUpperCase() ?? null, METHOD_RE),
    cardNumber: maskCard(search.get("cardNumber")),
    type: typeOf(search.get("type")),
    status: status === "SUCCESS" || status === "FAILURE" || status === "PENDING" ? status : "UNKNOWN",
    failureReason: pick(search.get("failureReason") ?? search.get("reason"), REASON_RE),
  };
}

/** The query string of {lang}/txn-confirmation for these details (empty fields left out). */
export function txnQuery(details: TxnDetails): string {
  const query = new URLSearchParams();
  const put = (key: string, value: string | number | null) => {
    if (value !== null && value !== "") query.set(key, String(value));
  };
  put("id", details.id);
  put("amount", details.amount === null ? null : details.amount.toFixed(2));
  put("account", details.account);
  put("paymentMethod", details.paymentMethod);
  put(
    "cardNumber",
    details.cardNumber?.replace(/\D/g, "") ? `************${details.cardNumber.replace(/\D/g, "")}` : null,
  );
  put("type", details.type);
  put("status", details.status);
  put("failureReason", details.failureReason);
  return query.toString();
}

/** The fields of a spec §3 transaction status answer that a result page shows. */
export interface StatusAnswer {
  status?: string | null;
  actualStatusInDB?: string | null;
  txnId?: string | null;
  txnType?: string | null;
  transactionAmount?: string | number | null;
  paymentMethod?: string | null;
  cardNumber?: string | null;
  errorDescription?: string | number | null;
}

/**
 * The platform's answer over whatever the query said: the status, amount, method and card a
 * result page shows are the platform's, so a hand-made query cannot turn a failure into success.
 * Nothing else of the query is kept: the status answer has no account, so none is shown (a
 * forged `account=` could otherwise tell the player where to pay, issue 34 §5).
 */
export function detailsFromStatus(answer: StatusAnswer, claimed: TxnDetails): TxnDetails {
  const type = answer.txnType ? typeOf(answer.txnType === "deposit" ? "deposit" : "cashout") : claimed.type;
  const status = statusOf(answer, type);
  const reason =
    answer.errorDescription === null || answer.errorDescription === undefined ? null : String(answer.errorDescription);
  return {
    id: answer.txnId && TXN_ID_RE.test(answer.txnId) ? answer.txnId : claimed.id,
    amount: parseAmount(answer.transactionAmount) ?? null,
    account: null,
    paymentMethod: pick(answer.paymentMethod?.toUpperCase() ?? null, METHOD_RE),
    cardNumber: maskCard(answer.cardNumber),
    type,
    status,
    failureReason: status === "FAILURE" ? (pick(reason, REASON_RE) ?? "-") : null,
  };
}

function statusOf(answer: StatusAnswer, type: TxnType): ResultStatus {
  if (type === "cashout") return cashoutStatus(answer);
  // attempt 0 of ∞: the answer's own verdict, without the polling's give-up rule
  const verdict = depositPollDecision(answer, 0, Number.POSITIVE_INFINITY);
  return verdict === "success" ? "SUCCESS" : verdict === "failure" ? "FAILURE" : "PENDING";
}

/** A transaction the platform has not answered for yet: its id and kind, none of the query's claims. */
export function unconfirmedDetails(claimed: TxnDetails): TxnDetails {
  return {
    id: claimed.id,
    amount: null,
    account: null,
    paymentMethod: null,
    cardNumber: null,
    type: claimed.type,
    status: "PENDING",
    failureReason: null,
  };
}

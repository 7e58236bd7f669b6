/** What the modal does after one `cashier/gettransationStatus` answer (spec §4 payment status polling). */
export type PollDecision = "success" | "retry" | "failure";

/** The status fields of spec §3 "Transaction status" that the decision reads. */
export interface TransactionStatus {
  status?: string | null;
  actualStatusInDB?: string | null;
}

/**
 * Spec §4, deposit: txn_confirmed_success is success; txn_confirmed_failure or a FAILURE status is
 * failure; txn_initiated is asked again, until the `attempt`-th answer (1-based) reaches
 * `maxTries` (brand constants.paymentStatusMaxRetries, 5), which makes it a failure. A state the
 * spec does not name is treated like txn_initiated: still bounded, never an early failure.
 */
export function depositPollDecision(answer: TransactionStatus, attempt: number, maxTries: number): PollDecision {
  const state = answer.actualStatusInDB ?? "";
  if (state === "txn_confirmed_success") return "success";
  if (state === "txn_confirmed_failure" || answer.status === "FAILURE") return "failure";
  return attempt >= maxTries ? "failure" : "retry";
}

/** Spec §4, cashout: co_initiated pending, co_success success, anything else failure. */
export function cashoutStatus(answer: TransactionStatus): "PENDING" | "SUCCESS" | "FAILURE" {
  if (answer.actualStatusInDB === "co_success") return "SUCCESS";
  if (answer.actualStatusInDB === "co_initiated") return "PENDING";
  return "FAILURE";
}

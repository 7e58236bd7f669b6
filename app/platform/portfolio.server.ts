import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

// Amounts arrive in major units, as numbers or numeric strings (spec §3).
const amount = z.union([z.number(), z.string()]).transform((v) => Number(v));
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : String(v)));

const pendingSchema = z.object({
  pendingCashouts: z
    .array(
      z.object({
        txnId: z.string(),
        amount,
        currency: text,
        paymentMethod: text,
        accountType: text,
        accountNumber: text,
        txnDate: z.string(),
        status: text,
      }),
    )
    .catch([]),
});
export type PendingCashout = z.infer<typeof pendingSchema>["pendingCashouts"][number];

/** GET getPendingCashouts (spec §7): the player's withdrawals still pending, oldest first. */
export async function getPendingCashouts(caller: PlatformCaller): Promise<PendingCashout[] | null> {
  const answer = await callPlatform(caller, {
    path: "getPendingCashouts",
    query: { cashoutVerifiedtxnRequired: "true" },
    schema: pendingSchema,
  });
  return answer ? answer.pendingCashouts : null;
}

const historySchema = z.object({
  totalRecords: z.coerce.number().int().nonnegative(),
  transactions: z.array(
    z.object({
      txnId: z.string(),
      txnType: z.string(),
      amount,
      // null on a deposit attempt that moved no money (pending, failed, expired)
      balanceAfter: amount.nullish(),
      accountType: text,
      // a game round's game, as the catalogue names it
      gameName: text,
      accountNumber: text,
      status: text,
      txnDate: z.string(),
    }),
  ),
});
export type TransactionHistory = z.infer<typeof historySchema>;
export type HistoryRow = TransactionHistory["transactions"][number];

/** Report/getTransactionHistory's JSON criteria (docs/contract/cashier.md). */
export interface HistoryCriteria {
  txnType: string;
  period?: string;
  fromDate?: string;
  toDate?: string;
  timeZone: string;
  page: { index: number; size: number };
}

/** POST Report/getTransactionHistory: one page of movements, newest first, with the total count. */
export function getTransactionHistory(
  caller: PlatformCaller,
  criteria: HistoryCriteria,
): Promise<TransactionHistory | null> {
  return callPlatform(caller, {
    path: "Report/getTransactionHistory",
    json: { ...criteria },
    schema: historySchema,
  });
}

const revertSchema = z.object({ status: text, txnId: text });

/**
 * POST Cashier/revertWithdrawal: the player's cancel of a pending withdrawal. A cancel that was
 * already done answers SUCCESS again; a paid or rejected one throws 100164 (PlatformError).
 */
export function revertWithdrawal(caller: PlatformCaller, txnId: string, idempotencyKey: string) {
  return callPlatform(caller, {
    path: "Cashier/revertWithdrawal",
    form: { txnId, idempotencyKey },
    schema: revertSchema,
  });
}

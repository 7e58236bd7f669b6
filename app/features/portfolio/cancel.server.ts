import { randomUUID } from "node:crypto";
import type { TFunction } from "i18next";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { serverT } from "~/i18n/i18next.server";
import { readForm } from "~/routing/form.server";
import { getTransactionStatus } from "~/platform/cashier.server";
import { PlatformError } from "~/platform/errors";
import { revertWithdrawal } from "~/platform/portfolio.server";
import { requirePlayer, scopeHeaders, type PlayerScope } from "~/routing/scope.server";
import { maskAccount } from "./display";
import { methodLabel } from "./portfolio.server";

const TXN_RE = /^[A-Za-z0-9]{1,25}$/;
const KEY_RE = /^[A-Za-z0-9_-]{8,100}$/;

/** The confirm form's hidden fields (ADR 101): the withdrawal, and the key when it is one of ours. */
export const cancelSchema = z.object({
  txnId: z.string().regex(TXN_RE),
  idempotencyKey: z.string().regex(KEY_RE).optional().catch(undefined),
});

/** Where a withdrawal stands, as the cancel pages say it. */
export type CancelState = "pending" | "cancelled" | "paid" | "rejected" | "unknown" | "error";

export interface CancelData {
  lang: string;
  title: string;
  /** "ask": withdraw/cancelWithdrawal; "result": withdraw/confirmCancelWithdraw. */
  mode: "ask" | "result";
  txnId: string;
  state: CancelState;
  amount: number | null;
  method: string | null;
  account: string | null;
  reason: string | null;
  /** Idempotency key of this confirmation: a second submit of the same form is the same cancel. */
  key: string;
  /** The last cancel did not reach the platform: try again. */
  retry: boolean;
}

const STATES: Record<string, CancelState> = {
  co_initiated: "pending",
  co_reverted: "cancelled",
  co_success: "paid",
  co_rejected: "rejected",
};

async function withdrawalOf(scope: PlayerScope, txnId: string, t: TFunction) {
  if (!TXN_RE.test(txnId)) return { state: "unknown" as const };
  try {
    const status = await getTransactionStatus(scope.caller, txnId);
    if (!status) return { state: "error" as const };
    if (status.txnType !== "cashout") return { state: "unknown" as const };
    return {
      state: STATES[status.actualStatusInDB ?? ""] ?? ("unknown" as const),
      amount:
        status.transactionAmount === null || status.transactionAmount === undefined
          ? null
          : Number(status.transactionAmount),
      method: methodLabel(scope.brand, status.paymentMethod ?? null, t),
      account: maskAccount(status.cardNumber),
      reason:
        status.errorDescription === null || status.errorDescription === undefined
          ? null
          : String(status.errorDescription),
    };
  } catch (error) {
    // 100164: not the player's, or no such transaction.
    if (error instanceof PlatformError) return { state: "unknown" as const };
    throw error;
  }
}

/**
 * withdraw/cancelWithdrawal?txnId= asks the player to confirm the cancel of a pending withdrawal;
 * withdraw/confirmCancelWithdraw?txnId= says where it stands after (spec §2). Both read the
 * withdrawal's state from the platform, so a stale link tells the truth (already paid, rejected).
 */
export async function cancelLoader(args: LoaderFunctionArgs, mode: CancelData["mode"]) {
  const scope = await requirePlayer(args, { guest: "login" });
  const txnId = scope.url.searchParams.get("txnId") ?? "";
  const t = await serverT(scope.context, scope.brand, scope.lang, "portfolio");
  const found = await withdrawalOf(scope, txnId, t);
  return data<CancelData>(
    {
      lang: scope.lang,
      title: t(mode === "ask" ? "cancel.title" : "cancel.resultTitle"),
      mode,
      txnId,
      amount: null,
      method: null,
      account: null,
      reason: null,
      ...found,
      key: randomUUID(),
      retry: scope.url.searchParams.has("retry"),
    },
    { headers: scopeHeaders(scope) },
  );
}

/**
 * POST withdraw/confirmCancelWithdraw: Cashier/revertWithdrawal with the form's idempotency key.
 * A repeated submit cancels nothing twice (the platform answers a done cancel with success again);
 * a withdrawal already paid or rejected is refused, and the result page then says which.
 */
export async function cancelAction(args: ActionFunctionArgs) {
  const scope = await requirePlayer(args, { guest: "login" });
  const submission = parseWithZod(await readForm(args.request), { schema: cancelSchema });
  const headers = scopeHeaders(scope);
  const base = `/${scope.lang}/withdraw`;
  if (submission.status !== "success") throw redirect(`/${scope.lang}/myaccount/cashier`, { headers });
  const { txnId, idempotencyKey } = submission.value;
  const reached = await revertWithdrawal(scope.caller, txnId, idempotencyKey ?? randomUUID()).catch(
    (error: unknown) => {
      if (error instanceof PlatformError) return "refused";
      throw error;
    },
  );
  const query = new URLSearchParams({ txnId });
  if (!reached) {
    query.set("retry", "1");
    throw redirect(`${base}/cancelWithdrawal?${query}`, { headers });
  }
  throw redirect(`${base}/confirmCancelWithdraw?${query}`, { headers });
}

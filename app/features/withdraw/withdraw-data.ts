import type { FeeRule } from "~/features/payment-kit/fee";
import type { FormField } from "~/features/payment-kit/method-form";
import { closedModalHref } from "~/routing/modal-links";

/**
 * What the withdraw modal's data loader gives the page (ADR 046, ADR 068): one view per step,
 * decided on the server so that every step renders without JavaScript.
 */
export type WithdrawView =
  WithdrawChannelView | WithdrawKycPendingView | WithdrawFormView | WithdrawBonusView | WithdrawResultView;

/** Gate: a channel the jurisdiction asks verified first (spec §4): send a code, then type it. */
export interface WithdrawChannelView {
  view: "channel";
  channel: string;
  /** A code was sent: the code form shows. */
  sent: boolean;
  error: string | null;
}

/** Gate: KYC_0 with a verification under way (spec §4): a warning, nothing to do yet. */
export interface WithdrawKycPendingView {
  view: "kycPending";
}

export interface WithdrawMethodChoice {
  name: string;
  kind: string;
  /** The cashier's display name; the method's code when it has none. */
  label: string;
}

/** Step 1: the cash, the method, the amount, the fee and the payout details. */
export interface WithdrawFormView {
  view: "form";
  cashMinor: number;
  methods: WithdrawMethodChoice[];
  method: string;
  kind: string;
  fields: FormField[];
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  minMinor: number;
  maxMinor: number;
  fee: FeeRule | null;
  /** The payout goes only to a PIX key in the player's own CPF (brand identityDocument cpf). */
  ownCpfNotice: string | null;
  /** Made when the form renders: a second submit of this form is the same withdrawal (ADR 064). */
  idempotencyKey: string;
  amount: string;
  error: { key: string; values?: Record<string, string> } | null;
}

/** Step 2: the active bonuses a cashout forfeits (spec §2): 'cashout anyway' or 'cancel'. */
export interface WithdrawBonusView {
  view: "bonus";
  amountText: string;
  bonuses: { type: string; amountText: string }[];
}

/** Step 3 (spec §4): success (pending, then paid), limit-reached, denied, withdraw-limit-count-reached. */
export type WithdrawStatus = "success" | "limit-reached" | "denied" | "withdraw-limit-count-reached";

export interface WithdrawResultView {
  view: "result";
  status: WithdrawStatus;
  /** A cashier-namespace key for the failures. */
  messageKey: string | null;
  messageValues: Record<string, string>;
  txnId: string | null;
  amountText: string;
  /** success: PENDING until the operator pays, then SUCCESS (also live, by the player's stream). */
  state: "PENDING" | "SUCCESS" | "FAILURE" | null;
  /** success: when payment is expected, written in the brand's time zone and the page's language. */
  expectedBy: string | null;
}

/** The query keys closing the withdraw modal removes. */
export const WITHDRAW_CLOSE_PARAMS = ["modal", "withdraw", "step", "method", "amount"] as const;

/** The page without the withdraw modal. */
export function closedWithdrawPath(url: URL): string {
  return closedModalHref(url, WITHDRAW_CLOSE_PARAMS);
}

/** Spec §2 query `withdraw=true` (or `?modal=withdraw`) opens the withdrawal flow. */
export function opensWithdraw(params: URLSearchParams): boolean {
  return params.get("withdraw") === "true";
}

/** The page `path` with the withdraw modal at `set` (a value "" removes the key). */
export function withdrawHref(path: string, set: Record<string, string> = {}): string {
  const url = new URL(path, "http://x");
  url.searchParams.set("modal", "withdraw");
  url.searchParams.set("withdraw", "true");
  for (const [key, value] of Object.entries(set)) {
    if (value) url.searchParams.set(key, value);
    else url.searchParams.delete(key);
  }
  return `${url.pathname}?${url.searchParams.toString()}`;
}

import type { FeeRule } from "~/features/payment-kit/fee";
import type { FormField } from "~/features/payment-kit/method-form";
import type { PaymentMode } from "~/features/payment-kit/fields";
import type { PeriodLimit } from "~/features/payment-kit/limits";
import type { DepositAftermath } from "./aftermath";
import { closedModalHref } from "~/routing/modal-links";

/**
 * What the deposit modal's data loader gives the page (ADR 046, `RootData.modal`): one view per
 * step, decided on the server so that every step renders without JavaScript.
 */
export type DepositView =
  /** Step 2 cannot be drawn (no QR data): its message, and the modal offers only to close. */
  | { view: "error"; messageKey: string }
  /** Several methods and none chosen: links that put `method=` in the URL. */
  | { view: "choose"; methods: MethodChoice[] }
  | DepositAmountView
  | DepositMethodView
  | DepositProviderView
  | DepositQrView
  | DepositSuccessView;

/** Step 3; `after` is the deposit's aftermath (pixels, KYC tier) once the server has decided it. */
export interface DepositSuccessView {
  view: "success";
  amountText: string;
  txnId: string;
  after?: DepositAftermath;
}

export interface DepositAmountView {
  view: "amount";
  method: string;
  quickAmounts: number[];
  minMinor: number;
  maxMinor: number;
  /** The maximum the range under the amount names (issue 35 §3); null: no real one, only the minimum. */
  rangeMaxMinor: number | null;
  /** Made when the form renders: a second submit of this form is the same deposit (ADR 057). */
  idempotencyKey: string;
  amount: string;
  bonusCode: string;
  /** The method's period limits above 0 (issue 25 §4), shown under the amount. */
  periodLimits: PeriodLimit[];
  /** A cashier-namespace key (a deposit code or an amount rule) and its values. */
  error: { key: string; values?: Record<string, string> } | null;
}

export interface MethodChoice {
  name: string;
  kind: string;
  /** The cashier's display name; a card method is labelled by the texts ("Card"). */
  label: string;
}

/** Step 1 of a card, wallet or redirect method: its form, drawn from its field definitions. */
export interface DepositMethodView {
  view: "method";
  method: string;
  kind: string;
  label: string;
  mode: PaymentMode;
  /** The player has saved accounts: offer "Add new card" / "Back to saved cards". */
  canSwitch: boolean;
  /** Other methods exist: offer the way back to the choice. */
  canChoose: boolean;
  fields: FormField[];
  /** What the player typed, back after an error: never the encrypted fields (ADR 058). */
  values: Record<string, string>;
  /** Field errors by field name (cashier-namespace keys). */
  fieldErrors: Record<string, string>;
  quickAmounts: number[];
  minMinor: number;
  maxMinor: number;
  /** The maximum the range under the amount names (issue 35 §3); null: no real one, only the minimum. */
  rangeMaxMinor: number | null;
  fee: FeeRule | null;
  /** The method's daily, weekly and monthly limits (spec §3), as the PIX step shows them. */
  periodLimits: PeriodLimit[];
  idempotencyKey: string;
  amount: string;
  bonusCode: string;
  error: { key: string; values?: Record<string, string> } | null;
}

/** Step 2 of a card or wallet method: the provider's page in a frame, posted to by a form. */
export interface DepositProviderView {
  view: "provider";
  method: string;
  txnId: string;
  action: string;
  httpMethod: "get" | "post";
  params: Record<string, string>;
  amountText: string;
  /** The provider refused: its message, and the way back to the form. */
  failedKey: string | null;
}

export interface DepositQrView {
  view: "qr";
  txnId: string;
  /** The method's name as the cashier gives it (PIX): the texts name it, never assume it. */
  methodName: string;
  amountText: string;
  code: string;
  /** Inline SVG drawn on the server from `code`. */
  svg: string;
  /** Seconds left when the page was made, and the whole countdown. */
  secondsLeft: number;
  totalSeconds: number;
  /** When the code expires, HH:mm in the player's time zone: shown as is, so it holds without JavaScript. */
  validUntil: string;
  /** The amount and bonus code to offer a new code with once this one expires. */
  amount: string;
  bonusCode: string;
  /** The platform's pending code shown again instead of a new one (100532, ADR 077). */
  resumed?: boolean;
}

/** The QR step's "check payment" key: the transaction it checked, so a new code starts without its message. */
export const DEPOSIT_CHECKED = "checked";

/**
 * Spec §2: the query keys closing the deposit modal removes (with `modal`, login's `bonusCode` and
 * our QR step's `checked`).
 */
export const DEPOSIT_CLOSE_PARAMS = [
  "modal",
  "step",
  "service",
  "bonus",
  "source",
  "method",
  "amount",
  "regstep2",
  "regstep3",
  "deposit",
  "bonusCode",
  DEPOSIT_CHECKED,
] as const;

/** The page without the deposit modal: `url` less the keys closing it removes (spec §2). */
export function closedDepositPath(url: URL): string {
  return closedModalHref(url, DEPOSIT_CLOSE_PARAMS);
}

/** Spec §2: `deposit=true`, or `source=website&service=deposit` (carrying amount, bonus and step). */
export function opensDeposit(params: URLSearchParams): boolean {
  if (params.get("deposit") === "true") return true;
  return params.get("source") === "website" && params.get("service") === "deposit";
}

/** The amount and bonus code the URL carries: `amount`, and `bonus` (spec §2) or `bonusCode` (login). */
export function depositPrefill(params: URLSearchParams): { amount: string; bonusCode: string } {
  return {
    amount: (params.get("amount") ?? "").slice(0, 20),
    bonusCode: (params.get("bonus") ?? params.get("bonusCode") ?? "").slice(0, 50),
  };
}

/** mm:ss of a countdown (spec §2, 10 minutes). */
export function mmss(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

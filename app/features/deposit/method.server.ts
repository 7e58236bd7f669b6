import { randomUUID } from "node:crypto";
import { redirect, redirectDocument } from "@remix-run/node";
import { PlatformError } from "~/platform/errors";
import {
  getTransactionStatus,
  makeCCPayment,
  makeWalletPayment,
  type CashierMethod,
  type WalletPayment,
} from "~/platform/cashier.server";
import type { RequestScope } from "~/routing/scope.server";
import type { getSession } from "~/session/session.server";
import { formatMoney } from "~/ui/format-money";
import { checkAmount, depositBounds, shownDepositMax, submittedAmount } from "~/features/payment-kit/amount";
import { depositOutcome } from "~/features/payment-kit/codes";
import { toWireAmount } from "~/features/payment-kit/minor-units";
import { yearMonthIn } from "~/features/payment-kit/card/rules";
import type { FeeRule } from "~/features/payment-kit/fee";
import type { PeriodLimit } from "~/features/payment-kit/limits";
import type { DepositMethodView, DepositProviderView, DepositSuccessView } from "./deposit-data";
import {
  checkFields,
  echoable,
  formFields,
  modeOf,
  savedAccounts,
  wireFields,
} from "~/features/payment-kit/method-form";
import { platformUrlOf, providerTarget, stringParams, withParams } from "~/features/payment-kit/provider-target";
import { checkRisk } from "~/features/payment-kit/risk.server";
import { limitMessage, riskLogout } from "~/features/payment-kit/refusals.server";

type Session = Awaited<ReturnType<typeof getSession>>;

/** The method form's last refusal: what may be shown again (never encrypted fields) and why. */
interface MethodFormState {
  method: string;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  amount: string;
  bonusCode: string;
  error: { key: string; values?: Record<string, string> } | null;
}

/** The provider step this browser started (card, wallet): the gateway's page, not the card. */
interface ProviderStep {
  method: string;
  txnId: string;
  action: string;
  httpMethod: "get" | "post";
  params: Record<string, string>;
  amount: string;
}

const FORM = "depositMethodForm";
const PROVIDER = "depositProvider";

function feeRule(method: CashierMethod): FeeRule | null {
  const limits = method.limits;
  if (!limits?.feeType || limits.feeType === "none") return null;
  return {
    feeType: limits.feeType,
    feeAmount: limits.feeAmount,
    minFeeAmount: limits.minFeeAmount,
    maxFeeAmount: limits.maxFeeAmount,
  };
}

/** Step 1 of a card, wallet or redirect method; a refusal kept in the session is shown once. */
export function methodView(
  scope: RequestScope,
  session: Session,
  method: CashierMethod,
  options: {
    label: string;
    canChoose: boolean;
    amount: string;
    bonusCode: string;
    periodLimits: PeriodLimit[];
    /** The player's own deposit limit (major units), shown as the maximum when lower. */
    playerLimit: number | null;
  },
): { view: DepositMethodView; changed: boolean } {
  const { brand, url } = scope;
  const mode = modeOf(method, url.searchParams.get("step"));
  const bounds = depositBounds(method.limits, brand.limits.deposit, brand.currency.decimals);
  const stored = session.get(FORM) as MethodFormState | undefined;
  const state = stored?.method === method.methodName ? stored : undefined;
  if (stored) session.unset(FORM);
  return {
    changed: Boolean(stored),
    view: {
      view: "method",
      method: method.methodName,
      kind: method.kind ?? "",
      label: options.label,
      mode,
      canSwitch: savedAccounts(method) > 0,
      canChoose: options.canChoose,
      fields: formFields(method, mode, yearMonthIn(new Date(), brand.timeZone)),
      values: state?.values ?? {},
      fieldErrors: state?.fieldErrors ?? {},
      quickAmounts: method.quickAmounts ?? [],
      minMinor: bounds.min,
      maxMinor: bounds.max,
      rangeMaxMinor: shownDepositMax(
        method.limits,
        brand.limits.deposit,
        options.playerLimit,
        bounds,
        brand.currency.decimals,
      ),
      fee: feeRule(method),
      periodLimits: options.periodLimits,
      idempotencyKey: randomUUID(),
      amount: state?.amount ?? options.amount,
      bonusCode: state?.bonusCode ?? options.bonusCode,
      error: state?.error ?? null,
    },
  };
}

/**
 * Step 2 of a card or wallet deposit: the provider page the action was given, unless the
 * transaction is settled already (success, or the provider's refusal with its message).
 */
export async function providerView(
  scope: RequestScope,
  session: Session,
  method: string,
): Promise<DepositProviderView | DepositSuccessView | null> {
  const step = session.get(PROVIDER) as ProviderStep | undefined;
  if (!step || step.method !== method) return null;
  const amountText = formatMoney(Number(step.amount), scope.brand.currency);
  const status = await getTransactionStatus(scope.caller, step.txnId).catch(() => null);
  if (status?.actualStatusInDB === "txn_confirmed_success") return { view: "success", amountText, txnId: step.txnId };
  const failed =
    status?.status === "FAILURE" || status?.actualStatusInDB === "txn_confirmed_failure"
      ? depositOutcome({ kind: "code", code: status.errorDescription ?? "-" }).key
      : null;
  return { view: "provider", ...step, amountText, failedKey: failed };
}

interface MethodDepositInput {
  scope: RequestScope;
  session: Session;
  form: FormData;
  method: CashierMethod;
  /** Where the modal is, with `method=` and `step=` set as given (ActionFunction's backTo). */
  back: (params: Record<string, string>) => string;
  commit: () => Promise<string>;
}

/**
 * POST of a method's form: the same field rules as the page, then the payment with the form's
 * idempotency key. A redirect method leaves by a 303 to its provider; a card or wallet goes to
 * step 2, the provider page in a frame. A refusal goes back to step 1 with what was typed,
 * except the encrypted fields.
 */
export async function methodDeposit({ scope, session, form, method, back, commit }: MethodDepositInput) {
  const { brand, lang } = scope;
  const text = (name: string) => String(form.get(name) ?? "");
  const submitted = submittedAmount(
    text("quick").trim(),
    text("amount").trim(),
    method.quickAmounts ?? [],
    brand.currency,
  );
  // A refused quick amount keeps what was typed in the field.
  const amountRaw = submitted.ok ? submitted.raw : text("amount").trim();
  const bonusCode = text("bonusCode").trim().slice(0, 50);
  const step = text("step") === "new" ? "new" : "";
  const mode = modeOf(method, step || null);
  const fields = formFields(method, mode, yearMonthIn(new Date(), brand.timeZone));
  const values = Object.fromEntries(fields.map((f) => [f.name, text(f.name)]));
  const key = text("idempotencyKey").trim();

  const refuse = async (fieldErrors: Record<string, string>, error: MethodFormState["error"]) => {
    session.set(FORM, {
      method: method.methodName,
      values: echoable(fields, values),
      fieldErrors,
      amount: amountRaw,
      bonusCode,
      error,
    } satisfies MethodFormState);
    return redirect(back({ method: method.methodName, step }), { headers: { "Set-Cookie": await commit() } });
  };
  const code = (value: string | number) => ({ key: depositOutcome({ kind: "code", code: value }).key });

  if (!/^[A-Za-z0-9-]{16,64}$/.test(key)) return refuse({}, code(100164));
  if (!submitted.ok) return refuse({}, { key: submitted.error.key });
  const bounds = depositBounds(method.limits, brand.limits.deposit, brand.currency.decimals);
  const checked = checkAmount(amountRaw, { format: brand.currency, bounds, purpose: "deposit" });
  const fieldErrors = checkFields(fields, values, yearMonthIn(new Date(), brand.timeZone));
  if (!checked.ok) {
    const limit = checked.error.limitMinor;
    const money =
      limit === undefined
        ? formatMoney(50, brand.currency)
        : formatMoney(limit / 10 ** brand.currency.decimals, brand.currency);
    return refuse(fieldErrors, {
      key: checked.error.key,
      values: limit === undefined ? { example: money } : { amount: money },
    });
  }
  if (Object.keys(fieldErrors).length) return refuse(fieldErrors, null);

  const amount = toWireAmount(checked.minor, brand.currency.decimals);
  // Spec §4 risk session, checked before every payment (ADR 060).
  const risk = await checkRisk(scope.caller, session, brand);
  if (!risk.ok) return risk.refused ? riskLogout(scope) : refuse({}, { key: depositOutcome({ kind: "empty" }).key });
  let payment: WalletPayment | null;
  try {
    payment = await startPayment(scope, method, {
      lnSessionId: risk.lnSessionId,
      paymentMethod: method.methodName,
      depositAmount: amount,
      idempotencyKey: key,
      bonusCode,
      fields: wireFields(fields, values),
      returnUrl: `${scope.url.origin}/${lang}/cashier/callback/${encodeURIComponent(method.methodName)}`,
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const outcome = depositOutcome({ kind: "code", code: error.code ?? "-" });
    if (outcome.logout) return riskLogout(scope);
    return refuse({}, (await limitMessage(scope, error)) ?? { key: outcome.key });
  }
  const kind = method.kind === "card" ? "card" : "wallet";
  if (!payment) return refuse({}, { key: depositOutcome({ kind: "transport", method: kind }).key });
  const gateway = payment.gatewayRequest;
  const target = providerTarget(gateway?.redirectUrl, platformUrlOf(scope));
  if (!target) return refuse({}, { key: depositOutcome({ kind: "empty" }).key });
  const params = stringParams(gateway?.params);
  session.unset(FORM);
  // Spec §4: SOFORT, IDEAL, RAPID_TRANSFER leave the site; the document itself must go there.
  if (method.kind === "redirect")
    return redirectDocument(withParams(target, params), { status: 303, headers: { "Set-Cookie": await commit() } });
  session.set(PROVIDER, {
    method: method.methodName,
    txnId: payment.txnId,
    action: target,
    httpMethod: (gateway?.method ?? "POST").toLowerCase() === "get" ? "get" : "post",
    params,
    amount,
  } satisfies ProviderStep);
  return redirect(back({ method: method.methodName, step: "2" }), { headers: { "Set-Cookie": await commit() } });
}

type PaymentRequest = Parameters<typeof makeWalletPayment>[1];

/**
 * The one platform call of a card, wallet or redirect deposit: makeCCPayment for a card,
 * makeWalletPayment for the rest. Kept alone so checks before the payment go in front of it.
 */
export function startPayment(scope: RequestScope, method: CashierMethod, request: PaymentRequest) {
  return method.kind === "card" ? makeCCPayment(scope.caller, request) : makeWalletPayment(scope.caller, request);
}

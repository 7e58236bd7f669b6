import { randomUUID } from "node:crypto";
import { redirect } from "@remix-run/node";
import type { Session } from "@remix-run/node";
import { getTransactionStatus, type CashierMethod } from "~/platform/cashier.server";
import { PlatformError } from "~/platform/errors";
import { getActiveBonuses, getCashoutMethods } from "~/platform/withdraw.server";
import type { PlayerScope, RequestScope } from "~/routing/scope.server";
import { loginModalHref } from "~/routing/modal-links";
import { commitRequestSession, getSession } from "~/session/session.server";
import { formatMoney } from "~/ui/format-money";
import { intlLocale } from "~/i18n/languages";
import { withdrawBounds } from "~/features/payment-kit/amount";
import { cashierLoadOutcome } from "~/features/payment-kit/codes";
import { cashoutStatus } from "~/features/payment-kit/status";
import { localDateTime } from "~/features/payment-kit/limits";
import { majorToMinor } from "~/features/payment-kit/minor-units";
import { yearMonthIn } from "~/features/payment-kit/card/rules";
import { payoutContext } from "~/features/payment-kit/payout-context.server";
import type { FormField } from "~/features/payment-kit/method-form";
import { runGates } from "./gates.server";
import { ownCpfOf, payoutFields, usableCashout } from "./payout-form";
import { closedWithdrawPath, type WithdrawStatus, type WithdrawView } from "./withdraw-data";
import { portfolioPath } from "~/routing/spec-routes";

/** Session keys (ADR 068): the form after an error, the request waiting on step 2, step 3's result. */
export const FORM = "withdrawForm";
export const PENDING = "withdrawPending";
export const RESULT = "withdrawResult";
export const CODE_SENT = "withdrawCodeSent";

export interface FormState {
  method: string;
  amount: string;
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  error: { key: string; values?: Record<string, string> } | null;
}

/** A request the player confirms on step 2 (active bonuses), as it will be sent. */
export interface PendingWithdrawal {
  method: string;
  card: boolean;
  amount: string;
  fields: Record<string, string>;
  idempotencyKey: string;
  /** Spec §3 isThirdparty: confirmed on the provider's page, which returns to success / failure. */
  thirdParty?: boolean;
}

export interface StoredResult {
  status: WithdrawStatus;
  key: string | null;
  values: Record<string, string>;
  txnId: string | null;
  amount: string;
  at: number;
}

type ModalResult = { data: WithdrawView; setCookie?: string };

/** The player's withdrawable cash in minor units (profile balanceDetails, spec §3). */
export const cashMinorOf = (scope: PlayerScope) =>
  majorToMinor(Number(scope.player.balanceDetails?.withdrawableBalance ?? 0), scope.brand.currency.decimals, "down");

/** The toast, then the page without the modal (spec §4: a failure clears the query). */
export async function closeWithToast(scope: RequestScope, session: Session, key: string): Promise<never> {
  session.flash("toast", { type: "error", key });
  const headers = { "Set-Cookie": await commitRequestSession(scope.context) };
  throw redirect(closedWithdrawPath(scope.url), { headers });
}

/** The cashout methods a player can use, in the cashier's order; throws the toast when none. */
export async function cashoutMethods(scope: PlayerScope, session: Session): Promise<CashierMethod[]> {
  let methods: CashierMethod[] | null;
  try {
    methods = await getCashoutMethods(scope.caller);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return closeWithToast(scope, session, `cashier:${cashierLoadOutcome(error.code).key}`);
  }
  if (!methods) return closeWithToast(scope, session, "cashier:codes.technical");
  const usable = methods.filter(usableCashout);
  if (!usable.length) return closeWithToast(scope, session, "cashier:codes.100517");
  return usable;
}

/**
 * The payout fields of `method` for this player (ADR 070): the loader draws them and the action
 * checks and sends the same, from the player's country, own CPF and the country's states.
 */
export async function playerPayoutFields(scope: PlayerScope, method: CashierMethod): Promise<FormField[]> {
  const ctx = await payoutContext(scope.caller, scope.brand, scope.profile, method);
  return payoutFields(method, yearMonthIn(new Date(), scope.brand.timeZone), ctx);
}

/**
 * The withdraw modal's data (ADR 046, 068): a guest logs in and comes back; a 'play' player (no
 * deposit yet) gets no withdrawal; no cash goes to the portfolio; then step 3's result, the
 * gates (spec §4), step 2's bonus warning, or step 1.
 */
export async function loadWithdrawModal(request: RequestScope): Promise<ModalResult> {
  const { url, lang, brand } = request;
  if (!request.player) throw redirect(loginModalHref(url.pathname, `${url.pathname}${url.search}`));
  const scope = request as PlayerScope;
  if (scope.player.userStatus === "play") throw redirect(closedWithdrawPath(url));
  const session = await getSession(scope.request, scope.context);
  const step = url.searchParams.get("step");
  const stored = session.get(RESULT) as StoredResult | undefined;
  if (step === "3" && stored) return { data: await resultView(scope, stored) };
  if (cashMinorOf(scope) <= 0) throw redirect(portfolioPath(lang));
  const gate = await runGates(scope, () => closeWithToast(scope, session, "cashier:codes.generic"));
  if (!gate.pass) {
    if (gate.view === "kycPending") return { data: { view: "kycPending" } };
    const sent = session.get(CODE_SENT) === gate.channel;
    const error = (session.get(FORM) as FormState | undefined)?.error?.key ?? null;
    return { data: { view: "channel", channel: gate.channel, sent, error } };
  }
  const pending = session.get(PENDING) as PendingWithdrawal | undefined;
  if (step === "2" && pending) {
    const bonuses = await getActiveBonuses(scope.caller).catch(() => []);
    if (bonuses.length)
      return {
        data: {
          view: "bonus",
          amountText: formatMoney(Number(pending.amount), brand.currency),
          bonuses: bonuses.map((b) => ({ type: b.bonusType, amountText: formatMoney(b.amount, brand.currency) })),
        },
      };
  }
  const methods = await cashoutMethods(scope, session);
  const state = session.get(FORM) as FormState | undefined;
  const wanted = url.searchParams.get("method") ?? state?.method;
  const method = methods.find((m) => m.methodName === wanted) ?? methods[0];
  const keep = state && state.method === method.methodName ? state : undefined;
  let setCookie: string | undefined;
  if (state) {
    session.unset(FORM);
    setCookie = await commitRequestSession(scope.context);
  }
  const fields = await playerPayoutFields(scope, method);
  const ownCpf = ownCpfOf(fields);
  const limits = method.limits ?? null;
  const bounds = withdrawBounds(limits, brand.limits.withdraw, cashMinorOf(scope), brand.currency.decimals);
  return {
    data: {
      view: "form",
      cashMinor: cashMinorOf(scope),
      methods: methods.map((m) => ({ name: m.methodName, kind: m.kind ?? "", label: m.displayName || m.methodName })),
      method: method.methodName,
      kind: method.kind ?? "",
      // the page shows the own CPF masked, as the notice does; the action sends the real one
      fields: fields.map((f) => (f.key === "pixKey" && f.fixed ? { ...f, fixed: maskCpf(f.fixed) } : f)),
      values: keep?.values ?? {},
      fieldErrors: keep?.fieldErrors ?? {},
      minMinor: bounds.min,
      maxMinor: bounds.max,
      fee: limits?.feeType ? { ...limits, feeType: limits.feeType } : null,
      ownCpfNotice: ownCpf === null ? null : maskCpf(ownCpf),
      idempotencyKey: randomUUID(),
      amount: keep?.amount ?? (url.searchParams.get("amount") ?? "").slice(0, 20),
      error: state?.error ?? null,
    },
    setCookie,
  };
}

/** The CPF as the notice shows it: the middle digits hidden (***.456.789-**). */
export function maskCpf(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  if (digits.length !== 11) return "";
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** Step 3: the stored result; a success reads the withdrawal's state now (PENDING until paid). */
async function resultView(scope: PlayerScope, stored: StoredResult): Promise<WithdrawView> {
  const { brand, lang } = scope;
  let state: "PENDING" | "SUCCESS" | "FAILURE" | null = null;
  let expectedBy: string | null = null;
  if (stored.status === "success" && stored.txnId) {
    const answer = await getTransactionStatus(scope.caller, stored.txnId).catch(() => null);
    state = answer ? cashoutStatus(answer) : "PENDING";
    const locale = intlLocale(brand, lang);
    const due = new Date(stored.at + brand.limits.withdraw.payoutHours * 3_600_000).toISOString();
    expectedBy = localDateTime(due, locale, scope.timeZone);
  }
  return {
    view: "result",
    status: stored.status,
    messageKey: stored.key,
    messageValues: stored.values,
    txnId: stored.txnId,
    amountText: formatMoney(Number(stored.amount), brand.currency),
    state,
    expectedBy,
  };
}

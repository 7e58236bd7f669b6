import { randomUUID } from "node:crypto";
import QRCode from "qrcode";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { PlatformError } from "~/platform/errors";
import {
  getDepositCashier,
  getTransactionStatus,
  makeWalletPayment,
  type CashierData,
  type CashierMethod,
} from "~/platform/cashier.server";
import { requestScope, requirePlayer, scopeHeaders, type RequestScope } from "~/routing/scope.server";
import { loginModalHref, type LoginReason } from "~/routing/modal-links";
import { safeRedirectTarget } from "~/routing/safe-path";
import { readForm } from "~/routing/form.server";
import { commitRequestSession, getSession } from "~/session/session.server";
import { formatMoney } from "~/ui/format-money";
import { formatAmountInput } from "~/ui/amount-input";
import { serverT } from "~/i18n/i18next.server";
import {
  checkAmount,
  depositBounds,
  qrDepositBounds,
  shownDepositMax,
  submittedAmount,
} from "~/features/payment-kit/amount";
import { cashierLoadOutcome, depositOutcome } from "~/features/payment-kit/codes";
import { majorToMinor, toWireAmount } from "~/features/payment-kit/minor-units";
import { brCodeQrSvg, type QrCreate } from "~/features/payment-kit/pix/qr-svg";
import { closedDepositPath, depositPrefill, type DepositView, type MethodChoice } from "./deposit-data";
import { depositMethods } from "~/features/payment-kit/method-form";
import { methodDeposit, methodView, providerView } from "./method.server";
import { periodLimits } from "~/features/payment-kit/limits";
import { playerDepositLimit } from "./player-limit.server";
import { checkRisk } from "~/features/payment-kit/risk.server";
import { limitMessage, riskLogout } from "~/features/payment-kit/refusals.server";
import { depositAftermath } from "./aftermath.server";
import { depositPace } from "./pace.server";
import { TOO_MANY_ATTEMPTS } from "~/platform/errors";

/** The QR deposit this browser started, kept in the encrypted session cookie (ADR 057). */
interface PendingDeposit {
  method: string;
  amount: string;
  bonusCode: string;
  idempotencyKey: string;
  /** The player's userStatus at the start: 'play' makes the paid deposit a first-time one (ADR 061). */
  userStatus?: string;
  /**
   * A code the platform already had pending (100532, ADR 077): shown again as the platform gave
   * it, since its key is not ours to replay.
   */
  resumed?: { txnId: string; code: string; expiresAt: string };
}

const PENDING = "pendingDeposit";
const ERROR = "depositError";

/** The first deposit method of kind `qr`, in the cashier's order: never chosen by brand. */
export function qrMethod(cashier: CashierData): CashierMethod | null {
  const methods = cashier.depositMethods ?? {};
  const order = cashier.displayOrder?.length ? cashier.displayOrder : Object.keys(methods);
  for (const name of order) if (methods[name]?.kind === "qr") return methods[name];
  return null;
}

type ModalResult = { data: DepositView; setCookie?: string };

/**
 * The deposit modal's data (ADR 046): the cashier for step 1, the pending QR for step 2, the
 * outcome for step 3. A guest is sent to the login modal, which brings amount and bonus back.
 */
export async function loadDepositModal(scope: RequestScope): Promise<ModalResult> {
  const { brand, url } = scope;
  const prefill = depositPrefill(url.searchParams);
  if (!scope.player) {
    const extra: Record<string, string> = {};
    if (prefill.amount) extra.amount = prefill.amount;
    if (prefill.bonusCode) extra.bonusCode = prefill.bonusCode;
    // postLoginRedirect opens the deposit after login when an amount or bonus code is stored.
    if (!prefill.amount && !prefill.bonusCode) extra.redirectUrl = `${url.pathname}${url.search}`;
    throw redirect(loginModalHref(url.pathname, null, extra));
  }
  const session = await getSession(scope.request, scope.context);
  const step = url.searchParams.get("step");
  const pending = session.get(PENDING) as PendingDeposit | undefined;
  const wanted = url.searchParams.get("method");
  // A QR deposit's step 2 has no `method=`; a card or wallet step 2 names its method.
  if ((step === "2" || step === "3") && pending && (!wanted || wanted === pending.method)) {
    const shown = await pendingView(scope, pending);
    if (shown?.view === "success") {
      const { after, changed } = await depositAftermath(scope, session, {
        txnId: shown.txnId,
        amountMinor: majorToMinor(Number(pending.amount), brand.currency.decimals, "half-up"),
        statusAtStart: pending.userStatus ?? null,
      });
      const setCookie = changed ? await commitRequestSession(scope.context) : undefined;
      return { data: { ...shown, after }, setCookie };
    }
    if (shown) return { data: shown };
  }
  // Spec §4/§8: a cashier that fails to load closes the modal; its message follows as a toast (ADR 060).
  const closed = async (code: string | null): Promise<never> => {
    session.flash("toast", { type: "error", key: `cashier:${cashierLoadOutcome(code).key}` });
    const headers = { "Set-Cookie": await commitRequestSession(scope.context) };
    throw redirect(closedDepositPath(url), { headers });
  };
  let cashier: CashierData | null;
  try {
    cashier = await getDepositCashier(scope.caller);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return closed(error.code);
  }
  if (!cashier) return closed(null);
  const methods = depositMethods(cashier);
  if (!methods.length) return closed("100516");
  // The URL names the method (it works without JavaScript); a cashier of one method opens it.
  const method = methods.find((m) => m.methodName === wanted) ?? (methods.length === 1 ? methods[0] : null);
  if (!method) return { data: { view: "choose", methods: methods.map(choiceOf) } };
  const limits = periodLimits(method.methodName, method.limits, cashier.cashierDepositLimitList);
  if (method.kind !== "qr" && step === "2") {
    const shown = await providerView(scope, session, method.methodName);
    if (shown) return { data: shown };
  }
  // Only step 1 names the player's own limit: step 2 does not ask the platform for it.
  const playerLimit = await playerDepositLimit(scope.caller);
  if (method.kind !== "qr") {
    const label = choiceOf(method).label;
    const { view, changed } = methodView(scope, session, method, {
      label,
      canChoose: methods.length > 1,
      periodLimits: limits,
      playerLimit,
      ...prefill,
    });
    return {
      data: view,
      setCookie: changed ? await commitRequestSession(scope.context) : undefined,
    };
  }
  const decimals = brand.currency.decimals;
  const bounds = qrDepositBounds(depositBounds(method.limits, brand.limits.deposit, decimals), decimals);
  const error = session.get(ERROR) as DepositAmountError | undefined;
  let setCookie: string | undefined;
  if (error) {
    session.unset(ERROR);
    setCookie = await commitRequestSession(scope.context);
  }
  return {
    data: {
      view: "amount",
      method: method.methodName,
      quickAmounts: method.quickAmounts ?? [],
      minMinor: bounds.min,
      maxMinor: bounds.max,
      rangeMaxMinor: shownDepositMax(method.limits, brand.limits.deposit, playerLimit, bounds, decimals),
      idempotencyKey: randomUUID(),
      amount: error?.amount ?? prefill.amount,
      bonusCode: error?.bonusCode ?? prefill.bonusCode,
      periodLimits: limits,
      error: error ? { key: error.key, values: error.values } : null,
    },
    setCookie,
  };
}

const choiceOf = (method: CashierMethod): MethodChoice => ({
  name: method.methodName,
  kind: method.kind ?? "",
  label: method.displayName || method.methodName,
});

interface DepositAmountError {
  key: string;
  values?: Record<string, string>;
  amount: string;
  bonusCode: string;
}

/** Step 2 or 3 of the pending deposit; null when it is gone (the player starts again). */
async function pendingView(scope: RequestScope, pending: PendingDeposit): Promise<DepositView | null> {
  const { brand } = scope;
  // Replaying the key answers the same transaction with its code (ADR 056): no copy kept here.
  const payment = pending.resumed
    ? {
        txnId: pending.resumed.txnId,
        expiresAt: pending.resumed.expiresAt,
        gatewayRequest: { qrCode: pending.resumed.code },
      }
    : await makeWalletPayment(scope.caller, {
        paymentMethod: pending.method,
        depositAmount: pending.amount,
        idempotencyKey: pending.idempotencyKey,
        bonusCode: pending.bonusCode,
      }).catch(() => null);
  if (!payment) return null;
  const amountText = formatMoney(Number(pending.amount), brand.currency);
  const status = await getTransactionStatus(scope.caller, payment.txnId).catch(() => null);
  if (status?.actualStatusInDB === "txn_confirmed_success")
    return { view: "success", amountText, txnId: payment.txnId };
  const code = payment.gatewayRequest?.qrCode ?? "";
  const t = await serverT(scope.context, brand, scope.lang, "cashier");
  if (!code) return { view: "error", messageKey: "deposit.qrMissing" };
  const total = brand.limits.deposit.qrCountdownSeconds;
  const expiresAt = payment.expiresAt ? Date.parse(payment.expiresAt) : Date.now();
  const expired = status?.actualStatusInDB === "txn_expired" || status?.status === "FAILURE";
  const secondsLeft = expired ? 0 : Math.max(0, Math.min(total, Math.round((expiresAt - Date.now()) / 1000)));
  return {
    view: "qr",
    txnId: payment.txnId,
    methodName: pending.method,
    amountText,
    code,
    svg: brCodeQrSvg(code, QRCode.create as unknown as QrCreate, t("deposit.qrTitle", { method: pending.method })),
    secondsLeft,
    totalSeconds: total,
    validUntil: clockTime(Date.now() + secondsLeft * 1000, scope.timeZone),
    amount: formatAmountInput(Number(pending.amount), brand.currency),
    bonusCode: pending.bonusCode,
    resumed: Boolean(pending.resumed),
  };
}

/** HH:mm at `at` in the player's zone: the expiry a page without JavaScript can show (no countdown). */
export function clockTime(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    at,
  );
}

const PENDING_DEPOSIT_EXISTS = 100532;

/** The pending code a 100532 answer carries (docs/contract/cashier.md); null when it carries none. */
export function resumedDeposit(body: unknown, asked: PendingDeposit): PendingDeposit | null {
  const b = (body ?? {}) as Record<string, unknown>;
  const code = (b.gatewayRequest as Record<string, unknown> | undefined)?.qrCode;
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  if (!text(b.txnId) || !text(code) || !/^\d+(\.\d+)?$/.test(text(b.depositAmount))) return null;
  return {
    method: text(b.paymentMethod) || asked.method,
    amount: text(b.depositAmount),
    bonusCode: "",
    idempotencyKey: "",
    userStatus: asked.userStatus,
    resumed: { txnId: text(b.txnId), code: text(code), expiresAt: text(b.expiresAt) },
  };
}

/**
 * A deposit posted after the session ended: the login modal over the page, saying why, and
 * carrying the amount and bonus code, so that spec §4's post-login priority reopens the deposit.
 */
function sessionEndedLogin(scope: RequestScope, form: FormData): Response {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  // Without JavaScript a quick-amount button is the submit, and its value is the amount.
  const amount = (text("amount") || text("quick")).slice(0, 20);
  const bonusCode = text("bonusCode").slice(0, 50);
  const page = new URL(safeRedirectTarget(text("returnTo") || null, `/${scope.lang}`), scope.url);
  const extra: Record<string, string> = { reason: "depositSessionEnded" satisfies LoginReason };
  if (amount) extra.amount = amount;
  if (bonusCode) extra.bonusCode = bonusCode;
  // Without an amount there is nothing to carry: come back to the deposit through redirectUrl.
  const back = amount || bonusCode ? null : `/${scope.lang}?modal=deposit&deposit=true`;
  return redirect(loginModalHref(closedDepositPath(page), back, extra), { headers: scopeHeaders(scope) });
}

/** The page the form was posted from, with the deposit modal at `step`. */
function backTo(raw: FormDataEntryValue | null, lang: string, params: Record<string, string>): string {
  const target = safeRedirectTarget(typeof raw === "string" ? raw : null, `/${lang}`);
  const url = new URL(target, "http://x");
  url.searchParams.set("modal", "deposit");
  url.searchParams.set("deposit", "true");
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  for (const [key] of Object.entries(params)) if (!params[key]) url.searchParams.delete(key);
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/**
 * POST {lang}/cashier/deposit: checks the amount, asks makeWalletPayment with the form's key, and
 * sends the page to step 2 (or back to step 1 with the message). Same key, same transaction.
 */
export async function depositAction(args: ActionFunctionArgs): Promise<Response> {
  const guestOrPlayer = await requestScope(args);
  const form = await readForm(args.request);
  // Only a logged-in player sees this form: a guest posting it lost the session on the way.
  if (!guestOrPlayer.player) return sessionEndedLogin(guestOrPlayer, form);
  const scope = await requirePlayer(guestOrPlayer, { guest: "login" });
  const { brand, lang } = scope;
  const paced = depositPace(scope);
  const text = (name: string) => String(form.get(name) ?? "").trim();
  // Kept as typed on a refusal; a no-JavaScript quick amount replaces it once checked below.
  let amountRaw = text("amount");
  const bonusCode = text("bonusCode").slice(0, 50);
  const key = text("idempotencyKey");
  const session = await getSession(args.request, args.context);
  const fail = async (key: string, values?: Record<string, string>) => {
    session.set(ERROR, { key, values, amount: amountRaw, bonusCode } satisfies DepositAmountError);
    return redirect(backTo(form.get("returnTo"), lang, { step: "" }), {
      headers: { "Set-Cookie": await commitRequestSession(args.context) },
    });
  };
  // Our own pace first (ADR 077): a script's burst stops here, before the platform is asked.
  if (paced) return fail(depositOutcome({ kind: "code", code: TOO_MANY_ATTEMPTS }).key);
  let cashier: CashierData | null;
  try {
    cashier = await getDepositCashier(scope.caller);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return fail(cashierLoadOutcome(error.code).key);
  }
  const chosen = cashier ? depositMethods(cashier).find((m) => m.methodName === text("method")) : undefined;
  if (chosen && chosen.kind !== "qr")
    return methodDeposit({
      scope,
      session,
      form,
      method: chosen,
      back: (params) => backTo(form.get("returnTo"), lang, params),
      commit: () => commitRequestSession(args.context),
    });
  const method = chosen ?? null;
  if (!method) return fail(depositOutcome({ kind: "code", code: 100196 }).key);
  if (!/^[A-Za-z0-9-]{16,64}$/.test(key)) return fail(depositOutcome({ kind: "code", code: 100164 }).key);
  const submitted = submittedAmount(text("quick"), amountRaw, method.quickAmounts ?? [], brand.currency);
  if (!submitted.ok) return fail(submitted.error.key);
  amountRaw = submitted.raw;
  const decimals = brand.currency.decimals;
  const bounds = qrDepositBounds(depositBounds(method.limits, brand.limits.deposit, decimals), decimals);
  const checked = checkAmount(amountRaw, { format: brand.currency, bounds, purpose: "deposit" });
  if (!checked.ok) {
    const limit = checked.error.limitMinor;
    const values: Record<string, string> =
      limit === undefined
        ? { example: formatMoney(50, brand.currency) }
        : { amount: formatMoney(limit / 10 ** brand.currency.decimals, brand.currency) };
    return fail(checked.error.key, values);
  }
  const pending: PendingDeposit = {
    method: method.methodName,
    amount: toWireAmount(checked.minor, brand.currency.decimals),
    bonusCode,
    idempotencyKey: key,
    userStatus: scope.player.userStatus,
  };
  // Spec §4 risk session, checked before every payment (ADR 060).
  const risk = await checkRisk(scope.caller, session, brand);
  if (!risk.ok) return risk.refused ? riskLogout(scope) : fail(depositOutcome({ kind: "empty" }).key);
  try {
    const payment = await makeWalletPayment(scope.caller, {
      paymentMethod: pending.method,
      depositAmount: pending.amount,
      idempotencyKey: key,
      bonusCode,
      lnSessionId: risk.lnSessionId,
    });
    if (!payment) return fail(depositOutcome({ kind: "empty" }).key);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const resumed = error.is(PENDING_DEPOSIT_EXISTS) ? resumedDeposit(error.body, pending) : null;
    if (resumed) {
      // Spec §8 100532: the player's unpaid code comes back at step 2 instead of a second one.
      session.set(PENDING, resumed);
      session.unset(ERROR);
      return redirect(backTo(form.get("returnTo"), lang, { step: "2", amount: "", bonus: "", bonusCode: "" }), {
        headers: { "Set-Cookie": await commitRequestSession(args.context) },
      });
    }
    const outcome = depositOutcome({ kind: "code", code: error.code });
    if (outcome.logout) return riskLogout(scope);
    const limit = await limitMessage(scope, error);
    return limit ? fail(limit.key, limit.values) : fail(outcome.key);
  }
  session.set(PENDING, pending);
  session.unset(ERROR);
  return redirect(backTo(form.get("returnTo"), lang, { step: "2", amount: "", bonus: "", bonusCode: "" }), {
    headers: { "Set-Cookie": await commitRequestSession(args.context) },
  });
}

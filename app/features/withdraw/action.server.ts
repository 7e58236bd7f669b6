import { redirect, redirectDocument, type ActionFunctionArgs } from "@remix-run/node";
import type { Session } from "@remix-run/node";
import { PlatformError } from "~/platform/errors";
import { getServerTime } from "~/platform/general.server";
import { sendChannelVerification, verifyChannel, type Channel } from "~/platform/otp.server";
import { getActiveBonuses, makeWithdrawal } from "~/platform/withdraw.server";
import { requestScope, requirePlayer, type PlayerScope } from "~/routing/scope.server";
import { safeRedirectTarget } from "~/routing/safe-path";
import { readForm } from "~/routing/form.server";
import { commitRequestSession, getSession } from "~/session/session.server";
import { formatMoney } from "~/ui/format-money";
import { checkAmount, withdrawBounds } from "~/features/payment-kit/amount";
import { checkFields, echoable, wireFields } from "~/features/payment-kit/method-form";
import { toWireAmount } from "~/features/payment-kit/minor-units";
import { yearMonthIn } from "~/features/payment-kit/card/rules";
import { checkRisk } from "~/features/payment-kit/risk.server";
import { riskLogout } from "~/features/payment-kit/refusals.server";
import { withdrawDecision } from "./outcome";
import { withdrawHref } from "./withdraw-data";
import { runGates } from "./gates.server";
import { payoutProviderUrl, payoutReturnBase } from "./provider.server";
import {
  CODE_SENT,
  FORM,
  PENDING,
  RESULT,
  cashMinorOf,
  cashoutMethods,
  closeWithToast,
  playerPayoutFields,
  type FormState,
  type PendingWithdrawal,
  type StoredResult,
} from "./withdraw.server";

const KEY_RE = /^[A-Za-z0-9-]{16,64}$/;

interface Ctx {
  scope: PlayerScope;
  session: Session;
  back: (params?: Record<string, string>) => Promise<Response>;
  commit: () => Promise<string>;
}

/**
 * POST {lang}/cashier/withdraw (ADR 068): `intent` send-code / verify-code (the channel gate),
 * withdraw (step 1), confirm (step 2, 'cashout anyway'). Each answer is a redirect back to the
 * page the form was on, with the modal at the step the server decided.
 */
export async function withdrawAction(args: ActionFunctionArgs): Promise<Response> {
  const scope = await requirePlayer(await requestScope(args), { guest: "login" });
  const form = await readForm(args.request);
  const session = await getSession(args.request, args.context);
  const page = safeRedirectTarget(String(form.get("returnTo") ?? ""), `/${scope.lang}`);
  const commit = () => commitRequestSession(args.context);
  const ctx: Ctx = {
    scope,
    session,
    commit,
    back: async (params = {}) => redirect(withdrawHref(page, params), { headers: { "Set-Cookie": await commit() } }),
  };
  const intent = String(form.get("intent") ?? "withdraw");
  if (intent === "send-code" || intent === "verify-code") return channelStep(ctx, intent, form);
  const refused = await gateRefusal(ctx, page);
  if (refused) return refused;
  if (intent === "confirm") {
    const pending = session.get(PENDING) as PendingWithdrawal | undefined;
    if (!pending) return ctx.back({ step: "" });
    return submit(ctx, pending);
  }
  return stepOne(ctx, form);
}

/**
 * The loader's gates again (spec §4, issue 34): a post makes no withdrawal the modal would not
 * offer. A refusal lands where the loader shows the gate: the page without the modal for a
 * 'play' player, the channel step, the OTP page, the ID modal or the 'in progress' warning.
 */
async function gateRefusal(ctx: Ctx, page: string): Promise<Response | null> {
  const { scope, session } = ctx;
  // the page the modal is over, so that the gates' own redirects come back to it
  const over: PlayerScope = { ...scope, url: new URL(withdrawHref(page), scope.url) };
  if (scope.player.userStatus === "play") return closeWithToast(over, session, "cashier:withdrawCodes.firstDeposit");
  const gate = await runGates(over, () => closeWithToast(over, session, "cashier:codes.generic"));
  if (gate.pass) return null;
  session.unset(PENDING);
  session.unset(FORM);
  if (gate.view === "channel")
    session.set(FORM, {
      method: "",
      amount: "",
      values: {},
      fieldErrors: {},
      error: { key: "withdrawCodes.100261" },
    } satisfies FormState);
  return ctx.back({ step: "", method: "" });
}

async function channelStep(ctx: Ctx, intent: string, form: FormData): Promise<Response> {
  const { scope, session } = ctx;
  const channel = String(form.get("channel") ?? "EMAIL").toUpperCase() as Channel;
  const fail = (key: string) => {
    session.set(FORM, { method: "", amount: "", values: {}, fieldErrors: {}, error: { key } } satisfies FormState);
    return ctx.back();
  };
  session.unset(FORM);
  if (intent === "send-code") {
    if (!(await sendChannelVerification(scope.caller, scope.player.email, channel))) return fail("channel.sendFailed");
    session.set(CODE_SENT, channel);
    return ctx.back();
  }
  const code = String(form.get("code") ?? "").replace(/\D/g, "");
  if (code.length !== 4) return fail("channel.codeFormat");
  const status = await verifyChannel(scope.caller, scope.player.email, channel, code);
  if (status === "SUCCESS") {
    session.unset(CODE_SENT);
    return ctx.back();
  }
  return fail(
    status === "INVALIDCODE" ? "channel.invalid" : status === "NOT_INTIATED" ? "channel.expired" : "codes.generic",
  );
}

/** Step 1: the method, its payout details and the amount, checked here as in the browser. */
async function stepOne(ctx: Ctx, form: FormData): Promise<Response> {
  const { scope, session } = ctx;
  const { brand } = scope;
  const methods = await cashoutMethods(scope, session);
  const method = methods.find((m) => m.methodName === String(form.get("method") ?? ""));
  const amountRaw = String(form.get("amount") ?? "").trim();
  const key = String(form.get("idempotencyKey") ?? "");
  if (!method) return ctx.back({ step: "" });
  // the fields the loader drew: the SEPA / SWIFT group not chosen is ignored, a fixed value sent as fixed
  const fields = await playerPayoutFields(scope, method);
  const values = Object.fromEntries(fields.map((f) => [f.name, String(form.get(f.name) ?? "")]));
  const fieldErrors = checkFields(fields, values, yearMonthIn(new Date(), brand.timeZone));
  const bounds = withdrawBounds(
    method.limits ?? null,
    brand.limits.withdraw,
    cashMinorOf(scope),
    brand.currency.decimals,
  );
  const amount = checkAmount(amountRaw, { format: brand.currency, bounds, purpose: "withdraw" });
  const back = (error: FormState["error"]) => {
    session.set(FORM, {
      method: method.methodName,
      amount: amountRaw,
      values: echoable(fields, values),
      fieldErrors,
      error,
    } satisfies FormState);
    return ctx.back({ step: "", method: method.methodName });
  };
  if (!amount.ok) {
    const limit = amount.error.limitMinor;
    const money = (minor: number) => formatMoney(minor / 10 ** brand.currency.decimals, brand.currency);
    return back({
      key: amount.error.key,
      values: limit === undefined ? { example: formatMoney(50, brand.currency) } : { amount: money(limit) },
    });
  }
  if (Object.keys(fieldErrors).length) return back(null);
  if (!KEY_RE.test(key)) return back({ key: "codes.100164" });
  // Spec §2: a CPF brand's PIX key is the profile's own CPF (fixed), never the posted one.
  const payout = wireFields(fields, values);
  const pending: PendingWithdrawal = {
    method: method.methodName,
    card: method.kind === "card",
    amount: toWireAmount(amount.minor, brand.currency.decimals),
    fields: payout,
    idempotencyKey: key,
    thirdParty: Boolean(method.isThirdparty),
  };
  // Spec §2 step 2: active bonuses are forfeited by a cashout; the player confirms first.
  const bonuses = await getActiveBonuses(scope.caller).catch(() => []);
  if (bonuses.length) {
    session.set(PENDING, pending);
    session.set(FORM, {
      method: method.methodName,
      amount: amountRaw,
      values: echoable(fields, values),
      fieldErrors: {},
      error: null,
    } satisfies FormState);
    return ctx.back({ step: "2" });
  }
  return submit(ctx, pending, (error) => back(error));
}

/** The withdrawal itself: the risk session, then the platform; the result goes to step 3 or step 1. */
async function submit(
  ctx: Ctx,
  pending: PendingWithdrawal,
  toForm?: (error: FormState["error"]) => Promise<Response>,
): Promise<Response> {
  const { scope, session } = ctx;
  const again =
    toForm ??
    (async (error: FormState["error"]) => {
      session.unset(PENDING);
      return backToForm(ctx, pending, error);
    });
  const risk = await checkRisk(scope.caller, session, scope.brand);
  if (!risk.ok) return risk.refused ? riskLogout(scope) : again({ key: "codes.generic" });
  const result = (stored: Omit<StoredResult, "amount" | "at">) => {
    session.unset(PENDING);
    session.unset(FORM);
    session.set(RESULT, { ...stored, amount: pending.amount, at: Date.now() } satisfies StoredResult);
    return ctx.back({ step: "3", method: "" });
  };
  try {
    const done = await makeWithdrawal(scope.caller, pending.card, {
      paymentMethod: pending.method,
      depositAmount: pending.amount,
      idempotencyKey: pending.idempotencyKey,
      lnSessionId: risk.lnSessionId,
      fields: pending.fields,
      returnUrl: pending.thirdParty ? payoutReturnBase(scope) : undefined,
    });
    if (!done) return again({ key: "codes.generic" });
    // A third-party payout is confirmed on the provider's page: the whole document goes there
    // (no JavaScript needed; with it, Remix reloads rather than routes). ADR 073.
    const provider = pending.thirdParty ? payoutProviderUrl(scope, done) : null;
    if (provider) {
      session.unset(PENDING);
      session.unset(FORM);
      return redirectDocument(provider, { status: 303, headers: { "Set-Cookie": await ctx.commit() } });
    }
    return result({ status: "success", key: null, values: {}, txnId: done.txnId });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const body = (error.body ?? {}) as Record<string, unknown>;
    const serverNowMs = error.is(100793)
      ? ((await getServerTime(scope.caller).catch(() => null)) ?? undefined)
      : undefined;
    const decision = withdrawDecision({
      kind: "code",
      code: error.code,
      description: typeof body.errorDescription === "string" ? body.errorDescription : null,
      serverNowMs,
    });
    if (decision.step === "logout") return riskLogout(scope);
    if (decision.step === "result")
      return result({ status: decision.status, key: decision.key, values: decision.values, txnId: null });
    const limit = body.minTxnLimit ?? body.maxTxnLimit;
    const values = limit === undefined ? undefined : { amount: formatMoney(Number(limit), scope.brand.currency) };
    return again({ key: decision.key, values });
  }
}

/** Back to step 1 after a refusal of a confirmed request: its method and amount stay. */
function backToForm(ctx: Ctx, pending: PendingWithdrawal, error: FormState["error"]) {
  const state = (ctx.session.get(FORM) as FormState | undefined) ?? {
    method: pending.method,
    amount: pending.amount,
    values: {},
    fieldErrors: {},
  };
  ctx.session.set(FORM, { ...state, fieldErrors: {}, error } satisfies FormState);
  return ctx.back({ step: "", method: pending.method });
}

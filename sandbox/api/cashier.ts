/**
 * The cashier calls of spec §7 with spec §3 shapes (docs/contract/cashier.md). The methods are the
 * brand's `payments`; deposits are rows of the deposits table (sandbox/cashier/deposits.ts).
 * The deposits themselves are in cashier-deposit.ts.
 */
import type { PaymentMethod } from "../../contract/brand";
import { SandboxError, type CallContext, type Handler, type SandboxCashier } from "../types";
import { requirePlayer } from "./account";
import { depositByTxnId, transactionStatus } from "../cashier/deposits";
import { CallRate } from "../cashier/abuse";
import { depositHandlers } from "./cashier-deposit";
import { withdrawHandlers } from "./cashier-withdraw";
import { historyHandlers } from "./cashier-history";
import { withdrawalByTxnId, withdrawalStatus } from "../cashier/withdrawals";
import { depositMaxOf, isThirdParty } from "../cashier/rules";

const field = (ctx: CallContext, name: string) => (ctx.body[name] ?? ctx.query.get(name) ?? "").trim();

/** 100514: the brand has no cashier set up (a hand-made test site). */
function cashierOf(ctx: CallContext): SandboxCashier {
  if (!ctx.site.cashier) throw new SandboxError(100514);
  return ctx.site.cashier;
}

type Direction = "deposit" | "cashout";

/** Spec §3 method limits: the brand's amounts (a QR deposit's capped, ADR 078); no fee and no period limits here. */
function limitsOf(cashier: SandboxCashier, direction: Direction, method: PaymentMethod) {
  const bounds = direction === "deposit" ? cashier.deposit : cashier.withdraw;
  return {
    minTxnLimit: bounds.min,
    maxTxnLimit: direction === "deposit" ? depositMaxOf(cashier, method) : bounds.max,
    feeType: "none",
    feeAmount: 0,
    minFeeAmount: 0,
    maxFeeAmount: 0,
    maxDailyLimit: 0,
    maxWeeklyLimit: 0,
    maxMonthlyLimit: 0,
  };
}

type Instruments = Map<string, { instrumentId: string; ccDetails: { lastDigits: string } }[]>;

function methodData(m: PaymentMethod, cashier: SandboxCashier, direction: Direction, saved: Instruments) {
  return {
    methodName: m.method,
    displayName: m.displayName ?? m.method,
    description: "",
    // the sandbox draws no payment logos: the front end uses its own
    icon: null,
    updatedTime: "2026-01-01T00:00:00Z",
    usedInstruments: saved.get(m.method) ?? [],
    isThirdparty: isThirdParty(m),
    kind: m.kind,
    quickAmounts: m.quickAmounts,
    ...(m.banks ? { banks: m.banks } : {}),
    fields: m.fields,
    limits: limitsOf(cashier, direction, m),
  };
}

const methodsFor = (cashier: SandboxCashier, direction: Direction) =>
  cashier.displayOrder
    .map((name) => cashier.methods.find((m) => m.method === name))
    .filter((m): m is PaymentMethod => Boolean(m?.directions.includes(direction)));

const limitList = (cashier: SandboxCashier, direction: Direction) =>
  methodsFor(cashier, direction).map((m) => ({
    currency: cashier.currency,
    option: m.method,
    ...limitsOf(cashier, direction, m),
  }));

/** Spec §3 cashier data: both directions, or one with txnType (withdrawal means cashout). */
function cashierData(only?: Direction): Handler {
  return async (ctx) => {
    const player = await requirePlayer(ctx);
    const cashier = cashierOf(ctx);
    const saved: Instruments = new Map();
    const rows = await ctx.db.query<{ id: string; method: string; last_digits: string }>(
      "select id::text as id, method, last_digits from payment_instruments where player_id = $1 order by id",
      [player.id],
    );
    for (const r of rows)
      saved.set(r.method, [
        ...(saved.get(r.method) ?? []),
        { instrumentId: r.id, ccDetails: { lastDigits: r.last_digits } },
      ]);
    const txnType = field(ctx, "txnType").toLowerCase();
    const direction: Direction | undefined =
      only ??
      (txnType === "deposit" ? "deposit" : txnType === "withdrawal" || txnType === "cashout" ? "cashout" : undefined);
    const map = (d: Direction) =>
      Object.fromEntries(methodsFor(cashier, d).map((m) => [m.method, methodData(m, cashier, d, saved)]));
    return {
      status: "SUCCESS",
      currency: cashier.currency,
      displayOrder: cashier.displayOrder,
      ...(direction !== "cashout"
        ? { depositMethods: map("deposit"), cashierDepositLimitList: limitList(cashier, "deposit") }
        : {}),
      ...(direction !== "deposit"
        ? { cashoutMethods: map("cashout"), cashierCashoutLimitList: limitList(cashier, "cashout") }
        : {}),
    };
  };
}

const availableLimits: Handler = async (ctx) => {
  await requirePlayer(ctx);
  const cashier = cashierOf(ctx);
  return {
    status: "SUCCESS",
    cashierDepositLimitList: limitList(cashier, "deposit"),
    cashierCashoutLimitList: limitList(cashier, "cashout"),
  };
};

/** How each method is paid (spec §4 provider flows), for the front end to choose its flow. */
const integrationConfig: Handler = async (ctx) => {
  const cashier = cashierOf(ctx);
  const flow = { qr: "qr", card: "iframe-post", wallet: "iframe", redirect: "redirect", bank: "form" } as const;
  return {
    status: "SUCCESS",
    integrations: cashier.methods.map((m) => ({
      paymentType: m.method,
      kind: m.kind,
      flow: flow[m.kind],
      provider: "sandbox",
    })),
  };
};

/** Quick amounts and bounds of one method (payment_type) in the brand currency (currency_iso_code). */
const amountsConfig: Handler = async (ctx) => {
  const cashier = cashierOf(ctx);
  const type = field(ctx, "payment_type").toUpperCase();
  const currency = field(ctx, "currency_iso_code").toUpperCase() || cashier.currency;
  if (currency !== cashier.currency) throw new SandboxError(100518);
  const method = cashier.methods.find((m) => m.method === type);
  if (!method)
    throw new SandboxError(100196, 200, { errorDescription: `no method ${type || "(missing payment_type)"}` });
  return {
    status: "SUCCESS",
    paymentType: method.method,
    currency,
    quickAmounts: method.quickAmounts,
    minAmount: cashier.deposit.min,
    maxAmount: depositMaxOf(cashier, method),
  };
};

// One window per sandbox (its database), per player (issue 34 §2).
const statusRates = new WeakMap<object, CallRate>();
const statusRateOf = (db: object) => {
  let rate = statusRates.get(db);
  if (!rate) statusRates.set(db, (rate = new CallRate()));
  return rate;
};

/**
 * POST cashier/gettransationStatus (spelling of the spec): the player's own deposit or cashout by
 * txnId (both share one txnId space; `type` needs no checking).
 */
const transactionStatusCall: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  statusRateOf(ctx.db).take(player.id, ctx.controls.cashierRates().statusChecks, "status look-ups");
  const txnId = field(ctx, "txnId");
  const deposit = await depositByTxnId(ctx.db, txnId);
  if (deposit && deposit.playerId === player.id) return transactionStatus(deposit);
  const withdrawal = deposit ? undefined : await withdrawalByTxnId(ctx.db, txnId);
  if (withdrawal && withdrawal.playerId === player.id) return withdrawalStatus(withdrawal);
  throw new SandboxError(100164, 200, { errorDescription: "no such transaction" });
};

const sums = async (ctx: CallContext, playerId: string) => {
  const [row] = await ctx.db.query<{ paid: string; requested: string; withdrawn: string }>(
    `select (select coalesce(sum(amount_minor), 0) from deposits where player_id = $1 and state = 'success')::text as paid,
       (select coalesce(sum(amount_minor), 0) from withdrawals where player_id = $1
         and state in ('co_initiated', 'co_success'))::text as requested,
       (select coalesce(sum(amount_minor), 0) from withdrawals where player_id = $1 and state = 'co_success')::text as withdrawn`,
    [playerId],
  );
  return {
    paid: Number(row.paid) / 100,
    requested: Number(row.requested) / 100,
    withdrawn: Number(row.withdrawn) / 100,
  };
};

/** Spec §3 lifetime summary; requested withdrawals are those pending or paid. kycEnable… is 0: no KYC pop-up floor. */
const lifetimeSummary: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const { paid, requested } = await sums(ctx, player.id);
  return {
    status: "SUCCESS",
    successfulDepositAmountInhouseCurrency: paid,
    successfulDepositAmountEcrCurrency: paid,
    requestedWithdrawalAmountinInhouseCurrency: requested,
    kycEnableDepositOrCashoutsLimit: 0,
  };
};

const netDepositSummary: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const { paid, withdrawn } = await sums(ctx, player.id);
  return {
    status: "SUCCESS",
    depositAmount: paid,
    withdrawalAmount: withdrawn,
    netDepositAmount: Math.round((paid - withdrawn) * 100) / 100,
    currency: player.currency,
  };
};

/**
 * Spec §7 risk check: the four fields must be the spec's. A failure is forced with the inject
 * control (path RiskService/lexisNexisValidateSession, errorCode 100912).
 */
const riskValidate: Handler = async (ctx) => {
  await requirePlayer(ctx);
  const expected = { eventType: "transaction_other", serviceType: "ALL", policy: "status_validation_web" };
  const wrong = Object.entries(expected).find(([k, v]) => field(ctx, k) !== v);
  if (!field(ctx, "lnSessionId") || wrong)
    return {
      status: "FAILURE",
      errorCode: 100912,
      errorDescription: wrong ? `${wrong[0]} must be ${wrong[1]}` : "lnSessionId is required",
    };
  return { status: "SUCCESS" };
};

/** Spec §3 affiliate tracking: sandbox pixels (images under /sandbox/assets) for the given affiliateId. */
const affiliatePixels: Handler = async (ctx) => {
  const affiliateId = field(ctx, "affiliateId");
  if (!affiliateId) return { status: "SUCCESS", affiliatePixelTrackingList: [] };
  const pixel = (event: string) =>
    `<img src="/sandbox/pix/pixel.gif?affiliateId=${encodeURIComponent(affiliateId)}&event=${event}" width="1" height="1" alt="">`;
  return {
    status: "SUCCESS",
    affiliatePixelTrackingList: [
      {
        affiliateId,
        registerPixel: pixel("register"),
        firstDepositPixel: pixel("firstDeposit"),
        depositPixel: pixel("deposit"),
        bannerId: field(ctx, "bannerId") || null,
        currency: cashierOf(ctx).currency,
      },
    ],
  };
};

export const cashierHandlers: Record<string, Handler> = {
  "GET getCashierData": cashierData(),
  "GET cashier/getCashierData": cashierData(),
  "GET cashier/getCashierDetails": cashierData(),
  "GET getAvailablePaymentMethodsLimits": availableLimits,
  "GET getCashierIntegrationConfig": integrationConfig,
  "GET getCashierAmountsConfig": amountsConfig,
  ...depositHandlers,
  ...withdrawHandlers,
  ...historyHandlers,
  "POST cashier/gettransationStatus": transactionStatusCall,
  "GET getPlayerLifeTimeSummary": lifetimeSummary,
  "GET getUserNetDepositSummary": netDepositSummary,
  "POST RiskService/lexisNexisValidateSession": riskValidate,
  "GET Affiliate/affiliatePixelTrackingList": affiliatePixels,
};

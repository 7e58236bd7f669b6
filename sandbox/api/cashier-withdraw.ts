/**
 * The withdrawal calls (spec §3 withdraw request, §7, docs/contract/cashier.md): makeWalletWithdrawal
 * for wallet, PIX and bank payouts, makeCCWithdrawal to a saved card, getPendingCashouts and the
 * player's cancel, Cashier/revertWithdrawal. Every request needs the client's idempotencyKey.
 */
import { createHash } from "node:crypto";
import type { PaymentMethod } from "../../contract/brand";
import { SandboxError, type CallContext, type Handler, type SandboxCashier } from "../types";
import { walletOf, type PlayerRow } from "../accounts/store";
import { cpfDigits } from "../accounts/cpf";
import { requirePlayer } from "./account";
import { requireWithdrawGates } from "./withdraw-gates";
import { configMinor, isThirdParty, wireAmountMinor } from "../cashier/rules";
import { returnUrlOf } from "./return-url";
import { mask, payoutOf, type Payout } from "../cashier/payout";
import { payoutGateway } from "../cashier/payout-page";
import type { Db } from "../db/index";
import {
  createWithdrawal,
  pendingWithdrawals,
  settleWithdrawal,
  withdrawalByTxnId,
  withdrawalStatus,
  type Withdrawal,
} from "../cashier/withdrawals";

const KEY_RE = /^[A-Za-z0-9_-]{8,100}$/;
// request fields that are not payout details: they do not make a key's request another one
const NOT_DETAILS = new Set([
  "idempotencyKey",
  "lnSessionId",
  "txnType",
  "language",
  "depositAmount",
  "paymentMethod",
  "returnUrl",
]);

const field = (ctx: CallContext, name: string) => (ctx.body[name] ?? ctx.query.get(name) ?? "").trim();
const invalid = (errorDescription: string, code: number = 100164) => new SandboxError(code, 200, { errorDescription });

interface Prepared {
  player: PlayerRow;
  cashier: SandboxCashier;
  method: PaymentMethod;
  key: string;
  amountMinor: bigint;
  details: Record<string, string>;
}

/** What every withdrawal checks first: the gates (spec §4), the method, the key, the amount and its limits. */
async function prepare(ctx: CallContext, name: string): Promise<Prepared> {
  const player = await requirePlayer(ctx);
  if (!ctx.site.cashier) throw new SandboxError(100515);
  await requireWithdrawGates(ctx, player);
  const cashier = ctx.site.cashier;
  const method = cashier.methods.find((m) => m.method === name && m.directions.includes("cashout"));
  if (!method) throw invalid(`${name || "(no paymentMethod)"} is not a withdrawal method here`, 100196);
  const key = field(ctx, "idempotencyKey");
  if (!KEY_RE.test(key)) throw invalid("idempotencyKey must be 8 to 100 letters, digits, - or _");
  const amountMinor = wireAmountMinor(field(ctx, "depositAmount"), cashier.decimals);
  if (amountMinor < configMinor(cashier.withdraw.min))
    throw new SandboxError(100172, 200, { minTxnLimit: cashier.withdraw.min });
  if (amountMinor > configMinor(cashier.withdraw.max))
    throw new SandboxError(100173, 200, { maxTxnLimit: cashier.withdraw.max });
  const details = Object.fromEntries(
    Object.entries(ctx.body)
      .filter(([k]) => !NOT_DETAILS.has(k))
      .map(([k, v]) => [k, String(v).trim().slice(0, 200)]),
  );
  return { player, cashier, method, key, amountMinor, details };
}

async function open(
  ctx: CallContext,
  p: Prepared,
  payout: Payout,
  returnUrl: string | null = null,
): Promise<Withdrawal> {
  const sorted = Object.keys(p.details)
    .sort()
    .map((k) => [k, p.details[k]]);
  const requestHash = createHash("sha256")
    .update(JSON.stringify([p.method.method, p.amountMinor.toString(), sorted]))
    .digest("hex");
  const created = await createWithdrawal(ctx.db, {
    playerId: p.player.id,
    site: ctx.site.id,
    method: p.method.method,
    amountMinor: p.amountMinor,
    currency: p.cashier.currency,
    idempotencyKey: p.key,
    requestHash,
    payout,
    dailyCount: p.cashier.withdrawDailyCount,
    viaProvider: isThirdParty(p.method),
    returnUrl,
  });
  if ("conflict" in created)
    throw new SandboxError(100239, 200, {
      txnId: created.conflict.txnId,
      errorDescription: "idempotencyKey was used for another withdrawal",
    });
  return created.withdrawal;
}

/**
 * A third-party payout still awaiting the player's confirmation answers the provider page's
 * signed link, in the shape of a deposit's gatewayRequest (ADRs 073, 079).
 */
const answer = (w: Withdrawal, db: Db) => ({
  status: "SUCCESS",
  txnId: w.txnId,
  amount: (Number(w.amountMinor) / 100).toFixed(2),
  state: w.state,
  transaction: withdrawalStatus(w),
  ...payoutGateway(db, w),
});

/** A PIX key in the player's own CPF where the brand's identity document is the CPF (site config). */
function payoutContext(ctx: CallContext, player: PlayerRow) {
  const cpfOnly = ctx.site.identityDocument.kind === "cpf";
  const ownCpf = cpfOnly ? cpfDigits(player.cpf ?? "") : null;
  if (cpfOnly && !ownCpf) throw invalid("the profile has no CPF to pay to");
  return { ownCpf, country: player.country };
}

const walletWithdrawal: Handler = async (ctx) => {
  const p = await prepare(ctx, field(ctx, "paymentMethod").toUpperCase());
  if (p.method.kind === "card") throw invalid(`${p.method.method} is paid out with makeCCWithdrawal`, 100196);
  // checked before any money moves; only a provider page sends the player back
  const returnUrl = isThirdParty(p.method) ? returnUrlOf(ctx) : null;
  return answer(await open(ctx, p, payoutOf(p.method, p.details, payoutContext(ctx, p.player)), returnUrl), ctx.db);
};

/** makeCCWithdrawal: back to a card the player paid in with (accountId, a saved card). */
const ccWithdrawal: Handler = async (ctx) => {
  const p = await prepare(ctx, field(ctx, "paymentMethod").toUpperCase() || "CREDITCARD");
  if (p.method.kind !== "card") throw invalid(`${p.method.method} is not a card method`, 100196);
  const [card] = await ctx.db.query<{ last_digits: string }>(
    "select last_digits from payment_instruments where id::text = $1 and player_id = $2 and method = $3",
    [field(ctx, "accountId"), p.player.id, p.method.method],
  );
  if (!card) throw invalid("accountId must be one of the player's saved cards");
  return answer(
    await open(ctx, p, { accountType: p.method.method, accountNumber: mask(`000000000000${card.last_digits}`) }),
    ctx.db,
  );
};

/** Spec §7 getPendingCashouts: the player's withdrawals still co_initiated, oldest first. */
const pendingCashouts: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const pending = await pendingWithdrawals(ctx.db, player.id);
  return {
    status: "SUCCESS",
    pendingCashouts: pending.map((w) => ({
      txnId: w.txnId,
      amount: Number(w.amountMinor) / 100,
      currency: w.currency,
      paymentMethod: w.method,
      accountType: w.payout.accountType,
      accountNumber: w.payout.accountNumber,
      txnDate: w.createdAt,
      status: w.state,
    })),
  };
};

/**
 * Cashier/revertWithdrawal: the player's cancel of a pending withdrawal; the money goes back to
 * cash. Idempotent: a second cancel answers the same. A withdrawal already paid or rejected
 * answers 100164 with its state.
 */
const revertWithdrawal: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const txnId = field(ctx, "txnId");
  const found = await withdrawalByTxnId(ctx.db, txnId);
  if (!found || found.playerId !== player.id) throw invalid("no such withdrawal");
  const outcome = await settleWithdrawal(ctx.db, txnId, "co_reverted");
  if (outcome.result === "missing") throw invalid("no such withdrawal");
  if (outcome.result === "refused")
    throw new SandboxError(100164, 200, {
      errorDescription: `the withdrawal is ${outcome.withdrawal.state}`,
      transaction: withdrawalStatus(outcome.withdrawal),
    });
  return { status: "SUCCESS", txnId, transaction: withdrawalStatus(outcome.withdrawal) };
};

/**
 * Bonus/activeBonusDetails (spec §7): what a cashout would forfeit, from the wallets: the games
 * bonus (bonus minus freebet, spec §3) and the freebet balance, major units; empty when none.
 */
const activeBonusDetails: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const w = await walletOf(ctx.db, player.id);
  const games = w.bonus > w.freebet ? w.bonus - w.freebet : 0n;
  const active = [
    { bonusType: "GAMES_BONUS", amount: games },
    { bonusType: "FREEBET", amount: w.freebet },
  ].filter((b) => b.amount > 0n);
  return {
    status: "SUCCESS",
    activeBonusDetails: active.map((b) => ({
      bonusType: b.bonusType,
      amount: Number(b.amount) / 100,
      currency: player.currency,
      forfeitedOnCashout: true,
    })),
  };
};

export const withdrawHandlers: Record<string, Handler> = {
  "POST makeWalletWithdrawal": walletWithdrawal,
  "POST makeCCWithdrawal": ccWithdrawal,
  "GET getPendingCashouts": pendingCashouts,
  "POST Cashier/revertWithdrawal": revertWithdrawal,
  "GET Bonus/activeBonusDetails": activeBonusDetails,
};

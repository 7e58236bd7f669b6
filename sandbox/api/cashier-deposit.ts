/**
 * The deposit calls (spec §3 deposit request, docs/contract/cashier.md): makeWalletPayment for qr,
 * wallet and redirect methods, makeCCPayment for cards. Every one needs the client's
 * idempotencyKey (ADR 056). A PIX deposit answers its BR Code; the others answer the sandbox
 * provider page (/sandbox/pay/<txnId>/<token>, ADR 079) where the player approves or declines.
 */
import { createHash } from "node:crypto";
import { pixChargeCode } from "../rules/br-code";
import { pixQrDataUrl } from "../rules/pix-qr";
import { cardNumberDigits, cardScheme, expiryProblem, isCardHolder, isCardNumber, isCvv } from "../rules/card";
import type { PaymentMethod } from "../../contract/brand";
import { SandboxError, type CallContext, type Handler, type SandboxCashier } from "../types";
import type { PlayerRow } from "../accounts/store";
import { requirePlayer } from "./account";
import { createDeposit, failDeposit, transactionStatus, type CardInstrument, type Deposit } from "../cashier/deposits";
import { checkRgLimits, checkTxnLimits, wireAmountMinor } from "../cashier/rules";
import { providerGateway } from "../cashier/provider-page";
import { returnUrlOf } from "./return-url";
import { checkDepositRate, refusePendingQr } from "../cashier/abuse";

const KEY_RE = /^[A-Za-z0-9_-]{8,100}$/;
/** How long a provider page (3-D Secure, wallet, bank) can be completed. */
export const PROVIDER_SESSION_SECONDS = 900;

const field = (ctx: CallContext, name: string) => (ctx.body[name] ?? "").trim();
const invalid = (errorDescription: string, code: number = 100164) => new SandboxError(code, 200, { errorDescription });

interface Prepared {
  player: PlayerRow;
  cashier: SandboxCashier;
  method: PaymentMethod;
  key: string;
  amountMinor: bigint;
  bonusCode: string;
}

/** What every deposit checks first: the method, the key, the amount, the account and the limits. */
async function prepare(ctx: CallContext, name: string): Promise<Prepared> {
  const player = await requirePlayer(ctx);
  if (!ctx.site.cashier) throw new SandboxError(100514);
  const cashier = ctx.site.cashier;
  const method = cashier.methods.find((m) => m.method === name && m.directions.includes("deposit"));
  if (!method) throw invalid(`${name || "(no paymentMethod)"} is not a deposit method here`, 100196);
  const key = field(ctx, "idempotencyKey");
  if (!KEY_RE.test(key)) throw invalid("idempotencyKey must be 8 to 100 letters, digits, - or _");
  const amountMinor = wireAmountMinor(field(ctx, "depositAmount"), cashier.decimals);
  if (player.rg_cool_off_until && Date.parse(player.rg_cool_off_until) > Date.now()) throw new SandboxError(100527);
  checkTxnLimits(amountMinor, cashier, method);
  return { player, cashier, method, key, amountMinor, bonusCode: field(ctx, "bonusCode") };
}

interface Opening {
  /** The request's details beyond method and amount that its key stands for. */
  detail: string;
  brCodeFor?: (txnId: string) => string;
  instrument?: CardInstrument | null;
  returnUrl?: string | null;
  expiresInSeconds: number;
}

/** The key's deposit: found again, or created pending; a forced failure applies to a new one only. */
async function open(ctx: CallContext, p: Prepared, o: Opening): Promise<Deposit> {
  const requestHash = createHash("sha256")
    .update(JSON.stringify([p.method.method, p.amountMinor.toString(), p.bonusCode, o.detail]))
    .digest("hex");
  const created = await createDeposit(ctx.db, {
    playerId: p.player.id,
    site: ctx.site.id,
    method: p.method.method,
    amountMinor: p.amountMinor,
    currency: p.cashier.currency,
    idempotencyKey: p.key,
    requestHash,
    expiresInSeconds: o.expiresInSeconds,
    brCodeFor: o.brCodeFor ?? null,
    instrument: o.instrument ?? null,
    returnUrl: o.returnUrl ?? null,
    check: async (tx) => {
      // The player's own limits first: an amount past them is refused as such, pending code or not.
      await checkRgLimits(tx, p.player.id, p.amountMinor);
      // A pending code is shown again (100532), so it is not counted against the rate.
      if (p.method.kind === "qr") await refusePendingQr(tx, p.player.id, p.method.method, p.cashier.decimals);
      await checkDepositRate(tx, p.player.id, ctx.controls.cashierRates().deposits);
    },
  });
  if ("conflict" in created)
    throw new SandboxError(100239, 200, {
      txnId: created.conflict.txnId,
      errorDescription: "idempotencyKey was used for another deposit",
    });
  let deposit = created.deposit;
  if (!created.replay) {
    const forced = ctx.controls.takeDepositFailure({
      site: ctx.site.id,
      email: p.player.email,
      idempotencyKey: p.key,
    });
    if (forced) {
      const failed = await failDeposit(ctx.db, deposit.txnId, forced);
      if (failed.result !== "missing") deposit = failed.deposit;
    }
  }
  if (deposit.state === "failed") throw new SandboxError(deposit.failureCode ?? 100238, 200, { txnId: deposit.txnId });
  return deposit;
}

const answer = (d: Deposit, kind: string, gatewayRequest: Record<string, unknown>) => ({
  status: "SUCCESS",
  txnId: d.txnId,
  amount: (Number(d.amountMinor) / 100).toFixed(2),
  optionType: kind,
  expiresAt: d.expiresAt,
  state: transactionStatus(d).actualStatusInDB,
  gatewayRequest,
});

/** A PIX code for the amount, payable for the brand's countdown. */
async function qrDeposit(ctx: CallContext, p: Prepared) {
  const d = await open(ctx, p, {
    detail: "",
    expiresInSeconds: p.cashier.qrSeconds,
    brCodeFor: (txid) => pixChargeCode({ ...p.cashier.pix, amountMinor: Number(p.amountMinor), txid }),
  });
  const qrCode = d.brCode ?? "";
  return answer(d, "qr", { qrCode, qrImage: await pixQrDataUrl(qrCode) });
}

/**
 * A wallet or bank-redirect deposit: the fields its definition requires on a new payment must be
 * there (an IDEAL bank from the method's list); they go to the provider page, not into the row.
 */
async function providerDeposit(ctx: CallContext, p: Prepared) {
  const values: Record<string, string> = {};
  for (const f of p.method.fields) {
    const value = field(ctx, f.key);
    if (f.requiredNewPayment && !value) throw invalid(`${f.key} is required`);
    if (value) values[f.key] = value.slice(0, 200);
  }
  if (p.method.banks && values.bank && !p.method.banks.includes(values.bank)) throw invalid("bank is not in the list");
  if (values.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) throw invalid("email is not an e-mail address");
  const d = await open(ctx, p, {
    detail: JSON.stringify(values),
    returnUrl: returnUrlOf(ctx),
    expiresInSeconds: PROVIDER_SESSION_SECONDS,
  });
  return answer(d, p.method.kind, providerGateway(ctx.db, d));
}

const walletPayment: Handler = async (ctx) => {
  const p = await prepare(ctx, field(ctx, "paymentMethod").toUpperCase());
  if (p.method.kind === "qr") return qrDeposit(ctx, p);
  if (p.method.kind === "wallet" || p.method.kind === "redirect") return providerDeposit(ctx, p);
  throw invalid(`${p.method.method} is paid with makeCCPayment or is not a deposit by wallet`, 100196);
};

/** The card the request names: a saved one (accountId + CVV) or a new one, checked by spec §5. */
async function cardOf(ctx: CallContext, p: Prepared): Promise<CardInstrument> {
  if (!isCvv(field(ctx, "cvv"))) throw invalid("cvv must be 3 digits", 100232);
  const accountId = field(ctx, "accountId");
  if (accountId) {
    const [saved] = await ctx.db.query<Record<string, string | number | null>>(
      `select id::text as id, last_digits, card_type, expiry_month, expiry_year, holder from payment_instruments
       where id::text = $1 and player_id = $2 and method = $3`,
      [accountId, p.player.id, p.method.method],
    );
    if (!saved) throw invalid("accountId is not one of the player's cards");
    return {
      instrumentId: String(saved.id),
      lastDigits: String(saved.last_digits),
      cardType: saved.card_type as string | null,
      expiryMonth: saved.expiry_month as number | null,
      expiryYear: saved.expiry_year as number | null,
      holder: saved.holder as string | null,
    };
  }
  const number = field(ctx, "cardNumber");
  if (!isCardNumber(number)) throw invalid("cardNumber is not a valid card number", 100228);
  const month = field(ctx, "expiryMonth");
  const year = field(ctx, "expiryYear");
  const expiry = expiryProblem(month, year, new Date());
  if (expiry) throw invalid("the card's expiry date is past or not a date", expiry === "expired" ? 100223 : 100164);
  const holder = field(ctx, "cardHolderName");
  if (!isCardHolder(holder)) throw invalid("cardHolderName must be 2 to 50 characters");
  const digits = cardNumberDigits(number);
  return {
    lastDigits: digits.slice(-4),
    cardType: cardScheme(digits),
    expiryMonth: Number(month),
    expiryYear: Number(year),
    holder: holder.replace(/\s+/g, " "),
  };
}

/**
 * makeCCPayment: a card deposit, paid on the sandbox's 3-D Secure page. The card number and CVV
 * are checked and dropped: the row keeps the last digits, type, expiry and holder.
 */
const ccPayment: Handler = async (ctx) => {
  const p = await prepare(ctx, field(ctx, "paymentMethod").toUpperCase() || "CREDITCARD");
  if (p.method.kind !== "card") throw invalid(`${p.method.method} is not a card method`, 100196);
  const instrument = await cardOf(ctx, p);
  const d = await open(ctx, p, {
    detail: JSON.stringify([
      instrument.instrumentId ?? null,
      instrument.lastDigits,
      instrument.expiryMonth,
      instrument.expiryYear,
    ]),
    instrument,
    returnUrl: returnUrlOf(ctx),
    expiresInSeconds: PROVIDER_SESSION_SECONDS,
  });
  return answer(d, "card", providerGateway(ctx.db, d));
};

export const depositHandlers: Record<string, Handler> = {
  "POST makeWalletPayment": walletPayment,
  "POST makeCCPayment": ccPayment,
  // Payvision is a card acquirer: its deposit call takes a card like makeCCPayment
  "POST processDepositPayvision": ccPayment,
};

import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

const limitNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v == null || v === "" ? null : Number(v)));

/** Spec §3 form field definition; visibleOnRepeatPayment may be "basedOnExistingAccounts". */
const fieldSchema = z.object({
  id: z.string().nullish(),
  key: z.string(),
  name: z.string(),
  type: z.string(),
  class: z.string().nullish(),
  requiredNewPayment: z.boolean().catch(false),
  requiredRepeatPayment: z.boolean().catch(false),
  visibleOnNewPayment: z.boolean().catch(false),
  visibleOnRepeatPayment: z.union([z.boolean(), z.literal("basedOnExistingAccounts")]).catch(false),
  encrypted: z.boolean().catch(false),
});

const methodSchema = z
  .object({
    methodName: z.string(),
    displayName: z.string().nullish(),
    kind: z.string().nullish(),
    /** Spec §3: paid on the provider's own page (a wallet or a bank redirect). */
    isThirdparty: z.boolean().nullish().catch(null),
    quickAmounts: z.array(z.number()).nullish(),
    banks: z.array(z.string()).nullish(),
    fields: z.array(fieldSchema).nullish(),
    usedInstruments: z
      .array(
        z.object({
          instrumentId: z.union([z.string(), z.number()]),
          ccDetails: z
            .object({ lastDigits: z.string().optional().catch(undefined) })
            .optional()
            .catch(undefined),
        }),
      )
      .nullish(),
    limits: z
      .object({
        minTxnLimit: limitNumber,
        maxTxnLimit: limitNumber,
        feeType: z.enum(["none", "absolute", "percentage"]).catch("none"),
        feeAmount: limitNumber,
        minFeeAmount: limitNumber,
        maxFeeAmount: limitNumber,
        maxDailyLimit: limitNumber,
        maxWeeklyLimit: limitNumber,
        maxMonthlyLimit: limitNumber,
      })
      .partial()
      .nullish(),
  })
  .passthrough();

const cashierDataSchema = z.object({
  currency: z.string().nullish(),
  displayOrder: z.array(z.string()).nullish(),
  depositMethods: z.record(methodSchema).nullish(),
  /** Spec §3 limit list: one row per method (`option`) with the limit fields. */
  cashierDepositLimitList: z.array(z.record(z.unknown())).nullish(),
});

export type CashierMethod = z.infer<typeof methodSchema>;
export type CashierField = z.infer<typeof fieldSchema>;
export type CashierData = z.infer<typeof cashierDataSchema>;

/** cashier/getCashierDetails for deposits (spec §7); null when the platform gave nothing usable. */
export function getDepositCashier(caller: PlatformCaller): Promise<CashierData | null> {
  return callPlatform(caller, {
    path: "cashier/getCashierDetails",
    query: { txnType: "deposit" },
    schema: cashierDataSchema,
  });
}

const paymentSchema = z.object({
  status: z.string().nullish(),
  txnId: z.string(),
  amount: z.union([z.string(), z.number()]).nullish(),
  optionType: z.string().nullish(),
  expiresAt: z.string().nullish(),
  state: z.string().nullish(),
  gatewayRequest: z
    .object({
      qrCode: z.string().nullish(),
      qrImage: z.string().nullish(),
      // The provider page of a card, wallet or redirect method (spec §4 provider redirects).
      redirectUrl: z.string().nullish(),
      method: z.string().nullish(),
      params: z.record(z.union([z.string(), z.number()])).nullish(),
    })
    .passthrough()
    .nullish(),
});
export type WalletPayment = z.infer<typeof paymentSchema>;

export interface WalletPaymentRequest {
  paymentMethod: string;
  /** 2-decimal string (spec §3). */
  depositAmount: string;
  idempotencyKey: string;
  bonusCode?: string;
  /** The method's fields (e-mail, bank …), by field name. */
  fields?: Record<string, string>;
  /** Where the provider sends the player back (spec §2 cashier callback). */
  returnUrl?: string;
  /** The validated risk session (spec §3 deposit request; ADR 060). */
  lnSessionId?: string;
}

/**
 * POST makeWalletPayment. The same key with the same details answers the same transaction (ADR
 * 056), so this is also how a page finds its pending QR deposit again. Error codes throw.
 */
export function makeWalletPayment(
  caller: PlatformCaller,
  request: WalletPaymentRequest,
): Promise<WalletPayment | null> {
  return callPlatform(caller, {
    path: "makeWalletPayment",
    form: paymentForm(request),
    schema: paymentSchema,
  });
}

/** The wire form of a deposit: the method's fields beside the fixed ones, never overriding them. */
function paymentForm({ fields, ...request }: WalletPaymentRequest): Record<string, string | undefined> {
  return {
    ...fields,
    txnType: "deposit-cashier",
    ...request,
    bonusCode: request.bonusCode || undefined,
    returnUrl: request.returnUrl || undefined,
  };
}

/**
 * POST makeCCPayment: a card deposit, new (number, expiry, CVV, holder) or saved (accountId and
 * CVV) in `fields`. The card number and CVV pass through and are kept nowhere (ADR 058).
 */
export function makeCCPayment(caller: PlatformCaller, request: WalletPaymentRequest): Promise<WalletPayment | null> {
  return callPlatform(caller, { path: "makeCCPayment", form: paymentForm(request), schema: paymentSchema });
}

const statusSchema = z.object({
  status: z.string().nullish(),
  actualStatusInDB: z.string().nullish(),
  txnId: z.string().nullish(),
  txnType: z.string().nullish(),
  transactionAmount: z.union([z.string(), z.number()]).nullish(),
  paymentMethod: z.string().nullish(),
  cardNumber: z.string().nullish(),
  errorDescription: z.union([z.string(), z.number()]).nullish(),
});
export type TransactionStatusAnswer = z.infer<typeof statusSchema>;

/** POST cashier/gettransationStatus (the platform's spelling). */
export function getTransactionStatus(caller: PlatformCaller, txnId: string): Promise<TransactionStatusAnswer | null> {
  return callPlatform(caller, { path: "cashier/gettransationStatus", form: { txnId }, schema: statusSchema });
}

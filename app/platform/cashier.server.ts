import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

const limitNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v == null || v === "" ? null : Number(v)));

const methodSchema = z
  .object({
    methodName: z.string(),
    displayName: z.string().nullish(),
    kind: z.string().nullish(),
    quickAmounts: z.array(z.number()).nullish(),
    limits: z
      .object({
        minTxnLimit: limitNumber,
        maxTxnLimit: limitNumber,
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
  gatewayRequest: z.object({ qrCode: z.string().nullish(), qrImage: z.string().nullish() }).passthrough().nullish(),
});
export type WalletPayment = z.infer<typeof paymentSchema>;

export interface WalletPaymentRequest {
  paymentMethod: string;
  /** 2-decimal string (spec §3). */
  depositAmount: string;
  idempotencyKey: string;
  bonusCode?: string;
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
    form: { txnType: "deposit-cashier", ...request, bonusCode: request.bonusCode || undefined },
    schema: paymentSchema,
  });
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

import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";
import type { CashierMethod } from "./cashier.server";

// The cashout side of spec §3 cashier data; a method is the deposit side's shape.
const cashoutSchema = z.object({
  currency: z.string().nullish(),
  displayOrder: z.array(z.string()).nullish(),
  cashoutMethods: z.record(z.object({ methodName: z.string() }).passthrough()).nullish(),
});

/** cashier/getCashierDetails for withdrawals (spec §7: withdrawal maps to cashout), in display order. */
export async function getCashoutMethods(caller: PlatformCaller): Promise<CashierMethod[] | null> {
  const data = await callPlatform(caller, {
    path: "cashier/getCashierDetails",
    query: { txnType: "withdrawal" },
    schema: cashoutSchema,
  });
  if (!data) return null;
  const methods = (data.cashoutMethods ?? {}) as Record<string, CashierMethod>;
  const order = data.displayOrder?.length ? data.displayOrder : Object.keys(methods);
  return order.flatMap((name) => (methods[name] ? [methods[name]] : []));
}

const withdrawalSchema = z.object({
  status: z.string().nullish(),
  txnId: z.string(),
  amount: z.union([z.string(), z.number()]).nullish(),
  state: z.string().nullish(),
  // a third-party payout: the provider page where the player confirms it (ADR 073)
  gatewayRequest: z
    .object({
      redirectUrl: z.string().nullish(),
      method: z.string().nullish(),
      params: z.record(z.union([z.string(), z.number()])).nullish(),
    })
    .nullish()
    .catch(null),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export interface WithdrawalRequest {
  paymentMethod: string;
  /** 2-decimal string (spec §3 withdraw request). */
  depositAmount: string;
  idempotencyKey: string;
  lnSessionId?: string;
  /** The payout details by field name. */
  fields: Record<string, string>;
  /** A third-party payout: where the provider page sends the player back ({origin}/{lang}). */
  returnUrl?: string;
}

/**
 * POST makeWalletWithdrawal, or makeCCWithdrawal for a card (spec §3). The same key with the same
 * details answers the same withdrawal (ADR 064). Error codes throw a PlatformError.
 */
export function makeWithdrawal(caller: PlatformCaller, card: boolean, { fields, ...request }: WithdrawalRequest) {
  return callPlatform(caller, {
    path: card ? "makeCCWithdrawal" : "makeWalletWithdrawal",
    form: { ...fields, ...request },
    schema: withdrawalSchema,
  });
}

const bonusSchema = z.object({
  activeBonusDetails: z
    .array(z.object({ bonusType: z.string(), amount: z.union([z.number(), z.string()]).transform(Number) }))
    .nullish(),
});

/** Bonus/activeBonusDetails: what a cashout would forfeit; an empty list when none. */
export async function getActiveBonuses(caller: PlatformCaller) {
  const data = await callPlatform(caller, { path: "Bonus/activeBonusDetails", schema: bonusSchema });
  return (data?.activeBonusDetails ?? []).filter((b) => Number.isFinite(b.amount) && b.amount > 0);
}

const rulesSchema = z.object({
  jurisdiction: z.string().nullish(),
  rules: z
    .object({
      thirdPartyKyc: z.boolean().nullish(),
      withdrawChannels: z.array(z.string()).nullish(),
      withdrawOtp: z.boolean().nullish(),
    })
    .nullish(),
});
export type JurisdictionRules = z.infer<typeof rulesSchema>;

/** profile/getJurisdictionRulesForUser (spec §7); null when the platform gave nothing usable. */
export function getJurisdictionRules(caller: PlatformCaller): Promise<JurisdictionRules | null> {
  return callPlatform(caller, { path: "profile/getJurisdictionRulesForUser", schema: rulesSchema });
}

const channelSchema = z.object({
  channels: z.array(z.object({ channel: z.string(), verified: z.boolean() })).nullish(),
});

/** POST channelVerificationStatus: the verified channels (EMAIL, SMS); null without an answer. */
export async function getVerifiedChannels(caller: PlatformCaller): Promise<Set<string> | null> {
  const data = await callPlatform(caller, {
    method: "POST",
    path: "channelVerificationStatus",
    form: {},
    schema: channelSchema,
  });
  if (!data) return null;
  return new Set((data.channels ?? []).filter((c) => c.verified).map((c) => c.channel.toUpperCase()));
}

import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

/** The audit event of the game-play summary pop-up (spec §7). */
export const SUMMARY_AUDIT_EVENT = "GAME_PLAY_SUMMARY_24_HOUR_POP_UP";
/** Spec §7 names one value for "auditCategory and auditEvent": the category is the event's name. */
export const SUMMARY_AUDIT_CATEGORY = SUMMARY_AUDIT_EVENT;

const nullableAmount = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === "" ? null : Number(v)));

const depositLimitSchema = z.object({
  limits: z.object({ daily: nullableAmount, weekly: nullableAmount, monthly: nullableAmount }).partial().nullish(),
});

/** balance/getDepositLimit → the monthly limit (major units) or null for none; undefined when the platform did not answer. */
export async function getMonthlyDepositLimit(caller: PlatformCaller): Promise<number | null | undefined> {
  const result = await callPlatform(caller, { path: "balance/getDepositLimit", schema: depositLimitSchema });
  if (!result) return undefined;
  return result.limits?.monthly ?? null;
}

const kycSchema = z.object({
  kycLevel: z.string().nullish(),
  documents: z
    .object({
      ageStatus: z.string().nullish(),
      identityStatus: z.string().nullish(),
      addressStatus: z.string().nullish(),
      sourceOfIncomeStatus: z.string().nullish(),
    })
    .nullish(),
  kycDetails: z.object({ identity: z.object({ verificationStatus: z.string().nullish() }).nullish() }).nullish(),
});
export type KycDetails = z.infer<typeof kycSchema>;

/** profile/getUserKYCDetails; null when the platform did not answer. */
export function getUserKycDetails(caller: PlatformCaller): Promise<KycDetails | null> {
  return callPlatform(caller, { path: "profile/getUserKYCDetails", schema: kycSchema });
}

const amount = z.union([z.number(), z.string()]).transform(Number).pipe(z.number().finite());
const summarySchema = z.object({
  betAmountInEcrCurrency: amount,
  winAmountInEcrCurrency: amount,
  lossAmountInEcrCurrency: amount,
});
export type GamePlaySummary = { bet: number; win: number; loss: number };

/** Report/getPlayerGamePlaySummary over the last 24 h (major units); null when unavailable. */
export async function getGamePlaySummary(caller: PlatformCaller): Promise<GamePlaySummary | null> {
  const result = await callPlatform(caller, { path: "Report/getPlayerGamePlaySummary", schema: summarySchema });
  return result
    ? { bet: result.betAmountInEcrCurrency, win: result.winAmountInEcrCurrency, loss: result.lossAmountInEcrCurrency }
    : null;
}

const auditSchema = z.object({
  auditTrailDetailsList: z
    .array(
      z
        .object({ updatedTime: z.string(), status: z.string().nullish(), auditEvent: z.string().nullish() })
        .passthrough(),
    )
    .default([]),
});

/** ResponsibleGaming/getPlayerAuditTrail: epoch ms of the newest summary pop-up, null if none; undefined when unavailable. */
export async function lastSummaryShownAt(caller: PlatformCaller): Promise<number | null | undefined> {
  const result = await callPlatform(caller, {
    method: "POST",
    path: "ResponsibleGaming/getPlayerAuditTrail",
    form: { auditCategoryList: JSON.stringify([SUMMARY_AUDIT_CATEGORY]), fromIndex: 0, pageOffset: 10 },
    schema: auditSchema,
  });
  if (!result) return undefined;
  const times = result.auditTrailDetailsList
    .filter((entry) => !entry.auditEvent || entry.auditEvent === SUMMARY_AUDIT_EVENT)
    .map((entry) => Date.parse(entry.updatedTime))
    .filter((time) => Number.isFinite(time));
  return times.length ? Math.max(...times) : null;
}

/** ResponsibleGaming/addPlayerFrontEndAuditTrail for the summary pop-up; true when recorded. */
export async function recordSummaryShown(caller: PlatformCaller, comments: string): Promise<boolean> {
  const result = await callPlatform(caller, {
    method: "POST",
    path: "ResponsibleGaming/addPlayerFrontEndAuditTrail",
    form: { auditCategory: SUMMARY_AUDIT_CATEGORY, auditEvent: SUMMARY_AUDIT_EVENT, comments: comments.slice(0, 200) },
    schema: z.object({ status: z.string().nullish() }),
  });
  return result?.status === "SUCCESS";
}

const thirdPartyKycSchema = z.object({ url: z.string().nullish() });

/**
 * profile/initiateThirdPartyKYC (docs/contract/kyc.md): the provider URL to frame; 'None' (or
 * nothing) when the brand has no online verification; null when the platform did not answer.
 */
export async function initiateThirdPartyKyc(caller: PlatformCaller, thirdPartyApi: string): Promise<string | null> {
  const result = await callPlatform(caller, {
    path: "profile/initiateThirdPartyKYC",
    method: "POST",
    form: { thirdPartyAPI: thirdPartyApi },
    schema: thirdPartyKycSchema,
  });
  return result?.url ?? null;
}

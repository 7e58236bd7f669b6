import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

const sessionLimitSchema = z.object({
  status: z.string().nullish(),
  limits: z
    .object({
      overall: z
        .object({ value: z.union([z.number(), z.string()]).transform(Number).pipe(z.number().finite().nonnegative()) })
        .nullish(),
    })
    .nullish(),
});

/** balance/getSessionLimit → minutes (0 = none); null when the platform did not answer. */
export async function getSessionLimit(caller: PlatformCaller): Promise<number | null> {
  const result = await callPlatform(caller, { path: "balance/getSessionLimit", schema: sessionLimitSchema });
  if (!result) return null;
  return result.limits?.overall?.value ?? 0;
}

const setLimitsSchema = z.object({ status: z.string().nullish(), success: z.boolean().nullish() }).passthrough();

/**
 * POST ResponsibleGaming/setLimits {limitType: SESSION, value: minutes}. "saved" when the
 * platform confirmed, "unavailable" when it did not answer (no such call, transport failure);
 * a platform error code throws PlatformError.
 */
export async function setSessionLimit(caller: PlatformCaller, minutes: number): Promise<"saved" | "unavailable"> {
  const result = await callPlatform(caller, {
    method: "POST",
    path: "ResponsibleGaming/setLimits",
    form: { limitType: "SESSION", value: minutes },
    schema: setLimitsSchema,
  });
  if (!result) return "unavailable";
  return result.status === "SUCCESS" || result.success === true ? "saved" : "unavailable";
}

const nullableAmount = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === "" ? null : Number(v)));
const depositLimitsSchema = z.object({
  limits: z.object({ daily: nullableAmount, weekly: nullableAmount, monthly: nullableAmount }).partial().nullish(),
});

export interface DepositLimits {
  daily: number | null;
  weekly: number | null;
  monthly: number | null;
}

/** balance/getDepositLimit → each period's limit in major units (null = none); null when the platform did not answer. */
export async function getDepositLimits(caller: PlatformCaller): Promise<DepositLimits | null> {
  const result = await callPlatform(caller, { path: "balance/getDepositLimit", schema: depositLimitsSchema });
  if (!result) return null;
  return {
    daily: result.limits?.daily ?? null,
    weekly: result.limits?.weekly ?? null,
    monthly: result.limits?.monthly ?? null,
  };
}

/**
 * POST ResponsibleGaming/setLimits {limitType: DEPOSIT, daily, weekly, monthly}: the player's
 * whole set of deposit limits, each in major units with 2 decimals (spec §9), an empty value
 * meaning none for that period. "saved" when the platform confirmed, "unavailable" when it did
 * not answer; a platform error code (100164 for a limit the platform refuses) throws PlatformError.
 */
export async function setDepositLimits(
  caller: PlatformCaller,
  limits: DepositLimits,
): Promise<"saved" | "unavailable"> {
  const amount = (value: number | null) => (value === null ? "" : value.toFixed(2));
  const result = await callPlatform(caller, {
    method: "POST",
    path: "ResponsibleGaming/setLimits",
    form: {
      limitType: "DEPOSIT",
      daily: amount(limits.daily),
      weekly: amount(limits.weekly),
      monthly: amount(limits.monthly),
    },
    schema: setLimitsSchema,
  });
  if (!result) return "unavailable";
  return result.status === "SUCCESS" || result.success === true ? "saved" : "unavailable";
}

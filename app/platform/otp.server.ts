import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";
import { PlatformError } from "./errors";

export type Channel = "SMS" | "EMAIL";
const statusSchema = z
  .object({
    status: z.string().nullish(),
    success: z.boolean().nullish(),
    internalErrorCodeDescription: z.string().nullish(),
  })
  .passthrough();

/** POST sendChannelVeification (spec §7 spelling): true when the platform sent a code. */
export async function sendChannelVerification(
  caller: PlatformCaller,
  email: string,
  channel: Channel,
): Promise<boolean> {
  try {
    const result = await callPlatform(caller, {
      method: "POST",
      path: "sendChannelVeification",
      form: { email, channel },
      schema: statusSchema,
    });
    return result?.status === "SUCCESS";
  } catch (error) {
    if (error instanceof PlatformError) return false;
    throw error;
  }
}

export type VerifyStatus = "SUCCESS" | "INVALIDCODE" | "NOT_INTIATED" | "ERROR";

/** POST verifyChannel: the spec's statuses; anything else (or no answer) is ERROR. */
export async function verifyChannel(
  caller: PlatformCaller,
  email: string,
  channel: Channel,
  verificationCode: string,
): Promise<VerifyStatus> {
  try {
    const result = await callPlatform(caller, {
      method: "POST",
      path: "verifyChannel",
      form: { email, channel, verificationCode },
      schema: statusSchema,
    });
    const status = result?.status;
    return status === "SUCCESS" || status === "INVALIDCODE" || status === "NOT_INTIATED" ? status : "ERROR";
  } catch (error) {
    if (error instanceof PlatformError) return "ERROR";
    throw error;
  }
}

export type PhoneUpdate = "SUCCESS" | "DUPLICATE_MOBILE" | "ERROR";

/**
 * POST profile/update with a new phone number (spec §8: DUPLICATE_MOBILE, else generic);
 * `form` is the whole spec §3 payload (features/otp/profile-update.ts builds it).
 */
export async function updatePhone(caller: PlatformCaller, form: Record<string, string>): Promise<PhoneUpdate> {
  const describe = (body: unknown) => {
    const record = (body ?? {}) as Record<string, unknown>;
    const errors = (record.errors ?? {}) as Record<string, unknown>;
    return (
      record.internalErrorCodeDescription ?? errors.internalErrorCodeDescription ?? record.errorCode ?? errors.errorCode
    );
  };
  try {
    const result = await callPlatform(caller, {
      method: "POST",
      path: "profile/update",
      form,
      schema: statusSchema,
    });
    if (result?.status === "SUCCESS" || result?.success === true) return "SUCCESS";
    return describe(result) === "DUPLICATE_MOBILE" ? "DUPLICATE_MOBILE" : "ERROR";
  } catch (error) {
    if (error instanceof PlatformError)
      return describe(error.body) === "DUPLICATE_MOBILE" || error.is("DUPLICATE_MOBILE") ? "DUPLICATE_MOBILE" : "ERROR";
    throw error;
  }
}

const otpEnabledSchema = z
  .object({ enabled: z.union([z.boolean(), z.string()]).transform((v) => v === true || v === "true") })
  .passthrough();

/** GET general/isOtpVerificationEnabled (spec §7): the platform's switch; null when it did not answer. */
export async function isOtpVerificationEnabled(caller: PlatformCaller): Promise<boolean | null> {
  try {
    const result = await callPlatform(caller, { path: "general/isOtpVerificationEnabled", schema: otpEnabledSchema });
    return result ? result.enabled : null;
  } catch (error) {
    if (error instanceof PlatformError) return null;
    throw error;
  }
}

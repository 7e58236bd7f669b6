import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { getProfile } from "~/platform/account.server";
import {
  isOtpVerificationEnabled,
  sendChannelVerification,
  updatePhone,
  verifyChannel,
  type Channel,
} from "~/platform/otp.server";
import type { PlatformCaller } from "~/platform/http.server";
import type { BrandConfig } from "~/brand/config.generated";
import { serverT } from "~/i18n/i18next.server";
import { requirePlayer, siteScope } from "~/routing/scope.server";
import { otpState } from "./otp-state.server";
import { maskPhone, otpAvailable, otpSchema, phoneSchema, resendRemaining } from "./schema";
import { phoneUpdatePayload } from "./profile-update";
import { NO_STORE } from "~/routing/headers";
import { readForm } from "~/routing/form.server";
import { continueTarget } from "~/routing/safe-path";

/** /{lang}/otp and /{lang}/sms both verify the phone by SMS (spec §4 OTP). */
const CHANNEL: Channel = "SMS";
/** A code lives 10 minutes (contract); a visit after that sends a fresh one. */
const CODE_LIFETIME_MS = 10 * 60_000;

/** "send": no live code yet; the page sends one by POST (auto-submitted with JavaScript, a button without). */
export type OtpView = "send" | "entry" | "phone" | "verified";

export interface OtpLoaderData {
  title: string;
  view: OtpView;
  maskedPhone: string;
  areaCode: string;
  phoneNumber: string;
  /** Seconds until "resend" is allowed, at render time. */
  resendIn: number;
  /** Changes whenever a code is sent (remounts the countdown). */
  sentAt: number | null;
  sendFailed: boolean;
  phoneUpdated: boolean;
  /** The safe redirectUrl the page returns to once verified (the withdrawal), else null. */
  next: string | null;
}

async function requireOtp(brand: BrandConfig, caller: PlatformCaller) {
  const platform = brand.features.otpVerification ? await isOtpVerificationEnabled(caller) : false;
  if (!otpAvailable(brand.features.otpVerification, platform)) throw new Response("Not found", { status: 404 });
}

export type OtpActionData =
  | { intent: "verify"; result: SubmissionResult<string[]>; verified: boolean }
  | { intent: "resend"; result: SubmissionResult<string[]>; resent: boolean }
  | { intent: "changePhone"; result: SubmissionResult<string[]> };

/** The page's player; the brand's feature switch comes first, then the login (spec §4): guests log in and come back. */
async function requireOtpPlayer(args: LoaderFunctionArgs | ActionFunctionArgs) {
  if (!siteScope(args).brand.features.otpVerification) throw new Response("Not found", { status: 404 });
  const scope = await requirePlayer(args, { guest: "login" });
  await requireOtp(scope.brand, scope.caller);
  return scope;
}

/** Where the page goes once the phone is verified (a withdrawal's gate), kept across its own redirects. */
export function otpContinue(url: URL): { next: string | null; at: (params?: Record<string, string>) => string } {
  const next = continueTarget(url.searchParams.get("redirectUrl"));
  const at = (params: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...params, ...(next ? { redirectUrl: next } : {}) }).toString();
    return `${url.pathname}${query ? `?${query}` : ""}`;
  };
  return { next, at };
}

export async function otpLoader(args: LoaderFunctionArgs) {
  const scope = await requireOtpPlayer(args);
  const { context, brand, lang, url, caller, player } = scope;
  const profile = await getProfile(caller);
  const headers = new Headers(NO_STORE);
  const state = await otpState(scope, player.email, CHANNEL);
  const sentAt = state.sentAt;
  const now = Date.now();
  const verified = player.phoneVerified;
  const { next } = otpContinue(url);
  if (verified && next && url.searchParams.get("view") !== "phone") throw redirect(next, { headers });
  // A GET never sends an SMS (prefetches and crawlers would): without a live code the page asks to send one.
  const live = sentAt !== null && now - sentAt <= CODE_LIFETIME_MS;
  // The phone form stays reachable after verification (a new number needs verifying again).
  const view: OtpView =
    url.searchParams.get("view") === "phone" ? "phone" : verified ? "verified" : live ? "entry" : "send";
  const t = await serverT(context, brand, lang, "otp");
  const body: OtpLoaderData = {
    title: `${t("meta.title")} | ${brand.name}`,
    view,
    maskedPhone: maskPhone(profile?.areaCode, profile?.phone),
    areaCode: profile?.areaCode || brand.limits.phone.brazilAreaCode || "",
    phoneNumber: profile?.phone ?? "",
    resendIn: resendRemaining(sentAt, now, brand.limits.otp.resendSeconds),
    sentAt,
    sendFailed: url.searchParams.get("send") === "failed",
    phoneUpdated: url.searchParams.get("updated") === "phone",
    next,
  };
  return data(body, { headers });
}

export async function otpAction(args: ActionFunctionArgs) {
  const scope = await requireOtpPlayer(args);
  const { request, brand, url, caller, player } = scope;
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "verify");
  const state = await otpState(scope, player.email, CHANNEL);
  const { next, at } = otpContinue(url);
  const entry = at();

  if (intent === "send") {
    // The first code of a visit; a live one is not replaced (a double submit sends one SMS).
    if (state.sentAt !== null && Date.now() - state.sentAt <= CODE_LIFETIME_MS)
      throw redirect(entry, { headers: NO_STORE });
    if (!(await sendChannelVerification(caller, player.email, CHANNEL)))
      throw redirect(at({ send: "failed" }), { headers: NO_STORE });
    throw redirect(entry, { headers: { ...NO_STORE, "Set-Cookie": await state.markSent(Date.now()) } });
  }

  if (intent === "resend") {
    const submission = parseWithZod(formData, { schema: otpSchema.partial() });
    if (resendRemaining(state.sentAt, Date.now(), brand.limits.otp.resendSeconds) > 0) {
      return data<OtpActionData>({
        intent,
        result: submission.reply({ formErrors: ["otp:errors.wait"] }),
        resent: false,
      });
    }
    if (!(await sendChannelVerification(caller, player.email, CHANNEL))) {
      return data<OtpActionData>({
        intent,
        result: submission.reply({ formErrors: ["otp:errors.resendFailed"] }),
        resent: false,
      });
    }
    const cookie = await state.markSent(Date.now());
    return data<OtpActionData>(
      { intent, result: submission.reply({ resetForm: true }), resent: true },
      { headers: { "Set-Cookie": cookie } },
    );
  }

  if (intent === "changePhone") {
    const submission = parseWithZod(formData, { schema: phoneSchema(brand.limits.phone) });
    if (submission.status !== "success") return data<OtpActionData>({ intent, result: submission.reply() });
    const profile = await getProfile(caller);
    const { areaCode, phoneNumber } = submission.value;
    // Unchanged: straight back to code entry (spec §4).
    if (profile && profile.phone === phoneNumber && (profile.areaCode ?? "") === areaCode) throw redirect(entry);
    const outcome = await updatePhone(caller, phoneUpdatePayload(profile, { areaCode, phoneNumber }));
    if (outcome !== "SUCCESS") {
      const key = outcome === "DUPLICATE_MOBILE" ? "otp:errors.duplicateMobile" : "otp:errors.updateFailed";
      return data<OtpActionData>({ intent, result: submission.reply({ formErrors: [key] }) });
    }
    // A code for the new number, then back to entry with the "phone updated" notice.
    const headers = new Headers();
    if (await sendChannelVerification(caller, player.email, CHANNEL))
      headers.append("Set-Cookie", await state.markSent(Date.now()));
    throw redirect(at({ updated: "phone" }), { headers });
  }

  const submission = parseWithZod(formData, { schema: otpSchema });
  if (submission.status !== "success")
    return data<OtpActionData>({ intent: "verify", result: submission.reply(), verified: false });
  const { otpCode1, otpCode2, otpCode3, otpCode4 } = submission.value;
  const status = await verifyChannel(caller, player.email, CHANNEL, `${otpCode1}${otpCode2}${otpCode3}${otpCode4}`);
  // verified for a withdrawal: straight back to it (the gate passes now)
  if (status === "SUCCESS" && next) throw redirect(next, { headers: NO_STORE });
  if (status === "SUCCESS")
    return data<OtpActionData>({ intent: "verify", result: submission.reply({ resetForm: true }), verified: true });
  const key =
    status === "INVALIDCODE"
      ? "otp:errors.invalidCode"
      : status === "NOT_INTIATED"
        ? "otp:errors.notInitiated"
        : "otp:errors.generic";
  return data<OtpActionData>({ intent: "verify", result: submission.reply({ formErrors: [key] }), verified: false });
}

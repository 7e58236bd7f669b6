import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { serverT } from "~/i18n/i18next.server";
import { getProfile, updateProfile } from "~/platform/account.server";
import { NO_STORE } from "~/routing/headers";
import { readForm } from "~/routing/form.server";
import { continueTarget } from "~/routing/safe-path";
import { requirePlayer, type PlayerScope } from "~/routing/scope.server";
import { addressSchema, personalSchema } from "./schema";
import { profileUpdatePayload } from "./payload";
import { refusal } from "./refusal";
import { canSkipStepThree, currentStep, stepThreeExemption, type ProfileStep, type StepThreeExemption } from "./steps";

export interface CompleteProfileData {
  title: string;
  lang: string;
  /** The step to show; null: nothing left to fill in (the done view). */
  step: ProfileStep | null;
  exemption: StepThreeExemption;
  canSkip: boolean;
  /** The player's country (ISO), shown with the address. */
  country: string;
  /** What the profile holds, to start the form from. */
  values: { address1: string; city: string; zipCode: string; gender: string; dateOfBirth: string };
  /** Where the player goes on once done (a safe relative path), e.g. the deposit they set out to make. */
  redirectUrl: string | null;
  /** The profile could not be read: the form still shows, saving tells whether the platform answers. */
  unavailable: boolean;
}

export interface CompleteProfileActionData {
  result: SubmissionResult<string[]>;
}

/** The page's own address for a step, keeping the return target. */
export function stepHref(path: string, step: ProfileStep | "done", redirectUrl: string | null): string {
  const query = new URLSearchParams(step === "done" ? { saved: "1" } : { [`regstep${step}`]: "true" });
  if (redirectUrl) query.set("redirectUrl", redirectUrl);
  return `${path}?${query.toString()}`;
}

const blankZip = (zip: string | null | undefined) => (zip && zip !== "-NA-" ? zip : "");

async function loadState(scope: PlayerScope) {
  const profile = await getProfile(scope.caller);
  const country = profile?.country || scope.brand.defaultCountry;
  return { profile, country, exemption: stepThreeExemption(scope.brand, country) };
}

/**
 * {lang}/completeprofile (spec §2; registration steps 2–3): a signed-in player gives the address
 * (`regstep2`) and then the personal details (`regstep3`), unless the country rule exempts them.
 */
export async function completeProfileLoader(args: LoaderFunctionArgs) {
  const scope = await requirePlayer(args, { guest: "login" });
  const { context, brand, lang, url } = scope;
  const [{ profile, country, exemption }, t] = await Promise.all([
    loadState(scope),
    serverT(context, brand, lang, "registration"),
  ]);
  const redirectUrl = continueTarget(url.searchParams.get("redirectUrl"));
  const step = currentStep(profile ?? {}, exemption, url.searchParams);
  // The done view after a save, unless the address is still missing (a typed-in `saved=1`).
  const shown = url.searchParams.get("saved") === "1" && step === 3 ? null : step;
  const body: CompleteProfileData = {
    title: `${t("completeProfile.title")} | ${brand.name}`,
    lang,
    step: shown,
    exemption,
    canSkip: canSkipStepThree(exemption),
    country,
    values: {
      address1: profile?.address1 ?? "",
      city: profile?.city ?? "",
      zipCode: blankZip(profile?.zip),
      gender: profile?.gender && profile.gender !== "O" ? profile.gender : "",
      dateOfBirth: profile?.dob ?? "",
    },
    redirectUrl,
    unavailable: profile === null,
  };
  return data(body, { headers: NO_STORE });
}

/**
 * Saves one step by profile/update with the whole spec §3 payload, then goes to the next step,
 * the return target, or the done view. Everything typed stays on a refusal.
 */
export async function completeProfileAction(args: ActionFunctionArgs) {
  const scope = await requirePlayer(args, { guest: "login" });
  const { request, brand, url } = scope;
  const form = await readForm(request);
  const intent = form.get("intent") === "personal" ? "personal" : "address";
  // The postal code is checked by the player's country (issue 35 §5), as the platform checks it.
  const country = scope.profile?.country || brand.defaultCountry;
  const schema = intent === "address" ? addressSchema(country) : personalSchema(brand.limits.minimumAge);
  const submission = parseWithZod(form, { schema });
  const fail = (reply: Parameters<typeof submission.reply>[0], status: number) =>
    data<CompleteProfileActionData>({ result: submission.reply(reply) }, { status, headers: NO_STORE });
  if (submission.status !== "success") return fail(undefined, 400);

  const { profile, exemption } = await loadState(scope);
  if (!profile) return fail({ formErrors: ["completeProfile.errors.failed"] }, 502);
  const value = submission.value as Record<string, string>;
  const changes =
    intent === "address"
      ? { address1: value.address1, city: value.city, zipCode: value.zipCode }
      : { gender: value.gender, dob: value.dateOfBirth };
  const outcome = await updateProfile(scope.caller, profileUpdatePayload(profile, changes));
  if (!outcome.ok) return fail(refusal(outcome, Object.keys(value)), outcome.code ? 400 : 502);

  const next = continueTarget(form.get("redirectUrl"));
  const path = url.pathname;
  // After the address, step three follows unless the country is totally exempt (spec §6).
  if (intent === "address" && exemption !== "total") throw redirect(stepHref(path, 3, next), { headers: NO_STORE });
  throw redirect(next ?? stepHref(path, "done", null), { headers: NO_STORE });
}

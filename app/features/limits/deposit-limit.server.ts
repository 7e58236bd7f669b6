import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import type { BrandConfig } from "~/brand/config.generated";
import { serverT } from "~/i18n/i18next.server";
import { INVALID_REQUEST, isMaintenance, PlatformError } from "~/platform/errors";
import { getDepositLimits, setDepositLimits, type DepositLimits } from "~/platform/limits.server";
import { continueTarget } from "~/routing/safe-path";
import { requirePlayer } from "~/routing/scope.server";
import { depositLimitSchema } from "./deposit-limit-schema";
import { NO_STORE } from "~/routing/headers";
import { readForm } from "~/routing/form.server";

export interface DepositLimitPageData {
  lang: string;
  title: string;
  /** Major units per period (null = none), or null when the platform did not answer. */
  current: DepositLimits | null;
  /** Where a save continues: the pending game launch that sent the player here (a safe relative path). */
  redirectUrl: string | null;
  /** Just saved (post/redirect/get), and nowhere to continue to: the success state. */
  saved: boolean;
}

export interface DepositLimitActionData {
  result: SubmissionResult<string[]>;
}

/** Spec §4's monthly limit is the one the launch needs; daily and weekly stay optional. */
export const depositLimitRules = (brand: Pick<BrandConfig, "currency" | "limits">) =>
  ({ format: brand.currency, cap: brand.limits.depositLimitCap, required: ["monthly"] }) as const;

/**
 * {lang}/setmonthlydepositlimit (spec §2, §4 pre-check 2): the player's deposit limits. A guest
 * logs in first and comes back here, the pending launch included.
 */
export async function depositLimitLoader(args: LoaderFunctionArgs) {
  const { context, brand, lang, url, caller } = await requirePlayer(args, { guest: "login" });
  const [current, t] = await Promise.all([
    getDepositLimits(caller).catch((error: unknown) => {
      if (error instanceof PlatformError && !isMaintenance(error)) return null;
      throw error;
    }),
    serverT(context, brand, lang, "limits"),
  ]);
  const body: DepositLimitPageData = {
    lang,
    title: t("deposit.title"),
    current,
    redirectUrl: continueTarget(url.searchParams.get("redirectUrl")),
    saved: url.searchParams.get("saved") === "1",
  };
  return data(body, { headers: NO_STORE });
}

/**
 * ResponsibleGaming/setLimits with the whole set. On success the pending launch continues (its
 * own pre-checks run again, so the next one is asked for), else the page shows the success state.
 * A refusal or a platform that did not answer keeps everything typed, with a form message.
 */
export async function depositLimitAction(args: ActionFunctionArgs) {
  const { request, brand, url, caller } = await requirePlayer(args, { guest: "login" });
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: depositLimitSchema(depositLimitRules(brand)) });
  if (submission.status !== "success")
    return data<DepositLimitActionData>({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  const { daily, weekly, monthly } = submission.value;
  let outcome: "saved" | "unavailable" | "refused";
  try {
    outcome = await setDepositLimits(caller, { daily, weekly, monthly });
  } catch (error) {
    if (!(error instanceof PlatformError) || isMaintenance(error)) throw error;
    outcome = error.is(INVALID_REQUEST) ? "refused" : "unavailable";
  }
  if (outcome !== "saved") {
    const message = outcome === "refused" ? "limits:deposit.errors.refused" : "limits:deposit.errors.failed";
    return data<DepositLimitActionData>(
      { result: submission.reply({ formErrors: [message] }) },
      { status: outcome === "refused" ? 400 : 502, headers: NO_STORE },
    );
  }
  const next = continueTarget(form.get("redirectUrl"));
  throw redirect(next ?? `${url.pathname}?saved=1`, { headers: NO_STORE });
}

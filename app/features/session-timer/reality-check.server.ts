import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { getSession } from "~/session/session.server";
import { getSessionLimit, setSessionLimit } from "~/platform/limits.server";
import { PlatformError } from "~/platform/errors";
import { serverT } from "~/i18n/i18next.server";
import { continueTarget } from "~/routing/safe-path";
import { requirePlayer, type RequestScope } from "~/routing/scope.server";
import { applySessionLimit } from "./session-timer.server";
import { realityCheckSchema } from "./reality-check-schema";
import { NO_STORE } from "~/routing/headers";
import { readForm } from "~/routing/form.server";

export interface RealityCheckData {
  title: string;
  options: number[];
  /** The current limit in hours (0 = off), or null when unknown. */
  currentHours: number | null;
  /** Just saved (the action redirects here, so the page and the timer read the new cookie). */
  saved: boolean;
  /** The pending game launch that sent the player here (a safe relative path): a save continues it. */
  redirectUrl: string | null;
}

export interface RealityCheckActionData {
  result: SubmissionResult<string[]>;
  saved: boolean;
}

/**
 * The hours offered. With a launch pending, "off" is not offered: it would not pass the
 * pre-check (spec §4), and the player would land back here.
 */
export function realityCheckOptions(brandHours: readonly number[], launch: string | null): number[] {
  return launch ? brandHours.filter((hours) => hours > 0) : [...brandHours];
}

/** Minutes (0 = none) in force: ours when the player set one here or at login, else the platform's; null when unknown. */
export async function currentSessionLimit({
  request,
  context,
  caller,
}: Pick<RequestScope, "request" | "context" | "caller">): Promise<number | null> {
  const stored = (await getSession(request, context)).get("sessionLimitMinutes");
  if (stored !== undefined && stored !== null) return stored;
  try {
    return await getSessionLimit(caller);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return null;
  }
}

export async function realityCheckLoader(args: LoaderFunctionArgs) {
  const scope = await requirePlayer(args, { guest: "login" });
  const { context, brand, lang, url } = scope;
  const minutes = await currentSessionLimit(scope);
  const t = await serverT(context, brand, lang, "account");
  const redirectUrl = continueTarget(url.searchParams.get("redirectUrl"));
  const body: RealityCheckData = {
    title: t("realityCheck.title"),
    options: realityCheckOptions(brand.limits.realityCheckHours, redirectUrl),
    currentHours: minutes === null ? null : Math.round((minutes / 60) * 100) / 100,
    saved: url.searchParams.get("saved") === "1",
    redirectUrl,
  };
  return data(body, { headers: NO_STORE });
}

/**
 * ResponsibleGaming/setLimits {limitType: SESSION, value: minutes}; the session timer itself
 * lives in our cookie session and changes by the pure rule (spec §4), whether or not the
 * platform answered the call.
 */
export async function realityCheckAction(args: ActionFunctionArgs) {
  const scope = await requirePlayer(args, { guest: "login" });
  const { request, brand, url, caller } = scope;
  const form = await readForm(request);
  const next = continueTarget(form.get("redirectUrl"));
  const submission = parseWithZod(form, {
    schema: realityCheckSchema(realityCheckOptions(brand.limits.realityCheckHours, next)),
  });
  if (submission.status !== "success")
    return data<RealityCheckActionData>({ result: submission.reply(), saved: false });
  const minutes = submission.value.hours * 60;
  try {
    await setSessionLimit(caller, minutes);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return data<RealityCheckActionData>({
      result: submission.reply({ formErrors: ["account:realityCheck.errors.failed"] }),
      saved: false,
    });
  }
  const cookie = await applySessionLimit(scope, minutes);
  // Post/redirect/get: the next render reads the new session cookie (header timer included). A
  // pending launch continues and runs its pre-checks again, so the player meets the next one.
  throw redirect(next ?? `${url.pathname}?saved=1`, { headers: { ...NO_STORE, "Set-Cookie": cookie } });
}

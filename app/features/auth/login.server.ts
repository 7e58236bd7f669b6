import { createHash } from "node:crypto";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import type { BrandConfig } from "~/brand/config.generated";
import { platformCaller } from "~/platform/caller.server";
import { login, logout, type LoginRequest, type LoginResult } from "~/platform/auth.server";
import { clearTrackingCookies } from "~/features/affiliates/tracking.server";
import { commitRequestSession, getSession, replaceRequestSession } from "~/session/session.server";
import { loginSchema, linkSchema } from "./schemas";
import { countsAsFailedAttempt, formatCoolOff, loginOutcome, type LoginOutcome } from "./login-errors";
import {
  cleanReturnPath,
  inPlayerLanguage,
  LOGIN_CONTEXT_PARAMS,
  postLoginRedirect,
  type LoginContext,
} from "./redirect";
import { languageCookie } from "~/i18n/cookie.server";
import { intlLocale } from "~/i18n/languages";
import { siteScope, type SiteScope } from "~/routing/scope.server";
import { InFlight, loginThrottle } from "./throttle.server";
import { lockedAccountRedirect } from "~/features/account-lock/lock.server";
import { NO_STORE } from "~/routing/headers";
import { readForm } from "~/routing/form.server";
import { skipIpThrottle } from "~/routing/sliding-window";

/** What the login action answers when it does not redirect (shown by LoginForm). */
export interface LoginActionData {
  result?: SubmissionResult<string[]>;
  /** A translated-by-key form message (auth namespace) with its interpolation values; `reset`
   *  adds the password-reset link (a reset lifts the sign-in locks, ADR 050). */
  error?: { key: string; values?: Record<string, string | number>; reset?: boolean };
}

const inFlight = new InFlight<LoginResult>();

/** The login context (spec §2 login page parameters) of a submission: form fields, else the URL. */
export function loginContextOf(form: FormData, url: URL, lang: string): LoginContext {
  const pick = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value !== "" ? value : url.searchParams.get(name);
  };
  const ctx: LoginContext = {
    lang,
    returnTo: typeof form.get("returnTo") === "string" ? String(form.get("returnTo")) : null,
  };
  for (const name of LOGIN_CONTEXT_PARAMS) ctx[name] = pick(name);
  return ctx;
}

/** Cookies of spec §4 cleared on login (bTag, utm source) and logout (also amount, bonus code). */
export function clearedOnLogin(secure: boolean): string[] {
  return clearTrackingCookies(["bTag", "utmSource"], secure);
}

/**
 * Success: a brand-new cookie session (the old one is never reused, ARCHITECTURE §9) holding
 * the platform token, login time and session limit; tracking cookies cleared; redirect, in the
 * player's language when the platform answered another (spec §4), which also becomes the stored choice.
 */
async function completeLogin(
  { context, brand, lang }: SiteScope,
  previousToken: string | null,
  result: Extract<LoginResult, { ok: true }>,
  to: string,
) {
  if (previousToken && previousToken !== result.sessionToken) {
    await logout(platformCaller(context, brand, lang, previousToken)).catch(() => undefined);
  }
  const fresh = await replaceRequestSession(context);
  fresh.set("platformToken", result.sessionToken);
  fresh.set("loginAt", Date.now());
  fresh.set("sessionLimitMinutes", result.sessionLimitMinutes);
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", await commitRequestSession(context));
  for (const cookie of clearedOnLogin(context.production)) headers.append("Set-Cookie", cookie);
  const target = inPlayerLanguage(to, lang, result.language, brand.languages.routed);
  if (target.lang !== lang) headers.append("Set-Cookie", languageCookie(target.lang, context.production));
  return redirect(target.to, { headers });
}

/** The outcome's message with the cool-off date formatted for the page (Europe/Berlin). */
export function outcomeMessage(outcome: Extract<LoginOutcome, { kind: "message" }>, brand: BrandConfig, lang: string) {
  const reset = outcome.offerReset ? { reset: true } : {};
  return outcome.coolOffUntil
    ? { key: outcome.key, values: { date: formatCoolOff(outcome.coolOffUntil, intlLocale(brand, lang)) }, ...reset }
    : { key: outcome.key, ...reset };
}

/** Where the suspend modal opens: over the page the login was made from. */
function suspendedHref(ctx: LoginContext): string {
  const base = cleanReturnPath(ctx.returnTo, ctx.lang) ?? `/${ctx.lang}`;
  const url = new URL(base, "http://x");
  url.searchParams.set("modal", "suspended");
  return `${url.pathname}?${url.searchParams.toString()}`;
}

export async function loginAction(args: ActionFunctionArgs) {
  const site = siteScope(args);
  const { request, context, brand, lang, url } = site;
  const form = await readForm(request);
  const intent = form.get("intent") === "link" ? "link" : "password";
  const session = await getSession(request, context);
  const loginCtx = loginContextOf(form, url, lang);
  if (intent === "link" && !loginCtx.returnTo) loginCtx.returnTo = session.get("googlePending")?.returnTo ?? null;
  const reply = (result: SubmissionResult<string[]>, error?: LoginActionData["error"]) =>
    data<LoginActionData>({ result, error }, { headers: NO_STORE });

  let account: string;
  let request_: LoginRequest;
  let fail: (error: LoginActionData["error"]) => ReturnType<typeof reply>;
  if (intent === "link") {
    const submission = parseWithZod(form, { schema: linkSchema });
    const pending = session.get("googlePending");
    if (submission.status !== "success") return reply(submission.reply({ hideFields: ["password"] }));
    if (!pending || pending.reason !== "link")
      return reply(submission.reply({ formErrors: ["login.errors.linkExpired"], hideFields: ["password"] }), {
        key: "login.errors.linkExpired",
      });
    account = pending.email;
    request_ = {
      kind: "google",
      emailId: pending.email,
      socialMediaID: pending.sub,
      password: submission.value.password,
    };
    fail = (error) =>
      reply(submission.reply({ formErrors: [error?.key ?? "login.errors.generic"], hideFields: ["password"] }), error);
  } else {
    const submission = parseWithZod(form, { schema: loginSchema(brand.limits.loginEmailMaxLength) });
    if (submission.status !== "success") return reply(submission.reply({ hideFields: ["password"] }));
    account = submission.value.emailId;
    request_ = { kind: "password", emailId: submission.value.emailId, password: submission.value.password };
    fail = (error) =>
      reply(submission.reply({ formErrors: [error?.key ?? "login.errors.generic"], hideFields: ["password"] }), error);
  }

  const skipIp = skipIpThrottle(context);
  const throttled = loginThrottle.check(context.clientIp, account, { skipIp });
  if (throttled?.reason === "locked") {
    // Not forwarded: the platform never sees enough wrong passwords to lock the account (ADR 050).
    return fail({
      key: "login.errors.locked",
      values: { count: Math.ceil(throttled.retryAfterMs / 60_000) },
      reset: true,
    });
  }
  if (throttled) {
    return fail({
      key: "login.errors.throttled",
      values: { seconds: String(Math.ceil(throttled.retryAfterMs / 1000)) },
    });
  }
  loginThrottle.attempt(context.clientIp, { skipIp });

  // One login in flight per visitor and account: an identical double submit shares the first's
  // answer (no second platform call); a different one is refused until the first is done.
  const fingerprint = createHash("sha256")
    .update(`${intent}\0${account}\0${"password" in request_ ? (request_.password ?? "") : ""}`)
    .digest("hex");
  const flight = inFlight.run(`${context.clientIp}|${brand.id}|${account.toLowerCase()}`, fingerprint, () =>
    login(platformCaller(context, brand, lang), request_),
  );
  if (flight.refused || !flight.promise) return fail({ key: "login.errors.inFlight" });
  const result = await flight.promise;

  if (result.ok) {
    if (!flight.shared) loginThrottle.succeeded(account);
    return completeLogin(site, session.get("platformToken") ?? null, result, postLoginRedirect(loginCtx));
  }
  // Every refusal with a code counts, the platform's own throttle answers too: a guesser spread
  // over processes must still be stopped here once the platform starts refusing (ADR 050).
  if (!flight.shared && countsAsFailedAttempt(result.failure))
    loginThrottle.failed(context.clientIp, account, { skipIp });
  const outcome = loginOutcome(result.failure, { social: intent === "link" });
  switch (outcome.kind) {
    case "suspended":
      throw redirect(suspendedHref(loginCtx), { headers: NO_STORE });
    case "message":
      return fail(outcomeMessage(outcome, brand, lang));
    case "locked":
      throw await lockedAccountRedirect(
        site,
        { variant: outcome.variant, messageKey: outcome.key },
        result.failure.kind === "code" ? result.failure.documentsToken : null,
      );
    default:
      return fail({ key: "login.errors.generic" });
  }
}

export { completeLogin };

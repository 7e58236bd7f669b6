import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { platformCaller } from "~/platform/caller.server";
import { requestPasswordReset, resetPassword } from "~/platform/auth.server";
import { serverT } from "~/i18n/i18next.server";
import { requestScope, siteScope } from "~/routing/scope.server";
import { commitRequestSession, getSession } from "~/session/session.server";
import { postLoginRedirect, LOGIN_CONTEXT_PARAMS, type LoginContext } from "./redirect";
import { forgotSchema, resetSchema } from "./schemas";
import type { ForgotActionData, ResetActionData } from "./RecoveryForms";
import { NO_STORE } from "~/routing/headers";
import { loginThrottle } from "./throttle.server";
import { readForm } from "~/routing/form.server";

export interface LoginPageData {
  title: string;
  /** A failure carried over a redirect (Google callback). */
  error: { key: string; values?: Record<string, string> } | null;
  /** ?view=link (100428) or ?view=register (100166 after Google) with the Google e-mail. */
  view: { kind: "link" | "register"; email: string } | null;
}

/** GET /{lang}/login: players go where a login would have sent them; guests get the form. */
export async function loginPageLoader(args: LoaderFunctionArgs) {
  const { request, context, brand, lang, url, player } = await requestScope(args);
  if (player) {
    const ctx: LoginContext = { lang };
    for (const name of LOGIN_CONTEXT_PARAMS) ctx[name] = url.searchParams.get(name);
    throw redirect(postLoginRedirect(ctx), { headers: NO_STORE });
  }
  const session = await getSession(request, context);
  const error = (session.get("loginError") as LoginPageData["error"] | undefined) ?? null;
  const pending = session.get("googlePending");
  const wanted = url.searchParams.get("view");
  const view: LoginPageData["view"] =
    pending && (wanted === "link" || wanted === "register") && pending.reason === wanted
      ? { kind: wanted, email: pending.email }
      : null;
  const t = await serverT(context, brand, lang, "auth");
  const headers = new Headers(NO_STORE);
  if (error) headers.append("Set-Cookie", await commitRequestSession(context));
  return data<LoginPageData>({ title: t("login.pageTitle", { brand: brand.name }), error, view }, { headers });
}

/** GET of the recovery pages: just the title (translated on the server for <title>). */
export async function recoveryPageLoader(args: LoaderFunctionArgs, key: "forgot.pageTitle" | "reset.pageTitle") {
  const { context, brand, lang, url } = siteScope(args);
  const t = await serverT(context, brand, lang, "auth");
  const token = url.searchParams.get("resetPasswordToken") ?? "";
  return data({ title: t(key, { brand: brand.name }), token }, { headers: NO_STORE });
}

/** POST /{lang}/forgotpassword (also the forgot modal's form). */
export async function forgotAction(args: ActionFunctionArgs) {
  const { request, context, brand, lang } = siteScope(args);
  const submission = parseWithZod(await readForm(request), { schema: forgotSchema(brand.limits.loginEmailMaxLength) });
  const headers = NO_STORE;
  if (submission.status !== "success") return data<ForgotActionData>({ result: submission.reply() }, { headers });
  const status = await requestPasswordReset(platformCaller(context, brand, lang), submission.value.email);
  // Remembered so that a reset finished in this browser also lifts our own sign-in lock on the
  // account (the reset call does not name it); elsewhere that lock simply runs out.
  const session = await getSession(request, context);
  session.set("resetFor", submission.value.email.trim().toLowerCase());
  const withCookie = new Headers(headers);
  withCookie.append("Set-Cookie", await commitRequestSession(context));
  return data<ForgotActionData>(
    { result: submission.reply(), status, email: submission.value.email },
    { headers: withCookie },
  );
}

/** POST /{lang}/reset-password (also the reset modal's form). Passwords are never echoed back. */
export async function resetAction(args: ActionFunctionArgs) {
  const { request, context, brand, lang } = siteScope(args);
  const submission = parseWithZod(await readForm(request), { schema: resetSchema(brand.limits.passwordMinLength) });
  const headers = NO_STORE;
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success")
    return data<ResetActionData>({ result: submission.reply({ hideFields }) }, { headers });
  const { resetPasswordToken, password, confirmPassword } = submission.value;
  const status = await resetPassword(platformCaller(context, brand, lang), {
    token: resetPasswordToken,
    password,
    confirmPassword,
  });
  if (status === "done") {
    const session = await getSession(request, context);
    const account = session.get("resetFor");
    if (account) loginThrottle.succeeded(account);
  }
  return data<ResetActionData>({ result: submission.reply({ hideFields }), status }, { headers });
}

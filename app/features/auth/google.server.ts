import { randomBytes } from "node:crypto";
import { redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { platformCaller } from "~/platform/caller.server";
import { siteScope } from "~/routing/scope.server";
import { exchangeGoogleCode, googleEndpoints, login } from "~/platform/auth.server";
import { commitRequestSession, getSession } from "~/session/session.server";
import { loginOutcome } from "./login-errors";
import { completeLogin, outcomeMessage } from "./login.server";
import { loginThrottle } from "./throttle.server";
import { cleanReturnPath, postLoginRedirect } from "./redirect";
import { NO_STORE } from "~/routing/headers";
import { lockRecord, SESSION_KEY as LOCK_SESSION_KEY } from "~/features/account-lock/lock.server";

/** Where the browser meets the platform's Google identity provider. */
function authorizeUrl(context: AppLoadContext, brand: BrandConfig, redirectUri: string, state: string): string {
  const query = new URLSearchParams({ redirect_uri: redirectUri, state });
  return `${googleEndpoints(context.platform, brand.integrations.googleSignIn).authorize}?${query.toString()}`;
}

/** GET /{lang}/auth/google: a fresh `state` in our session, then off to the identity provider. */
export async function googleStart(args: LoaderFunctionArgs) {
  const { request, context, brand, lang, url } = siteScope(args);
  if (!brand.features.googleSignIn) throw new Response("Not found", { status: 404 });
  const session = await getSession(request, context);
  const state = randomBytes(24).toString("base64url");
  session.set("googleState", state);
  session.set("googleReturnTo", cleanReturnPath(url.searchParams.get("returnTo"), lang) ?? `/${lang}`);
  const callback = `${url.origin}/${lang}/auth/google/callback`;
  return redirect(authorizeUrl(context, brand, callback, state), {
    headers: { ...NO_STORE, "Set-Cookie": await commitRequestSession(context) },
  });
}

/**
 * GET /{lang}/auth/google/callback?code&state: checks the state, exchanges the code server to
 * server, logs in with GOOGLE / SOCIAL_MEDIA_AUTO_LOGIN. 100428 → password view to link the
 * account; 100166 → offer registration; other failures → the login page with their message.
 */
export async function googleCallback(args: LoaderFunctionArgs) {
  const site = siteScope(args);
  const { request, context, brand, lang, url } = site;
  if (!brand.features.googleSignIn) throw new Response("Not found", { status: 404 });
  const session = await getSession(request, context);
  const expected = session.get("googleState");
  const returnTo = session.get("googleReturnTo") ?? `/${lang}`;
  session.unset("googleState");
  session.unset("googleReturnTo");
  session.unset("googlePending");
  const loginPage = `/${lang}/login`;
  const back = async (to: string, flash?: { key: string; values?: Record<string, string> }) => {
    if (flash) session.flash("loginError", flash);
    return redirect(to, { headers: { ...NO_STORE, "Set-Cookie": await commitRequestSession(context) } });
  };

  const state = url.searchParams.get("state");
  const code = url.searchParams.get("code");
  if (!expected || !state || state !== expected || !code) return back(loginPage, { key: "login.errors.googleFailed" });
  const identity = await exchangeGoogleCode(
    googleEndpoints(context.platform, brand.integrations.googleSignIn).token,
    code,
  );
  if (!identity) return back(loginPage, { key: "login.errors.googleFailed" });

  const result = await login(platformCaller(context, brand, lang), {
    kind: "google",
    emailId: identity.email,
    socialMediaID: identity.sub,
  });
  if (result.ok) {
    loginThrottle.succeeded(identity.email);
    return completeLogin(site, session.get("platformToken") ?? null, result, postLoginRedirect({ lang, returnTo }));
  }
  const outcome = loginOutcome(result.failure, { social: true });
  switch (outcome.kind) {
    case "linkGoogle":
      session.set("googlePending", { email: identity.email, sub: identity.sub, reason: "link", returnTo });
      return back(`${loginPage}?view=link`);
    case "offerRegistration":
      session.set("googlePending", { email: identity.email, sub: identity.sub, reason: "register", returnTo });
      return back(`${loginPage}?view=register`);
    case "suspended": {
      const target = new URL(returnTo, "http://x");
      target.searchParams.set("modal", "suspended");
      return back(`${target.pathname}?${target.searchParams.toString()}`);
    }
    case "message":
      return back(loginPage, outcomeMessage(outcome, brand, lang));
    case "locked":
      session.set(
        LOCK_SESSION_KEY,
        lockRecord(
          { variant: outcome.variant, messageKey: outcome.key },
          result.failure.kind === "code" ? result.failure.documentsToken : null,
        ),
      );
      return back(`/${lang}/accountlocked`);
  }
}

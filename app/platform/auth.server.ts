import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";
import { INVALID_REQUEST, isCode, PlatformError, RESET_LINK_EXPIRED } from "./errors";

/**
 * Session and password-recovery calls of docs/contract/accounts.md, plus the exchange with the
 * platform's Google identity provider (the brand's integrations.googleSignIn.tokenPath).
 */

const loginResponseSchema = z.object({
  success: z.boolean(),
  sessionToken: z.string().nullish(),
  pragmaticUrl: z.string().nullish(),
  pragmaticSessionId: z.string().nullish(),
  sessionLimit: z.union([z.number(), z.string()]).transform(Number).pipe(z.number().finite()).nullish(),
  language: z.string().nullish(),
  errors: z
    .object({
      errorCode: z.union([z.string(), z.number()]).nullish(),
      accountLocked: z.object({ coolOffUntil: z.string().nullish() }).passthrough().nullish(),
      remoteError: z.boolean().nullish(),
      coolOffUntil: z.string().nullish(),
    })
    .passthrough()
    .nullish(),
});

/** What a login attempt came to, before any wording (features/auth/login-errors.ts words it). */
export type LoginResult =
  | { ok: true; sessionToken: string; sessionLimitMinutes: number; language: string | null }
  | { ok: false; failure: LoginFailure };

export type LoginFailure =
  | {
      kind: "code";
      code: string;
      coolOffUntil?: string | null;
      /** 100484 only: the upload-only token the platform may give a KYC-locked player (ADR 072). */
      documentsToken?: string | null;
    }
  | { kind: "accountLocked"; coolOffUntil: string | null }
  | { kind: "remoteError" }
  | { kind: "silent" }
  | { kind: "transport" };

export type LoginRequest =
  | { kind: "password"; emailId: string; password: string; lnSessionId?: string }
  | { kind: "google"; emailId: string; socialMediaID: string; password?: string };

function formOf(request: LoginRequest): Record<string, string | undefined> {
  if (request.kind === "password") {
    return { emailId: request.emailId, password: request.password, lnSessionId: request.lnSessionId };
  }
  return {
    socialMediaType: "GOOGLE",
    authType: "SOCIAL_MEDIA_AUTO_LOGIN",
    emailId: request.emailId,
    socialMediaID: request.socialMediaID,
    password: request.password,
  };
}

/** POST login (manual or Google). Never throws for an answered failure: every outcome is a value. */
export async function login(caller: PlatformCaller, request: LoginRequest): Promise<LoginResult> {
  let response: z.infer<typeof loginResponseSchema> | null;
  try {
    response = await callPlatform(caller, { path: "login", form: formOf(request), schema: loginResponseSchema });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const body = error.body as { errors?: { coolOffUntil?: unknown; documentsToken?: unknown } } | null;
    const coolOffUntil = typeof body?.errors?.coolOffUntil === "string" ? body.errors.coolOffUntil : null;
    const documentsToken = tokenOf(body?.errors?.documentsToken);
    return { ok: false, failure: { kind: "code", code: error.code, coolOffUntil, documentsToken } };
  }
  if (!response) return { ok: false, failure: { kind: "transport" } };
  if (response.success && response.sessionToken) {
    return {
      ok: true,
      sessionToken: response.sessionToken,
      sessionLimitMinutes: response.sessionLimit ?? 0,
      language: response.language ?? null,
    };
  }
  const errors = response.errors;
  if (errors?.accountLocked)
    return { ok: false, failure: { kind: "accountLocked", coolOffUntil: errors.accountLocked.coolOffUntil ?? null } };
  if (errors?.remoteError) return { ok: false, failure: { kind: "remoteError" } };
  return { ok: false, failure: { kind: "silent" } };
}

/** A token as the platform gives them (URL-safe text); anything else is no token. */
function tokenOf(value: unknown): string | null {
  return typeof value === "string" && /^[A-Za-z0-9._~+/=-]{16,512}$/.test(value) ? value : null;
}

/** POST login/logout for the caller's session. Best effort: a failure still ends ours. */
export async function logout(caller: PlatformCaller): Promise<void> {
  if (!caller.sessionToken) return;
  try {
    await callPlatform(caller, {
      path: "login/logout",
      form: {},
      schema: z.object({ success: z.boolean().optional() }).passthrough(),
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
  }
}

export type ForgotResult = "sent" | "wrongEmail" | "failed";

/** POST resetPassword. Spec §8: 100164 or a transport error → wrong-email dialog; others generic. */
export async function requestPasswordReset(caller: PlatformCaller, email: string): Promise<ForgotResult> {
  try {
    const response = await callPlatform(caller, {
      path: "resetPassword",
      form: { email },
      schema: z.object({ success: z.boolean() }).passthrough(),
    });
    if (!response) return "wrongEmail";
    return response.success ? "sent" : "failed";
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return error.is(INVALID_REQUEST) ? "wrongEmail" : "failed";
  }
}

export type ResetResult = "done" | "expired" | "failed";

/** POST resetPassword/doResetPassword. Spec §8: internalErrorCode 11006 → link expired; others generic. */
export async function resetPassword(
  caller: PlatformCaller,
  input: { token: string; password: string; confirmPassword: string },
): Promise<ResetResult> {
  const schema = z
    .object({ success: z.boolean().optional(), internalErrorCode: z.union([z.number(), z.string()]).nullish() })
    .passthrough();
  try {
    const response = await callPlatform(caller, { path: "resetPassword/doResetPassword", form: input, schema });
    if (!response) return "failed";
    if (response.success) return "done";
    return isCode(response.internalErrorCode, RESET_LINK_EXPIRED) ? "expired" : "failed";
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const body = error.body as { internalErrorCode?: unknown } | null;
    return isCode(body?.internalErrorCode, RESET_LINK_EXPIRED) ? "expired" : "failed";
  }
}

const googleTokenSchema = z.object({ email: z.string().min(3), sub: z.string().min(1) });
export type GoogleIdentity = z.infer<typeof googleTokenSchema>;

/**
 * The platform's Google identity provider: the page the browser is sent to and the URL the server
 * exchanges the code at, from the brand's integrations.googleSignIn paths under the platform base URL.
 */
export function googleEndpoints(
  platform: { baseUrl: string; sandbox: boolean },
  paths: { authorizePath: string; tokenPath: string },
): { authorize: string; token: string } {
  // The embedded sandbox is served by this very server: the browser stays on the same origin,
  // so the sandbox knows the brand by Host.
  return {
    authorize: `${platform.sandbox ? "" : platform.baseUrl}${paths.authorizePath}`,
    token: `${platform.baseUrl}${paths.tokenPath}`,
  };
}

/**
 * The server-to-server code exchange with the platform's Google identity provider
 * (contract: POST <tokenUrl>, form `code`, single use; the embedded sandbox's is
 * /sandbox/idp/google/token). Not an /ajax call, so it does not go through callPlatform; null
 * when the code is refused or the answer is malformed.
 */
export async function exchangeGoogleCode(
  tokenUrl: string,
  code: string,
  fetchImpl: typeof fetch = fetch,
): Promise<GoogleIdentity | null> {
  try {
    const response = await fetchImpl(tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({ code }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return null;
    const parsed = googleTokenSchema.safeParse(await response.json().catch(() => null));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.warn(`google token exchange failed (${(error as Error).message})`);
    return null;
  }
}

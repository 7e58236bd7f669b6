import type { ZodType, ZodTypeDef } from "zod";
import { PlatformError, SSO_EXPIRED } from "./errors";

/** Who is calling the platform: the brand's site, the page language, the visitor. */
export interface PlatformCaller {
  baseUrl: string;
  /** Brand id: sent as X-Brand-Id so a platform serving several brands on one site code (the sandbox) can tell them apart; caches key on it. */
  brandId: string;
  siteCode: string;
  language: string;
  clientIp: string;
  sessionToken: string | null;
  /** The brand's server key (integrations.platform.apiKey), sent as X-Api-Key; never in the browser. */
  apiKey?: string;
}

export interface CallOptions<T> {
  method?: "GET" | "POST";
  /** Path under /ajax, e.g. "banner/getBanners". */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  form?: Record<string, string | number | boolean | undefined>;
  schema: ZodType<T, ZodTypeDef, unknown>;
  timeoutMs?: number;
}

type Fetch = typeof fetch;
let fetchImpl: Fetch = (...args) => fetch(...args);
/** Tests swap the transport to exercise failure handling without a network. */
export function setPlatformFetch(impl: Fetch | null) {
  fetchImpl = impl ?? ((...args) => fetch(...args));
}

/**
 * The one way app/ talks HTTP to the platform. Spec §8 response handling:
 * an error code in the body (or HTTP 401) throws PlatformError; any other HTTP or
 * transport failure, and any body that does not match the contract, is an empty result (null).
 */
export async function callPlatform<T>(caller: PlatformCaller, options: CallOptions<T>): Promise<T | null> {
  const url = new URL(`${caller.baseUrl}/ajax/${options.path}`);
  for (const [key, value] of Object.entries({ ...options.query, language: caller.language })) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {
    accept: "application/json",
    "x-site-code": caller.siteCode,
    "x-brand-id": caller.brandId,
    "x-forwarded-for": caller.clientIp,
  };
  if (caller.sessionToken) headers["x-session-token"] = caller.sessionToken;
  if (caller.apiKey) headers["x-api-key"] = caller.apiKey;
  let body: string | undefined;
  if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(
      Object.entries(options.form).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    ).toString();
  }

  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: options.method ?? (options.form ? "POST" : "GET"),
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    console.warn(`platform ${options.path}: transport failure (${(error as Error).message})`);
    return null;
  }

  const payload = await response.json().catch(() => undefined);
  const code = errorCodeOf(payload);
  if (code !== null) throw new PlatformError(code, options.path, payload);
  if (response.status === 401) throw new PlatformError(401, options.path, payload);
  if (!response.ok || payload === undefined) {
    console.warn(`platform ${options.path}: HTTP ${response.status}, treated as an empty result`);
    return null;
  }
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    console.warn(`platform ${options.path}: response outside the contract: ${parsed.error.issues[0]?.message ?? "invalid"}`);
    return null;
  }
  return parsed.data;
}

/** The failure code of a platform body: `errorCode`, `errors.errorCode`, or the SSO-expired flag. */
function errorCodeOf(payload: unknown): string | null {
  if (!payload || typeof payload !== "object") return null;
  const record = payload as Record<string, unknown>;
  if (record.ssoExpired === true || record.SSOExpired === true) return String(SSO_EXPIRED);
  const direct = record.errorCode;
  const nested = (record.errors as Record<string, unknown> | undefined)?.errorCode;
  const code = direct ?? nested;
  if (code === undefined || code === null || code === "" || code === 0 || code === "0") return null;
  return String(code);
}

import { randomBytes } from "node:crypto";
import { request } from "undici";
import type { ZodType, ZodTypeDef } from "zod";
import { HTTP_UNAUTHORIZED, PlatformError, SSO_EXPIRED } from "./errors";

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
  /** The page's deadline (ADR 051): a call still waiting when it fires is an empty result. */
  signal?: AbortSignal;
}

interface BaseCallOptions<T> {
  /** Default: POST when there is a body (form or json), else GET. */
  method?: "GET" | "POST";
  /** Path under /ajax, e.g. "banner/getBanners". */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  schema: ZodType<T, ZodTypeDef, unknown>;
  timeoutMs?: number;
}

/** One file of a multipart upload, already checked by the caller. */
export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A multipart body (spec §7: uploads are multipart): text fields, then the files. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: readonly MultipartFile[];
}

/**
 * A call sends at most one body: form-encoded fields (spec §7's default), JSON (e.g.
 * Report/getTransactionHistory's criteria) or multipart (the Documents uploads).
 */
export type CallOptions<T> = BaseCallOptions<T> &
  (
    | { form?: Record<string, string | number | boolean | undefined>; json?: never; multipart?: never }
    | { json: Record<string, unknown> | readonly unknown[]; form?: never; multipart?: never }
    | { multipart: MultipartBody; form?: never; json?: never }
  );

/** What callPlatform needs of an HTTP answer (a fetch Response has it too). */
interface PlatformResponse {
  status: number;
  json(): Promise<unknown>;
}
type Transport = (
  url: URL,
  init: {
    method: "GET" | "POST";
    headers: Record<string, string>;
    body?: string | Uint8Array<ArrayBuffer>;
    signal: AbortSignal;
  },
) => Promise<PlatformResponse>;

/**
 * undici's request() rather than fetch(): the same client under Node's fetch, without the WHATWG
 * Request, Response and stream objects around each call. A platform call then costs the server
 * about half the CPU (0.3–0.7 ms against 0.9–1.6 ms per call on this machine; ADR 028), and
 * every page makes at least one (country/countryblock).
 */
const undiciTransport: Transport = async (url, init) => {
  const response = await request(url, {
    method: init.method,
    headers: init.headers,
    body: init.body,
    signal: init.signal,
  });
  return { status: response.statusCode, json: () => response.body.json() };
};

let transport: Transport = undiciTransport;
/** Tests swap the transport for a fetch-like function to exercise failure handling without a network. */
export function setPlatformFetch(impl: typeof fetch | null) {
  transport = impl ? (url, init) => impl(url, init) : undiciTransport;
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
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (options.multipart) {
    const encoded = encodeMultipart(options.multipart);
    headers["content-type"] = encoded.contentType;
    body = encoded.body;
  } else if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(
      Object.entries(options.form).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    ).toString();
  }

  const perCall = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const signal = caller.signal ? AbortSignal.any([caller.signal, perCall]) : perCall;
  const failure = (error: unknown) =>
    caller.signal?.aborted
      ? stoppedBecause(caller.signal.reason)
      : `transport failure (${error instanceof Error ? error.message : String(error)})`;
  if (caller.signal?.aborted) {
    console.warn(`platform ${options.path}: not asked, ${failure(null)}`);
    return null;
  }

  let response: PlatformResponse;
  let payload: unknown;
  try {
    response = await transport(url, {
      method: options.method ?? (body !== undefined ? "POST" : "GET"),
      headers,
      body,
      signal,
    });
    // The body is read under the same signal: a platform trickling bytes is cut off too.
    payload = await response.json().catch((error: unknown) => {
      if (signal.aborted) throw error;
      return undefined;
    });
  } catch (error) {
    console.warn(`platform ${options.path}: ${failure(error)}`);
    return null;
  }

  const code = errorCodeOf(payload);
  if (code !== null) throw new PlatformError(code, options.path, payload);
  if (response.status === HTTP_UNAUTHORIZED) throw new PlatformError(HTTP_UNAUTHORIZED, options.path, payload);
  if (response.status < 200 || response.status > 299 || payload === undefined) {
    console.warn(`platform ${options.path}: HTTP ${response.status}, treated as an empty result`);
    return null;
  }
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    console.warn(
      `platform ${options.path}: response outside the contract: ${parsed.error.issues[0]?.message ?? "invalid"}`,
    );
    return null;
  }
  return parsed.data;
}

/** Quotes a multipart header value; the names are ours or already sanitised, this only keeps the header whole. */
const headerValue = (text: string) => text.replace(/["\\\r\n]/g, "_");

/** RFC 7578 multipart/form-data, built by hand so both transports send the same bytes. */
export function encodeMultipart(multipart: MultipartBody): { contentType: string; body: Uint8Array<ArrayBuffer> } {
  const boundary = `----croupier${randomBytes(12).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(multipart.fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${headerValue(name)}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of multipart.files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${headerValue(file.field)}"; ` +
          `filename="${headerValue(file.filename)}"\r\nContent-Type: ${headerValue(file.contentType)}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
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

/** Why a page's calls were stopped: its deadline (a TimeoutError), or the reason it was ended with. */
function stoppedBecause(reason: unknown): string {
  if (reason instanceof Error && reason.name !== "TimeoutError" && reason.name !== "AbortError") return reason.message;
  return "the page's deadline passed";
}

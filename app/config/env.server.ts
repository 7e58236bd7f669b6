import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** Environment of one server process, checked once at start. */
export interface ServerEnv {
  production: boolean;
  port: number;
  host: string;
  defaultBrand: string | undefined;
  brandsDir: string;
  /** Base URL of the operator's platform; undefined means the embedded sandbox. */
  platformUrl: string | undefined;
  databaseUrl: string | undefined;
  sandboxDataDir: string;
  sessionSecrets: string[];
  /** True when SESSION_SECRET was absent and a random one was made for this process. */
  ephemeralSessionSecret: boolean;
  trustProxy: boolean;
  /** The embedded sandbox refuses /ajax calls without the brand's X-Api-Key. */
  sandboxRequireApiKey: boolean;
  /**
   * Where the embedded sandbox serves its games from, as a real provider would from its own host
   * (ADR 021); undefined: from the site's own origin.
   */
  sandboxProviderOrigin: string | undefined;
}

/** A cache time in seconds (PLATFORM_CACHE_SECONDS, COUNTRY_CACHE_SECONDS): a number, 0 or more; unset is undefined. */
const cacheSeconds = (name: string) =>
  z.coerce
    .number({ invalid_type_error: `${name} must be a number of seconds` })
    .min(0, `${name} must be 0 or more`)
    .optional();

/** A duration in seconds above 0 (LOGIN_LOCK_SECONDS, PAGE_DEADLINE_SECONDS); unset is undefined. */
const positiveSeconds = (name: string) =>
  z.coerce
    .number({ invalid_type_error: `${name} must be a number of seconds` })
    .gt(0, `${name} must be more than 0`)
    .optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ invalid_type_error: "PORT must be a number" })
    .int()
    .min(1, "PORT must be 1–65535")
    .max(65535, "PORT must be 1–65535")
    .default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DEFAULT_BRAND: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, "DEFAULT_BRAND must be a brand id (a folder under brands/)")
    .optional(),
  BRANDS_DIR: z.string().min(1).default("brands"),
  PLATFORM_URL: z
    .string()
    .url("PLATFORM_URL must be an absolute http(s) URL, e.g. https://platform.example.com")
    .regex(/^https?:\/\//, "PLATFORM_URL must start with http:// or https://")
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")
    .optional(),
  SANDBOX_DATA_DIR: z.string().min(1).default(".data/sandbox"),
  SESSION_SECRET: z
    .string()
    .refine(
      (value) => value.split(",").every((secret) => secret.trim().length >= 32),
      "SESSION_SECRET: each comma-separated secret must be at least 32 characters (use e.g. `openssl rand -hex 32`)",
    )
    .optional(),
  TRUST_PROXY: z.enum(["0", "1", "true", "false"]).default("0"),
  SANDBOX_REQUIRE_API_KEY: z
    .enum(["0", "1", "true", "false"], { message: "SANDBOX_REQUIRE_API_KEY must be 0 or 1" })
    .default("0"),
  SANDBOX_PROVIDER_ORIGIN: z
    .string()
    .regex(
      /^(same|https?:\/\/[^/?#@]+)$/,
      'SANDBOX_PROVIDER_ORIGIN must be an origin such as http://127.0.0.1:3000 (no path), or "same"',
    )
    .optional(),
  // Both checked here so a bad value refuses to start; the app's bundle, not server.ts, reads them
  // through platformCacheSeconds() and countryCacheSeconds() below (ttl-cache.server.ts, ADR 032).
  PLATFORM_CACHE_SECONDS: cacheSeconds("PLATFORM_CACHE_SECONDS"),
  COUNTRY_CACHE_SECONDS: cacheSeconds("COUNTRY_CACHE_SECONDS"),
  // Read by the app's bundle through loginLockSeconds() and pageDeadlineSeconds() (ADR 050, 051).
  LOGIN_LOCK_SECONDS: positiveSeconds("LOGIN_LOCK_SECONDS"),
  PAGE_DEADLINE_SECONDS: positiveSeconds("PAGE_DEADLINE_SECONDS"),
});

export class EnvError extends Error {}

/** config.defaultBrand of package.json, for starts that do not go through npm (`tsx server.ts`). */
function packageDefaultBrand(): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(path.resolve("package.json"), "utf8")) as {
      config?: { defaultBrand?: string };
    };
    return pkg.config?.defaultBrand || undefined;
  } catch {
    return undefined;
  }
}

/** Reads and checks the environment; throws EnvError listing every problem at once. */
export function readEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const blankToUndefined = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === "" ? undefined : v]));
  // package.json "config.defaultBrand" is the project's default; DEFAULT_BRAND overrides it.
  blankToUndefined.DEFAULT_BRAND ??= source.npm_package_config_defaultBrand || packageDefaultBrand();
  const parsed = schema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === "production";
  if (env.PLATFORM_URL && !env.SESSION_SECRET) {
    throw new EnvError(
      "Invalid environment:\n  SESSION_SECRET: required when PLATFORM_URL points at a real platform (sessions must survive restarts and be shared by every server)",
    );
  }
  const secrets = env.SESSION_SECRET
    ? env.SESSION_SECRET.split(",").map((s) => s.trim())
    : [randomBytes(32).toString("hex")];
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    defaultBrand: env.DEFAULT_BRAND,
    brandsDir: env.BRANDS_DIR,
    platformUrl: env.PLATFORM_URL?.replace(/\/+$/, ""),
    databaseUrl: env.DATABASE_URL,
    sandboxDataDir: env.SANDBOX_DATA_DIR,
    sessionSecrets: secrets,
    ephemeralSessionSecret: !env.SESSION_SECRET,
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    sandboxRequireApiKey: env.SANDBOX_REQUIRE_API_KEY === "1" || env.SANDBOX_REQUIRE_API_KEY === "true",
    sandboxProviderOrigin: providerOrigin(env.SANDBOX_PROVIDER_ORIGIN, env.HOST, env.PORT),
  };
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "::1"]);

/**
 * The sandbox provider's origin: as set, else the loopback address when the server only listens
 * there (a browser on this machine reaches it under another site than *.localhost, so the game
 * runs cross-site as an operator's provider does); a server listening for other machines serves
 * games from its own origin, since its loopback is not theirs.
 */
function providerOrigin(setting: string | undefined, host: string, port: number): string | undefined {
  if (setting === "same") return undefined;
  if (setting) return new URL(setting).origin;
  if (!LOOPBACK_HOSTS.has(host)) return undefined;
  return host === "::1" ? `http://[::1]:${port}` : `http://127.0.0.1:${port}`;
}

/**
 * PLATFORM_CACHE_SECONDS, the cap on every per-process platform cache; undefined when unset or
 * blank. The app's bundle reads it from process.env itself (a value set by server.ts would not
 * reach that separate bundle), checked as readEnv checks it.
 */
export function platformCacheSeconds(source: Record<string, string | undefined> = process.env): number | undefined {
  return cacheSetting(source, "PLATFORM_CACHE_SECONDS");
}

/** COUNTRY_CACHE_SECONDS, how long a visitor address's country is kept (ADR 032); undefined when unset or blank. */
export function countryCacheSeconds(source: Record<string, string | undefined> = process.env): number | undefined {
  return cacheSetting(source, "COUNTRY_CACHE_SECONDS");
}

function cacheSetting(
  source: Record<string, string | undefined>,
  name: "PLATFORM_CACHE_SECONDS" | "COUNTRY_CACHE_SECONDS",
): number | undefined {
  const raw = source[name];
  const parsed = cacheSeconds(name).safeParse(raw === "" ? undefined : raw);
  if (!parsed.success)
    throw new EnvError(`Invalid environment:\n  ${name}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  return parsed.data;
}

/** Default of LOGIN_LOCK_SECONDS: the platform's own 15-minute window of wrong passwords (ADR 050). */
export const DEFAULT_LOGIN_LOCK_SECONDS = 900;
/** Default of PAGE_DEADLINE_SECONDS: the whole page's budget for platform calls (ADR 051). */
export const DEFAULT_PAGE_DEADLINE_SECONDS = 3;

/**
 * LOGIN_LOCK_SECONDS: how long the front end keeps refusing sign-ins to an account (or from an
 * address) that failed too often, the window its failures are counted in (ADR 050).
 */
export function loginLockSeconds(source: Record<string, string | undefined> = process.env): number {
  return durationSetting(source, "LOGIN_LOCK_SECONDS") ?? DEFAULT_LOGIN_LOCK_SECONDS;
}

/** PAGE_DEADLINE_SECONDS: how long a page waits for the platform in all, from the request's start (ADR 051). */
export function pageDeadlineSeconds(source: Record<string, string | undefined> = process.env): number {
  return durationSetting(source, "PAGE_DEADLINE_SECONDS") ?? DEFAULT_PAGE_DEADLINE_SECONDS;
}

function durationSetting(
  source: Record<string, string | undefined>,
  name: "LOGIN_LOCK_SECONDS" | "PAGE_DEADLINE_SECONDS",
): number | undefined {
  const raw = source[name];
  const parsed = positiveSeconds(name).safeParse(raw === "" ? undefined : raw);
  if (!parsed.success)
    throw new EnvError(`Invalid environment:\n  ${name}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  return parsed.data;
}

import { afterEach, describe, expect, it, vi } from "vitest";
import {
  countryCacheSeconds,
  DEFAULT_LOGIN_LOCK_SECONDS,
  DEFAULT_PAGE_DEADLINE_SECONDS,
  EnvError,
  loginLockSeconds,
  pageDeadlineSeconds,
  platformCacheSeconds,
  readEnv,
} from "./env.server";

describe("readEnv", () => {
  it("has working defaults for npm start", () => {
    const env = readEnv({ npm_package_config_defaultBrand: "brand-a" });
    expect(env).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      defaultBrand: "brand-a",
      platformUrl: undefined,
      sandboxDataDir: ".data/sandbox",
      production: false,
      ephemeralSessionSecret: true,
    });
  });
  it("serves sandbox games from another origin than the site's when it listens on loopback only", () => {
    expect(readEnv({ PORT: "3300" }).sandboxProviderOrigin).toBe("http://127.0.0.1:3300");
    expect(readEnv({ HOST: "::1", PORT: "3300" }).sandboxProviderOrigin).toBe("http://[::1]:3300");
    expect(readEnv({ HOST: "0.0.0.0" }).sandboxProviderOrigin).toBeUndefined();
    expect(readEnv({ SANDBOX_PROVIDER_ORIGIN: "same" }).sandboxProviderOrigin).toBeUndefined();
    expect(
      readEnv({ HOST: "0.0.0.0", SANDBOX_PROVIDER_ORIGIN: "https://games.example.test" }).sandboxProviderOrigin,
    ).toBe("https://games.example.test");
    expect(() => readEnv({ SANDBOX_PROVIDER_ORIGIN: "http://games.example.test/play" })).toThrow(
      /SANDBOX_PROVIDER_ORIGIN must be an origin/,
    );
  });
  it("lets DEFAULT_BRAND override the package default", () => {
    expect(readEnv({ DEFAULT_BRAND: "brand-b", npm_package_config_defaultBrand: "brand-a" }).defaultBrand).toBe(
      "brand-b",
    );
  });
  it("lists every problem at once", () => {
    expect(() =>
      readEnv({ PORT: "abc", PLATFORM_URL: "ftp://x", DATABASE_URL: "mysql://x", SESSION_SECRET: "short" }),
    ).toThrowError(EnvError);
    try {
      readEnv({ PORT: "abc", PLATFORM_URL: "ftp://x", DATABASE_URL: "mysql://x", SESSION_SECRET: "short" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT: PORT must be a number");
      expect(message).toContain("PLATFORM_URL must start with http:// or https://");
      expect(message).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
      expect(message).toContain("each comma-separated secret must be at least 32 characters");
    }
  });
  it("refuses a cache time that is not a number of seconds", () => {
    expect(() => readEnv({ COUNTRY_CACHE_SECONDS: "soon" })).toThrow(
      /COUNTRY_CACHE_SECONDS must be a number of seconds/,
    );
    expect(() => readEnv({ COUNTRY_CACHE_SECONDS: "-1" })).toThrow(/COUNTRY_CACHE_SECONDS must be 0 or more/);
    expect(() => readEnv({ COUNTRY_CACHE_SECONDS: "0" })).not.toThrow();
  });
  it("requires a session secret with a real platform", () => {
    expect(() => readEnv({ PLATFORM_URL: "https://platform.example.com" })).toThrow(
      /SESSION_SECRET: required when PLATFORM_URL/,
    );
    expect(() =>
      readEnv({ PLATFORM_URL: "https://platform.example.com", SESSION_SECRET: `${"a".repeat(32)},short` }),
    ).toThrow(/each comma-separated secret/);
    const env = readEnv({
      PLATFORM_URL: "https://platform.example.com/",
      SESSION_SECRET: `${"a".repeat(32)},${"b".repeat(32)}`,
    });
    expect(env.platformUrl).toBe("https://platform.example.com");
    expect(env.sessionSecrets).toHaveLength(2);
  });
});

describe("cache time readers", () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ["PLATFORM_CACHE_SECONDS", platformCacheSeconds],
    ["COUNTRY_CACHE_SECONDS", countryCacheSeconds],
  ] as const)("%s: seconds as a number, undefined when unset or blank", (name, read) => {
    expect(read({})).toBeUndefined();
    expect(read({ [name]: "" })).toBeUndefined();
    expect(read({ [name]: "0" })).toBe(0);
    expect(read({ [name]: "2" })).toBe(2);
    expect(read({ [name]: "1.5" })).toBe(1.5);
  });

  it.each([
    ["PLATFORM_CACHE_SECONDS", platformCacheSeconds],
    ["COUNTRY_CACHE_SECONDS", countryCacheSeconds],
  ] as const)("%s: refuses what readEnv refuses, with its message", (name, read) => {
    for (const bad of ["soon", "-1"]) {
      let fromEnv = "";
      try {
        readEnv({ [name]: bad });
      } catch (error) {
        fromEnv = (error as Error).message;
      }
      expect(fromEnv).toMatch(new RegExp(`${name} must be`));
      expect(() => read({ [name]: bad })).toThrowError(EnvError);
      expect(() => read({ [name]: bad })).toThrowError(fromEnv);
    }
  });

  it("read process.env by default", () => {
    vi.stubEnv("PLATFORM_CACHE_SECONDS", "7");
    vi.stubEnv("COUNTRY_CACHE_SECONDS", "0");
    expect(platformCacheSeconds()).toBe(7);
    expect(countryCacheSeconds()).toBe(0);
    vi.stubEnv("COUNTRY_CACHE_SECONDS", "");
    expect(countryCacheSeconds()).toBeUndefined();
  });
});

describe("duration readers (ADR 050, 051)", () => {
  it.each([
    ["LOGIN_LOCK_SECONDS", loginLockSeconds, DEFAULT_LOGIN_LOCK_SECONDS],
    ["PAGE_DEADLINE_SECONDS", pageDeadlineSeconds, DEFAULT_PAGE_DEADLINE_SECONDS],
  ] as const)("%s: seconds above 0, the default when unset or blank, refused like readEnv", (name, read, fallback) => {
    expect(read({})).toBe(fallback);
    expect(read({ [name]: "" })).toBe(fallback);
    expect(read({ [name]: "0.5" })).toBe(0.5);
    expect(read({ [name]: "8" })).toBe(8);
    for (const bad of ["soon", "0", "-1"]) {
      expect(() => readEnv({ [name]: bad })).toThrowError(new RegExp(`${name} must be`));
      expect(() => read({ [name]: bad })).toThrowError(EnvError);
    }
  });
});

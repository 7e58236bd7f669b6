import type { BrandConfig } from "./brand/config.generated";
import type { BrandRegistry } from "./brand/registry.server";
import type { LocaleStore } from "./i18n/resources.server";

/** What the Express server hands every loader and action (see server.ts). */
export interface CroupierContext {
  /** Per-request CSP nonce for inline scripts and styles. */
  nonce: string;
  brands: BrandRegistry;
  /** The brand this request's host resolves to (BrandRegistry.forHost), resolved once per request. */
  brand: BrandConfig;
  locales: LocaleStore;
  platform: {
    /** Base URL the typed client calls; the spec's /ajax prefix is appended per call. */
    baseUrl: string;
    /** True when the embedded sandbox answers (enables sandbox-only helpers in the UI). */
    sandbox: boolean;
    /** The embedded sandbox's game origin (ADR 021): framed over http when it is loopback. */
    providerOrigin?: string;
  };
  production: boolean;
  /** The visitor's address as the platform should see it. */
  clientIp: string;
  /**
   * Aborts when the page's budget for platform calls (PAGE_DEADLINE_SECONDS from the request's
   * start) is spent (ADR 051); absent for writes, whose calls must not be cut short.
   */
  deadline?: AbortSignal;
  sessionSecrets: string[];
}

declare module "@remix-run/node" {
  interface AppLoadContext extends CroupierContext {}
}

declare module "@remix-run/node" {
  // Single fetch (remix.config.js future flag) changes what loaders may return; this types it.
  interface Future {
    v3_singleFetch: true;
  }
}

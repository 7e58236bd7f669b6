import type { DocumentQuota } from "./kyc/quota";
import type { BrandConfig, CountryRule, PaymentMethod } from "../contract/brand";
import type { Db } from "./db/index";
import type { Controls } from "./controls";

/** What the sandbox needs to know about one brand (a "site" in platform terms). */
export interface SandboxSite {
  /** The brand's server key (integrations.platform.apiKey); X-Api-Key must match when sent. */
  apiKey?: string;
  /** Brand id, also used in asset URLs. */
  id: string;
  /** Platform site code; the typed client sends it as the X-Site-Code header. */
  siteCode: string;
  name: string;
  /** Routed languages first, then extra ones; content is seeded for the routed ones. */
  languages: string[];
  defaultLanguage: string;
  /** Country reported for a visitor when no control overrides it (the sandbox's stand-in for GeoIP). */
  defaultCountry: string;
  currencyCode: string;
  currencySymbol: string;
  /** The brand's money format (spec §5): banners, pages and the sandbox games print amounts with it. */
  currency: BrandConfig["currency"];
  /**
   * What the seeded offers' amounts are multiplied by, so that they suit the currency: a power of
   * ten from the brand's smallest quick amount (BRL, EUR: 1; CLP: 100).
   */
  moneyScale: number;
  /** The highest deposit limit a player can set, in major units (brand limits.depositLimitCap). */
  depositLimitCap: number;
  /** The brand's country rules: the seeded pre-check players live in a country that has the rule they exercise. */
  countryRules: Record<string, CountryRule>;
  /** Payment methods in the brand's display order (the footer's payment row lists these). */
  paymentMethods: string[];
  /** The operator's cashier set-up the cashier calls serve (brand.payments and limits). */
  cashier?: SandboxCashier;
  /**
   * The brand's rules for its default country ask for a session and a monthly deposit limit
   * before real play (spec §4 pre-checks), so the seeded player@ starts with both.
   */
  limitsBeforePlay?: boolean;
  /** The brand's public host names (the sandbox identity provider accepts redirects to them). */
  domains?: string[];
  /** Per-player quota of uploaded proofs (brand limits.documents, with its defaults; issue 34). */
  documentQuota?: DocumentQuota;
  /** The identity document registration asks for (brand.identityDocument). */
  identityDocument: { kind: "cpf" } | { kind: "nationalId"; pattern: string } | { kind: "none" };
  /** Extra registration fields by country (brand.countryRules[cc].registrationFields). */
  registrationFields: Record<string, readonly string[]>;
  /** Phone number bounds, and the dial code with a fixed length where the market has one (Brazil). */
  phone: { minDigits: number; maxDigits: number; fixedLength?: { areaCode: string; digits: number } };
  /** Youngest age a player may register at (brand.limits.minimumAge). */
  minimumAge: number;
  providerOrder: string[];
  bannerZones: { casino: string; liveCasino: string; promotions: string };
  /**
   * The brand's third-party KYC (features.thirdPartyKyc with integrations.kyc): the thirdPartyAPI
   * value initiateThirdPartyKYC must carry. Absent: the brand has none and the call answers url 'None'.
   */
  kyc?: { thirdPartyApi: string };
  /** The brand sends SMS codes (features.otpVerification): where the jurisdiction asks, a withdrawal needs a verified phone. */
  otp?: boolean;
}

/** One platform call as a handler sees it. */
export interface CallContext {
  db: Db;
  site: SandboxSite;
  /** Sandbox-only switches (visitor country, maintenance, injected failures). */
  controls: Controls;
  method: "GET" | "POST";
  /** The call path under /ajax, e.g. "banner/getBanners". */
  path: string;
  query: URLSearchParams;
  /** POST body fields: form-encoded, or a JSON object's members as text (see jsonFields in index.ts); multipart is decoded by the handler that needs it. */
  body: Record<string, string>;
  /** A multipart/form-data body as received (the Documents calls decode it). */
  upload?: { contentType: string; data: Buffer };
  /** Language of the call: the `language` parameter the client adds, else the site default. */
  language: string;
  /** Visitor address as forwarded by the front end (X-Forwarded-For), else the socket address. */
  ip: string;
  /** The platform session token, if the caller sent one. */
  sessionToken: string | null;
  /** Public base URL of the sandbox as the browser sees it (for asset URLs): "" means same origin. */
  assetBase: string;
  /** Origin the game launch URLs point at, as a provider's own host (ADR 021): "" means same origin. */
  providerBase: string;
  /** The port the server serves the brands on, on this machine (PORT): returnUrls may use it (ADR 079). */
  localPort?: number;
}

export type Handler = (ctx: CallContext) => Promise<unknown>;

/** A platform failure with a spec §8 code; rendered as the platform's failure envelope. */
export class SandboxError extends Error {
  constructor(
    readonly errorCode: number | string,
    readonly httpStatus = 200,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(`platform error ${errorCode}`);
  }
}

/** A brand's cashier as the sandbox platform keeps it (docs/contract/cashier.md). */
export interface SandboxCashier {
  currency: string;
  /** Decimals of the currency: a 0-decimal one (CLP) takes only whole amounts. */
  decimals: number;
  displayOrder: string[];
  methods: PaymentMethod[];
  /** brand.limits.deposit and withdraw, major units: every method's min/max transaction limit. */
  deposit: { min: number; max: number };
  withdraw: { min: number; max: number };
  /** Withdrawal requests allowed per rolling 24 hours (100793 past it); ADR 064. */
  withdrawDailyCount: number;
  /** How long a QR code can be paid (brand.limits.deposit.qrCountdownSeconds). */
  qrSeconds: number;
  /** The payee of the BR Codes: the operator's PIX key, name and city. */
  pix: { key: string; merchantName: string; merchantCity: string };
}

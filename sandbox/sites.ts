import type { BrandConfig, CountryRule } from "../contract/brand";
import type { Request } from "express";
import { createHash } from "node:crypto";
import { siteDocumentQuota } from "./kyc/quota";
import type { SandboxCashier, SandboxSite } from "./types";

/** 1 where the smallest quick amount is about 20 (BRL, EUR), 100 where it is thousands (CLP). */
function moneyScaleOf(brand: BrandConfig): number {
  const amounts = brand.payments.methods.flatMap((m) => m.quickAmounts);
  const smallest = amounts.length > 0 ? Math.min(...amounts) : 20;
  return 10 ** Math.max(0, Math.floor(Math.log10(smallest / 20)));
}

/** The part of a brand config the sandbox needs to seed and answer for that brand. */
export function sandboxSiteOf(brand: BrandConfig): SandboxSite {
  return {
    id: brand.id,
    siteCode: brand.siteCode,
    name: brand.name,
    languages: [...brand.languages.routed, ...brand.languages.extra],
    defaultLanguage: brand.languages.default,
    defaultCountry: brand.defaultCountry,
    currencyCode: brand.currency.code,
    currencySymbol: brand.currency.symbol,
    currency: brand.currency,
    moneyScale: moneyScaleOf(brand),
    depositLimitCap: brand.limits.depositLimitCap,
    countryRules: Object.fromEntries(
      Object.entries(brand.countryRules).filter((entry): entry is [string, CountryRule] => entry[1] !== undefined),
    ),
    paymentMethods: [...brand.payments.displayOrder],
    cashier: cashierOf(brand),
    limitsBeforePlay: Boolean(
      brand.countryRules[brand.defaultCountry]?.sessionLimitBeforePlay ||
      brand.countryRules[brand.defaultCountry]?.monthlyDepositLimitBeforePlay,
    ),
    domains: brand.domains,
    identityDocument: identityDocumentOf(brand.identityDocument),
    registrationFields: Object.fromEntries(
      Object.entries(brand.countryRules).map(([country, rule]) => [country, rule?.registrationFields ?? []]),
    ),
    phone: {
      minDigits: brand.limits.phone.minDigits,
      maxDigits: brand.limits.phone.maxDigits,
      ...(brand.limits.phone.brazilAreaCode && brand.limits.phone.brazilDigits
        ? { fixedLength: { areaCode: brand.limits.phone.brazilAreaCode, digits: brand.limits.phone.brazilDigits } }
        : {}),
    },
    minimumAge: brand.limits.minimumAge,
    documentQuota: siteDocumentQuota(brand.limits.documents),
    providerOrder: brand.catalogue.providerOrder,
    bannerZones: brand.bannerZones,
    apiKey: brand.integrations.platform.apiKey,
    otp: brand.features.otpVerification,
    ...(brand.features.thirdPartyKyc && brand.integrations.kyc
      ? { kyc: { thirdPartyApi: brand.integrations.kyc.thirdPartyApi } }
      : {}),
  };
}

/**
 * The brand's cashier. The brand files carry no PIX key, so the payee is a sandbox default: a
 * random-type key (EVP) fixed per brand, the company name, and the city of the legal address.
 */
function cashierOf(brand: BrandConfig): SandboxCashier {
  const hex = createHash("sha256").update(`pix:${brand.id}`).digest("hex");
  const key = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  // "Av. Paulista, 1000, São Paulo - SP, 01310-100": the part with a state suffix is the city
  const cityPart = brand.legal.address.split(",").map((part) => /^\s*(.+?)\s+-\s+[A-Z]{2}\s*$/.exec(part)?.[1]);
  return {
    currency: brand.payments.depositCurrency,
    decimals: brand.currency.decimals,
    displayOrder: [...brand.payments.displayOrder],
    methods: brand.payments.methods,
    deposit: { min: brand.limits.deposit.min, max: brand.limits.deposit.max },
    withdraw: { min: brand.limits.withdraw.min, max: brand.limits.withdraw.max },
    withdrawDailyCount: brand.limits.withdraw.dailyCount,
    qrSeconds: brand.limits.deposit.qrCountdownSeconds,
    pix: { key, merchantName: brand.legal.companyName, merchantCity: cityPart.find(Boolean) ?? "Brasilia" },
  };
}

function identityDocumentOf(doc: BrandConfig["identityDocument"]): SandboxSite["identityDocument"] {
  if (doc.kind === "nationalId") return { kind: "nationalId", pattern: doc.pattern ?? "^.+$" };
  return { kind: doc.kind };
}

/** Finds the site a platform call is for; undefined when the headers name none. */
export type SiteResolver = (req: Pick<Request, "get">) => SandboxSite | undefined;

/**
 * Brands may share a platform site code (ADR 011), but each brand gets its own seeded data
 * here, so a call is matched by the X-Brand-Id header the app sends next to X-Site-Code. Without
 * it (hand-made calls, older clients), the first brand with that site code answers.
 */
export function siteResolver(sites: readonly SandboxSite[]): SiteResolver {
  const byId = new Map(sites.map((s) => [s.id, s]));
  const bySiteCode = new Map<string, SandboxSite>();
  for (const site of sites) if (!bySiteCode.has(site.siteCode)) bySiteCode.set(site.siteCode, site);
  return (req) => {
    const code = String(req.get("x-site-code") ?? "");
    const named = byId.get(String(req.get("x-brand-id") ?? ""));
    if (named && named.siteCode === code) return named;
    return bySiteCode.get(code);
  };
}

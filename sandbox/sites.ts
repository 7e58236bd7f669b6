import type { BrandConfig } from "../app/brand/config.generated";
import type { SandboxSite } from "./types";

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
    limitsBeforePlay: Boolean(
      brand.countryRules[brand.defaultCountry]?.sessionLimitBeforePlay || brand.countryRules[brand.defaultCountry]?.monthlyDepositLimitBeforePlay,
    ),
    domains: brand.domains,
    providerOrder: brand.catalogue.providerOrder,
    bannerZones: brand.bannerZones,
  };
}

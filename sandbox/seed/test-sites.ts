/** SandboxSite objects built from the brand files, for sandbox tests. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SandboxSite } from "../types";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function siteFromBrand(id: string): SandboxSite {
  const b = JSON.parse(readFileSync(path.join(root, "brands", id, "brand.json"), "utf8"));
  return {
    id: b.id,
    siteCode: b.siteCode,
    name: b.name,
    languages: [...b.languages.routed, ...b.languages.extra],
    defaultLanguage: b.languages.default,
    defaultCountry: b.defaultCountry,
    currencyCode: b.currency.code,
    currencySymbol: b.currency.symbol,
    providerOrder: b.catalogue.providerOrder,
    bannerZones: b.bannerZones,
  };
}

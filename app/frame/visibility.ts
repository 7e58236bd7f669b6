import type { PublicBrandConfig } from "~/brand/config.generated";

/** Spec §6: the language dropdown is hidden for visitors from countries whose rule says so (SE). */
export function languageDropdownHidden(
  brand: Pick<PublicBrandConfig, "countryRules">,
  countryCode: string | null,
): boolean {
  return Boolean(countryCode && brand.countryRules[countryCode]?.languageDropdownHidden);
}

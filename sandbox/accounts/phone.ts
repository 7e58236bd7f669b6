import type { SandboxSite } from "../types";

/**
 * A phone number the site accepts: a 1–4 digit dial code and the brand's digit bounds; the dial
 * code with a fixed length (Brazil's 55 → 11 digits) only where the brand config has one.
 */
export function validPhone(site: Pick<SandboxSite, "phone">, isd: string, phone: string): boolean {
  const { minDigits, maxDigits, fixedLength } = site.phone;
  if (!/^\d{1,4}$/.test(isd) || !/^\d+$/.test(phone)) return false;
  if (fixedLength && isd === fixedLength.areaCode) return phone.length === fixedLength.digits;
  return phone.length >= minDigits && phone.length <= maxDigits;
}

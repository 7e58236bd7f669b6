import { CARD_GROUPS, detectCardType, maxDigits } from "./card-type";

/** The digits of what the player typed, or pasted with spaces or dashes. */
export function cardDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/**
 * Spec §5 auto-grouping as the player types: visa 4-4-4-4, amex 4-6-5, diners 4-6-4,
 * uatp 4-5-6, others 4-4-4-4; digits past the scheme's maximum are dropped.
 */
export function groupCardNumber(text: string): string {
  const type = detectCardType(cardDigits(text));
  const digits = cardDigits(text).slice(0, maxDigits(type));
  const groups: string[] = [];
  let at = 0;
  for (const size of CARD_GROUPS[type ?? "other"]) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(" ");
}

/**
 * Which of a brand's countries has a given launch rule. The sandbox seeds each pre-check player
 * in such a country, and the e2e tests ask the same question to know where (and whether) a
 * rule can be tried: no brand is assumed to have DE's rules.
 */
import type { CountryRule } from "../../contract/brand";

/** The boolean launch rules of spec §4 a seeded player can exercise. */
export type LaunchRule =
  | "demoExempt"
  | "sessionLimitBeforePlay"
  | "monthlyDepositLimitBeforePlay"
  | "gamePlaySummaryBeforePlay"
  | "kycBeforePlay";

/**
 * The brand's default country when it has the rule, else the first country (in the brand's
 * order) that has it; undefined when none has.
 */
export function countryWithRule(
  rules: Record<string, Partial<CountryRule> | undefined>,
  rule: LaunchRule,
  defaultCountry: string,
): string | undefined {
  if (rules[defaultCountry]?.[rule]) return defaultCountry;
  return Object.keys(rules).find((country) => rules[country]?.[rule] === true);
}

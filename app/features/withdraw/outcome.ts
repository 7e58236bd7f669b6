import { withdrawOutcome, type WithdrawFailure } from "~/features/payment-kit/codes";
import type { WithdrawStatus } from "./withdraw-data";

/** Spec §8 withdrawal RG limits (daily, weekly, monthly): step 3 limit-reached. */
const LIMIT_CODES = new Set(["100523", "100525", "100529"]);
/** Refusals that no change in the form can fix: step 3 denied. */
const DENIED_CODES = new Set(["100152", "100248", "100327", "100384", "100460", "100238", "-"]);

export type WithdrawDecision =
  | { step: "result"; status: Exclude<WithdrawStatus, "success">; key: string; values: Record<string, string> }
  | { step: "form"; key: string }
  | { step: "logout" };

/**
 * Where a refused withdrawal goes (spec §4): 100793 to withdraw-limit-count-reached with the wait
 * in hours and minutes; RG limits to limit-reached; refusals for good to denied; 100912 logs out;
 * anything else back to step 1 with its message and the values kept.
 */
export function withdrawDecision(failure: WithdrawFailure): WithdrawDecision {
  const outcome = withdrawOutcome(failure);
  if (outcome.logout) return { step: "logout" };
  const code = failure.kind === "code" ? String(failure.code ?? "").trim() : "";
  if (code === "100793") {
    const values = outcome.wait
      ? { hours: String(outcome.wait.hours), minutes: String(outcome.wait.minutes) }
      : ({} as Record<string, string>);
    return { step: "result", status: "withdraw-limit-count-reached", key: outcome.key, values };
  }
  if (LIMIT_CODES.has(code)) return { step: "result", status: "limit-reached", key: outcome.key, values: {} };
  if (DENIED_CODES.has(code)) return { step: "result", status: "denied", key: outcome.key, values: {} };
  return { step: "form", key: outcome.key };
}

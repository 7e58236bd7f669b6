import type { RequestScope } from "~/routing/scope.server";
import { SlidingWindow, type WindowRule } from "~/routing/sliding-window";

/**
 * The deposit action's own pace per player (issue 34 §2, ADR 077): submissions, not deposits
 * made, so above the platform's 20 new deposits a minute. A refusal is the platform's
 * 100174 message, before the platform is asked. Per process, like the login throttle.
 */
export const DEPOSIT_SUBMISSIONS: WindowRule = { limit: 30, windowMs: 60_000 };

const submissions = new SlidingWindow(DEPOSIT_SUBMISSIONS);

/** Counts this submission; true when the player is past the pace (and the submission is refused). */
export function depositPace(scope: Pick<RequestScope, "brand"> & { player: { email: string } }): boolean {
  const key = `${scope.brand.id}:${scope.player.email.toLowerCase()}`;
  if (submissions.blocked(key)) return true;
  submissions.hit(key);
  return false;
}

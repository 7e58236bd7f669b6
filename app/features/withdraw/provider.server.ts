import type { RequestScope } from "~/routing/scope.server";
import { platformUrlOf, providerTarget, stringParams, withParams } from "~/features/payment-kit/provider-target";
import type { Withdrawal } from "~/platform/withdraw.server";

/**
 * Where a third-party payout goes to be confirmed (ADR 073): the answer's provider page, only on
 * the platform's own origin (the deposits' check, provider-target.ts), with its parameters as a
 * query for a GET. Null when the answer names none, or one we must not send a player to.
 */
export function payoutProviderUrl(scope: RequestScope, answer: Withdrawal): string | null {
  const gateway = answer.gatewayRequest;
  if (!gateway?.redirectUrl) return null;
  const target = providerTarget(gateway.redirectUrl, platformUrlOf(scope));
  if (!target) {
    console.warn(`withdraw: provider page refused for ${answer.txnId}: not on the platform's origin`);
    return null;
  }
  return withParams(target, stringParams(gateway.params));
}

/** The base the provider page returns to: it adds /success or /failure (spec §2) and the cashout. */
export const payoutReturnBase = (scope: RequestScope) => `${scope.url.origin}/${scope.lang}`;

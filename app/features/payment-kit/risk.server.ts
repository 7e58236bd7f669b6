import { randomUUID } from "node:crypto";
import type { Session } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { validateRiskSession } from "~/platform/risk.server";
import type { PlatformCaller } from "~/platform/http.server";

/** The risk (LexisNexis) session id and when it was made, in the encrypted session cookie (ADR 060). */
export interface RiskSession {
  id: string;
  createdAt: number;
}

const KEY = "riskSession";

/**
 * Spec §4 risk session: the stored id, or a new one when none is stored or it is older than the
 * brand's `limits.riskSessionMinutes` (spec §9: 30). A new one is set on `session`; the caller commits it.
 */
export function riskSessionId(session: Pick<Session, "get" | "set">, minutes: number, now = Date.now()): string {
  const stored = session.get(KEY) as RiskSession | undefined;
  if (stored && typeof stored.id === "string" && now - stored.createdAt < minutes * 60_000) return stored.id;
  const fresh: RiskSession = { id: randomUUID(), createdAt: now };
  session.set(KEY, fresh);
  return fresh.id;
}

/** Passed: the id to send with the payment. Refused: message, close, logout. Unanswered: try again. */
export type RiskCheck = { ok: true; lnSessionId: string } | { ok: false; refused: boolean };

/** Spec §4/§7: validates the player's risk session before a payment (ADR 060). */
export async function checkRisk(
  caller: PlatformCaller,
  session: Pick<Session, "get" | "set">,
  brand: Pick<BrandConfig, "limits">,
  now = Date.now(),
): Promise<RiskCheck> {
  const lnSessionId = riskSessionId(session, brand.limits.riskSessionMinutes, now);
  const answer = await validateRiskSession(caller, lnSessionId);
  if (answer === "passed") return { ok: true, lnSessionId };
  return { ok: false, refused: answer === "refused" };
}

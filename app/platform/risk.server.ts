import { z } from "zod";
import { PlatformError } from "./errors";
import { callPlatform, type PlatformCaller } from "./http.server";

const riskSchema = z.object({ status: z.string().nullish() }).passthrough();

/** What the risk service said: passed, refused (a code or FAILURE), or no answer at all. */
export type RiskAnswer = "passed" | "refused" | "unanswered";

/**
 * POST RiskService/lexisNexisValidateSession with spec §7's fields. Any error code or a status
 * other than SUCCESS is a refusal; a transport failure or a body outside the contract is no answer.
 */
export async function validateRiskSession(caller: PlatformCaller, lnSessionId: string): Promise<RiskAnswer> {
  try {
    const answer = await callPlatform(caller, {
      path: "RiskService/lexisNexisValidateSession",
      form: { lnSessionId, eventType: "transaction_other", serviceType: "ALL", policy: "status_validation_web" },
      schema: riskSchema,
    });
    if (!answer) return "unanswered";
    return String(answer.status ?? "").toUpperCase() === "SUCCESS" ? "passed" : "refused";
  } catch (error) {
    if (error instanceof PlatformError) return "refused";
    throw error;
  }
}

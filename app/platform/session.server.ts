import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

const loginStatusSchema = z.object({
  status: z.string(),
  pragmaticUrl: z.string().nullish(),
  pragmaticSessionId: z.string().nullish(),
  partnerId: z.union([z.string(), z.number()]).nullish(),
});
export type LoginStatus = z.infer<typeof loginStatusSchema>;

/** What login/status said: logged in, an explicit "not logged in", or no answer at all. */
export type LoginState = "in" | "out" | "unknown";

/**
 * login/status. No answer (transport failure, timeout, 5xx, a body outside the contract) is
 * "unknown", not "out": a slow platform must not log a player out (issue 34, ADR 077). Spec §8's
 * 100187, 151 and HTTP 401 still throw PlatformError, and the caller ends the session on them.
 */
export async function getLoginStatus(
  caller: PlatformCaller,
): Promise<{ state: LoginState; status: LoginStatus | null }> {
  const status = await callPlatform(caller, { path: "login/status", schema: loginStatusSchema });
  if (!status) return { state: "unknown", status };
  return { state: status.status === "SUCCESS" || status.status === "LOGGED_IN" ? "in" : "out", status };
}

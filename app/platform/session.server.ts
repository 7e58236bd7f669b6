import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

const loginStatusSchema = z.object({
  status: z.string(),
  pragmaticUrl: z.string().nullish(),
  pragmaticSessionId: z.string().nullish(),
  partnerId: z.union([z.string(), z.number()]).nullish(),
});
export type LoginStatus = z.infer<typeof loginStatusSchema>;

/** login/status; spec §4: a failed status call means logged out. */
export async function getLoginStatus(
  caller: PlatformCaller,
): Promise<{ loggedIn: boolean; status: LoginStatus | null }> {
  const status = await callPlatform(caller, { path: "login/status", schema: loginStatusSchema });
  return { loggedIn: status?.status === "SUCCESS" || status?.status === "LOGGED_IN", status };
}

import { z } from "zod";
import { callPlatform, type PlatformCaller } from "./http.server";

const serverTimeSchema = z.object({ status: z.string().optional(), currentTime: z.number() });

/** general/getCurrentCMSServerTime as epoch milliseconds, or null when unavailable. */
export async function getServerTime(caller: PlatformCaller): Promise<number | null> {
  const result = await callPlatform(caller, { path: "general/getCurrentCMSServerTime", schema: serverTimeSchema });
  return result?.currentTime ?? null;
}

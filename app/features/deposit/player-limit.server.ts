import { getDepositLimits } from "~/platform/limits.server";
import type { PlatformCaller } from "~/platform/http.server";

/**
 * The player's own deposit limit shown as step 1's maximum (issue 35 §3): the smallest of the
 * daily, weekly and monthly limits set, in major units; null without one or without an answer
 * (the platform still refuses past it with its code).
 */
export async function playerDepositLimit(caller: PlatformCaller): Promise<number | null> {
  const limits = await getDepositLimits(caller).catch(() => null);
  const set = [limits?.daily, limits?.weekly, limits?.monthly].filter(
    (v): v is number => typeof v === "number" && Number.isFinite(v) && v > 0,
  );
  return set.length ? Math.min(...set) : null;
}

import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { getDepositLimits, type DepositLimits } from "~/platform/limits.server";
import { PlatformError } from "~/platform/errors";
import { serverT } from "~/i18n/i18next.server";
import { currentSessionLimit } from "~/features/session-timer/reality-check.server";
import { NO_STORE } from "~/routing/headers";
import { requirePlayer } from "~/routing/scope.server";

export interface LimitsPageData {
  lang: string;
  title: string;
  /** Minutes (0 = none), or null when the platform did not answer. */
  sessionMinutes: number | null;
  /** Major units per period (null = none), or null when the platform did not answer. */
  deposit: DepositLimits | null;
}

/** {lang}/myaccount/limits, the toSetLimit target (spec §4): the limits the platform holds for the player. */
export async function limitsLoader(args: LoaderFunctionArgs) {
  const scope = await requirePlayer(args, { guest: "login" });
  const { brand, lang, caller } = scope;
  const [sessionMinutes, deposit, t] = await Promise.all([
    currentSessionLimit(scope),
    getDepositLimits(caller).catch((error: unknown) => {
      if (error instanceof PlatformError) return null;
      throw error;
    }),
    serverT(scope.context, brand, lang, "account"),
  ]);
  return data<LimitsPageData>({ lang, title: t("limits.title"), sessionMinutes, deposit }, { headers: NO_STORE });
}

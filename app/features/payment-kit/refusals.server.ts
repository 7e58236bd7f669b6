import { redirect } from "@remix-run/node";
import { endSession } from "~/features/auth/logout.server";
import { serverT } from "~/i18n/i18next.server";
import { intlLocale } from "~/i18n/languages";
import type { PlatformError } from "~/platform/errors";
import type { SiteScope } from "~/routing/scope.server";
import { formatMoney } from "~/ui/format-money";
import { limitRefusal, localDateTime, type LimitPeriod } from "./limits";

/**
 * Spec §8 100912 or a refused risk check: the player is logged out as by the logout route and
 * lands home, where the shell shows the risk-check message once (ADR 060). The modal is gone with
 * the deposit query.
 */
export async function riskLogout(site: SiteScope): Promise<Response> {
  const headers = await endSession(site, { type: "error", key: "cashier:codes.100912" });
  return redirect(`/${site.lang}`, { headers });
}

/** An RG limit refusal's message with what is left and from when, in the page's language; else null. */
export async function limitMessage(
  { context, brand, lang, timeZone }: Pick<SiteScope, "context" | "brand" | "lang" | "timeZone">,
  error: PlatformError,
): Promise<{ key: string; values: Record<string, string> } | null> {
  const t = await serverT(context, brand, lang, "cashier");
  return limitRefusal(error.code, error.body, {
    money: (amount) => formatMoney(amount, brand.currency),
    // The brand's locale for the language (languages.intl), in the player's zone (ADR 074).
    date: (iso) => localDateTime(iso, intlLocale(brand, lang), timeZone),
    period: (period: LimitPeriod) => t(`limits.period.${period}`),
  });
}

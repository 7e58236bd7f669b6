import type { BrandConfig } from "~/brand/config.generated";
import type { Profile } from "~/platform/account.server";
import type { CashierMethod } from "~/platform/cashier.server";
import type { PlatformCaller } from "~/platform/http.server";
import { getStateDetails } from "~/platform/states.server";
import { cpfDigits } from "~/forms/rules";
import type { PayoutContext } from "./payout-fields";

/**
 * What formFields needs for a cashout of `method` (issue 27 §3): the player's country (else the
 * brand's), their own CPF where the brand's identity document is the CPF, and the country's
 * states for a bank transfer (getStateDetails; none when the platform does not answer).
 */
export async function payoutContext(
  caller: PlatformCaller,
  brand: Pick<BrandConfig, "defaultCountry" | "identityDocument">,
  profile: Pick<Profile, "country" | "nationalId"> | null,
  method: CashierMethod,
): Promise<PayoutContext> {
  const country = (profile?.country || brand.defaultCountry).toUpperCase();
  // "" where the brand pays only to the own CPF and the profile has none: nothing can be paid to
  const ownCpf = brand.identityDocument.kind === "cpf" ? (cpfDigits(profile?.nationalId ?? "") ?? "") : null;
  const bank = method.kind === "bank" && method.methodName !== "BANKIBAN";
  const states = bank ? await getStateDetails(caller, country) : null;
  return { country, ownCpf, states };
}

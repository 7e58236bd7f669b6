import type { TFunction } from "i18next";
import { TextField } from "~/forms/controls";

/** The optional bonus code of every deposit form (spec §2), kept when the form comes back. */
export function BonusCodeField({ t, value }: { t: TFunction; value: string }) {
  return (
    <TextField
      id="deposit-bonus"
      label={t("deposit.bonusCode")}
      input={{ name: "bonusCode", autoComplete: "off", maxLength: 50, defaultValue: value }}
    />
  );
}

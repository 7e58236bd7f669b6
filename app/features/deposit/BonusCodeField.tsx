import type { TFunction } from "i18next";

/** The optional bonus code of every deposit form (spec §2), kept when the form comes back. */
export function BonusCodeField({ t, value }: { t: TFunction; value: string }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor="deposit-bonus">
        {t("deposit.bonusCode")}
      </label>
      <input
        id="deposit-bonus"
        name="bonusCode"
        className="input"
        autoComplete="off"
        maxLength={50}
        defaultValue={value}
      />
    </div>
  );
}

import type { ReactNode } from "react";
import type { TFunction } from "i18next";
import { Field } from "~/forms/Field";
import { formatMoney, type CurrencyFormat } from "~/ui/format-money";
import { formatAmountInput } from "~/ui/amount-input";
import { AMOUNT_MAX_LENGTH } from "./amount";

interface Props {
  t: TFunction;
  format: CurrencyFormat;
  quickAmounts: number[];
  minMinor: number;
  maxMinor: number;
  amount: string;
  onAmount: (amount: string) => void;
  errorText: string | null;
  /** False: no range under the field (withdraw, with less cash than the minimum: it would run backwards). */
  showRange?: boolean;
  /** The maximum the range names, when not maxMinor; null: there is no real one, the minimum alone. */
  rangeMaxMinor?: number | null;
  /** Shown under the range: the player's remaining deposit limits. */
  children?: ReactNode;
}

/**
 * Quick amounts ('hot' on every second) and the amount field of every deposit step 1 (spec §5).
 * Without JavaScript a quick amount submits the deposit itself; with it, it fills the amount in.
 */
export function DepositAmountInput({
  t,
  format,
  quickAmounts,
  minMinor,
  maxMinor,
  amount,
  onAmount,
  errorText,
  showRange = true,
  rangeMaxMinor = maxMinor,
  children,
}: Props) {
  const money = (minor: number) => formatMoney(minor / 10 ** format.decimals, format);
  return (
    <>
      {quickAmounts.length > 0 && (
        <div className="deposit__quick" role="group" aria-label={t("deposit.quickAmounts")}>
          {quickAmounts.map((value, index) => (
            <button
              key={value}
              type="submit"
              name="quick"
              value={String(value)}
              className="deposit__quick-amount"
              data-testid="deposit-quick"
              onClick={(event) => {
                event.preventDefault();
                onAmount(formatAmountInput(value, format));
              }}
            >
              {index % 2 === 1 && <span className="deposit__hot">{t("deposit.hot")}</span>}
              {formatMoney(value, format)}
            </button>
          ))}
        </div>
      )}
      <Field
        id="deposit-amount"
        label={t("deposit.amount", { currency: format.code })}
        hint={
          showRange &&
          (rangeMaxMinor === null
            ? t("deposit.rangeMin", { min: money(minMinor) })
            : t("deposit.range", { min: money(minMinor), max: money(rangeMaxMinor) }))
        }
        afterHint={children}
        error={errorText}
        keepLines
        announce
        errorTestId="deposit-amount-error"
      >
        {(control) => (
          <input
            {...control}
            name="amount"
            className="input"
            inputMode="decimal"
            autoComplete="off"
            maxLength={AMOUNT_MAX_LENGTH}
            value={amount}
            placeholder={formatAmountInput(minMinor / 10 ** format.decimals, format)}
            onChange={(event) => onAmount(event.target.value)}
            // Spec §5: no copy, cut or paste in the amount.
            onPaste={(event) => event.preventDefault()}
            onCopy={(event) => event.preventDefault()}
            onCut={(event) => event.preventDefault()}
          />
        )}
      </Field>
    </>
  );
}

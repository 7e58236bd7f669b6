import type { TFunction } from "i18next";
import type { CurrencyFormat } from "~/ui/format-money";
import { formatMoney } from "~/ui/format-money";
import type { AmountError } from "~/features/payment-kit/amount";
import { DepositAmountInput } from "~/features/payment-kit/DepositAmountInput";
import { DepositLimits } from "./DepositLimits";
import type { DepositAmountView } from "./deposit-data";

type ShownError = AmountError | { key: string; values?: Record<string, string> };
type AmountView = Pick<DepositAmountView, "quickAmounts" | "minMinor" | "maxMinor" | "rangeMaxMinor" | "periodLimits">;

/** The message of an amount error, its limit and example written in the brand's currency. */
export function amountErrorText(t: TFunction, shown: ShownError | null | undefined | "", format: CurrencyFormat) {
  return shown
    ? t(shown.key, {
        ...("values" in shown ? shown.values : {}),
        ...("limitMinor" in shown && shown.limitMinor !== undefined
          ? { amount: formatMoney(shown.limitMinor / 10 ** format.decimals, format) }
          : {}),
        example: formatMoney(50, format),
      })
    : null;
}

/** The amount of a deposit step (QR or method form) with the player's period limits under it. */
export function DepositAmountFields({
  t,
  format,
  view,
  amount,
  onAmount,
  errorText,
}: {
  t: TFunction;
  format: CurrencyFormat;
  view: AmountView;
  amount: string;
  onAmount: (amount: string) => void;
  errorText: string | null;
}) {
  return (
    <DepositAmountInput
      t={t}
      format={format}
      quickAmounts={view.quickAmounts}
      minMinor={view.minMinor}
      maxMinor={view.maxMinor}
      rangeMaxMinor={view.rangeMaxMinor}
      amount={amount}
      onAmount={onAmount}
      errorText={errorText}
    >
      <DepositLimits limits={view.periodLimits} />
    </DepositAmountInput>
  );
}

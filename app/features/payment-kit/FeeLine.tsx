import type { TFunction } from "i18next";
import { formatMoney, type CurrencyFormat } from "~/ui/format-money";
import { depositFee, type FeeRule } from "./fee";

interface Props {
  t: TFunction;
  fee: FeeRule | null;
  /** The amount typed, in minor units, when it is valid; null before. */
  amountMinor: number | null;
  format: CurrencyFormat;
}

/**
 * Spec §5: the fee shown before submit. A method without a fee shows nothing; before a valid
 * amount a percentage shows its rate, an absolute fee its amount.
 */
export function FeeLine({ t, fee, amountMinor, format }: Props) {
  if (!fee || fee.feeType === "none") return null;
  const money = (minor: number) => formatMoney(minor / 10 ** format.decimals, format);
  const text =
    amountMinor !== null
      ? t("deposit.fee", { fee: money(depositFee(amountMinor, fee, format.decimals)) })
      : fee.feeType === "percentage"
        ? t("deposit.feeRate", { rate: String(fee.feeAmount ?? 0) })
        : t("deposit.fee", { fee: formatMoney(fee.feeAmount ?? 0, format) });
  return (
    <p className="deposit__fee" data-testid="deposit-fee">
      {text}
    </p>
  );
}

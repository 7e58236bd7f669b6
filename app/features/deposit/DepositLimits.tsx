import { useShellData } from "~/frame-kit/useRootData";
import { formatMoney } from "~/ui/format-money";
import { useModalNamespace } from "~/ui/modal-namespace";
import type { PeriodLimit } from "~/features/payment-kit/limits";

/** Issue 25 §4: the method's daily, weekly and monthly limits, only those above 0. */
export function DepositLimits({ limits }: { limits: PeriodLimit[] }) {
  const { t } = useModalNamespace("cashier");
  const { brand } = useShellData();
  if (!limits.length) return null;
  return (
    <div className="deposit__limits" data-testid="deposit-limits">
      <span>{t("limits.label")}</span>
      <ul>
        {limits.map(({ period, amount }) => (
          <li key={period}>{t(`limits.${period}`, { amount: formatMoney(amount, brand.currency) })}</li>
        ))}
      </ul>
    </div>
  );
}

import { useState } from "react";
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useShellData } from "~/frame-kit/useRootData";
import { useHydrated } from "~/ui/useHydrated";
import { useModalNamespace } from "~/ui/modal-namespace";
import { checkAmount } from "~/features/payment-kit/amount";
import { amountErrorText, DepositAmountFields } from "./DepositAmountFields";
import { BonusCodeField } from "./BonusCodeField";
import type { DepositAmountView } from "./deposit-data";

/** Step 1 of a QR method (spec §2): amount, quick amounts, optional bonus code. */
export function DepositAmountStep({ view }: { view: DepositAmountView }) {
  const { t } = useModalNamespace("cashier");
  const { brand, lang } = useShellData();
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [amount, setAmount] = useState(view.amount);
  const format = brand.currency;
  const check = checkAmount(amount, {
    format,
    bounds: { min: view.minMinor, max: view.maxMinor },
    purpose: "deposit",
  });
  const submitting = navigation.state !== "idle" && navigation.formAction === `/${lang}/cashier/deposit`;
  const blocked = hydrated && (!check.ok || submitting);
  const serverError = useStickyServerError(view, submitting);
  // The server's message until the player types; then the rule the typed amount breaks.
  const shown = amount !== view.amount && amount && !check.ok ? check.error : serverError;
  const errorText = amountErrorText(t, shown, format);
  return (
    <Form method="post" action={`/${lang}/cashier/deposit`} className="deposit__form" replace preventScrollReset>
      <input type="hidden" name="idempotencyKey" value={view.idempotencyKey} />
      <input type="hidden" name="method" value={view.method} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {/* Enter in a field submits with the first submit button: the deposit, not a quick amount. */}
      <button type="submit" className="deposit__default-submit" tabIndex={-1} aria-hidden="true" disabled={blocked} />
      <h3 className="deposit__heading">{t("deposit.chooseAmount")}</h3>
      <DepositAmountFields
        t={t}
        format={format}
        view={view}
        amount={amount}
        onAmount={setAmount}
        errorText={errorText}
      />
      <BonusCodeField t={t} value={view.bonusCode} />
      <button
        type="submit"
        className="btn btn--primary btn--block"
        // Before hydration the server checks the amount; after, an invalid one cannot be sent.
        disabled={blocked}
        data-testid="deposit-submit"
      >
        {t("deposit.submit")}
      </button>
    </Form>
  );
}

/**
 * The server's message of the last attempt. The session carries it to one load only, so a reload
 * of the page's data (the refused deposit's status push revalidates, issue 35 §6) brings the step
 * back without it: keep it until the player sends the form again.
 */
function useStickyServerError(view: DepositAmountView, submitting: boolean) {
  const [error, setError] = useState(view.error);
  const [seen, setSeen] = useState(view);
  const [sent, setSent] = useState(false);
  if (submitting && !sent) setSent(true);
  if (seen !== view) {
    setSeen(view);
    if (view.error || sent) {
      setError(view.error);
      setSent(false);
    }
  }
  return error;
}

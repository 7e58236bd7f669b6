import { useState } from "react";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useShellData } from "~/frame-kit/useRootData";
import { useHydrated } from "~/ui/useHydrated";
import { formatMoney } from "~/ui/format-money";
import { useModalNamespace } from "~/ui/modal-namespace";
import { checkAmount, withdrawRange } from "~/features/payment-kit/amount";
import { DepositAmountInput } from "~/features/payment-kit/DepositAmountInput";
import { FeeLine } from "~/features/payment-kit/FeeLine";
import { MethodFieldRows } from "~/features/payment-kit/MethodField";
import { usePaymentForm } from "~/features/payment-kit/use-payment-form";
import { withdrawHref, type WithdrawFormView, type WithdrawMethodChoice } from "./withdraw-data";

/**
 * Step 1 (spec §2): the withdrawable cash, the method, the amount with its range and fee, the
 * payout details from the method's definitions, and for a CPF brand's PIX the own-CPF notice.
 */
export function WithdrawFormStep({ view }: { view: WithdrawFormView }) {
  const { t } = useModalNamespace("withdraw");
  const { t: tc } = useModalNamespace("cashier");
  const { brand, lang } = useShellData();
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [amount, setAmount] = useState(view.amount);
  // the payout details' schema, in the browser and again in the action (ADR 096)
  const payout = usePaymentForm(`withdraw-${view.method}`, view.fields, view.fieldErrors, brand.timeZone);
  const format = brand.currency;
  const action = `/${lang}/cashier/withdraw`;
  const money = (minor: number) => formatMoney(minor / 10 ** format.decimals, format);
  const check = checkAmount(amount, {
    format,
    bounds: { min: view.minMinor, max: view.maxMinor },
    purpose: "withdraw",
  });
  const submitting = navigation.state !== "idle" && navigation.formAction === action;
  // Less cash than the method's smallest withdrawal: nothing can be sent, and the modal says why.
  const range = withdrawRange({ min: view.minMinor, max: view.maxMinor }, view.cashMinor);
  const belowMin = range.kind === "belowMin";
  const blocked = belowMin || (hydrated && (!check.ok || submitting));
  const amountError = view.error?.key.startsWith("amount.") ? view.error : null;
  const formError = view.error && !amountError ? view.error : null;
  const shown = amount !== view.amount && amount && !check.ok ? check.error : amountError;
  const errorText = shown
    ? tc(shown.key, {
        ...("values" in shown ? shown.values : {}),
        ...("limitMinor" in shown && shown.limitMinor !== undefined ? { amount: money(shown.limitMinor) } : {}),
        example: formatMoney(50, format),
      })
    : null;
  const here = `${location.pathname}${location.search}`;
  return (
    <Form
      method="post"
      action={action}
      className="deposit__form"
      data-testid="withdraw-form"
      data-method={view.method}
      noValidate
      replace
      preventScrollReset
      {...payout.formProps}
    >
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="idempotencyKey" value={view.idempotencyKey} />
      <input type="hidden" name="method" value={view.method} />
      <input type="hidden" name="returnTo" value={here} />
      <div className="withdraw__cash">
        <span>{t("cash")}</span>
        <strong data-testid="withdraw-cash">{money(view.cashMinor)}</strong>
      </div>
      {view.methods.length > 1 && (
        <nav aria-label={t("method")} className="withdraw__methods" data-testid="withdraw-methods">
          {view.methods.map((m) => (
            <Link
              key={m.name}
              to={withdrawHref(here, { method: m.name, step: "" })}
              className="withdraw__method"
              aria-current={m.name === view.method ? "true" : undefined}
              data-method={m.name}
              replace
              preventScrollReset
            >
              {methodName(t, m)}
            </Link>
          ))}
        </nav>
      )}
      {formError && (
        <p className="form__error" role="alert" data-testid="withdraw-error">
          {tc(formError.key, formError.values ?? {})}
        </p>
      )}
      {range.kind === "belowMin" && (
        <p className="form__error" role="alert" data-testid="withdraw-below-min">
          {t("belowMin", { min: money(range.min), cash: money(range.cash) })}
        </p>
      )}
      {view.ownCpfNotice !== null && (
        <p className="withdraw__notice" data-testid="withdraw-cpf-notice">
          {t("ownCpf", {
            method: view.methods.find((m) => m.name === view.method)?.label ?? view.method,
            cpf: view.ownCpfNotice,
          })}
        </p>
      )}
      {/* disabled with JavaScript or without: no amount can be sent while the cash is below the minimum */}
      <fieldset className="withdraw__fields" disabled={belowMin} data-testid="withdraw-fields">
        <DepositAmountInput
          t={tc}
          format={format}
          quickAmounts={[]}
          minMinor={view.minMinor}
          maxMinor={view.maxMinor}
          amount={amount}
          onAmount={setAmount}
          errorText={errorText}
          showRange={!belowMin}
        />
        <FeeLine t={tc} fee={view.fee} amountMinor={check.ok ? check.minor : null} format={format} />
        <MethodFieldRows
          t={tc}
          fields={view.fields}
          values={view.values}
          errors={payout.errors}
          refusals={payout.refusals}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={blocked} data-testid="withdraw-submit">
          {t("submit")}
        </button>
      </fieldset>
    </Form>
  );
}

/** A method without a display name (its code) is named by its kind ("Bank transfer"), if the texts have one. */
export function methodName(t: (key: string, options?: Record<string, string>) => string, m: WithdrawMethodChoice) {
  return m.label === m.name && m.kind ? t(`kinds.${m.kind}`, { defaultValue: m.label }) : m.label;
}

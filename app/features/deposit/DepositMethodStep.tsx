import { useState } from "react";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useShellData } from "~/frame-kit/useRootData";
import { modalHref } from "~/routing/modal-links";
import { useHydrated } from "~/ui/useHydrated";
import { useModalNamespace } from "~/ui/modal-namespace";
import { checkAmount } from "~/features/payment-kit/amount";
import type { DepositMethodView } from "./deposit-data";
import { amountErrorText, DepositAmountFields } from "./DepositAmountFields";
import { BonusCodeField } from "./BonusCodeField";
import { FeeLine } from "~/features/payment-kit/FeeLine";
import { MethodFieldRows } from "~/features/payment-kit/MethodField";
import { usePaymentForm } from "~/features/payment-kit/use-payment-form";
import { methodLabel } from "./DepositChooseStep";

/**
 * Step 1 of a card, wallet or redirect method: amount, fee, and the method's fields drawn from
 * their definitions (spec §3). Saved cards and "Add new card" are two URLs (`step=new`).
 */
export function DepositMethodStep({ view }: { view: DepositMethodView }) {
  const { t } = useModalNamespace("cashier");
  const { brand, lang } = useShellData();
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [amount, setAmount] = useState(view.amount);
  // the method's fields under their schema, in the browser and again in the action (ADR 096)
  const fields = usePaymentForm(`deposit-${view.method}`, view.fields, view.fieldErrors, brand.timeZone);
  const format = brand.currency;
  const check = checkAmount(amount, { format, bounds: { min: view.minMinor, max: view.maxMinor }, purpose: "deposit" });
  const submitting = navigation.state !== "idle" && navigation.formAction === `/${lang}/cashier/deposit`;
  const blocked = hydrated && (!check.ok || submitting);
  const amountError = view.error?.key.startsWith("amount.") ? view.error : null;
  const formError = view.error && !amountError ? view.error : null;
  const shown = amount !== view.amount && amount && !check.ok ? check.error : amountError;
  const errorText = amountErrorText(t, shown, format);
  const switchHref =
    view.mode === "new"
      ? depositHref(location, { method: view.method }, ["step"])
      : depositHref(location, { method: view.method, step: "new" });
  const group = view.kind === "card" ? "card" : "other";
  return (
    <Form
      method="post"
      action={`/${lang}/cashier/deposit`}
      className="deposit__form"
      data-testid="deposit-method-form"
      data-method={view.method}
      data-mode={view.mode}
      noValidate
      replace
      preventScrollReset
      {...fields.formProps}
    >
      <input type="hidden" name="idempotencyKey" value={view.idempotencyKey} />
      <input type="hidden" name="method" value={view.method} />
      {view.mode === "new" && view.canSwitch && <input type="hidden" name="step" value="new" />}
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="deposit__default-submit" tabIndex={-1} aria-hidden="true" disabled={blocked} />
      <div className="deposit__method-head">
        <h3 className="deposit__heading">{methodLabel(t, { kind: view.kind, label: view.label })}</h3>
        {view.canChoose && (
          <Link
            to={depositHref(location, {}, ["method", "step"])}
            className="deposit__link"
            replace
            preventScrollReset
            data-testid="deposit-other-methods"
          >
            {t("deposit.otherMethods")}
          </Link>
        )}
      </div>
      {formError && (
        <p className="form__error" role="alert" data-testid="deposit-form-error">
          {t(formError.key, formError.values ?? {})}
        </p>
      )}
      <DepositAmountFields
        t={t}
        format={format}
        view={view}
        amount={amount}
        onAmount={setAmount}
        errorText={errorText}
      />
      <FeeLine t={t} fee={view.fee} amountMinor={check.ok ? check.minor : null} format={format} />
      <MethodFieldRows
        t={t}
        fields={view.fields}
        values={view.values}
        errors={fields.errors}
        refusals={fields.refusals}
      />
      {view.canSwitch && (
        <Link to={switchHref} className="deposit__link" replace preventScrollReset data-testid="deposit-switch-mode">
          {t(view.mode === "new" ? `deposit.backToSaved.${group}` : `deposit.addNew.${group}`)}
        </Link>
      )}
      <BonusCodeField t={t} value={view.bonusCode} />
      <button type="submit" className="btn btn--primary btn--block" disabled={blocked} data-testid="deposit-submit">
        {t("deposit.submit")}
      </button>
    </Form>
  );
}

/** The deposit modal over this page with `set` in the URL and `drop` out of it. */
export function depositHref(
  location: { pathname: string; search: string },
  set: Record<string, string>,
  drop: string[] = [],
): string {
  const [path, query = ""] = modalHref(location, "deposit", { deposit: "true", ...set }).split("?");
  const params = new URLSearchParams(query);
  for (const key of drop) params.delete(key);
  return `${path}?${params.toString()}`;
}

import { useState } from "react";
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useShellData } from "~/shell/useRootData";
import { useHydrated } from "~/ui/useHydrated";
import { formatMoney } from "~/ui/format-money";
import { formatAmountInput } from "~/ui/amount-input";
import { useModalNamespace } from "~/features/registration/namespace";
import { AMOUNT_MAX_LENGTH, checkAmount } from "./amount";
import type { DepositAmountView } from "./deposit-data";
import { DepositLimits } from "./DepositLimits";

/**
 * Step 1 (spec §2): amount, quick amounts ('hot' on every second), optional bonus code. Without
 * JavaScript a quick amount submits the deposit itself; with it, it fills the amount in.
 */
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
  const money = (minor: number) => formatMoney(minor / 10 ** format.decimals, format);
  const submitting = navigation.state !== "idle" && navigation.formAction === `/${lang}/cashier/deposit`;
  const blocked = hydrated && (!check.ok || submitting);
  // The server's message until the player types; then the rule the typed amount breaks.
  const shown = amount !== view.amount && amount && !check.ok ? check.error : view.error;
  const errorText = shown
    ? t(shown.key, {
        ...("values" in shown ? shown.values : {}),
        ...("limitMinor" in shown && shown.limitMinor !== undefined ? { amount: money(shown.limitMinor) } : {}),
        example: formatMoney(50, format),
      })
    : null;
  return (
    <Form method="post" action={`/${lang}/cashier/deposit`} className="deposit__form" replace preventScrollReset>
      <input type="hidden" name="idempotencyKey" value={view.idempotencyKey} />
      <input type="hidden" name="method" value={view.method} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {/* Enter in a field submits with the first submit button: the deposit, not a quick amount. */}
      <button type="submit" className="deposit__default-submit" tabIndex={-1} aria-hidden="true" disabled={blocked} />
      <h3 className="deposit__heading">{t("deposit.chooseAmount")}</h3>
      {view.quickAmounts.length > 0 && (
        <div className="deposit__quick" role="group" aria-label={t("deposit.quickAmounts")}>
          {view.quickAmounts.map((value, index) => (
            <button
              key={value}
              type="submit"
              name="quick"
              value={String(value)}
              className="deposit__quick-amount"
              data-testid="deposit-quick"
              onClick={(event) => {
                event.preventDefault();
                setAmount(formatAmountInput(value, format));
              }}
            >
              {index % 2 === 1 && <span className="deposit__hot">{t("deposit.hot")}</span>}
              {formatMoney(value, format)}
            </button>
          ))}
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor="deposit-amount">
          {t("deposit.amount", { currency: format.code })}
        </label>
        <input
          id="deposit-amount"
          name="amount"
          className="input"
          inputMode="decimal"
          autoComplete="off"
          maxLength={AMOUNT_MAX_LENGTH}
          value={amount}
          placeholder={formatAmountInput(view.minMinor / 10 ** format.decimals, format)}
          aria-invalid={errorText ? true : undefined}
          aria-describedby="deposit-amount-hint deposit-amount-error"
          onChange={(event) => setAmount(event.target.value)}
          // Spec §5: no copy, cut or paste in the amount.
          onPaste={(event) => event.preventDefault()}
          onCopy={(event) => event.preventDefault()}
          onCut={(event) => event.preventDefault()}
        />
        <span id="deposit-amount-hint" className="field__hint">
          {t("deposit.range", { min: money(view.minMinor), max: money(view.maxMinor) })}
        </span>
        <DepositLimits limits={view.periodLimits} />
        <span id="deposit-amount-error" className="field__error" role="alert" data-testid="deposit-amount-error">
          {errorText}
        </span>
      </div>
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
          defaultValue={view.bonusCode}
        />
      </div>
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

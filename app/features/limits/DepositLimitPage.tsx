import { Form, Link, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useShellData } from "~/frame-kit/useRootData";
import { formatAmountInput } from "~/ui/amount-input";
import { Icon } from "~/ui/icons";
import { formatMoney } from "~/ui/format-money";
import { useZodForm } from "~/forms/use-zod-form";
import { Button } from "~/ui/Button";
import { Field } from "~/forms/Field";
import { Money } from "~/ui/Money";
import { depositLimitSchema, type DepositPeriod } from "./deposit-limit-schema";
import type { DepositLimitActionData, DepositLimitPageData } from "./deposit-limit.server";
// The saved-limits summary is the account pages' list (account-list).

// Monthly first: it is the one the country rules ask for; daily and weekly narrow it down.
const ORDER: readonly DepositPeriod[] = ["monthly", "weekly", "daily"];

/**
 * {lang}/setmonthlydepositlimit: the deposit limits form (spec §5), reached from the launch
 * pre-check (which passes the launch as redirectUrl) or from the limits page. A plain form: it
 * works without JavaScript, and with it checks as the player types.
 */
export function DepositLimitPage({
  page,
  actionData,
}: {
  page: DepositLimitPageData;
  actionData: DepositLimitActionData | undefined;
}) {
  const navigation = useNavigation();
  const { brand } = useShellData();
  const { t } = useTranslation("limits");
  const format = brand.currency;
  const cap = brand.limits.depositLimitCap;
  const schema = depositLimitSchema({ format, cap, required: ["monthly"] });
  const defaults = Object.fromEntries(
    ORDER.flatMap((period) => {
      const value = page.current?.[period];
      return value === null || value === undefined ? [] : [[period, formatAmountInput(value, format)]];
    }),
  );
  const [form, fields] = useZodForm("deposit-limit", schema, actionData?.result, defaults);
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const money = (value: number) => formatMoney(value, format);
  const vars = { min: money(1), max: money(cap), example: formatAmountInput(1234.5, format) };
  const launch = page.redirectUrl !== null;

  if (page.saved && !actionData) {
    return (
      <section
        className="page-form limits-page"
        aria-labelledby="deposit-limit-title"
        data-testid="deposit-limit-saved"
      >
        <h1 id="deposit-limit-title">
          <Icon name="shield" size={22} /> {t("deposit.title")}
        </h1>
        <div className="limits-done" role="status">
          <span className="limits-done__icon">
            <Icon name="check" size={24} />
          </span>
          <p>{t("deposit.saved")}</p>
        </div>
        {page.current ? (
          <dl className="account-list">
            {ORDER.map((period) => (
              <div className="account-list__row" key={period}>
                <dt>{t(`deposit.${period}`)}</dt>
                <dd>
                  <Money amount={page.current![period]} fallback={t("deposit.none")} format={format} />
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="limits-actions">
          <Link to={`/${page.lang}/myaccount/limits`} className="btn btn--primary btn--block">
            {t("deposit.myLimits")}
          </Link>
          <Link to={`/${page.lang}`} className="btn btn--ghost btn--block">
            {t("deposit.home")}
          </Link>
        </div>
      </section>
    );
  }

  const formError = form.errors?.[0];
  return (
    <section className="page-form limits-page" aria-labelledby="deposit-limit-title" data-testid="deposit-limit-page">
      <h1 id="deposit-limit-title">
        <Icon name="shield" size={22} /> {t("deposit.title")}
      </h1>
      <p className="limits-page__intro">{launch ? t("deposit.introLaunch") : t("deposit.intro")}</p>
      {page.current === null ? (
        <p className="form__error" role="alert">
          {t("deposit.unavailable")}
        </p>
      ) : null}
      <Form method="post" className="form" {...getFormProps(form)}>
        {formError ? (
          <p className="form__error" role="alert" id={form.errorId}>
            {t(formError, vars)}
          </p>
        ) : null}
        {page.redirectUrl ? <input type="hidden" name="redirectUrl" value={page.redirectUrl} /> : null}
        {ORDER.map((period) => {
          const field = fields[period];
          const { key, ...inputProps } = getInputProps(field, { type: "text" });
          const error = field.errors?.[0];
          const label = (
            <>
              {t(`deposit.${period}`)}
              {period === "monthly" ? null : <span className="limits-optional"> {t("deposit.optional")}</span>}
            </>
          );
          return (
            <Field
              key={period}
              id={field.id}
              label={label}
              hint={t(`deposit.hint.${period}`)}
              keepHint
              error={error ? t(error, vars) : undefined}
              errorId={field.errorId}
            >
              {(control) => (
                <div
                  className="amount-input"
                  data-symbol={format.position}
                  style={{ "--symbol-ch": format.symbol.length } as React.CSSProperties}
                >
                  <span className="amount-input__symbol" aria-hidden="true">
                    {format.symbol}
                  </span>
                  <input
                    key={key}
                    {...inputProps}
                    {...control}
                    className="input"
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={period === "monthly" ? vars.example : t("deposit.noLimitPlaceholder")}
                    data-testid={`deposit-limit-${period}`}
                  />
                </div>
              )}
            </Field>
          );
        })}
        <p className="limits-rules">
          <Icon name="info" size={18} />
          <span>{t("deposit.rules", vars)}</span>
        </p>
        <Button block pending={busy} pendingLabel={t("deposit.saving")} data-testid="deposit-limit-submit">
          {launch ? t("deposit.saveAndContinue") : t("deposit.save")}
        </Button>
        <Link to={launch ? `/${page.lang}` : `/${page.lang}/myaccount/limits`} className="btn btn--ghost btn--block">
          {launch ? t("deposit.home") : t("deposit.myLimits")}
        </Link>
      </Form>
    </section>
  );
}

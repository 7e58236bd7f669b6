import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "~/ui/icons";
import { Money } from "~/ui/Money";
import { DepositAftermath } from "~/features/deposit/DepositAftermath";
import { FrameBreaker } from "./FrameBreaker";
import type { ResultPageData } from "./result.server";
import type { ResultStatus } from "./result-query";

const ICONS: Record<ResultStatus, IconName> = { SUCCESS: "check", FAILURE: "alert", PENDING: "clock", UNKNOWN: "info" };

/**
 * {lang}/txn-confirmation, {lang}/success and {lang}/failure: the outcome of a payment in the site
 * shell. Every value shown is either the platform's or a checked query field (result-query.ts).
 */
export function PaymentResult({ page }: { page: ResultPageData }) {
  const { t } = useTranslation(["payment", "cashier"]);
  const { details, status, type } = page;
  // What comes next: another deposit, or the cashout among the player's withdrawals.
  const next =
    type === "cashout"
      ? { href: page.links.portfolio, testId: "payment-result-portfolio", label: t("payment:actions.portfolio") }
      : { href: page.links.deposit, testId: "payment-result-deposit", label: t("payment:actions.depositAgain") };
  return (
    <section
      className="page-form payment-result"
      aria-labelledby="payment-result-title"
      data-testid="payment-result"
      data-status={status}
    >
      <FrameBreaker />
      <span className={`payment-result__icon payment-result__icon--${status.toLowerCase()}`} aria-hidden="true">
        <Icon name={ICONS[status]} size={36} />
      </span>
      <h1 id="payment-result-title">{page.title}</h1>
      {page.reasonKey ? (
        <p className="payment-result__message" role="alert" data-testid="payment-result-reason">
          {t(page.reasonKey)}
        </p>
      ) : (
        <p className="payment-result__message" role="status">
          {t(`payment:${type === "cashout" ? "cashout" : "deposit"}.${status.toLowerCase()}Text`)}
        </p>
      )}
      {details ? (
        <dl className="payment-result__details" data-testid="payment-result-details">
          <Row label={t("payment:labels.amount")} testId="payment-result-amount">
            {details.amount === null ? null : <Money amount={details.amount} />}
          </Row>
          <Row label={t("payment:labels.method")} testId="payment-result-method">
            {details.paymentMethod}
          </Row>
          <Row label={t("payment:labels.card")} testId="payment-result-card">
            {details.cardNumber}
          </Row>
          <Row label={t("payment:labels.account")}>{details.account}</Row>
          <Row label={t("payment:labels.status")} testId="payment-result-status">
            {t(`payment:statuses.${status}`)}
          </Row>
          <Row label={t("payment:labels.id")} testId="payment-result-id">
            {details.id}
          </Row>
        </dl>
      ) : null}
      <DepositAftermath after={page.after} />
      <div className="payment-result__actions">
        {page.links.checkAgain ? (
          <a className="btn btn--primary" href={page.links.checkAgain} data-testid="payment-result-check">
            {t("payment:actions.checkAgain")}
          </a>
        ) : null}
        <a
          className={page.links.checkAgain ? "btn btn--ghost" : "btn btn--primary"}
          href={next.href}
          data-testid={next.testId}
        >
          {next.label}
        </a>
        <a className="btn btn--ghost" href={page.links.lobby} data-testid="payment-result-lobby">
          {t("payment:actions.lobby")}
        </a>
      </div>
    </section>
  );
}

function Row({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <div className="payment-result__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

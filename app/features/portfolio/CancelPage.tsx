import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Money } from "~/ui/Money";
import { ErrorSummary } from "~/forms/ErrorSummary";
import { SubmitButton } from "~/forms/SubmitButton";
import type { CancelData } from "./cancel.server";
import { portfolioPath } from "~/routing/spec-routes";

/**
 * withdraw/cancelWithdrawal (ask) and withdraw/confirmCancelWithdraw (result). Asking shows the
 * withdrawal and a plain POST form; the button is disabled while it is sent, and the platform
 * cancels once whatever the browser repeats. A settled withdrawal says why it cannot be cancelled.
 */
export function CancelPage({ page }: { page: CancelData }) {
  const { t } = useTranslation("portfolio");
  const sending = useNavigation().state === "submitting";
  const portfolio = portfolioPath(page.lang);
  const asking = page.mode === "ask" && page.state === "pending";
  const message = asking ? t("cancel.question") : t(`cancel.states.${page.state}`, { reason: page.reason ?? "" });
  return (
    <section
      className="page-form account-page portfolio-cancel"
      aria-labelledby="portfolio-cancel-title"
      data-testid="portfolio-cancel-page"
      data-state={page.state}
    >
      <h1 id="portfolio-cancel-title">{page.title}</h1>
      <ErrorSummary message={page.retry ? t("cancel.retry") : undefined} />
      <p className={page.state === "cancelled" ? "form__success" : undefined} data-testid="portfolio-cancel-message">
        {message}
      </p>
      {page.amount !== null ? (
        <dl className="account-list">
          <div className="account-list__row">
            <dt>{t("history.amount")}</dt>
            <dd>
              <Money amount={page.amount} />
            </dd>
          </div>
          {page.method ? (
            <div className="account-list__row">
              <dt>{t("history.method")}</dt>
              <dd>{[page.method, page.account].filter(Boolean).join(" · ")}</dd>
            </div>
          ) : null}
          <div className="account-list__row">
            <dt>{t("cancel.reference")}</dt>
            <dd>{page.txnId}</dd>
          </div>
        </dl>
      ) : null}
      <div className="account-page__actions">
        {asking ? (
          <Form method="post" action={`/${page.lang}/withdraw/confirmCancelWithdraw`}>
            <input type="hidden" name="txnId" value={page.txnId} />
            <input type="hidden" name="idempotencyKey" value={page.key} />
            <SubmitButton block pending={sending} data-testid="portfolio-cancel-confirm">
              {t("cancel.confirm")}
            </SubmitButton>
          </Form>
        ) : null}
        {page.mode === "result" && page.state === "pending" ? (
          <Link
            to={`/${page.lang}/withdraw/cancelWithdrawal?${new URLSearchParams({ txnId: page.txnId })}`}
            className="btn btn--primary btn--block"
          >
            {t("pending.cancel")}
          </Link>
        ) : null}
        <Link to={portfolio} className="btn btn--ghost btn--block" data-testid="portfolio-cancel-back">
          {asking ? t("cancel.keep") : t("cancel.back")}
        </Link>
      </div>
    </section>
  );
}

import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import type { CallbackPage as CallbackPageData } from "./callback.server";
import { FrameBreaker } from "./FrameBreaker";

/**
 * What {lang}/cashier/callback shows when it does not redirect: inside the provider's frame, the
 * way out to the whole window (the script takes it at once; the link, target _top, works without
 * JavaScript); for a return it cannot read, the branded 400.
 */
export function CallbackPage({ page, lang }: { page: CallbackPageData; lang: string }) {
  const { t } = useTranslation("payment");
  if (page.kind === "breakout")
    return (
      <main className="payment-breakout" data-testid="payment-breakout">
        <FrameBreaker />
        <p>{t("breakout.text")}</p>
        <a className="btn btn--primary" href={page.href} target="_top" data-testid="payment-breakout-continue">
          {t("breakout.continue")}
        </a>
      </main>
    );
  return (
    <section className="page-form payment-result" aria-labelledby="payment-result-title" data-testid="payment-invalid">
      <span className="payment-result__icon payment-result__icon--failure" aria-hidden="true">
        <Icon name="alert" size={36} />
      </span>
      <h1 id="payment-result-title">{t("invalid.title")}</h1>
      <p className="payment-result__message">{t("invalid.text")}</p>
      <div className="payment-result__actions">
        <a className="btn btn--primary" href={`/${lang}`}>
          {t("invalid.home")}
        </a>
      </div>
    </section>
  );
}

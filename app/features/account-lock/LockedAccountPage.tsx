import { useEffect, useState } from "react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StatusPage } from "~/shell/StatusPage";
import { useShellData } from "~/shell/useRootData";

/**
 * Spec §2 account-locked page: (a) a KYC lock — write to support (send and copy buttons), what
 * identity and address proof to send, the bonus follows approval; (b) a closed or self-excluded
 * account — a dialog with request reopening and back to website. Browser back is blocked: the
 * lock is left only through "back to website".
 */
export function LockedAccountPage() {
  const { t } = useTranslation(["account", "auth"]);
  const { brand, lang, accountLock } = useShellData();
  useBlockBackNavigation();
  if (!accountLock) return null;
  const email = brand.legal.supportEmail;
  const message = t(`auth:${accountLock.messageKey}`);
  const leave = (
    <Form method="post" action={`/${lang}/accountlocked`} reloadDocument>
      <button type="submit" className="btn btn--ghost" data-testid="locked-leave">
        {t("locked.back")}
      </button>
    </Form>
  );

  if (accountLock.variant === "closed") {
    const subject = encodeURIComponent(t("locked.closed.subject", { brand: brand.name }));
    return (
      <StatusPage
        icon="shield"
        title={t("locked.closed.title")}
        role="dialog"
        aria-modal="true"
        data-testid="locked-account"
        data-variant="closed"
      >
        <p className="status-page__lead">{message}</p>
        <p>{t("locked.closed.text")}</p>
        <div className="locked__actions">
          <a className="btn btn--primary" href={`mailto:${email}?subject=${subject}`}>
            {t("locked.closed.reopen")}
          </a>
          {leave}
        </div>
      </StatusPage>
    );
  }

  const subject = encodeURIComponent(t("locked.kyc.subject", { brand: brand.name }));
  return (
    <StatusPage icon="user" title={t("locked.kyc.title")} data-testid="locked-account" data-variant="kyc">
      <p className="status-page__lead">{message}</p>
      <div className="locked__support">
        <p>{t("locked.kyc.sendTo")}</p>
        <p className="locked__email" data-testid="locked-email">
          {email}
        </p>
        <div className="locked__actions">
          <a className="btn btn--primary" href={`mailto:${email}?subject=${subject}`}>
            {t("locked.kyc.send")}
          </a>
          <CopyButton text={email} />
        </div>
      </div>
      <section className="locked__proof" aria-labelledby="locked-identity">
        <h2 id="locked-identity">{t("locked.kyc.identityTitle")}</h2>
        <p>{t("locked.kyc.identityText")}</p>
      </section>
      <section className="locked__proof" aria-labelledby="locked-address">
        <h2 id="locked-address">{t("locked.kyc.addressTitle")}</h2>
        <p>{t("locked.kyc.addressText")}</p>
      </section>
      <p className="locked__bonus">{t("locked.kyc.bonus")}</p>
      {leave}
    </StatusPage>
  );
}

/** Copies the address; "Copied" for 1 s (spec §2). Rendered only where the Clipboard API is. */
function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation("account");
  const [available, setAvailable] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setAvailable(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  if (!available) return null;
  return (
    <button
      type="button"
      className="btn btn--ghost"
      data-testid="locked-copy"
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => undefined,
        )
      }
    >
      {copied ? t("locked.kyc.copied") : t("locked.kyc.copy")}
    </button>
  );
}

/** Each Back lands on the same page again: a history entry is pushed back on every popstate. */
function useBlockBackNavigation() {
  useEffect(() => {
    window.history.pushState(null, "", window.location.href);
    const onPop = () => window.history.pushState(null, "", window.location.href);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
}

import { useEffect, useState, type ReactNode } from "react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StatusPage } from "~/frame-kit/StatusPage";
import { useShellData } from "~/frame-kit/useRootData";
import { LockedProofSection, useLockedUploads } from "./LockedUploads";

/**
 * Spec §2 account-locked page: (a) a KYC lock — write to support (send and copy buttons), what
 * identity and address proof to send, the bonus follows approval; (b) a closed or self-excluded
 * account — a dialog with request reopening and back to website. Browser back is blocked: the
 * lock is left only through "back to website". With the platform's upload-only token the KYC
 * lock's proof sections carry the upload forms (ADR 072).
 */
export function LockedAccountPage() {
  const { t } = useTranslation(["account", "auth"]);
  const { brand, lang, accountLock } = useShellData();
  const uploads = useLockedUploads();
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

  if (uploads?.cleared) return <ClearedPage leave={leave} />;
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
      {uploads?.expired ? (
        <p className="form__error" role="alert" data-testid="locked-expired">
          {t("locked.kyc.expired")}
        </p>
      ) : uploads?.uploads ? (
        <p data-testid="locked-upload-intro">{t("locked.kyc.uploadIntro")}</p>
      ) : null}
      <LockedProofSection category="identity" lang={lang} />
      <LockedProofSection category="address" lang={lang} />
      <p className="locked__bonus">{t("locked.kyc.bonus")}</p>
      {leave}
    </StatusPage>
  );
}

/** Both proofs approved: the lock is lifted; "back to website" forgets it and login works again. */
function ClearedPage({ leave }: { leave: ReactNode }) {
  const { t } = useTranslation("account");
  return (
    <StatusPage icon="check" title={t("locked.kyc.clearedTitle")} data-testid="locked-account" data-variant="cleared">
      <p className="status-page__lead" role="status" data-testid="locked-cleared">
        {t("locked.kyc.cleared")}
      </p>
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

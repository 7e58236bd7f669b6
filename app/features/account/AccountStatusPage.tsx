import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import type { AccountStatusData } from "./status.server";
import { documentsHref } from "~/features/kyc/documents";
import { AccountPageFrame } from "./AccountPageFrame";

function Badge({ ok, children }: { ok: boolean | null; children: string }) {
  return (
    <span className="account-badge" data-tone={ok === null ? undefined : ok ? "ok" : "warn"}>
      {ok ? <Icon name="check" size={14} /> : null}
      {children}
    </span>
  );
}

const KYC_TONE = { verified: true, pending: false, notStarted: false, actionNeeded: false, unknown: null } as const;
const DOC_TONE = { verified: true, initiated: null, new: false, notVerified: false } as const;

/** {lang}/accountstatus: what the platform says about the account (spec §2, §4 toAccountstatus). */
export function AccountStatusPage({ page }: { page: AccountStatusData }) {
  const { t } = useTranslation("account");
  const verified = (ok: boolean) => <Badge ok={ok}>{ok ? t("status.verified") : t("status.notVerified")}</Badge>;
  return (
    <AccountPageFrame id="status" icon="user" title={t("status.title")} testId="account-status-page">
      {!page.available ? (
        <p className="form__error" role="alert">
          {t("status.unavailable")}
        </p>
      ) : (
        <>
          <dl className="account-list">
            <div className="account-list__row">
              <dt>{t("status.account")}</dt>
              <dd data-testid="status-account">
                <Badge ok={page.userStatus === "real" ? true : null}>{t(`status.userStatus.${page.userStatus}`)}</Badge>
              </dd>
            </div>
            <div className="account-list__row">
              <dt>{t("status.email", { email: page.email })}</dt>
              <dd data-testid="status-email">{verified(page.emailVerified)}</dd>
            </div>
            {page.phone ? (
              <div className="account-list__row">
                <dt>{t("status.phone", { phone: page.phone })}</dt>
                <dd data-testid="status-phone">{verified(page.phoneVerified)}</dd>
              </div>
            ) : null}
          </dl>
          {page.phone && !page.phoneVerified && page.otpEnabled ? (
            <Link to={`/${page.lang}/sms`} className="btn btn--ghost btn--block">
              {t("status.verifyPhone")}
            </Link>
          ) : null}

          <h2>{t("status.kycHeading")}</h2>
          <dl className="account-list">
            <div className="account-list__row">
              <dt>{t("status.kyc")}</dt>
              <dd data-testid="status-kyc">
                <Badge ok={KYC_TONE[page.kyc]}>{t(`status.kycState.${page.kyc}`)}</Badge>
              </dd>
            </div>
            {page.documents.map((doc) => (
              <div className="account-list__row" key={doc.type} data-testid={`status-document-${doc.type}`}>
                <dt>{t(`status.documents.${doc.type}`)}</dt>
                <dd>
                  <Badge ok={DOC_TONE[doc.state]}>{t(`status.documentStatus.${doc.state}`)}</Badge>
                  {/* Age is proved by the identity document: its row has no upload of its own. */}
                  {doc.actionNeeded && doc.type !== "age" ? (
                    <Link
                      to={documentsHref(page.lang, doc.type)}
                      className="account-list__action"
                      data-testid={`status-document-${doc.type}-upload`}
                    >
                      {t("status.sendDocument")}
                    </Link>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          {page.kyc !== "verified" ? <p className="account-page__intro">{t("status.kycHelp")}</p> : null}
          {page.documents.some((doc) => doc.actionNeeded) ? (
            <Link
              to={`/${page.lang}/myaccount?page=confirmidentity`}
              className="btn btn--primary btn--block"
              data-testid="status-verify"
            >
              {t("status.verifyIdentity")}
            </Link>
          ) : null}
        </>
      )}
      <div className="account-page__actions">
        <Link to={`/${page.lang}/page/contact-us`} className="btn btn--ghost btn--block">
          {t("status.contact")}
        </Link>
      </div>
    </AccountPageFrame>
  );
}

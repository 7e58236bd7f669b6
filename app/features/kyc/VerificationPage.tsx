import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { VerificationPageData } from "./verification.server";
import { documentsHref } from "./documents";

/** The proofs a player can upload from here (age goes with identity). */
const UPLOADS = ["identity", "address"] as const;

/**
 * myaccount?page=confirmidentity|initiateverification (issue 26 §2): what is missing in plain
 * words, or the state of each document; once verified, the way back to what the player was doing.
 */
export function VerificationPage({ page }: { page: VerificationPageData }) {
  const { t } = useTranslation("account");
  const location = useLocation();
  const missing = page.documents.filter((doc) => doc.actionNeeded);
  const unavailable = useActionData<{ verifyUnavailable?: boolean }>()?.verifyUnavailable === true;
  const busy = useNavigation().state === "submitting";
  const documentLine = (doc: VerificationPageData["documents"][number]) =>
    `${t(`status.documents.${doc.type}`)}: ${t(`status.documentStatus.${doc.state}`)}`;
  return (
    <section className="page-form precheck" data-precheck={page.page} data-step={page.step} data-testid="verification">
      <h1>{page.title}</h1>
      {page.headline === "unknown" ? (
        <p className="form__error" role="alert">
          {t("verification.unavailable")}
        </p>
      ) : page.step === "confirm" ? (
        <>
          <p>{t("verification.confirm.text")}</p>
          <ul className="precheck__list" data-testid="verification-missing">
            {missing.map((doc) => (
              <li key={doc.type}>{documentLine(doc)}</li>
            ))}
          </ul>
          {page.canVerifyOnline ? (
            <Form method="post" className="verification__verify" data-testid="verification-verify">
              <button
                type="submit"
                name="intent"
                value="verify"
                className="btn btn--primary btn--block"
                disabled={busy}
              >
                {t("verification.verifyNow")}
              </button>
            </Form>
          ) : null}
          {unavailable ? (
            <p className="form__error" role="alert" data-testid="verification-verify-unavailable">
              {t("verification.verifyUnavailable")}
            </p>
          ) : null}
          <ul className="verification__uploads" data-testid="verification-uploads">
            {UPLOADS.filter((type) =>
              missing.some((doc) => doc.type === type || (type === "identity" && doc.type === "age")),
            ).map((type) => (
              <li key={type}>
                <Link
                  to={documentsHref(page.lang, type)}
                  className="btn btn--ghost btn--block"
                  data-testid={`verification-upload-${type}`}
                >
                  {t(`verification.upload.${type}`)}
                </Link>
              </li>
            ))}
          </ul>
          <p className="precheck__why">{t("verification.confirm.how")}</p>
        </>
      ) : (
        <>
          <p>{t(page.headline === "verified" ? "verification.verified.text" : "verification.pending.text")}</p>
          <ul className="precheck__list" data-testid="verification-documents">
            {page.documents.map((doc) => (
              <li key={doc.type}>{documentLine(doc)}</li>
            ))}
          </ul>
        </>
      )}
      <div className="precheck__actions">
        {page.headline === "verified" && page.continueTo ? (
          <Link to={page.continueTo.href} className="btn btn--primary btn--block" data-testid="verification-continue">
            {t(`verification.continue.${page.continueTo.kind}`)}
          </Link>
        ) : null}
        {page.headline !== "verified" && page.step === "status" ? (
          <Link
            to={`${location.pathname}${location.search}`}
            className="btn btn--primary btn--block"
            data-testid="verification-refresh"
            reloadDocument
          >
            {t("verification.pending.refresh")}
          </Link>
        ) : null}
        {page.step === "confirm" ? (
          <Link
            to={`/${page.lang}/page/contact-us`}
            className={`btn btn--block ${page.canVerifyOnline && !unavailable ? "btn--ghost" : "btn--primary"}`}
            data-testid="precheck-action"
          >
            {t("status.contact")}
          </Link>
        ) : null}
        <Link to={`/${page.lang}/accountstatus`} className="btn btn--ghost btn--block">
          {t("verification.statusLink")}
        </Link>
      </div>
    </section>
  );
}

import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DocumentUploadForm, serverCheckedUpload } from "~/features/kyc/DocumentUploadForm";
import { acceptsUpload } from "~/features/kyc/documents";
import { DocumentState } from "~/features/kyc/DocumentState";
import type { LockedCategory, LockedSection, LockedUploadsData } from "./uploads.server";

/**
 * The {lang}/accountlocked route's data (ADR 072). The root draws the locked page on every path;
 * only on that route is there upload data, elsewhere the page keeps the email-support path.
 */
export function useLockedUploads(): LockedUploadsData | undefined {
  return useRouteLoaderData<LockedUploadsData>("accountlocked");
}

/** One proof section of the KYC lock: what to send, and with a token its state and upload form. */
export function LockedProofSection({ category, lang }: { category: LockedCategory; lang: string }) {
  const { t } = useTranslation(["account", "kyc"]);
  const uploads = useLockedUploads()?.uploads;
  const section = uploads?.sections.find((s) => s.category === category);
  const headingId = `locked-${category}`;
  return (
    <section className="locked__proof" aria-labelledby={headingId} data-testid={`locked-proof-${category}`}>
      <h2 id={headingId}>{t(`locked.kyc.${category}Title`)}</h2>
      <p>{t(`locked.kyc.${category}Text`)}</p>
      {uploads && section ? (
        <SectionUpload
          section={section}
          result={uploads.result?.category === category ? uploads.result : null}
          limits={uploads.limits}
          lang={lang}
        />
      ) : null}
    </section>
  );
}

function SectionUpload({
  section,
  result,
  limits,
  lang,
}: {
  section: LockedSection;
  result: NonNullable<LockedUploadsData["uploads"]>["result"];
  limits: NonNullable<LockedUploadsData["uploads"]>["limits"];
  lang: string;
}) {
  const sent = result?.sent === true && section.state === "initiated";
  const refusal = result && result.sent !== true ? result : undefined;
  const target = { url: `/${lang}/accountlocked`, category: section.category };
  return (
    <div className="locked__upload">
      <DocumentState state={section.state} sent={sent} refusedComment={section.refusedComment} />
      {acceptsUpload(section.state) ? (
        <DocumentUploadForm
          // A new form once a proof is taken: with JavaScript the page is not reloaded, and the
          // old choice and file must not invite sending the same proof twice.
          key={`${section.state ?? "unknown"}-${sent ? "sent" : "open"}`}
          page={{ limits, docTypes: section.docTypes }}
          action={refusal}
          target={target}
          upload={serverCheckedUpload(target, refusal)}
        />
      ) : null}
    </div>
  );
}

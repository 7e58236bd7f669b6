import { useActionData } from "@remix-run/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { mergedHeaders } from "~/routing/headers";
import { forgotAction, recoveryPageLoader } from "~/features/auth/pages.server";
import { ForgotForm } from "~/features/auth/RecoveryForms";
import { FallbackPage } from "~/frame-kit/FallbackPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["auth"] };

// Form schema: forgotSchema in ~/features/auth/schemas (shared with the modal).

/** {lang}/forgotpassword (spec §2): the forgot-password form as a page; the modal posts here. */
export async function loader(args: LoaderFunctionArgs) {
  return recoveryPageLoader(args, "forgot.pageTitle");
}

export async function action(args: ActionFunctionArgs) {
  return forgotAction(args);
}

export const headers = mergedHeaders;

export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  return (
    <div className="auth-page">
      <section className="page-form" aria-labelledby="forgot-page-title">
        <h1 id="forgot-page-title">{t("forgot.title")}</h1>
        <ForgotForm variant="page" actionData={actionData} />
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export function ErrorBoundary() {
  return <FallbackPage />;
}

export { shouldRevalidate } from "~/routing/revalidation";

import { useActionData, useLoaderData } from "@remix-run/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { mergedHeaders } from "~/routing/headers";
import { recoveryPageLoader, resetAction } from "~/features/auth/pages.server";
import { ResetForm } from "~/features/auth/RecoveryForms";
import { FallbackPage } from "~/frame-kit/FallbackPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["auth"] };

// Form schema: resetSchema in ~/features/auth/schemas (shared with the modal).

/** {lang}/reset-password?resetPasswordToken=… (spec §2); the reset modal posts here. */
export async function loader(args: LoaderFunctionArgs) {
  return recoveryPageLoader(args, "reset.pageTitle");
}

export async function action(args: ActionFunctionArgs) {
  return resetAction(args);
}

export const headers = mergedHeaders;

export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="auth-page">
      <section className="page-form" aria-labelledby="reset-page-title">
        <h1 id="reset-page-title">{t("reset.title")}</h1>
        <ResetForm variant="page" token={token} actionData={actionData} />
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

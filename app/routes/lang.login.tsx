import { useActionData, useLoaderData, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { mergedHeaders } from "~/routing/headers";
import { loginAction, type LoginActionData } from "~/features/auth/login.server";
import { loginPageLoader } from "~/features/auth/pages.server";
import { GoogleRegisterOffer, LinkGoogleForm, LoginForm } from "~/features/auth/LoginForm";
import { FallbackPage } from "~/frame-kit/FallbackPage";
import { NotFoundPage } from "~/frame-kit/NotFoundPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["auth"] };

// Form schemas: loginSchema / linkSchema in ~/features/auth/schemas (shared with the modal).

/** {lang}/login: the login page (spec §2), also where the modal's form posts without JavaScript. */
export async function loader(args: LoaderFunctionArgs) {
  return loginPageLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return loginAction(args);
}

export const headers = mergedHeaders;

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const carried: LoginActionData | undefined = actionData ?? (page.error ? { error: page.error } : undefined);
  return (
    <div className="auth-page">
      <section className="page-form" aria-labelledby="login-page-title">
        <h1 id="login-page-title">
          {page.view?.kind === "link"
            ? t("link.title")
            : page.view?.kind === "register"
              ? t("googleRegister.title")
              : t("login.title")}
        </h1>
        {page.view?.kind === "link" ? (
          <LinkGoogleForm email={page.view.email} actionData={actionData} />
        ) : page.view?.kind === "register" ? (
          <GoogleRegisterOffer email={page.view.email} />
        ) : (
          <LoginForm variant="page" actionData={carried} />
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <FallbackPage />;
}

export { shouldRevalidate } from "~/routing/revalidation";

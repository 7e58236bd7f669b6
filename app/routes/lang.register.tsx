import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { registrationAction, registrationPageLoader } from "~/features/registration/register.server";
import { RegistrationPage } from "~/features/registration/RegistrationPage";
import { FallbackPage } from "~/frame-kit/FallbackPage";

export const handle = { i18n: ["registration"] };

// Form schema: ~/features/registration/schema.ts (shared by the browser and the action).

/** {lang}/register/step1 (spec §2 registration start); guarded by the country rule (spec §4). */
export function loader(args: LoaderFunctionArgs) {
  return registrationPageLoader(args);
}

/** The registration form's action: CPF check, uniqueness checks, registration and automatic login. */
export function action(args: ActionFunctionArgs) {
  return registrationAction(args);
}

export const headers = mergedHeaders;

export default function RegisterStep1() {
  const actionData = useActionData<typeof action>();
  return <RegistrationPage actionData={actionData} />;
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: page?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <FallbackPage />;
}

export { shouldRevalidate } from "~/routing/revalidation";

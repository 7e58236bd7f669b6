import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { mergedHeaders, NO_STORE } from "~/routing/headers";
import { serverT } from "~/i18n/i18next.server";
import { loadPlayer } from "~/session/player.server";
import { registrationAction, registrationContext, restrictedHref, type RegistrationActionData } from "~/features/registration/register.server";
import { RegistrationPage } from "~/features/registration/RegistrationPage";
import { FallbackPage } from "~/shell/FallbackPage";

export const handle = { i18n: ["registration"] };

// Form schema: ~/features/registration/schema.ts (shared by the browser and the action).

/** {lang}/register/step1 (spec §2 registration start); guarded by the country rule (spec §4). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = params.lang ?? "";
  const url = new URL(request.url);
  const reg = await registrationContext(request, context, lang);
  if (reg.blocked) throw redirect(restrictedHref(lang, url.search), { headers: NO_STORE });
  const { player } = await loadPlayer(request, context, reg.brand, lang);
  if (player) throw redirect(`/${lang}`, { headers: NO_STORE });
  const t = await serverT(context, reg.brand, lang, "registration");
  return data({ title: `${t("page.title")} | ${reg.brand.name}` }, { headers: NO_STORE });
}

/** The registration form's action: CPF check, uniqueness checks, registration and automatic login. */
export async function action(args: ActionFunctionArgs) {
  return registrationAction(args);
}

export const headers = mergedHeaders;

export default function RegisterStep1() {
  const actionData = useActionData<typeof action>() as RegistrationActionData | undefined;
  return <RegistrationPage actionData={actionData} />;
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title ?? "" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <FallbackPage />;
}

export { shouldRevalidate } from "~/routing/revalidation";

import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { logoutAction } from "~/features/auth/logout.server";
import { NO_STORE } from "~/routing/headers";

/** POST /{lang}/logout (spec §4 logout). A GET changes nothing and just goes home. */
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/${params.lang ?? ""}`, { headers: NO_STORE });
}

export function action(args: ActionFunctionArgs) {
  return logoutAction(args);
}

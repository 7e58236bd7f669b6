import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { isSafeRelativePath } from "~/routing/safe-path";
import { continueSession } from "~/features/session-timer/session-timer.server";

/** POST only: the session-expired modal's "continue" (a new full period, spec §4). */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/${params.lang ?? ""}`);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const target = String(form.get("redirectTo") ?? "");
  const back = isSafeRelativePath(target) ? target : `/${params.lang ?? ""}`;
  if (form.get("intent") !== "continue") return Response.json({ ok: false }, { status: 400 });
  const cookie = await continueSession(request, context);
  return redirect(back, { headers: cookie ? { "Set-Cookie": cookie } : {} });
}

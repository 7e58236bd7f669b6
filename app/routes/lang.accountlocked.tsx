import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { leaveLockedAccount, readAccountLock } from "~/features/account-lock/lock.server";
import { LockedAccountPage } from "~/features/account-lock/LockedAccountPage";

/**
 * {lang}/accountlocked (spec §2). While the visitor's session holds an account lock the root
 * renders the locked-account page on every path, this one included; without a lock there is
 * nothing to show, so it goes home. POST is "back to website".
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!(await readAccountLock(request, context))) throw redirect(`/${params.lang ?? ""}`);
  return null;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return leaveLockedAccount(request, context, params.lang ?? "");
}

export default function AccountLocked() {
  return <LockedAccountPage />;
}

export { shouldRevalidate } from "~/routing/revalidation";

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { accountLockedLoader, leaveLockedAccount } from "~/features/account-lock/lock.server";
import { LockedAccountPage } from "~/features/account-lock/LockedAccountPage";

/**
 * {lang}/accountlocked (spec §2): the root renders the locked-account page while a lock is held;
 * without one the page goes home. POST is "back to website".
 */
export function loader(args: LoaderFunctionArgs) {
  return accountLockedLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return leaveLockedAccount(args);
}

export default function AccountLocked() {
  return <LockedAccountPage />;
}

export { shouldRevalidate } from "~/routing/revalidation";

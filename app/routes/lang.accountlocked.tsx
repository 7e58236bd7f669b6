import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { leaveLockedAccount } from "~/features/account-lock/lock.server";
import { isUploadPost, lockedPageLoader, lockedUploadAction } from "~/features/account-lock/uploads.server";
import { LockedAccountPage } from "~/features/account-lock/LockedAccountPage";

export const handle = { i18n: ["account", "kyc"] };

/**
 * {lang}/accountlocked (spec §2): the root renders the locked-account page while a lock is held;
 * without one the page goes home. A KYC lock with an upload-only token also gets the identity and
 * address forms (ADR 072). POST is "back to website", or (multipart) one of those uploads.
 */
export function loader(args: LoaderFunctionArgs) {
  return lockedPageLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return isUploadPost(args.request) ? lockedUploadAction(args) : leaveLockedAccount(args);
}

export default function AccountLocked() {
  return <LockedAccountPage />;
}

export { shouldRevalidate } from "~/routing/revalidation";

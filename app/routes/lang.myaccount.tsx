import { AccountLayout } from "~/features/account/AccountLayout";

export const handle = { i18n: ["account"] };

/**
 * {lang}/myaccount and its sub-pages (spec §2): the account area's layout. It has no loader: the
 * frame comes from the child route's handle and the language from the shell, and each page guards
 * its own player (guests go home from most, to login from the pre-check and reality-check pages).
 */
export default function MyAccountLayout() {
  return <AccountLayout />;
}

export { shouldRevalidate } from "~/routing/revalidation";

import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { depositAction } from "~/features/deposit/deposit.server";

/** GET: the deposit is a modal over a page (ADR 046); this address alone opens it over home. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/${params.lang}?modal=deposit&deposit=true`);
}

/** POST: start a deposit (makeWalletPayment with the form's idempotency key), then step 2. */
export function action(args: ActionFunctionArgs) {
  return depositAction(args);
}

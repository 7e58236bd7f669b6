import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { withdrawAction } from "~/features/withdraw/action.server";

/** GET: the withdrawal is a modal over a page (ADR 046, 068); this address alone opens it over home. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/${params.lang}?modal=withdraw&withdraw=true`);
}

/** POST: the withdraw modal's forms (channel code, step 1, step 2's 'cashout anyway'). */
export function action(args: ActionFunctionArgs) {
  return withdrawAction(args);
}

import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { continueSessionAction } from "~/features/session-timer/session-timer.server";

/** POST only: the session-expired modal's "continue" (a new full period, spec §4). */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/${params.lang ?? ""}`);
}

export function action(args: ActionFunctionArgs) {
  return continueSessionAction(args);
}

import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { favouriteToggleAction } from "~/features/favourites/toggle.server";

export const handle = { i18n: ["games"] };

/** GET has nothing to show: back to the language home. */
export async function loader({ params }: LoaderFunctionArgs) {
  throw redirect(`/${params.lang ?? ""}`);
}

/** POST {lang}/favourites/toggle (spec §4): the favourite flag of one game. */
export function action(args: ActionFunctionArgs) {
  return favouriteToggleAction(args);
}

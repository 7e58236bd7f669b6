import type { LoaderFunctionArgs } from "@remix-run/node";
import { relayEvents } from "~/features/auth/events.server";

/** GET /events: the player's platform event stream relayed as Server-Sent Events (one per tab). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return relayEvents(request, context);
}

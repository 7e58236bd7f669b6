import type { LoaderFunctionArgs } from "@remix-run/node";
import { relayEvents } from "~/features/auth/events.server";

/** GET /events: the player's platform event stream relayed as Server-Sent Events (one per tab). */
export function loader(args: LoaderFunctionArgs) {
  return relayEvents(args);
}

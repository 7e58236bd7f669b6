import type { LoaderFunctionArgs } from "@remix-run/node";
import { relayLiveFeed } from "~/features/live/live-feed.server";

/** GET /live-feed: live-table updates as Server-Sent Events (spec §4, docs/contract/games.md). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return relayLiveFeed(request, context);
}

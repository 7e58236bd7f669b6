import type { LoaderFunctionArgs } from "@remix-run/node";
import { relayLiveFeed } from "~/features/live/live-feed.server";

/** GET /live-feed: live-table updates as Server-Sent Events (spec §4, docs/contract/games.md). */
export function loader(args: LoaderFunctionArgs) {
  return relayLiveFeed(args);
}

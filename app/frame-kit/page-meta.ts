import { isRouteErrorResponse } from "@remix-run/react";
import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import type { RootData } from "./root-data";

type Args = Pick<MetaArgs, "error" | "matches">;

function rootData(matches: Args["matches"]): RootData | undefined {
  return matches.find((match) => match.id === "root")?.data as RootData | undefined;
}

/** The translated title of the not-found or fallback page, from the root data; never empty. */
export function statusMeta({ matches }: Pick<Args, "matches">, kind: "notFound" | "fallback"): MetaDescriptor[] {
  const root = rootData(matches);
  return [{ title: root?.statusTitles?.[kind] ?? root?.brandName ?? "" }, { name: "robots", content: "noindex" }];
}

/**
 * A route's meta that still titles the page when a loader failed: Remix then calls the deepest
 * route's meta without data, and a meta built from the data alone would leave `<title>` empty.
 */
export function pageMeta<A extends Args>(ownMeta: (args: A) => MetaDescriptor[]): (args: A) => MetaDescriptor[] {
  return (args) => {
    if (args.error !== undefined && args.error !== null) {
      const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
      return statusMeta(args, notFound ? "notFound" : "fallback");
    }
    return ownMeta(args);
  };
}

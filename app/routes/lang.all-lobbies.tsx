import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { mergedHeaders } from "~/routing/headers";
import { slugFor } from "~/routing/spec-routes";
import { LobbyErrorBoundary, LobbyScreen } from "~/features/lobby/LobbyScreen";
import { metaTags } from "~/features/lobby/meta";
import { notFound } from "~/features/lobby/lobby.server";
import { findGroup, recommendedGroup } from "~/features/game-kit/catalogue.server";
import { pageContext, seeAllPage } from "~/features/lobby/pages.server";

export const handle = { i18n: ["lobby", "content"] };


/**
 * {lang}/all-lobbies: the Recommended Games group; {lang}/all-lobbies/{x}: the group x of any
 * lobby (spec §2). BACK goes to the casino page ({lang}/games); unknown → 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const wanted = args.params.group;
  let found: { lobby: (typeof ctx.index.lobbies)[number]; group: NonNullable<ReturnType<typeof findGroup>> } | null = null;
  if (wanted) {
    for (const lobby of ctx.index.lobbies) {
      const group = findGroup(lobby, wanted, ctx.lang);
      if (group) {
        found = { lobby, group };
        break;
      }
    }
  } else {
    found = recommendedGroup(ctx.index);
  }
  if (!found) notFound();
  const { lobby, group } = found;
  const heading = group.displayName ?? group.name;
  return seeAllPage(ctx, {
    source: { kind: "group", lobby: lobby.lobby.name, id: group.id },
    heading,
    backHref: `/${ctx.lang}/${slugFor("games", ctx.lang)}`,
    live: lobby.live,
    meta: { title: group.metaTitle || heading, description: group.metaDescription ?? "", keywords: group.metaTags ?? "" },
  });
}

export const headers = mergedHeaders;

export default LobbyScreen;

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export const ErrorBoundary = LobbyErrorBoundary;

export { shouldRevalidate } from "~/routing/revalidation";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { mergedHeaders } from "~/routing/headers";
import { slugFor } from "~/routing/spec-routes";
import { serverT } from "~/i18n/i18next.server";
import { LobbyErrorBoundary, LobbyScreen } from "~/features/lobby/LobbyScreen";
import { metaTags } from "~/features/lobby/meta";
import { notFound } from "~/features/lobby/lobby.server";
import { recommendedGroup } from "~/features/game-kit/catalogue.server";
import { pageContext, seeAllPage } from "~/features/lobby/pages.server";

export const handle = { i18n: ["lobby", "content"] };


/**
 * {lang}/allgames, {lang}/lobby and {lang}/lobby/allgames/allgames: every game, paged;
 * {lang}/recommended-games/all: the Recommended Games group (spec §2).
 */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const t = await serverT(args.context, ctx.brand, ctx.lang, "lobby");
  const backHref = `/${ctx.lang}/${slugFor("games", ctx.lang)}`;
  const first = ctx.url.pathname.split("/")[2];
  // Spec §2: {lang}/lobby (and lobby/allgames/allgames) only when the games display type is lobby.
  if (first === "lobby" && ctx.brand.catalogue.gamesDisplayType !== "lobby") notFound();
  if (first === "recommended-games") {
    const found = recommendedGroup(ctx.index);
    if (!found) notFound();
    const heading = found.group.displayName ?? found.group.name;
    return seeAllPage(ctx, {
      source: { kind: "group", lobby: found.lobby.lobby.name, id: found.group.id },
      heading,
      backHref,
      meta: { title: found.group.metaTitle || heading, description: found.group.metaDescription ?? "", keywords: found.group.metaTags ?? "" },
    });
  }
  return seeAllPage(ctx, {
    source: { kind: "all" },
    heading: t("allGames"),
    backHref,
    allowEmpty: true,
    meta: { title: t("meta.allGames", { brand: ctx.brand.name }), description: t("meta.allGamesDescription", { brand: ctx.brand.name }), keywords: "" },
  });
}

export const headers = mergedHeaders;

export default LobbyScreen;

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export const ErrorBoundary = LobbyErrorBoundary;

export { shouldRevalidate } from "~/routing/revalidation";

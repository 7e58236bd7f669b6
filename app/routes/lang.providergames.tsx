import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { mergedHeaders } from "~/routing/headers";
import { slugFor } from "~/routing/spec-routes";
import { serverT } from "~/i18n/i18next.server";
import { LobbyErrorBoundary, LobbyScreen } from "~/features/lobby/LobbyScreen";
import { metaTags } from "~/features/lobby/meta";
import { notFound } from "~/features/lobby/lobby.server";
import { pageContext, seeAllPage } from "~/features/lobby/pages.server";

export const handle = { i18n: ["lobby", "content"] };


/** {lang}/providergames/studio/{vendorCode} (spec §2): every game of one provider; unknown or empty → 404. */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const code = args.params.vendorCode ?? "";
  const provider = ctx.index.list.providers.find((p) => p.vendorCode === code) ?? [...ctx.index.games.values()].find((g) => g.vendorCode === code);
  if (!provider) notFound();
  const name = provider.vendorDisplayName;
  const t = await serverT(args.context, ctx.brand, ctx.lang, "lobby");
  return seeAllPage(ctx, {
    source: { kind: "vendor", id: code },
    heading: name,
    backHref: `/${ctx.lang}/${slugFor("games", ctx.lang)}`,
    meta: {
      title: t("meta.provider", { provider: name, brand: ctx.brand.name }),
      description: t("meta.studioDescription", { provider: name, brand: ctx.brand.name }),
      keywords: "",
    },
  });
}

export const headers = mergedHeaders;

export default LobbyScreen;

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

export const ErrorBoundary = LobbyErrorBoundary;

export { shouldRevalidate } from "~/routing/revalidation";

import { useLoaderData } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { platformCaller } from "~/platform/caller.server";
import { pageHere, zoneBanners } from "~/features/content/banners.server";
import { BannerCarousel } from "~/features/content/BannerCarousel";
import { HomeLobby } from "~/features/lobby/HomeLobby";
import { loadHomeLobby } from "~/features/lobby/home.server";
import { serverT } from "~/i18n/i18next.server";
import { rethrowMaintenance } from "~/platform/maintenance.server";
import { useShellData } from "~/shell/useRootData";

export const handle = { i18n: ["content", "lobby"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const brand = context.brands.forHost(request.headers.get("host"));
  const lang = params.lang ?? brand.languages.default;
  const caller = platformCaller(context, brand, lang);
  const t = await serverT(context, brand, lang, "content");
  // Awaited with the lobby, not streamed: a streamed carousel needs JavaScript to replace its
  // placeholder, and the banners come from a cache shared by every visitor anyway.
  const [banners, lobby] = await Promise.all([
    zoneBanners(caller, brand, "casino", pageHere(request, context, brand, lang)),
    loadHomeLobby(caller, brand).catch(rethrowMaintenance),
  ]);
  return {
    banners,
    lobby,
    title: t(brand.features.sportsbook ? "home.titleWithSports" : "home.title", { brand: brand.name }),
    description: t("home.description", { brand: brand.name }),
  };
}

export default function Home() {
  const { banners, lobby } = useLoaderData<typeof loader>();
  const { brand, lang, loggedIn } = useShellData();
  const limits = brand.limits.bannerCarousel;
  return (
    <div className="home">
      <span id="overview" className="anchor" />
      {banners.length > 0 ? <BannerCarousel banners={banners} limits={limits} lang={lang} loggedIn={loggedIn} /> : null}
      <HomeLobby lobby={lobby} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "description", content: data.description }] : [];

export { shouldRevalidate } from "~/routing/revalidation";

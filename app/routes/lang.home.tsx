import { useLoaderData } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BannerCarousel } from "~/features/content/BannerCarousel";
import { HomeLobby } from "~/features/lobby/HomeLobby";
import { homeLoader } from "~/features/lobby/home.server";
import { useShellData } from "~/frame-kit/useRootData";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["content", "lobby"] };

/** {lang}: the home page (spec §2). */
export function loader(args: LoaderFunctionArgs) {
  return homeLoader(args);
}

export default function Home() {
  const { banners, lobby, heading } = useLoaderData<typeof loader>();
  const { brand, lang, loggedIn } = useShellData();
  const limits = brand.limits.bannerCarousel;
  return (
    <div className="home">
      <span id="overview" className="anchor" />
      {/* The page's one h1, for screen readers and the outline; the banners and rows say it visually. */}
      <h1 className="visually-hidden">{heading}</h1>
      {banners.length > 0 ? <BannerCarousel banners={banners} limits={limits} lang={lang} loggedIn={loggedIn} /> : null}
      <HomeLobby lobby={lobby} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) =>
  data ? [{ title: data.title }, { name: "description", content: data.description }] : [],
);

export { shouldRevalidate } from "~/routing/revalidation";

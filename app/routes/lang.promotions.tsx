import { useLoaderData } from "@remix-run/react";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import swiperCss from "swiper/css?url";
import swiperPaginationCss from "swiper/css/pagination?url";
import promotionsCss from "~/features/content/promotions.css?url";
import { loadPromotionsPage } from "~/features/content/promotions.server";
import { PromotionsPage } from "~/features/content/PromotionsPage";

export const handle = { i18n: ["content"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: swiperCss },
  { rel: "stylesheet", href: swiperPaginationCss },
  { rel: "stylesheet", href: promotionsCss },
];

/** {lang}/promotions (spec §2): 404 when the brand has promotions off. */
export const loader = (args: LoaderFunctionArgs) => loadPromotionsPage(args);

export default function Promotions() {
  return <PromotionsPage data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "description", content: data.description }] : [];

export { shouldRevalidate } from "~/routing/revalidation";

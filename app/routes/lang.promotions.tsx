import { useLoaderData } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadPromotionsPage } from "~/features/content/promotions.server";
import { PromotionsPage } from "~/features/content/PromotionsPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["content"] };

/** {lang}/promotions (spec §2): 404 when the brand has promotions off. */
export function loader(args: LoaderFunctionArgs) {
  return loadPromotionsPage(args);
}

export default function Promotions() {
  return <PromotionsPage data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) =>
  data ? [{ title: data.title }, { name: "description", content: data.description }] : [],
);

export { shouldRevalidate } from "~/routing/revalidation";

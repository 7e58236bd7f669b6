import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import type { AccountFrameHandle } from "~/features/account/AccountLayout";
import { portfolioLoader } from "~/features/portfolio/portfolio.server";
import { PortfolioPage } from "~/features/portfolio/PortfolioPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = {
  i18n: ["account", "portfolio"],
  account: {
    id: "portfolio",
    icon: "wallet",
    title: "portfolio.title",
    intro: "portfolio.intro",
    testId: "portfolio-page",
  } satisfies AccountFrameHandle,
};

/** {lang}/myaccount/cashier, labelled Portfolio (spec §2). */
export function loader(args: LoaderFunctionArgs) {
  return portfolioLoader(args);
}

export const headers = mergedHeaders;

export default function PortfolioRoute() {
  return <PortfolioPage page={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";

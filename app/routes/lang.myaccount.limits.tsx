import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import type { AccountFrameHandle } from "~/features/account/AccountLayout";
import { limitsLoader } from "~/features/account/limits.server";
import { LimitsPage } from "~/features/account/LimitsPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = {
  i18n: ["account"],
  account: {
    id: "limits",
    icon: "shield",
    title: "limits.title",
    intro: "limits.intro",
    testId: "limits-page",
  } satisfies AccountFrameHandle,
};

export function loader(args: LoaderFunctionArgs) {
  return limitsLoader(args);
}

export const headers = mergedHeaders;

export default function LimitsRoute() {
  return <LimitsPage page={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";

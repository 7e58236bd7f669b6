import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { precheckLoader } from "~/features/games/precheck.server";
import { PrecheckPage } from "~/features/games/PrecheckPage";

export const handle = { i18n: ["games"] };

/**
 * {lang}/myaccount, the account layout's index: the pages the launch pre-checks send players to
 * (spec §4, ?page=realitycheck|confirmidentity|initiateverification).
 */
export function loader(args: LoaderFunctionArgs) {
  return precheckLoader(args);
}

export const headers = mergedHeaders;

export default function PrecheckRoute() {
  return <PrecheckPage {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export { shouldRevalidate } from "~/routing/revalidation";

import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { mergedHeaders } from "~/routing/headers";
import { useLoaderData } from "@remix-run/react";
import { NotFoundPage } from "~/frame-kit/NotFoundPage";
import { FallbackPage } from "~/frame-kit/FallbackPage";
import { statusMeta } from "~/frame-kit/page-meta";

/**
 * Paths under a language that match no route. Up to three segments could have been a lobby,
 * group or see-all page (spec §2): an unknown one is "page not found". Deeper paths match no
 * spec pattern at all and get the fallback page.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const depth = (params["*"] ?? "").split("/").filter(Boolean).length;
  return data({ kind: depth <= 3 ? ("notFound" as const) : ("fallback" as const) }, { status: 404 });
}

export const headers = mergedHeaders;

export default function UnknownPath() {
  const { kind } = useLoaderData<typeof loader>();
  return kind === "notFound" ? <NotFoundPage /> : <FallbackPage />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  statusMeta({ matches }, data?.kind === "fallback" ? "fallback" : "notFound");

export { shouldRevalidate } from "~/routing/revalidation";

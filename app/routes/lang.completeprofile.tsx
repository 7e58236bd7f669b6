import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import {
  completeProfileAction,
  completeProfileLoader,
} from "~/features/registration/complete-profile/complete-profile.server";
import { CompleteProfilePage } from "~/features/registration/complete-profile/CompleteProfilePage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["registration"] };

// Form schemas: ~/features/registration/complete-profile/schema.ts, shared with the action.

/** {lang}/completeprofile (spec §2): registration steps 2 and 3 (`regstep2`, `regstep3`). */
export function loader(args: LoaderFunctionArgs) {
  return completeProfileLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return completeProfileAction(args);
}

export const headers = mergedHeaders;

export default function CompleteProfileRoute() {
  return <CompleteProfilePage page={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";

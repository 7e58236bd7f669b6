import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { otpAction, otpLoader } from "~/features/otp/otp.server";
import { OtpPage } from "~/features/otp/OtpPage";
import { pageMeta } from "~/frame-kit/page-meta";

export const handle = { i18n: ["otp"] };

// Form schemas: ~/features/otp/schema.ts (otpSchema, phoneSchema), shared with the action.

/** /{lang}/otp and /{lang}/sms (two route ids, one module): phone verification by SMS code. */
export function loader(args: LoaderFunctionArgs) {
  return otpLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return otpAction(args);
}

export const headers = mergedHeaders;

export default function OtpRoute() {
  return <OtpPage page={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";

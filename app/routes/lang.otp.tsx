import type { LoaderFunctionArgs, ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { mergedHeaders } from "~/routing/headers";
import { otpAction, otpLoader, type OtpLoaderData } from "~/features/otp/otp.server";
import { OtpPage } from "~/features/otp/OtpPage";

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
  return <OtpPage />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: (data as OtpLoaderData | undefined)?.title ?? "" }, { name: "robots", content: "noindex" }];

export { shouldRevalidate } from "~/routing/revalidation";

import type { LoaderFunctionArgs } from "@remix-run/node";
import { kycReturnLoader } from "~/features/kyc/kyc-return.server";

export { shouldRevalidate } from "~/routing/revalidation";

/** {lang}/kyc/return?from=: the ID modal's "Done" resumes what sent the player (issue 35 §2). */
export function loader(args: LoaderFunctionArgs) {
  return kycReturnLoader(args);
}

/** Never drawn: the loader always redirects (a component keeps client navigation on the data path). */
export default function KycReturnRoute() {
  return null;
}

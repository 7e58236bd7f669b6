import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/routing/headers";
import { continueTarget } from "~/routing/safe-path";
import { requirePlayer } from "~/routing/scope.server";

const PAGES = ["realitycheck"] as const;
export type PrecheckPage = (typeof PAGES)[number];

export interface PrecheckPageData {
  lang: string;
  /** The pre-check that sent the player here, or null for {lang}/myaccount itself. */
  page: PrecheckPage | null;
  /** The pending launch the reality-check page continues after a save. */
  launch: string | null;
}

const isPrecheckPage = (value: string | null): value is PrecheckPage =>
  (PAGES as readonly (string | null)[]).includes(value);

/**
 * The reality-check page a launch pre-check sends players to (spec §4): {lang}/myaccount?page=
 * realitycheck ({lang}/setmonthlydepositlimit is its own form, the KYC pages are features/kyc's).
 * It says what the player has to do and links to where it is done. A guest logs in first.
 */
export async function precheckLoader(args: LoaderFunctionArgs) {
  const { lang, url } = await requirePlayer(args, { guest: "login" });
  const requested = url.searchParams.get("page");
  const page = isPrecheckPage(requested) ? requested : null;
  // The session limit is set in the app, so its page continues the pending launch afterwards.
  const launch = page === "realitycheck" ? continueTarget(url.searchParams.get("redirectUrl")) : null;
  return data<PrecheckPageData>({ lang, page, launch }, { headers: NO_STORE });
}

import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { mergedHeaders } from "~/routing/headers";
import { requestScope, siteScope } from "~/routing/scope.server";
import { serverT } from "~/i18n/i18next.server";
import { precheckLoader } from "~/features/games/precheck.server";
import { PrecheckPage } from "~/features/games/PrecheckPage";
import { accountHomeLoader } from "~/features/account/home.server";
import { AccountHome } from "~/features/account/AccountHome";
import { pageMeta } from "~/frame-kit/page-meta";
import { VERIFICATION_PAGES, verificationLoader } from "~/features/kyc/verification.server";
import { VerificationPage } from "~/features/kyc/VerificationPage";
import { startVerification } from "~/features/kyc/verify-frame.server";

export const handle = { i18n: ["games", "account"] };

/**
 * {lang}/myaccount, the account layout's index: the account home, or with ?page=realitycheck the
 * page a launch pre-check sent the player to (spec §4), or with ?page=confirmidentity|
 * initiateverification the identity verification page (issue 26 §2).
 */
export async function loader(args: LoaderFunctionArgs) {
  const requested = new URL(args.request.url).searchParams.get("page");
  const verification = VERIFICATION_PAGES.find((name) => name === requested);
  if (verification) return verificationLoader(await requestScope(args), verification);
  const precheck = await precheckLoader(args);
  if (!precheck.data.page) return accountHomeLoader(args);
  const { context, brand, lang } = siteScope(args);
  const t = await serverT(context, brand, lang, "games");
  const title = t(`precheck.${precheck.data.page}.title`);
  return data({ kind: "precheck" as const, ...precheck.data, title }, precheck.init ?? undefined);
}

/** POST on an identity page: "Verify now" starts the provider's verification (issue 26 §3). */
export async function action(args: ActionFunctionArgs) {
  const requested = new URL(args.request.url).searchParams.get("page");
  if (!VERIFICATION_PAGES.some((name) => name === requested)) throw new Response("Not found", { status: 404 });
  return startVerification(await requestScope(args));
}

export const headers = mergedHeaders;

export default function AccountIndexRoute() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === "verification") return <VerificationPage page={page} />;
  return page.kind === "home" ? <AccountHome lang={page.lang} /> : <PrecheckPage {...page} />;
}

export const meta: MetaFunction<typeof loader> = pageMeta(({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
]);

export { shouldRevalidate } from "~/routing/revalidation";

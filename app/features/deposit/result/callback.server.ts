import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { abandonPlatformCalls } from "~/platform/caller.server";
import { getTransactionStatus } from "~/platform/cashier.server";
import { isMaintenance, PlatformError, TOO_MANY_ATTEMPTS } from "~/platform/errors";
import { NO_STORE } from "~/routing/headers";
import { requirePlayer, scopeHeaders, siteScope } from "~/routing/scope.server";
import { serverT } from "~/i18n/i18next.server";
import { decodeCallbackData, parsePaymentType } from "./callback-data";
import { pollDepositStatus } from "./poll";
import { detailsFromStatus, txnQuery, unconfirmedDetails, type TxnDetails } from "./result-query";

/** Between two status questions: five tries fit well inside the page deadline (ADR 051, 3 s). */
export const POLL_DELAY_MS = 400;

export type CallbackPage = { title: string } & ({ kind: "breakout"; href: string } | { kind: "invalid" });

/**
 * A provider flow that ran in a frame of the deposit modal comes back inside that frame
 * (Sec-Fetch-Dest: iframe): the page is then only a way out to the top window, which asks again.
 */
export function isFramed(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Dest") === "iframe";
}

/**
 * GET {lang}/cashier/callback/{paymentType}/{encodedData} (spec §2): decode the return, ask the
 * platform for the transaction's status (the player's own only; spec §4 polling) and send the
 * player to the result page. The encoded status is never trusted. Garbage is a branded 400.
 */
export async function callbackLoader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const { context, brand: siteBrand, lang: siteLang, url } = siteScope(args);
  const t = await serverT(context, siteBrand, siteLang, "payment");
  if (isFramed(request))
    return data<CallbackPage>(
      { kind: "breakout", title: t("breakout.title"), href: `${url.pathname}${url.search}` },
      { headers: NO_STORE },
    );
  const decoded = decodeCallbackData(params.encodedData);
  const paymentType = parsePaymentType(params.paymentType);
  if (!decoded || !paymentType)
    return data<CallbackPage>({ kind: "invalid", title: t("invalid.title") }, { status: 400, headers: NO_STORE });

  const scope = await requirePlayer(args, { guest: "login" });
  const { lang, brand, caller } = scope;
  const claimed: TxnDetails = {
    id: decoded.txnId,
    amount: null,
    account: null,
    paymentMethod: decoded.paymentMethod ?? paymentType,
    cardNumber: null,
    type: "deposit",
    status: "PENDING",
    failureReason: null,
  };
  const outcome = await pollDepositStatus(
    async () => {
      try {
        return await getTransactionStatus(caller, decoded.txnId);
      } catch (error) {
        // The platform's look-up rate (100174, ADR 077) says nothing of the deposit: no answer this time.
        if (error instanceof PlatformError && error.is(TOO_MANY_ATTEMPTS)) return null;
        if (error instanceof PlatformError && !isMaintenance(error)) throw { code: error.code };
        throw error;
      }
    },
    { maxTries: brand.limits.paymentStatusMaxRetries, delayMs: POLL_DELAY_MS, signal: caller.signal },
  );
  const headers = scopeHeaders(scope);
  // The other loaders of this request need not finish: the answer is a redirect (ADR 051).
  abandonPlatformCalls(args.context);
  if (outcome.kind === "refused") {
    const query = new URLSearchParams({ type: "deposit", reason: outcome.code });
    return redirect(`/${lang}/failure?${query}`, { headers });
  }
  const details = outcome.answer ? detailsFromStatus(outcome.answer, claimed) : unconfirmedDetails(claimed);
  return redirect(`/${lang}/txn-confirmation?${txnQuery(details)}`, { headers });
}

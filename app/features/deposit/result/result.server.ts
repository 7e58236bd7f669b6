import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { BrandConfig } from "~/brand/config.generated";
import { serverT } from "~/i18n/i18next.server";
import { getTransactionStatus } from "~/platform/cashier.server";
import { isMaintenance, PlatformError } from "~/platform/errors";
import { requirePlayer, scopeHeaders, siteScope } from "~/routing/scope.server";
import { commitRequestSession, getSession } from "~/session/session.server";
import { portfolioPath, slugFor } from "~/routing/spec-routes";
import { NO_STORE } from "~/routing/headers";
import { depositOutcome } from "~/features/payment-kit/codes";
import type { DepositAftermath } from "~/features/deposit/aftermath";
import { depositAftermath } from "~/features/deposit/aftermath.server";
import { majorToMinor } from "~/features/payment-kit/minor-units";
import {
  detailsFromStatus,
  parseTxnQuery,
  unconfirmedDetails,
  type ResultStatus,
  type TxnDetails,
  type TxnType,
} from "./result-query";

export interface ResultLinks {
  deposit: string;
  lobby: string;
  /** The portfolio, where a cashout's state and its cancel are (ADR 073). */
  portfolio: string;
  /** The same page again, to re-read a pending transaction (a plain link: no JavaScript needed). */
  checkAgain: string | null;
}

export interface ResultPageData {
  kind: "txn" | "success" | "failure";
  type: TxnType;
  title: string;
  status: ResultStatus;
  details: TxnDetails | null;
  /** The cashier-namespace key of the failure reason's message (spec §8 via codes.ts). */
  reasonKey: string | null;
  links: ResultLinks;
  /** A confirmed deposit's pixels and KYC notice (ADR 061), decided once per transaction. */
  after?: DepositAftermath;
}

/**
 * The method as players read it: a card by the page language ("payment:card"), another by the
 * brand's displayName for that code (brand payments), else the platform's code.
 */
export function methodLabel(brand: BrandConfig, code: string | null, card: string): string | null {
  if (!code) return null;
  const method = brand.payments.methods.find((m) => m.method === code);
  if (method?.kind === "card" || code === "CREDITCARD") return card;
  return method?.displayName ?? code;
}

function links(lang: string, checkAgain: string | null = null): ResultLinks {
  return {
    deposit: `/${lang}?deposit=true`,
    lobby: `/${lang}/${slugFor("games", lang)}`,
    portfolio: portfolioPath(lang),
    checkAgain,
  };
}

/** A failure's message: a deposit's code through the spec §8 catalogue; a cashout's is spec §2's. */
function reasonKeyOf(type: TxnType, status: ResultStatus, reason: string | null): string | null {
  if (status !== "FAILURE") return null;
  if (type === "cashout") return "payment:cashoutFailed";
  return `cashier:${depositOutcome({ kind: "code", code: reason === "expired" ? "-" : reason }).key}`;
}

async function cardWord(args: LoaderFunctionArgs, site: { brand: BrandConfig; lang: string }) {
  return (await serverT(args.context, site.brand, site.lang, "cashier"))("deposit.card");
}

async function titleOf(args: LoaderFunctionArgs, brand: BrandConfig, lang: string, key: string) {
  return (await serverT(args.context, brand, lang, "payment"))(key);
}

/**
 * The claimed transaction as the platform has it: with an id, the status of the player's own
 * transaction is what shows (a guest logs in first); without one, or when the platform refuses
 * it, nothing is confirmed. No answer in time leaves it pending, to be checked again.
 */
async function verified(args: LoaderFunctionArgs, claimed: TxnDetails) {
  if (!claimed.id)
    return { details: { ...claimed, status: "UNKNOWN" as const }, scope: null, headers: new Headers(NO_STORE) };
  const scope = await requirePlayer(args, { guest: "login" });
  const headers = scopeHeaders(scope);
  try {
    const answer = await getTransactionStatus(scope.caller, claimed.id);
    const details: TxnDetails = answer ? detailsFromStatus(answer, claimed) : unconfirmedDetails(claimed);
    return { details, scope, headers };
  } catch (error) {
    if (!(error instanceof PlatformError) || isMaintenance(error)) throw error;
    const details: TxnDetails = {
      ...claimed,
      status: "UNKNOWN",
      amount: null,
      paymentMethod: null,
      cardNumber: null,
      account: null,
    };
    return { details, scope, headers };
  }
}

/** The page of a transaction's details as `verified` found them. */
async function verifiedPage(
  args: LoaderFunctionArgs,
  kind: ResultPageData["kind"],
  details: TxnDetails,
  checkAgain: string | null,
): Promise<ResultPageData> {
  const site = siteScope(args);
  const status = details.status;
  const prefix = details.type === "cashout" ? "cashout" : "deposit";
  return {
    kind,
    type: details.type,
    title: await titleOf(args, site.brand, site.lang, `${prefix}.${status.toLowerCase()}`),
    status,
    details:
      status === "UNKNOWN"
        ? null
        : { ...details, paymentMethod: methodLabel(site.brand, details.paymentMethod, await cardWord(args, site)) },
    reasonKey: reasonKeyOf(details.type, status, details.failureReason),
    links: links(site.lang, status === "PENDING" ? checkAgain : null),
  };
}

/**
 * GET {lang}/txn-confirmation (spec §2 query: id, amount, account, paymentMethod, cardNumber,
 * type, status, failureReason). With an id, the platform's status of the player's own transaction
 * is what shows; without one, or when the platform refuses it, nothing is confirmed.
 */
export async function txnConfirmationLoader(args: LoaderFunctionArgs) {
  const site = siteScope(args);
  const { details, scope, headers } = await verified(args, parseTxnQuery(site.url.searchParams));
  const page = await verifiedPage(args, "txn", details, `${site.url.pathname}${site.url.search}`);
  if (scope && details.id && details.type === "deposit" && details.status === "SUCCESS" && details.amount !== null) {
    const session = await getSession(args.request, args.context);
    const { after, changed } = await depositAftermath(scope, session, {
      txnId: details.id,
      amountMinor: majorToMinor(details.amount, scope.brand.currency.decimals, "half-up"),
      statusAtStart: null,
    });
    page.after = after;
    if (changed) headers.append("Set-Cookie", await commitRequestSession(args.context));
  }
  return data(page, { headers });
}

/**
 * GET {lang}/success and {lang}/failure (spec §2): the generic outcome pages, with `type`
 * deposit (default) or cashout, and a failure's `reason` code. A cashout with an id (the return
 * from the provider's payout page, ADR 073) shows the platform's status of it, whichever page
 * the return named: a pending payout is pending on /success too. Otherwise no details.
 */
export async function outcomeLoader(args: LoaderFunctionArgs, kind: "success" | "failure") {
  const { brand, lang, url } = siteScope(args);
  const query = parseTxnQuery(url.searchParams);
  if (query.type === "cashout" && query.id) {
    const { details, headers } = await verified(args, query);
    return data(await verifiedPage(args, kind, details, null), { headers });
  }
  const status: ResultStatus = kind === "success" ? "SUCCESS" : "FAILURE";
  const prefix = query.type === "cashout" ? "cashout" : "deposit";
  const page: ResultPageData = {
    kind,
    type: query.type,
    title: await titleOf(args, brand, lang, `${prefix}.${status.toLowerCase()}`),
    status,
    details: null,
    reasonKey: reasonKeyOf(query.type, status, query.failureReason),
    links: links(lang),
  };
  return data(page, { headers: NO_STORE });
}

import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { loadBrands } from "~/brand/validate.server";
import { createBrandRegistry } from "~/brand/registry.server";
import { loadLocaleStore } from "~/i18n/resources.server";
import { setPlatformFetch } from "~/platform/http.server";
import { sessionStorage } from "~/session/session.server";
import { callbackLoader } from "./callback.server";
import { outcomeLoader, txnConfirmationLoader } from "./result.server";

// The callback and txn-confirmation loaders against a fake platform: what the platform answers
// for the transaction decides the page, never what the return or the query claims.
const { brands } = loadBrands(path.resolve("brands"));
const brand = brands[0];
const registry = createBrandRegistry(brands, brand.id);
const locales = loadLocaleStore(
  path.resolve("locales"),
  path.resolve("brands"),
  brands.map((b) => b.id),
);
const host = `${brand.id}.localhost`;
const lang = brand.languages.default;

type Answer = { status?: number; body: unknown };
const PLAYER: Record<string, Answer> = {
  "login/status": { body: { status: "SUCCESS" } },
  "profile/getProfileBalanceCurrency": { body: { firstName: "Ana", lastName: "Silva", email: "ana@example.com" } },
};
let statusAnswers: Answer[];
let statusCalls: number;

const newContext = (): AppLoadContext => ({
  nonce: "",
  brands: registry,
  brand: registry.forHost(host),
  locales,
  platform: { baseUrl: "http://platform.test", sandbox: false },
  production: false,
  clientIp: "203.0.113.9",
  sessionSecrets: ["callback-test-secret-0123456789abcdef"],
});

const status = (actualStatusInDB: string, more: Record<string, unknown> = {}): Answer => ({
  body: {
    status:
      actualStatusInDB === "txn_confirmed_success"
        ? "SUCCESS"
        : actualStatusInDB === "txn_initiated"
          ? "PENDING"
          : "FAILURE",
    actualStatusInDB,
    txnId: "T1",
    txnType: "deposit",
    transactionAmount: "20.00",
    paymentMethod: "CREDITCARD",
    cardNumber: "************1111",
    errorDescription: actualStatusInDB === "txn_confirmed_failure" ? "100234" : null,
    ...more,
  },
});

beforeEach(() => {
  statusAnswers = [];
  statusCalls = 0;
  setPlatformFetch((async (input: URL | RequestInfo) => {
    const key = new URL(String(input)).pathname.replace(/^\/ajax\//, "");
    let answer = PLAYER[key] ?? { status: 404, body: "" };
    if (key === "cashier/gettransationStatus")
      answer = statusAnswers[Math.min(statusCalls++, statusAnswers.length - 1)] ?? answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  setPlatformFetch(null);
  vi.restoreAllMocks();
});

async function args(pathAndQuery: string, params: Record<string, string>, headers: Record<string, string> = {}) {
  const context = newContext();
  const storage = sessionStorage(context);
  const session = await storage.getSession();
  session.set("platformToken", "token-1");
  session.set("loginAt", 1);
  const cookie = (await storage.commitSession(session)).split(";")[0];
  const request = new Request(`http://${host}${pathAndQuery}`, { headers: { host, cookie, ...headers } });
  return { request, context, params: { lang, ...params } };
}

const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const callback = async (data: string, headers: Record<string, string> = {}) =>
  callbackLoader(
    await args(
      `/${lang}/cashier/callback/CREDITCARD/${data}`,
      { paymentType: "CREDITCARD", encodedData: data },
      headers,
    ),
  );

async function location(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  return (result as Response).headers.get("location") ?? "";
}

describe("callbackLoader", () => {
  it("polls until confirmed, then sends the platform's details to txn-confirmation", async () => {
    statusAnswers = [status("txn_initiated"), status("txn_confirmed_success")];
    const target = new URL(await location(await callback(encoded({ txnId: "T1", status: "FAILURE" }))), "http://x");
    expect(target.pathname).toBe(`/${lang}/txn-confirmation`);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      id: "T1",
      amount: "20.00",
      paymentMethod: "CREDITCARD",
      cardNumber: "************1111",
      type: "deposit",
      status: "SUCCESS",
    });
    expect(statusCalls).toBe(2);
  });

  it("a return claiming success for a failed deposit lands on its failure", async () => {
    statusAnswers = [status("txn_confirmed_failure")];
    const target = new URL(await location(await callback(encoded({ txnId: "T1", status: "SUCCESS" }))), "http://x");
    expect(target.searchParams.get("status")).toBe("FAILURE");
    expect(target.searchParams.get("failureReason")).toBe("100234");
  });

  it("asks at most paymentStatusMaxRetries times, then is pending", async () => {
    statusAnswers = [status("txn_initiated")];
    const target = new URL(await location(await callback(encoded({ txnId: "T1" }))), "http://x");
    expect(target.searchParams.get("status")).toBe("PENDING");
    expect(statusCalls).toBe(brand.limits.paymentStatusMaxRetries);
  }, 10_000);

  it("a transaction the platform refuses goes to the failure page with its code", async () => {
    statusAnswers = [{ body: { status: "FAILURE", errorCode: 100164 } }];
    expect(await location(await callback(encoded({ txnId: "T1" })))).toBe(
      `/${lang}/failure?type=deposit&reason=100164`,
    );
  });

  it("a status look-up refused by the platform's rate (100174) is no answer, not a failed deposit", async () => {
    statusAnswers = [{ body: { status: "FAILURE", errorCode: 100174, retryAfterSeconds: 30 } }];
    const target = new URL(await location(await callback(encoded({ txnId: "T1" }))), "http://x");
    expect(target.pathname).toBe(`/${lang}/txn-confirmation`);
    expect(target.searchParams.get("status")).toBe("PENDING");
  }, 10_000);

  it("a guest logs in first and comes back to the same return", async () => {
    const data = encoded({ txnId: "T1" });
    const request = new Request(`http://${host}/${lang}/cashier/callback/CREDITCARD/${data}`, { headers: { host } });
    const guest = await callbackLoader({
      request,
      context: newContext(),
      params: { lang, paymentType: "CREDITCARD", encodedData: data },
    }).catch((thrown: unknown) => thrown);
    const target = new URL(await location(guest), "http://x");
    expect(target.searchParams.get("modal")).toBe("login");
    expect(target.searchParams.get("redirectUrl")).toBe(`/${lang}/cashier/callback/CREDITCARD/${data}`);
    expect(statusCalls).toBe(0);
  });

  it("garbage is a 400 page, and a framed return only breaks out, asking nothing", async () => {
    const bad = (await callback("bm90IGpzb24")) as unknown as { init: ResponseInit; data: { kind: string } };
    expect(bad.init.status).toBe(400);
    expect(bad.data.kind).toBe("invalid");
    const framed = (await callback(encoded({ txnId: "T1" }), { "sec-fetch-dest": "iframe" })) as unknown as {
      data: { kind: string; href: string };
    };
    expect(framed.data).toMatchObject({
      kind: "breakout",
      href: `/${lang}/cashier/callback/CREDITCARD/${encoded({ txnId: "T1" })}`,
    });
    expect(statusCalls).toBe(0);
  });
});

describe("txnConfirmationLoader", () => {
  const load = async (query: string) =>
    (txnConfirmationLoader(await args(`/${lang}/txn-confirmation?${query}`, {})) as Promise<unknown>).then(
      (r) => (r as { data: Record<string, unknown> }).data,
    );

  it("shows the platform's status and amount, not the query's", async () => {
    statusAnswers = [status("txn_confirmed_failure")];
    const page = await load("id=T1&status=SUCCESS&amount=999.00");
    expect(page).toMatchObject({ status: "FAILURE", reasonKey: "cashier:codes.100234" });
    expect(page.details).toMatchObject({ amount: 20, cardNumber: "•••• 1111" });
  });

  it("without an id nothing is confirmed; without an answer it is pending, with check again", async () => {
    expect(await load("status=SUCCESS")).toMatchObject({ status: "UNKNOWN", details: null });
    statusAnswers = [{ status: 502, body: "" }];
    const page = await load("id=T1&status=SUCCESS");
    expect(page).toMatchObject({ status: "PENDING" });
    expect((page.links as { checkAgain: string }).checkAgain).toBe(`/${lang}/txn-confirmation?id=T1&status=SUCCESS`);
  });

  it("shows only what the platform confirms: a forged account, method or card never shows (issue 34 §5)", async () => {
    const forged =
      "id=T1&status=SUCCESS&amount=999.00&account=fraude%40golpe.com&paymentMethod=PIX&cardNumber=************9999";
    statusAnswers = [status("txn_confirmed_success", { paymentMethod: "CREDITCARD" })];
    const confirmed = await load(forged);
    expect(confirmed.details).toMatchObject({
      account: null,
      amount: 20,
      paymentMethod: expect.not.stringMatching(/^PIX$/),
      cardNumber: "•••• 1111",
    });
    expect(JSON.stringify(confirmed)).not.toContain("golpe");
    // No answer yet: pending, and nothing of the query is shown as if the platform had said it.
    statusAnswers = [{ status: 502, body: "" }];
    const pending = await load(forged);
    expect(pending).toMatchObject({ status: "PENDING" });
    expect(pending.details).toMatchObject({
      id: "T1",
      amount: null,
      account: null,
      paymentMethod: null,
      cardNumber: null,
    });
    expect(JSON.stringify(pending.details)).not.toContain("golpe");
  });

  it("a confirmed deposit brings its aftermath: the KYC notice of the tier it reaches, decided once", async () => {
    PLAYER["getPlayerLifeTimeSummary"] = {
      body: { successfulDepositAmountEcrCurrency: 20, kycEnableDepositOrCashoutsLimit: 0 },
    };
    PLAYER["profile/getUserKYCDetails"] = { body: { kycLevel: "KYC_0", documents: { identityStatus: "new" } } };
    try {
      statusAnswers = [status("txn_confirmed_success")];
      const response = (await txnConfirmationLoader(await args(`/${lang}/txn-confirmation?id=T1`, {}))) as unknown as {
        data: { after?: { txnId: string; kycTier: number } };
        init: { headers: Headers };
      };
      expect(response.data.after).toMatchObject({ txnId: "T1", kycTier: 1 });
      // The decision is remembered in the session cookie the page sets.
      expect(new Headers(response.init.headers).get("set-cookie")).toMatch(/croupier=/);
      statusAnswers = [status("txn_confirmed_failure")];
      expect((await load("id=T1")).after).toBeUndefined();
    } finally {
      delete PLAYER["getPlayerLifeTimeSummary"];
      delete PLAYER["profile/getUserKYCDetails"];
    }
  });
});

describe("outcomeLoader: a cashout's return from the provider page (ADR 073)", () => {
  const cashout = (actualStatusInDB: string): Answer => ({
    body: {
      status:
        actualStatusInDB === "co_success" ? "SUCCESS" : actualStatusInDB === "co_initiated" ? "PENDING" : "FAILURE",
      actualStatusInDB,
      txnId: "T1",
      txnType: "cashout",
      transactionAmount: "30.00",
      paymentMethod: "SKRILL",
      cardNumber: "****************.com",
      errorDescription: null,
    },
  });
  const load = async (kind: "success" | "failure", query: string) =>
    (outcomeLoader(await args(`/${lang}/${kind}?${query}`, {}), kind) as Promise<unknown>).then(
      (r) => (r as { data: Record<string, unknown> }).data,
    );

  it("shows the platform's state of the cashout, not the page the return named", async () => {
    statusAnswers = [cashout("co_initiated")];
    const pending = await load("success", "type=cashout&id=T1");
    expect(pending).toMatchObject({ kind: "success", type: "cashout", status: "PENDING", reasonKey: null });
    expect(pending.details).toMatchObject({ id: "T1", amount: 30 });
    expect((pending.links as { checkAgain: unknown }).checkAgain).toBeNull();
    statusAnswers = [cashout("co_reverted")];
    const declined = await load("success", "type=cashout&id=T1");
    expect(declined).toMatchObject({ status: "FAILURE", reasonKey: "payment:cashoutFailed" });
    statusAnswers = [cashout("co_success")];
    expect(await load("failure", "type=cashout&id=T1")).toMatchObject({ kind: "failure", status: "SUCCESS" });
  });

  it("a cashout the platform refuses (another player's) confirms nothing", async () => {
    statusAnswers = [{ body: { status: "FAILURE", errorCode: 100164, errorDescription: "no such transaction" } }];
    expect(await load("success", "type=cashout&id=T1")).toMatchObject({ status: "UNKNOWN", details: null });
  });

  it("without an id the page is the generic outcome, as before", async () => {
    expect(await load("success", "type=cashout")).toMatchObject({ status: "SUCCESS", details: null });
    expect(await load("failure", "type=cashout")).toMatchObject({
      status: "FAILURE",
      reasonKey: "payment:cashoutFailed",
    });
    expect(statusCalls).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setPlatformFetch, type PlatformCaller } from "~/platform/http.server";
import type { CashierField, CashierMethod } from "~/platform/cashier.server";
import type { RequestScope } from "~/routing/scope.server";
import { methodDeposit } from "./method.server";

// The RG limit text needs the locale store and the logout the auth session: stand-ins here.
vi.mock("~/features/payment-kit/refusals.server", () => ({
  limitMessage: async () => null,
  riskLogout: async () => new Response(null, { status: 302, headers: { location: "/en?loggedOut" } }),
}));

const caller: PlatformCaller = {
  baseUrl: "http://platform.test",
  brandId: "b",
  siteCode: "B",
  language: "en",
  clientIp: "203.0.113.9",
  sessionToken: "s",
};
const scope = {
  brand: {
    currency: {
      code: "EUR",
      symbol: "€",
      position: "before",
      space: false,
      decimalSeparator: ".",
      thousandsSeparator: ",",
      decimals: 2,
    },
    limits: { deposit: { min: 10, max: 500 }, riskSessionMinutes: 30 },
    timeZone: "UTC",
  },
  lang: "en",
  url: new URL("https://site.example/en/cashier/deposit"),
  context: { platform: { sandbox: true, baseUrl: caller.baseUrl } },
  caller,
} as unknown as RequestScope;

const def = (key: string, over: Partial<CashierField> = {}): CashierField => ({
  id: key,
  key,
  name: key,
  type: "text",
  class: key,
  requiredNewPayment: true,
  requiredRepeatPayment: true,
  visibleOnNewPayment: true,
  visibleOnRepeatPayment: "basedOnExistingAccounts",
  encrypted: false,
  ...over,
});
const CARD: CashierMethod = {
  methodName: "CREDITCARD",
  kind: "card",
  fields: [
    def("cardNumber", { type: "tel", encrypted: true }),
    def("expiryMonth", { type: "select" }),
    def("expiryYear", { type: "select" }),
    def("cvv", { type: "password", encrypted: true }),
    def("cardHolderName"),
  ],
};
const BANK: CashierMethod = {
  methodName: "BANKLINK",
  kind: "redirect",
  banks: ["A"],
  fields: [def("bank", { type: "select" })],
};
const year = String(new Date().getUTCFullYear() + 1);
const PAN = "4111 1111 1111 1111";

/** The encrypted cookie session, as a map: what the action would keep between requests. */
function fakeSession() {
  const data = new Map<string, unknown>();
  return {
    data,
    get: (k: string) => data.get(k),
    set: (k: string, v: unknown) => void data.set(k, v),
    unset: (k: string) => void data.delete(k),
  };
}

let calls: { path: string; body: URLSearchParams }[] = [];
let answer: (path: string) => unknown;
beforeEach(() => {
  calls = [];
  answer = (path) =>
    path.startsWith("RiskService")
      ? { status: "SUCCESS" }
      : {
          status: "SUCCESS",
          txnId: "T1",
          gatewayRequest: { redirectUrl: "/sandbox/pay/T1", method: "POST", params: { txnId: "T1" } },
        };
  setPlatformFetch((async (url: URL, init: { body?: string }) => {
    const path = url.pathname.replace(/^\/ajax\//, "");
    calls.push({ path, body: new URLSearchParams(init.body ?? "") });
    return new Response(JSON.stringify(answer(path)), { status: 200 });
  }) as unknown as typeof fetch);
});
afterEach(() => setPlatformFetch(null));

function post(method: CashierMethod, fields: Record<string, string>) {
  const session = fakeSession();
  const form = new FormData();
  for (const [k, v] of Object.entries({ idempotencyKey: "k".repeat(20), method: method.methodName, ...fields }))
    form.set(k, v);
  const run = methodDeposit({
    scope,
    session: session as never,
    form,
    method,
    back: (params) => `/en?modal=deposit&${new URLSearchParams(params)}`,
    commit: async () => "session=1",
  });
  return { session, run };
}
const card = (over: Record<string, string> = {}) => ({
  amount: "20",
  cardNumber: PAN,
  expiryMonth: "12",
  expiryYear: year,
  cvv: "123",
  cardHolderName: "Ana Tester",
  ...over,
});
const payments = () => calls.filter((c) => !c.path.startsWith("RiskService"));

describe("methodDeposit", () => {
  it("refuses a bad card before any payment, keeping what was typed but not the number or CVV", async () => {
    const { session, run } = post(CARD, card({ cardNumber: "4111111111111112" }));
    const response = await run;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en?modal=deposit&method=CREDITCARD&step=");
    expect(payments()).toEqual([]);
    const kept = session.data.get("depositMethodForm") as Record<string, unknown>;
    expect(kept).toMatchObject({
      fieldErrors: { cardNumber: "card.errors.numberInvalid" },
      values: { expiryMonth: "12", expiryYear: year, cardHolderName: "Ana Tester" },
      amount: "20",
    });
    expect(JSON.stringify([...session.data])).not.toMatch(/4111|"123"/);
  });

  it("refuses an amount out of bounds with its message", async () => {
    const { session, run } = post(CARD, card({ amount: "5" }));
    await run;
    expect(session.data.get("depositMethodForm")).toMatchObject({ error: { key: "amount.errors.depositMin" } });
    expect(payments()).toEqual([]);
  });

  it("takes a no-JavaScript quick amount only when it is one of the method's (issue 34 §3)", async () => {
    const quick = { ...BANK, quickAmounts: [20, 50] };
    for (const forged of ["-50", "0x32", "5e1", "+07", "50.005"]) {
      const { session, run } = post(quick, { quick: forged, amount: "1,234.5", bank: "A" });
      await run;
      expect(session.data.get("depositMethodForm"), forged).toMatchObject({
        error: { key: "amount.errors.quick" },
        amount: "1,234.5",
      });
    }
    expect(payments()).toEqual([]);
    await post(quick, { quick: "50", amount: "1,234.5", bank: "A" }).run;
    expect(payments().map((c) => c.body.get("depositAmount"))).toEqual(["50.00"]);
  });

  it("refuses spaces inside a typed amount instead of dropping them", async () => {
    const { session, run } = post(CARD, card({ amount: "1 000" }));
    await run;
    expect(session.data.get("depositMethodForm")).toMatchObject({
      error: { key: "amount.errors.spaces" },
      amount: "1 000",
    });
    expect(payments()).toEqual([]);
  });

  it("pays a card by makeCCPayment, after the risk check, and keeps only the gateway for step 2", async () => {
    const { session, run } = post(CARD, card());
    const response = await run;
    expect(calls.map((c) => c.path)).toEqual(["RiskService/lexisNexisValidateSession", "makeCCPayment"]);
    const sent = payments()[0].body;
    expect(sent.get("cardNumber")).toBe("4111111111111111");
    expect(sent.get("depositAmount")).toBe("20.00");
    expect(sent.get("idempotencyKey")).toBe("k".repeat(20));
    expect(sent.get("returnUrl")).toBe("https://site.example/en/cashier/callback/CREDITCARD");
    expect(sent.get("lnSessionId")).toBeTruthy();
    expect(response.headers.get("location")).toBe("/en?modal=deposit&method=CREDITCARD&step=2");
    expect(session.data.get("depositProvider")).toMatchObject({
      txnId: "T1",
      action: "/sandbox/pay/T1",
      httpMethod: "post",
    });
    expect(JSON.stringify([...session.data])).not.toMatch(/4111|"123"/);
  });

  it("sends a redirect method's player to the provider by a 303 document redirect", async () => {
    const { run } = post(BANK, { amount: "20", bank: "A" });
    const response = await run;
    expect(payments().map((c) => c.path)).toEqual(["makeWalletPayment"]);
    expect(payments()[0].body.get("bank")).toBe("A");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/sandbox/pay/T1?txnId=T1");
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  it("shows a platform code's message and refuses a provider URL off the platform", async () => {
    answer = (path) =>
      path.startsWith("RiskService") ? { status: "SUCCESS" } : { status: "FAILURE", errorCode: 100217 };
    const refused = post(CARD, card());
    await refused.run;
    expect(refused.session.data.get("depositMethodForm")).toMatchObject({ error: { key: "codes.100217" } });
    answer = (path) =>
      path.startsWith("RiskService") ? { status: "SUCCESS" } : { status: "FAILURE", errorCode: 100912 };
    expect((await post(CARD, card()).run).headers.get("location")).toBe("/en?loggedOut");
    answer = (path) =>
      path.startsWith("RiskService")
        ? { status: "SUCCESS" }
        : { status: "SUCCESS", txnId: "T2", gatewayRequest: { redirectUrl: "https://evil.example/pay" } };
    const offsite = post(BANK, { amount: "20", bank: "A" });
    expect((await offsite.run).headers.get("location")).toContain("method=BANKLINK");
    expect(offsite.session.data.get("depositMethodForm")).toMatchObject({ error: { key: "codes.generic" } });
  });
});

import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import type { PaymentMethod } from "~/brand/config.generated";
import { loadBrands } from "~/brand/validate.server";
import { createBrandRegistry } from "~/brand/registry.server";
import { loadLocaleStore } from "~/i18n/resources.server";
import { setPlatformFetch } from "~/platform/http.server";
import { sessionStorage } from "~/session/session.server";
import { depositAction } from "./deposit.server";
import { DEPOSIT_SUBMISSIONS } from "./pace.server";

/**
 * Issue 34 §2, a direct POST to {lang}/cashier/deposit: a 100532 answer resumes the pending code at
 * step 2 (no error), and the action's own pace refuses a burst with the translated 100174 message.
 */
const { brands } = loadBrands(path.resolve("brands"));
const qrOf = (methods: PaymentMethod[]) => methods.find((m) => m.kind === "qr" && m.directions.includes("deposit"));
const brand = brands.find((b) => qrOf(b.payments.methods as PaymentMethod[]))!;
const qr = qrOf(brand.payments.methods as PaymentMethod[])!;
const registry = createBrandRegistry(brands, brand.id);
const locales = loadLocaleStore(
  path.resolve("locales"),
  path.resolve("brands"),
  brands.map((b) => b.id),
);
const host = `${brand.id}.localhost`;
const lang = brand.languages.default;
const amount = String(qr.quickAmounts[0] ?? brand.limits.deposit.min);
const PENDING_BODY = {
  status: "FAILURE",
  errorCode: 100532,
  txnId: "PENDINGTXN0000000001",
  paymentMethod: qr.method,
  depositAmount: "77.00",
  expiresAt: new Date(Date.now() + 300_000).toISOString().replace(/\.\d+Z$/, "Z"),
  gatewayRequest: { qrCode: "000201PENDINGCODE6304ABCD" },
};

let payment: () => unknown;
let calls: string[];

function newContext(): AppLoadContext {
  return {
    nonce: "",
    brands: registry,
    brand: registry.forHost(host),
    locales,
    platform: { baseUrl: "http://platform.test", sandbox: false },
    production: false,
    clientIp: "203.0.113.9",
    sessionSecrets: ["deposit-action-secret-0123456789abcdef"],
  };
}

beforeEach(() => {
  calls = [];
  payment = () => ({ status: "SUCCESS", txnId: "NEWTXN", gatewayRequest: { qrCode: "000201NEW" } });
  setPlatformFetch((async (input: URL | RequestInfo, init?: { headers?: Record<string, string> }) => {
    // Each player's token is "token-<email>": the profile names that player.
    const email = (init?.headers?.["x-session-token"] ?? "").replace(/^token-/, "");
    const call = new URL(String(input)).pathname.replace(/^\/ajax\//, "");
    calls.push(call);
    // A session the platform ended (spec §8: HTTP 401 forces logout).
    if (email.startsWith("ended") && call === "login/status") return new Response("", { status: 401 });
    const answers: Record<string, unknown> = {
      "login/status": { status: "SUCCESS" },
      "profile/getProfileBalanceCurrency": { firstName: "Ana", lastName: "Silva", email },
      "cashier/getCashierDetails": {
        depositMethods: { [qr.method]: { methodName: qr.method, kind: "qr", quickAmounts: qr.quickAmounts } },
      },
      "RiskService/lexisNexisValidateSession": { status: "SUCCESS" },
    };
    return Response.json(call === "makeWalletPayment" ? payment() : (answers[call] ?? {}));
  }) as typeof fetch);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  setPlatformFetch(null);
  vi.restoreAllMocks();
});

async function post(context: AppLoadContext, email = "pace@example.com") {
  const storage = sessionStorage(context);
  const session = await storage.getSession();
  session.set("platformToken", `token-${email}`);
  const cookie = (await storage.commitSession(session)).split(";")[0];
  const body = new URLSearchParams({
    idempotencyKey: "k".repeat(20),
    method: qr.method,
    amount,
    bonusCode: "",
    returnTo: `/${lang}`,
  });
  const request = new Request(`http://${host}/${lang}/cashier/deposit`, {
    method: "POST",
    headers: { host, cookie, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  // A redirect may be thrown (a guard) or returned: both are the answer the browser gets.
  const response = await depositAction({ request, context, params: { lang } }).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
  const after = await storage.getSession(response.headers.get("set-cookie")?.split(";")[0]);
  return { response, session: after };
}

describe("deposit action", () => {
  it("resumes the pending code when the platform answers 100532", async () => {
    payment = () => PENDING_BODY;
    const { response, session } = await post(newContext());
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("step=2");
    expect(session.get("depositError")).toBeUndefined();
    expect(session.get("pendingDeposit")).toMatchObject({
      method: qr.method,
      amount: "77.00",
      resumed: { txnId: PENDING_BODY.txnId, code: PENDING_BODY.gatewayRequest.qrCode },
    });
  });

  it("shows the 100532 message when the answer carries no code to resume", async () => {
    payment = () => ({ status: "FAILURE", errorCode: 100532 });
    const { response, session } = await post(newContext());
    expect(response.headers.get("location")).not.toContain("step=2");
    expect(session.get("depositError")).toMatchObject({ key: "codes.100532" });
  });

  it("refuses a burst of submissions before asking the platform, with the 100174 message", async () => {
    const email = `burst-${Date.now()}@example.com`;
    for (let i = 0; i < DEPOSIT_SUBMISSIONS.limit; i++) {
      const { session } = await post(newContext(), email);
      expect(session.get("depositError")).toBeUndefined();
    }
    const before = calls.filter((c) => c === "makeWalletPayment").length;
    const { response, session } = await post(newContext(), email);
    expect(response.status).toBe(302);
    expect(session.get("depositError")).toMatchObject({ key: "codes.tooMany" });
    expect(calls.filter((c) => c === "makeWalletPayment")).toHaveLength(before);
  });

  it("a session ended before the submit: the login modal says why and carries the amount (issue 35 §2)", async () => {
    const { response } = await post(newContext(), "ended@example.com");
    expect(response.status).toBe(302);
    const to = new URL(response.headers.get("location")!, "http://x");
    expect(to.pathname).toBe(`/${lang}`);
    expect(Object.fromEntries(to.searchParams)).toEqual({ modal: "login", reason: "depositSessionEnded", amount });
    expect(calls).not.toContain("makeWalletPayment");
  });

  it("shows the platform's 100174 refusal as the same message", async () => {
    payment = () => ({ status: "FAILURE", errorCode: 100174, retryAfterSeconds: 30 });
    const { session } = await post(newContext(), "platform-rate@example.com");
    expect(session.get("depositError")).toMatchObject({ key: "codes.tooMany" });
  });
});

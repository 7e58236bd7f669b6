import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { siteFromBrand } from "../seed/test-sites";
import { accountBus, type AccountEvent } from "../accounts/bus";
import { buildBrCode } from "../../app/features/payment-kit/pix/br-code";

const pixBrand = readdirSync("brands").find((id) => siteFromBrand(id).cashier?.methods.some((m) => m.kind === "qr"))!;
const cashier = siteFromBrand(pixBrand).cashier!;
const method = cashier.methods.find((m) => m.kind === "qr")!.method;
const amount = (cashier.deposit.min * 50).toFixed(2);
let t: TestSandbox;
let token: string;
let n = 0;

beforeAll(async () => {
  t = await startTestSandbox([pixBrand]);
  token = (await t.call("login", { emailId: `player@${pixBrand}.test`, password: "Sandbox123" })).body.sessionToken;
  await t.db.query("delete from deposit_limits");
}, 60_000);
afterAll(() => t?.close());

const newCode = async () => {
  const res = await t.call(
    "makeWalletPayment",
    { paymentMethod: method, depositAmount: amount, idempotencyKey: `bank-test-${++n}` },
    { token },
  );
  return { code: res.body.gatewayRequest.qrCode as string, txnId: res.body.txnId as string };
};
// the bank's plain form, as a browser without JavaScript posts it
const bank = async (form: Record<string, string>, headers: Record<string, string> = {}) => {
  const res = await fetch(`${t.base}/sandbox/pix`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form),
  });
  return { status: res.status, html: await res.text() };
};

describe("the sandbox PIX bank", () => {
  it("shows a form to paste a code", async () => {
    const res = await fetch(`${t.base}/sandbox/pix`);
    expect(await res.text()).toMatch(
      /<form method="post" action="\/sandbox\/pix">[\s\S]*<textarea id="code" name="code"/,
    );
  });

  it("shows payee and amount, then pays, credits and pushes", async () => {
    const { code, txnId } = await newCode();
    const checked = await bank({ code, action: "check" });
    expect(checked.status).toBe(200);
    expect(checked.html).toContain(cashier.pix.key);
    expect(checked.html).toContain(`R$ ${amount.replace(".", ",")}`);
    expect(checked.html).toContain(txnId);
    expect(checked.html).toContain('value="pay"');
    const player = (
      await t.db.query<{ id: string }>("select player_id::text as id from deposits where txn_id = $1", [txnId])
    )[0].id;
    const events: AccountEvent[] = [];
    const off = accountBus(t.db).subscribe(player, (e) => events.push(e));
    const paid = await bank({ code, action: "pay" });
    off();
    expect(paid.status).toBe(200);
    expect(paid.html).toContain("data-paid");
    expect(events.map((e) => e.name)).toEqual(["PushTransactionStatusToUser", "PushRealBalance"]);
    const again = await bank({ code, action: "pay" });
    expect(again.status).toBe(422);
    expect(again.html).toContain("already paid");
  });

  it("refuses a mistyped code, and one the platform did not issue", async () => {
    const { code } = await newCode();
    const last = code.at(-1) === "0" ? "1" : "0";
    const damaged = await bank({ code: code.slice(0, -1) + last, action: "pay" });
    expect(damaged.status).toBe(422);
    expect(damaged.html).toContain("checksum");
    const stranger = await bank({ code: "not a code", action: "check" });
    expect(stranger.html).toContain("not a PIX copy-paste code");
    const forged = buildBrCode({ ...cashier.pix, amountMinor: 5000, txid: "NOSUCHCHARGE1" });
    expect((await bank({ code: forged, action: "pay" })).html).toContain("No charge was issued");
  });

  it("refuses an expired code", async () => {
    const { code, txnId } = await newCode();
    await t.control("cashier/expire", { txnId });
    const res = await bank({ code, action: "pay" });
    expect(res.status).toBe(422);
    expect(res.html).toContain("expired");
  });

  it("pays only a code posted from its own page, not from another site (ADR 079)", async () => {
    const { code, txnId } = await newCode();
    const state = async () =>
      (await t.db.query<{ state: string }>("select state from deposits where txn_id = $1", [txnId]))[0].state;
    for (const origin of ["http://evil.example", "null", `http://localhost:${new URL(t.base).port}`]) {
      const res = await bank({ code, action: "pay" }, { origin });
      expect([origin, res.status]).toEqual([origin, 403]);
      expect(res.html).not.toContain("data-paid");
    }
    expect(await state()).toBe("pending");
    const own = await bank({ code, action: "pay" }, { origin: t.base });
    expect(own.html).toContain("data-paid");
    expect(await state()).toBe("success");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { siteFromBrand } from "../seed/test-sites";

/** ADR 072: the KYC lock of code100484@, its upload-only token, and the lock lifting on approval. */
const brand = "nordluck";
const email = `code100484@${brand}.test`;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

let t: TestSandbox;
const login = () => t.call("login", { emailId: email, password: "Sandbox123" });

async function send(token: string, category: string, docType: string) {
  const form = new FormData();
  form.append("category", category);
  form.append("docType", docType);
  form.append("files", new Blob([new Uint8Array(PNG)]), "proof.png");
  const res = await fetch(`${t.base}/ajax/account/Documents/sendMultiple`, {
    method: "POST",
    headers: { "x-site-code": siteFromBrand(brand).siteCode, "x-session-token": token },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  t = await startTestSandbox([brand]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("KYC lock (100484) and its upload-only token", () => {
  it("refuses the login with 100484 and a token, only with the right password", async () => {
    const r = await login();
    expect(r.body).toMatchObject({ success: false, errors: { errorCode: "100484" } });
    expect(r.body.errors.documentsToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.body.sessionToken).toBeUndefined();
    const wrong = await t.call("login", { emailId: email, password: "Wrong1234" });
    expect(wrong.body.errors).toEqual({ errorCode: "100161" });
  });

  it("the token reads the KYC state and documents, and is 401/151 for every other call", async () => {
    const token = (await login()).body.errors.documentsToken as string;
    const kyc = await t.call("profile/getUserKYCDetails", undefined, { token });
    expect(kyc.body.documents).toMatchObject({ identityStatus: "new", addressStatus: "new" });
    expect((await t.call("account/Documents/getDocuments", undefined, { token })).body).toEqual({
      status: "SUCCESS",
      documents: [],
    });
    expect((await t.call("account/Documents/getUploadUrls", undefined, { token })).body.maxFiles).toBeGreaterThan(0);
    for (const path of [
      "profile/getProfileBalanceCurrency",
      "profile/getAccountVerificationStatus",
      "balance/getSessionLimit",
      "cashier/getCashierDetails",
    ]) {
      const answer = await t.call(path, undefined, { token });
      expect([path, answer.status, answer.body.errorCode]).toEqual([path, 401, 151]);
    }
    expect((await t.call("login/status", undefined, { token })).body.status).toBe("FAILURE");
  });

  it("the token expires after 30 minutes", async () => {
    const token = (await login()).body.errors.documentsToken as string;
    await t.db.query("update documents_tokens set expires_at = now() - interval '1 second' where token = $1", [token]);
    expect((await t.call("profile/getUserKYCDetails", undefined, { token })).status).toBe(401);
    const [row] = await t.db.query<{ minutes: number }>(
      "select round(extract(epoch from expires_at - now()) / 60)::int as minutes from documents_tokens order by expires_at desc limit 1",
    );
    expect(row.minutes).toBe(30);
  });

  it("lifts once identity and address are verified; restore-player puts the lock back", async () => {
    const token = (await login()).body.errors.documentsToken as string;
    expect((await send(token, "identity", "PASSPORT")).body.status).toBe("SUCCESS");
    expect((await send(token, "address", "UTILITY_BILL")).body.status).toBe("SUCCESS");
    const review = (category: string) => t.control("kyc/review", { site: brand, email, category, decision: "approve" });
    expect((await review("identity")).status).toBe(200);
    // identity alone is not enough
    expect((await login()).body.errors.errorCode).toBe("100484");
    expect((await review("address")).status).toBe(200);
    const after = await login();
    expect(after.body.success).toBe(true);
    expect(after.body.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await t.control("restore-player", { site: brand, email })).status).toBe(200);
    const again = await login();
    expect(again.body.errors.errorCode).toBe("100484");
    const fresh = again.body.errors.documentsToken as string;
    expect((await t.call("account/Documents/getDocuments", undefined, { token: fresh })).body.documents).toEqual([]);
    // the old token went with the restore
    expect((await t.call("account/Documents/getDocuments", undefined, { token })).status).toBe(401);
  });
});

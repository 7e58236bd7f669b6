import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { findPostgresBin, startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { siteFromBrand } from "../seed/test-sites";

/** Issue 34 §2: the per-player quota of uploaded proofs (brand limits.documents), enforced by the platform. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const brand = readdirSync("brands").sort()[0];
const quota = { maxFiles: 5, maxBytes: 6000, maxFilesPerDocType: 3 };
const site = { ...siteFromBrand(brand), documentQuota: quota };

// PGlite runs one statement at a time; on PostgreSQL the player's row lock keeps parallel uploads in line.
const pgBin = findPostgresBin();
const backends = pgBin ? (["pglite", "postgres"] as const) : (["pglite"] as const);

let t: TestSandbox;

const login = async (who: string) =>
  (await t.call("login", { emailId: `${who}@${brand}.test`, password: "Sandbox123" }, { site: site.siteCode })).body
    .sessionToken as string;

const send = async (token: string, category: string, docType: string, bytes = PDF) => {
  const form = new FormData();
  form.append("docType", docType);
  form.append("files", new Blob([new Uint8Array(bytes)]), "proof.pdf");
  const res = await fetch(`${t.base}/ajax/account/Documents/upload/${category}`, {
    method: "POST",
    headers: { "x-site-code": site.siteCode, "x-session-token": token },
    body: form,
  });
  return (await res.json()) as { status: string; reason?: string; errorCode?: number; quota?: unknown };
};
const held = async (token: string) =>
  ((await t.call("account/Documents/getDocuments", undefined, { token, site: site.siteCode })).body.documents as [])
    .length;

describe.each(backends)("document quota on %s", (backend) => {
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    if (backend === "postgres") cluster = await startPostgres({ bin: pgBin! });
    t = await startTestSandbox([site], { databaseUrl: cluster?.url });
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await cluster?.stop();
  }, 60_000);

  it("refuses past the per-type, byte and file limits with 100164 and the reason; nothing is stored", async () => {
    const token = await login("precheck-kycnew");
    const urls = (await t.call("account/Documents/getUploadUrls", undefined, { token, site: site.siteCode })).body;
    expect(urls.quota).toEqual(quota);
    for (let i = 0; i < 3; i++) expect((await send(token, "identity", "PASSPORT")).status).toBe("SUCCESS");
    expect(await send(token, "identity", "PASSPORT")).toMatchObject({
      status: "FAILURE",
      errorCode: 100164,
      reason: "QUOTA_DOC_TYPE",
      quota,
    });
    const big = Buffer.concat([PDF, Buffer.alloc(5000)]);
    expect((await send(token, "address", "UTILITY_BILL", big)).status).toBe("SUCCESS");
    expect((await send(token, "address", "UTILITY_BILL", Buffer.concat([PDF, Buffer.alloc(1000)]))).reason).toBe(
      "QUOTA_BYTES",
    );
    expect((await send(token, "address", "UTILITY_BILL")).status).toBe("SUCCESS");
    expect((await send(token, "address", "BANK_STATEMENT")).reason).toBe("QUOTA_FILES");
    expect(await held(token)).toBe(5);
  });

  it("counts uploads made at the same time against one quota", async () => {
    const token = await login("player");
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(token, "identity", "PASSPORT")));
    expect(answers.filter((a) => a.status === "SUCCESS")).toHaveLength(3);
    expect(answers.filter((a) => a.reason === "QUOTA_DOC_TYPE")).toHaveLength(7);
    expect(await held(token)).toBe(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { findPostgresBin, startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { accountBus, type AccountEvent } from "../accounts/bus";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { siteFromBrand } from "../seed/test-sites";
import { checkFile, FILE_MAX_BYTES, sanitiseFilename, sniffType } from "./documents";
import { MONETARY_FIELDS, SOF_DOC_TYPES } from "./sof";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe("file checks", () => {
  it("knows JPEG, PNG and PDF by their bytes, not their names", () => {
    expect(sniffType(PDF)).toBe("application/pdf");
    expect(sniffType(PNG)).toBe("image/png");
    expect(sniffType(JPEG)).toBe("image/jpeg");
    expect(sniffType(Buffer.from("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffType(Buffer.from("GIF89a"))).toBeNull();
  });

  it("sanitises names: last segment, safe characters, the sniffed type's extension", () => {
    expect(sanitiseFilename("../../etc/passwd", "application/pdf")).toBe("passwd.pdf");
    expect(sanitiseFilename("C:\\Users\\me\\Conta de luz março.PNG", "image/png")).toBe("Conta de luz marco.png");
    expect(sanitiseFilename('<img src=x onerror="1">.jpg', "image/jpeg")).toBe("img src_x onerror_1.jpg");
    expect(sanitiseFilename("photo.exe", "image/jpeg")).toBe("photo.jpg");
    expect(sanitiseFilename("...", "application/pdf")).toBe("document.pdf");
    expect(sanitiseFilename("a".repeat(300), "application/pdf")).toHaveLength(94);
  });

  it("refuses empty, oversized and unknown files", () => {
    expect(checkFile("a.pdf", Buffer.alloc(0))).toBe("NO_FILE");
    expect(checkFile("a.pdf", Buffer.concat([PDF, Buffer.alloc(FILE_MAX_BYTES)]))).toBe("FILE_TOO_LARGE");
    expect(checkFile("a.pdf", Buffer.from("not a pdf"))).toBe("FILE_TYPE");
    expect(checkFile("id.pdf", PDF)).toMatchObject({ filename: "id.pdf", mime: "application/pdf" });
  });
});

describe("source-of-income form", () => {
  it("has the 11 monetary value fields, each asked by some docType", () => {
    expect(MONETARY_FIELDS).toHaveLength(11);
    for (const field of MONETARY_FIELDS)
      expect(SOF_DOC_TYPES.filter((t) => t.docType !== "OTHER").some((t) => t.subAttributes.includes(field))).toBe(
        true,
      );
  });
});

// any brand: uploads do not depend on brand data (the amount decimals are read from it)
const brand = readdirSync("brands").sort()[0];
const site = siteFromBrand(brand);

// the files are bytea: Buffer on PostgreSQL, Uint8Array on PGlite
const pgBin = findPostgresBin();
const backends = pgBin ? (["pglite", "postgres"] as const) : (["pglite"] as const);

describe.each(backends)("Documents calls and the operator's review on %s", (backend) => {
  let t: TestSandbox;
  let cluster: PostgresCluster | undefined;
  let token: string;
  let playerId: string;
  beforeAll(async () => {
    if (backend === "postgres") cluster = await startPostgres({ bin: pgBin! });
    t = await startTestSandbox([brand], { databaseUrl: cluster?.url });
    token = (await t.call("login", { emailId: `precheck-kycnew@${brand}.test`, password: "Sandbox123" })).body
      .sessionToken;
    playerId = (
      await t.db.query<{ id: string }>("select id::text as id from players where email = $1", [
        `precheck-kycnew@${brand}.test`,
      ])
    )[0].id;
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await cluster?.stop();
  }, 60_000);

  const send = async (path: string, fields: Record<string, string>, files: [string, Buffer, string?][]) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const [name, bytes, field] of files) form.append(field ?? "file", new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${t.base}/ajax/account/Documents/${path}`, {
      method: "POST",
      headers: { "x-site-code": site.siteCode, "x-session-token": token },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  };
  const kyc = async () => (await t.call("profile/getUserKYCDetails", undefined, { token })).body;

  it("stores a PDF proof of identity and marks identity and age under review", async () => {
    expect(t.db.kind).toBe(backend);
    const res = await send("send", { category: "identity", docType: "PASSPORT" }, [["../my passport.pdf", PDF]]);
    expect(res.body).toMatchObject({
      status: "SUCCESS",
      documents: [
        {
          category: "identity",
          docType: "PASSPORT",
          filename: "my passport.pdf",
          mime: "application/pdf",
          status: "initiated",
        },
      ],
    });
    expect((await kyc()).documents).toMatchObject({
      identityStatus: "initiated",
      ageStatus: "initiated",
      addressStatus: "new",
    });
    const list = (await t.call("account/Documents/getDocuments", undefined, { token })).body;
    expect(list.documents[0]).toMatchObject({ filename: "my passport.pdf", size: PDF.length });
    expect(JSON.stringify(list)).not.toContain("%PDF");
  });

  it("refuses a file whose bytes are not JPEG, PNG or PDF, too many files, no file, and a non-multipart call", async () => {
    const fake = await send("send", { category: "address", docType: "UTILITY_BILL" }, [
      ["bill.pdf", Buffer.from("<html>")],
    ]);
    expect(fake.body).toMatchObject({ status: "FAILURE", errorCode: 100164, reason: "FILE_TYPE" });
    const two = await send("send", { category: "address", docType: "UTILITY_BILL" }, [
      ["a.pdf", PDF],
      ["b.pdf", PDF],
    ]);
    expect(two.body.reason).toBe("TOO_MANY_FILES");
    expect((await send("send", { category: "address", docType: "UTILITY_BILL" }, [])).body.reason).toBe("NO_FILE");
    expect((await send("send", { category: "wallet", docType: "X" }, [["a.pdf", PDF]])).body.reason).toBe("BAD_FIELD");
    expect((await t.call("account/Documents/send", { category: "address" }, { token })).body.reason).toBe("NO_FILE");
    expect(await t.db.query("select id from kyc_documents where category = 'address'")).toHaveLength(0);
  });

  it("refuses a file over the cap", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(FILE_MAX_BYTES)]);
    const res = await send("upload/address", { docType: "UTILITY_BILL" }, [["big.pdf", big]]);
    expect(res.body).toMatchObject({ status: "FAILURE", reason: "FILE_TOO_LARGE" });
  });

  it("takes several files at the category's upload URL", async () => {
    const urls = (await t.call("account/Documents/getUploadUrls", undefined, { token })).body;
    expect(urls.uploadUrls.address).toBe("/ajax/account/Documents/upload/address");
    const res = await send("upload/address", { docType: "UTILITY_BILL" }, [
      ["front.png", PNG, "files"],
      ["back.jpg", JPEG, "files"],
    ]);
    expect(res.body.documents.map((d: { mime: string }) => d.mime)).toEqual(["image/png", "image/jpeg"]);
    expect((await kyc()).documents.addressStatus).toBe("initiated");
  });

  it("serves files only on the review page, where the operator rejects with a comment and the player is told", async () => {
    const events: AccountEvent[] = [];
    const off = accountBus(t.db).subscribe(playerId, (e) => events.push(e));
    try {
      const html = await (await fetch(`${t.base}/sandbox/kyc-review`)).text();
      const row = html.split("<tr ").find((r) => r.includes("my passport.pdf")) ?? "";
      const id = /data-document="([^"]+)"/.exec(row)?.[1];
      expect(id).toBeDefined();
      const file = await fetch(`${t.base}/sandbox/kyc-review/file/${id}`);
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(file.headers.get("content-security-policy")).toContain("sandbox");
      expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
      // a page elsewhere cannot post the decision
      const forged = await fetch(`${t.base}/sandbox/kyc-review/${id}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://evil.test" },
        body: "decision=approve",
      });
      expect(forged.status).toBe(403);
      const decided = await fetch(`${t.base}/sandbox/kyc-review/${id}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ decision: "reject", comment: "The photo is blurred" }).toString(),
      });
      expect(decided.status).toBe(200);
      expect(await decided.text()).toContain('data-decided="failed"');
      await expect
        .poll(() => events.find((e) => e.name === "PushDocumentVerificationStatus"))
        .toMatchObject({
          data: { docVerificationStatus: "failed", comments: "The photo is blurred", category: "identity" },
        });
      expect((await kyc()).documents).toMatchObject({ identityStatus: "failed", ageStatus: "failed" });
      // decided once
      const again = await fetch(`${t.base}/sandbox/kyc-review/${id}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "decision=approve",
      });
      expect(again.status).toBe(409);
    } finally {
      off();
    }
  });

  it("knows documents by random ids: not sequential, and an old serial id finds nothing (ADR 079)", async () => {
    const res = await send("sendMultiple", { category: "address", docType: "UTILITY_BILL" }, [
      ["bill1.pdf", PDF],
      ["bill2.pdf", PDF],
    ]);
    const ids: string[] = res.body.documents.map((d: { documentId: string }) => d.documentId);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const html = await (await fetch(`${t.base}/sandbox/kyc-review`)).text();
    for (const id of ids) expect(html).toContain(`data-document="${id}"`);
    expect(html).not.toMatch(/data-document="\d+"/);
    const listed = (await t.call("account/Documents/getDocuments", undefined, { token })).body.documents;
    expect(listed.map((d: { documentId: string }) => d.documentId)).toEqual(expect.arrayContaining(ids));
    // the serial ids the console used to serve: nothing answers to them any more
    const serials = await t.db.query<{ id: string }>(
      "select id::text as id from kyc_documents where player_id = $1 order by id",
      [playerId],
    );
    expect(serials.length).toBeGreaterThan(1);
    for (const { id } of serials) {
      expect((await fetch(`${t.base}/sandbox/kyc-review/file/${id}`)).status).toBe(404);
      const decided = await fetch(`${t.base}/sandbox/kyc-review/${id}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "decision=approve",
      });
      expect(decided.status).toBe(409);
      expect((await t.control("kyc/review", { documentId: id, decision: "approve" })).status).toBe(409);
    }
    expect((await fetch(`${t.base}/sandbox/kyc-review/file/${ids[0]}`)).status).toBe(200);
    expect((await kyc()).documents.addressStatus).toBe("initiated");
  });

  it("approves a new upload through the control; identity, age and address verified earn KYC_2", async () => {
    await send("send", { category: "identity", docType: "ID_CARD" }, [["id.jpg", JPEG]]);
    const ok = await t.control("kyc/review", {
      site: brand,
      email: `precheck-kycnew@${brand}.test`,
      category: "identity",
      decision: "approve",
    });
    expect(ok.body.document).toMatchObject({ status: "verified", filename: "id.jpg" });
    for (let i = 0; i < 2; i++)
      await t.control("kyc/review", { site: brand, email: `precheck-kycnew@${brand}.test`, decision: "approve" });
    const details = await kyc();
    expect(details.documents).toMatchObject({
      identityStatus: "verified",
      ageStatus: "verified",
      addressStatus: "verified",
    });
    expect(details.kycLevel).toBe("KYC_2");
  });

  it("describes the source-of-income form and stores a declaration with its files", async () => {
    const props = (await t.call("account/Documents/getSofProperties", undefined, { token })).body;
    expect(props).toMatchObject({ status: "SUCCESS", currency: site.currencyCode, decimals: site.currency.decimals });
    expect(props.monetaryFields).toHaveLength(11);
    const amount = site.currency.decimals > 0 ? "52000.50" : "52000";
    const bad = await send(
      "send",
      {
        category: "sourceOfIncome",
        docType: "SALARY",
        docInfo: "PAYSLIP",
        subAttributes: JSON.stringify({ giftAmount: "1" }),
      },
      [["slip.pdf", PDF]],
    );
    expect(bad.body.reason).toBe("BAD_FIELD");
    const other = await send(
      "send",
      {
        category: "sourceOfIncome",
        docType: "OTHER",
        docInfo: "BANK_STATEMENT",
        subAttributes: JSON.stringify({ giftAmount: "1" }),
      },
      [["s.pdf", PDF]],
    );
    expect(other.body.errorDescription).toMatch(/sourceOfIncomeOtherValue/);
    const res = await send(
      "sendMultiple",
      {
        category: "sourceOfIncome",
        docType: "SALARY",
        docInfo: "PAYSLIP",
        subAttributes: JSON.stringify({ annualSalary: amount, annualBonus: "0" }),
      },
      [
        ["slip1.pdf", PDF],
        ["slip2.pdf", PDF],
      ],
    );
    expect(res.body.documents).toHaveLength(2);
    expect((await kyc()).documents).toMatchObject({
      sourceOfIncomeStatus: "initiated",
      sourceOfIncomeDetails: {
        docType: "SALARY",
        docInfo: "PAYSLIP",
        subAttributes: { annualSalary: amount, annualBonus: "0" },
      },
      sourceOfIncomeOtherValue: null,
    });
  });
});

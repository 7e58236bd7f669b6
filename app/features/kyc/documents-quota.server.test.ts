import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { loadBrands } from "~/brand/validate.server";
import { createBrandRegistry } from "~/brand/registry.server";
import { loadLocaleStore } from "~/i18n/resources.server";
import { setPlatformFetch } from "~/platform/http.server";
import { requestScope } from "~/routing/scope.server";
import { sessionStorage } from "~/session/session.server";
import { documentsAction, type DocumentsActionData } from "./documents.server";
import { documentQuotaOf, quotaProblem } from "./document-quota";

/**
 * Issue 34 §2, a direct POST to {lang}/myaccount/documents/identity: an upload past the brand's
 * document quota is refused by our action before anything is sent, with its message and the
 * player's choice kept; the platform's own quota refusal reads the same.
 */
const { brands } = loadBrands(path.resolve("brands"));
const brand = brands[0];
const quota = documentQuotaOf(brand.limits);
const registry = createBrandRegistry(brands, brand.id);
const locales = loadLocaleStore(
  path.resolve("locales"),
  path.resolve("brands"),
  brands.map((b) => b.id),
);
const host = `${brand.id}.localhost`;
const lang = brand.languages.default;
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

let held: { documentId: string; category: string; docType: string; status: string; size: number }[];
let sendAnswer: () => unknown;
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
    sessionSecrets: ["documents-quota-secret-0123456789abcdef"],
  };
}

beforeEach(() => {
  calls = [];
  held = [];
  sendAnswer = () => ({ status: "SUCCESS", documents: [] });
  setPlatformFetch((async (input: URL | RequestInfo) => {
    const call = new URL(String(input)).pathname.replace(/^\/ajax\//, "");
    calls.push(call);
    const answers: Record<string, unknown> = {
      "login/status": { status: "SUCCESS" },
      "profile/getProfileBalanceCurrency": { firstName: "Ana", lastName: "Silva", email: "ana@example.com" },
      "account/Documents/getUploadUrls": { status: "SUCCESS", maxFileBytes: 5 * 1024 * 1024, maxFiles: 4 },
      "account/Documents/getDocuments": { status: "SUCCESS", documents: held },
    };
    return Response.json(call === "account/Documents/sendMultiple" ? sendAnswer() : (answers[call] ?? {}));
  }) as typeof fetch);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  setPlatformFetch(null);
  vi.restoreAllMocks();
});

async function upload(docType: string, files = 1) {
  const context = newContext();
  const storage = sessionStorage(context);
  const session = await storage.getSession();
  session.set("platformToken", "token");
  const cookie = (await storage.commitSession(session)).split(";")[0];
  const form = new FormData();
  form.set("docType", docType);
  for (let i = 0; i < files; i++) form.append("files", new Blob([new Uint8Array(PNG)]), `p${i}.png`);
  const request = new Request(`http://${host}/${lang}/myaccount/documents/identity`, {
    method: "POST",
    headers: { host, cookie },
    body: form,
  });
  const args = { request, context, params: { lang, category: "identity" } };
  const response = (await documentsAction(await requestScope(args), "identity").catch((e: unknown) => e)) as {
    init?: { status?: number };
    data?: DocumentsActionData;
  };
  return response;
}

const doc = (i: number, docType: string, size = 1000) => ({
  documentId: String(i),
  category: "identity",
  docType,
  status: "initiated",
  size,
});

describe("the document quota in our action", () => {
  it("refuses more files of one type than the brand allows, before sending, keeping the choice", async () => {
    held = Array.from({ length: quota.maxFilesPerDocType }, (_, i) => doc(i, "PASSPORT"));
    const answer = await upload("PASSPORT");
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ problem: "quotaDocType", values: { docType: "PASSPORT" } });
    expect(calls).not.toContain("account/Documents/sendMultiple");
  });

  it("refuses past the account's file count and bytes", async () => {
    held = Array.from({ length: quota.maxFiles }, (_, i) => doc(i, `TYPE_${i}`));
    expect((await upload("ID_CARD")).data?.problem).toBe("quotaFiles");
    held = [doc(1, "ID_CARD", quota.maxBytes)];
    expect((await upload("PASSPORT")).data?.problem).toBe("quotaBytes");
    expect(calls).not.toContain("account/Documents/sendMultiple");
  });

  it("sends an upload within the quota, and reads the platform's quota refusal as ours", async () => {
    held = [doc(1, "PASSPORT")];
    sendAnswer = () => ({ status: "FAILURE", errorCode: 100164, reason: "QUOTA_FILES" });
    const answer = await upload("PASSPORT");
    expect(calls).toContain("account/Documents/sendMultiple");
    expect(answer.data).toMatchObject({ problem: "quotaFiles", values: { docType: "PASSPORT" } });
  });
});

describe("quotaProblem", () => {
  const q = { maxFiles: 3, maxBytes: 100, maxFilesPerDocType: 2 };
  it("counts what is held plus the upload", () => {
    expect(quotaProblem(q, [], { docType: "A", sizes: [10, 10] })).toBeNull();
    expect(quotaProblem(q, [{ docType: "B" }, { docType: "B" }], { docType: "A", sizes: [10, 10] })).toBe("quotaFiles");
    expect(quotaProblem(q, [{ docType: "B", size: 90 }], { docType: "A", sizes: [11] })).toBe("quotaBytes");
    expect(quotaProblem(q, [{ docType: "A" }], { docType: "A", sizes: [1, 1] })).toBe("quotaDocType");
    expect(
      quotaProblem({ ...q, maxFiles: 9 }, [{ docType: "A" }, { docType: "A" }], { docType: "A", sizes: [1] }),
    ).toBe("quotaDocType");
  });
  it("falls back to the defaults for a brand without limits.documents", () => {
    expect(documentQuotaOf({})).toEqual({ maxFiles: 20, maxBytes: 31457280, maxFilesPerDocType: 6 });
    expect(documentQuotaOf({ documents: { maxFiles: 3 } }).maxFiles).toBe(3);
  });
});

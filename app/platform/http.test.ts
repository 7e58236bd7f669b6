import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { callPlatform, setPlatformFetch, type CallOptions, type PlatformCaller } from "./http.server";
import { PlatformError } from "./errors";

const caller: PlatformCaller = {
  baseUrl: "http://platform.test",
  brandId: "brand-a",
  siteCode: "SOL",
  language: "pb",
  clientIp: "203.0.113.9",
  sessionToken: "tok",
};
const schema = z.object({ value: z.number() });
const respond = (body: unknown, status = 200) =>
  setPlatformFetch(
    vi.fn(
      async () =>
        new Response(typeof body === "string" ? body : JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json" },
        }),
    ),
  );

afterEach(() => {
  setPlatformFetch(null);
  vi.restoreAllMocks();
});

describe("callPlatform (spec §8 response handling)", () => {
  it("sends the site, the visitor, the session and the language", async () => {
    const fetchMock = vi.fn(
      async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(JSON.stringify({ value: 1 })),
    );
    setPlatformFetch(fetchMock as typeof fetch);
    await callPlatform(caller, { path: "banner/getBanners", query: { zoneId: "z" }, schema });
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe("http://platform.test/ajax/banner/getBanners?zoneId=z&language=pb");
    expect(init?.headers).toMatchObject({
      "x-site-code": "SOL",
      "x-brand-id": "brand-a",
      "x-forwarded-for": "203.0.113.9",
      "x-session-token": "tok",
    });
    expect(init?.headers).not.toHaveProperty("x-api-key");
  });
  it("sends the brand's server key when it has one", async () => {
    const fetchMock = vi.fn(
      async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(JSON.stringify({ value: 1 })),
    );
    setPlatformFetch(fetchMock as typeof fetch);
    await callPlatform({ ...caller, apiKey: "server-key" }, { path: "x", schema });
    expect(fetchMock.mock.calls[0][1]?.headers).toMatchObject({ "x-api-key": "server-key" });
  });
  it("form-encodes POST bodies", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ value: 2 })));
    setPlatformFetch(fetchMock as typeof fetch);
    await callPlatform(caller, { path: "login", form: { emailId: "a@b.co", password: "p w" }, schema });
    const init = (fetchMock.mock.calls[0] as unknown as [URL, RequestInit])[1];
    expect(init.method).toBe("POST");
    expect(init.body).toBe("emailId=a%40b.co&password=p+w");
    expect(init.headers).toMatchObject({ "content-type": "application/x-www-form-urlencoded", "x-site-code": "SOL" });
  });
  it("sends a json body as JSON, POST by default, with the usual headers", async () => {
    const fetchMock = vi.fn(
      async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(JSON.stringify({ value: 3 })),
    );
    setPlatformFetch(fetchMock as typeof fetch);
    const criteria = { txnType: "ALL", fromDate: "2026-01-01", page: { index: 0, size: 25 }, ids: [1, 2], skip: null };
    expect(
      await callPlatform(
        { ...caller, apiKey: "server-key" },
        { path: "Report/getTransactionHistory", json: criteria, schema },
      ),
    ).toEqual({ value: 3 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe("http://platform.test/ajax/Report/getTransactionHistory?language=pb");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(JSON.stringify(criteria));
    expect(JSON.parse(String(init?.body))).toEqual(criteria);
    expect(init?.headers).toEqual({
      accept: "application/json",
      "content-type": "application/json",
      "x-site-code": "SOL",
      "x-brand-id": "brand-a",
      "x-forwarded-for": "203.0.113.9",
      "x-session-token": "tok",
      "x-api-key": "server-key",
    });
  });
  it("sends a top-level JSON array, and keeps an explicit method", async () => {
    const fetchMock = vi.fn(
      async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(JSON.stringify({ value: 4 })),
    );
    setPlatformFetch(fetchMock as typeof fetch);
    await callPlatform(caller, { method: "GET", path: "x", json: [{ a: 1 }], schema });
    const init = fetchMock.mock.calls[0][1];
    expect(init?.method).toBe("GET");
    expect(init?.body).toBe('[{"a":1}]');
    expect(init?.headers).toMatchObject({ "content-type": "application/json" });
  });
  it("sends no body and no content type without form or json", async () => {
    const fetchMock = vi.fn(
      async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(JSON.stringify({ value: 5 })),
    );
    setPlatformFetch(fetchMock as typeof fetch);
    await callPlatform(caller, { path: "x", schema });
    const init = fetchMock.mock.calls[0][1];
    expect(init?.method).toBe("GET");
    expect(init?.body).toBeUndefined();
    expect(init?.headers).not.toHaveProperty("content-type");
  });
  it("handles the answer to a json call as it does a form call's (error codes, 401, empty results)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const json = { criteria: { txnType: "ALL" } };
    respond({ status: "FAILURE", errorCode: 150 }, 503);
    await expect(callPlatform(caller, { path: "x", json, schema })).rejects.toMatchObject({ code: "150", path: "x" });
    respond({ ssoExpired: true });
    await expect(callPlatform(caller, { path: "x", json, schema })).rejects.toMatchObject({ code: "100187" });
    respond({}, 401);
    await expect(callPlatform(caller, { path: "x", json, schema })).rejects.toMatchObject({ code: "401" });
    respond("oops", 500);
    expect(await callPlatform(caller, { path: "x", json, schema })).toBeNull();
    respond({ value: "not a number" });
    expect(await callPlatform(caller, { path: "x", json, schema })).toBeNull();
    setPlatformFetch(vi.fn(async () => Promise.reject(new TypeError("fetch failed"))) as typeof fetch);
    expect(await callPlatform(caller, { path: "x", json, schema })).toBeNull();
  });
  it("takes a form or a json body, not both (a type error)", () => {
    // @ts-expect-error form and json are mutually exclusive
    const both: CallOptions<{ value: number }> = { path: "x", form: { a: "1" }, json: { a: 1 }, schema };
    expect(both.path).toBe("x");
  });
  it("returns the parsed body on success", async () => {
    respond({ value: 42 });
    expect(await callPlatform(caller, { path: "x", schema })).toEqual({ value: 42 });
  });
  it("throws PlatformError with the code from errorCode or errors.errorCode, whatever the status", async () => {
    respond({ status: "FAILURE", errorCode: 150 }, 503);
    await expect(callPlatform(caller, { path: "x", schema })).rejects.toMatchObject({ code: "150" });
    respond({ success: false, errors: { errorCode: "100168" } });
    await expect(callPlatform(caller, { path: "x", schema })).rejects.toBeInstanceOf(PlatformError);
  });
  it("turns the SSO-expired flag into 100187 and HTTP 401 into a 401 error", async () => {
    respond({ ssoExpired: true });
    await expect(callPlatform(caller, { path: "x", schema })).rejects.toMatchObject({ code: "100187" });
    respond({}, 401);
    await expect(callPlatform(caller, { path: "x", schema })).rejects.toMatchObject({ code: "401" });
  });
  it("treats other HTTP errors, bad JSON, contract violations and transport failures as empty results", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    respond("oops", 500);
    expect(await callPlatform(caller, { path: "x", schema })).toBeNull();
    respond("<html>", 200);
    expect(await callPlatform(caller, { path: "x", schema })).toBeNull();
    respond({ value: "not a number" });
    expect(await callPlatform(caller, { path: "x", schema })).toBeNull();
    setPlatformFetch(vi.fn(async () => Promise.reject(new TypeError("fetch failed"))) as typeof fetch);
    expect(await callPlatform(caller, { path: "x", schema })).toBeNull();
  });
  it("does not mistake a zero or empty errorCode for a failure", async () => {
    respond({ value: 1, errorCode: 0 });
    expect(await callPlatform(caller, { path: "x", schema })).toEqual({ value: 1 });
    respond({ value: 1, errorCode: null, errors: {} });
    expect(await callPlatform(caller, { path: "x", schema })).toEqual({ value: 1 });
  });
});

describe("multipart calls (spec §7 uploads)", () => {
  it("posts fields and files that a multipart parser reads back byte for byte", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ value: 3 })));
    setPlatformFetch(fetchMock as typeof fetch);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255]);
    const result = await callPlatform(caller, {
      path: "account/Documents/sendMultiple",
      multipart: {
        fields: { category: "identity", docType: "PASSPORT" },
        files: [{ field: "files", filename: 'a"b.png', contentType: "image/png", bytes }],
      },
      schema,
    });
    expect(result).toEqual({ value: 3 });
    const init = (fetchMock.mock.calls[0] as unknown as [URL, RequestInit])[1];
    expect(init.method).toBe("POST");
    const type = (init.headers as Record<string, string>)["content-type"];
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(init.body as BodyInit, { headers: { "content-type": type } }).formData();
    expect(form.get("category")).toBe("identity");
    expect(form.get("docType")).toBe("PASSPORT");
    const file = form.get("files") as File;
    expect(file.name).toBe("a_b.png");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });
});

/** /ajax bodies: form-encoded (spec §7's default) and JSON (Report/getTransactionHistory's criteria) read the same. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { callPlatform } from "../app/platform/http.server";
import { PlatformError } from "../app/platform/errors";
import { startTestSandbox, type TestSandbox } from "./api/test-server";

let t: TestSandbox;

beforeAll(async () => {
  t = await startTestSandbox(["solbet"]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function postJson(path: string, body: string, token?: string) {
  const headers: Record<string, string> = {
    "x-site-code": "SOL",
    "x-forwarded-for": "203.0.113.1",
    "content-type": "application/json",
  };
  if (token) headers["x-session-token"] = token;
  const res = await fetch(`${t.base}/ajax/${path}?language=pb`, { method: "POST", headers, body });
  return { status: res.status, type: res.headers.get("content-type"), body: await res.json() };
}

describe("sandbox /ajax JSON bodies", () => {
  it("answers a JSON body as it answers the same fields form-encoded", async () => {
    for (const txtEmail of ["player@solbet.test", "free@solbet.test", "not-an-email"]) {
      const form = await t.call("isUniqueEmail", { txtEmail });
      const json = await postJson("isUniqueEmail", JSON.stringify({ txtEmail }));
      expect(json.body).toBe(form.body);
    }
    expect((await postJson("isUniqueEmail", JSON.stringify({ txtEmail: "player@solbet.test" }))).body).toBe(0);
    expect((await postJson("isUniqueEmail", JSON.stringify({ txtEmail: "free@solbet.test" }))).body).toBe(1);
  });

  it("takes numbers and booleans as their text, and a content type with a charset", async () => {
    const res = await fetch(`${t.base}/ajax/checkUserPhoneAvailablity?language=pb`, {
      method: "POST",
      headers: { "x-site-code": "SOL", "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ mobileNumber: 11977776666, mobileIsdCode: 55 }),
    });
    expect(await res.json()).toEqual({ status: "SUCCESS" });
    expect(
      (await postJson("checkUserPhoneAvailablity", JSON.stringify({ mobileNumber: 11900000000, mobileIsdCode: 55 })))
        .body,
    ).toEqual({
      status: "FAILURE",
      internalErrorCodeDescription: "DUPLICATE_MOBILE",
    });
  });

  it("passes nested arrays and objects to the handler as JSON text, as a form field would carry them", async () => {
    const login = await t.call("login", { emailId: "player@solbet.test", password: "Sandbox123" });
    const token = login.body.sessionToken as string;
    expect(token).toBeTruthy();
    const added = await postJson(
      "ResponsibleGaming/addPlayerFrontEndAuditTrail",
      JSON.stringify({ auditCategory: "JSON_BODY_TEST", auditEvent: "CHECKED", comments: "via json" }),
      token,
    );
    expect(added.body).toEqual({ status: "SUCCESS" });
    const trail = await postJson(
      "ResponsibleGaming/getPlayerAuditTrail",
      JSON.stringify({ auditCategoryList: ["JSON_BODY_TEST"], fromIndex: 0, pageOffset: 5, unused: null }),
      token,
    );
    expect(trail.body.status).toBe("SUCCESS");
    expect(trail.body.auditTrailDetailsList).toEqual([
      expect.objectContaining({ auditCategory: "JSON_BODY_TEST", auditEvent: "CHECKED", comments: "via json" }),
    ]);
    const notAList = await postJson(
      "ResponsibleGaming/getPlayerAuditTrail",
      JSON.stringify({ auditCategoryList: { a: 1 } }),
      token,
    );
    expect(notAList.body.errors.errorCode).toBe("100164");
  });

  it("answers a malformed or non-object JSON body with the invalid-data envelope (400), not an HTML page", async () => {
    const broken = await postJson("isUniqueEmail", '{"txtEmail": ');
    expect(broken.status).toBe(400);
    expect(broken.type).toMatch(/^application\/json/);
    expect(broken.body).toMatchObject({ status: "FAILURE", errorCode: 100164, errors: { errorCode: "100164" } });
    const list = await postJson("isUniqueEmail", JSON.stringify([{ txtEmail: "free@solbet.test" }]));
    expect(list.status).toBe(400);
    expect(list.body).toMatchObject({ status: "FAILURE", errorCode: 100164 });
  });

  it("reads the typed client's json option (callPlatform over HTTP)", async () => {
    const caller = {
      baseUrl: t.base,
      brandId: "solbet",
      siteCode: "SOL",
      language: "pb",
      clientIp: "203.0.113.7",
      sessionToken: null,
    };
    expect(
      await callPlatform(caller, {
        path: "isUniqueEmail",
        json: { txtEmail: "player@solbet.test" },
        schema: z.number(),
      }),
    ).toBe(0);
    expect(
      await callPlatform(caller, { path: "isUniqueEmail", json: { txtEmail: "free@solbet.test" }, schema: z.number() }),
    ).toBe(1);
    const refused = callPlatform(caller, { path: "isUniqueEmail", json: [1], schema: z.number() });
    await expect(refused).rejects.toBeInstanceOf(PlatformError);
    await expect(callPlatform(caller, { path: "isUniqueEmail", json: [1], schema: z.number() })).rejects.toMatchObject({
      code: "100164",
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "./api/test-server";
import { allowedRedirect } from "./idp";
import { googleSubFor } from "./accounts/seed";
import { siteFromBrand } from "./seed/test-sites";
import { readFileSync } from "node:fs";
import type { BrandConfig } from "../app/brand/config.generated";
import { exchangeGoogleCode, googleEndpoints } from "../app/platform/auth.server";

let t: TestSandbox;
const callback = "http://solbet.localhost:3000/auth/google/callback?x=1";

beforeAll(async () => {
  t = await startTestSandbox(["solbet"]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function choose(email: string, redirect = callback, accountOf?: string) {
  const res = await fetch(`${t.base}/sandbox/idp/google/authorize`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      email,
      redirect_uri: redirect,
      state: "st8",
      ...(accountOf ? { account_of: accountOf } : {}),
    }).toString(),
    redirect: "manual",
  });
  return res;
}
const exchange = async (code: string) => {
  const res = await fetch(`${t.base}/sandbox/idp/google/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ code }).toString(),
  });
  return { status: res.status, body: await res.json() };
};

describe("sandbox Google identity provider", () => {
  it("serves the paths the seeded brands configure (integrations.googleSignIn), end to end", async () => {
    for (const id of ["solbet", "nordluck"]) {
      const brand = JSON.parse(readFileSync(`brands/${id}/brand.json`, "utf8")) as BrandConfig;
      const endpoints = googleEndpoints({ baseUrl: t.base, sandbox: false }, brand.integrations.googleSignIn);
      const page = await fetch(`${endpoints.authorize}?redirect_uri=${encodeURIComponent(callback)}&state=st8`);
      expect(page.status, id).toBe(200);
      expect(await page.text()).toContain("Sandbox Google sign-in");
    }
    const brand = JSON.parse(readFileSync("brands/solbet/brand.json", "utf8")) as BrandConfig;
    const endpoints = googleEndpoints({ baseUrl: t.base, sandbox: false }, brand.integrations.googleSignIn);
    const chosen = await fetch(endpoints.authorize, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "googlelinked@solbet.test", redirect_uri: callback, state: "st8" }).toString(),
      redirect: "manual",
    });
    const code = new URL(chosen.headers.get("location") ?? "").searchParams.get("code") ?? "";
    expect(code).not.toBe("");
    expect(await exchangeGoogleCode(endpoints.token, code)).toEqual({
      email: "googlelinked@solbet.test",
      sub: googleSubFor("googlelinked@solbet.test"),
    });
  });

  it("only redirects to localhost, *.localhost, 127.0.0.1 and brand domains", () => {
    const sites = [siteFromBrand("solbet")];
    for (const ok of [
      "http://localhost:3000/cb",
      "https://solbet.localhost/cb",
      "http://127.0.0.1:8080/cb",
      "https://www.solbet.com.br/cb",
    ]) {
      expect(allowedRedirect(ok, sites), ok).not.toBeNull();
    }
    for (const bad of [
      "https://evil.example/cb",
      "http://solbet.com.br/cb",
      "javascript:alert(1)",
      "http://user:pw@localhost/cb",
      "http://localhost.evil.example/cb",
      "https://127.0.0.1/cb",
      "nope",
    ]) {
      expect(allowedRedirect(bad, sites), bad).toBeNull();
    }
  });

  it("shows a plain chooser with the sandbox Google accounts", async () => {
    const res = await fetch(
      `${t.base}/sandbox/idp/google/authorize?redirect_uri=${encodeURIComponent(callback)}&state=st8`,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Sandbox Google sign-in");
    expect(html).toContain("googlelinked@solbet.test");
    expect(html).toContain("google@solbet.test");
    expect(html).not.toMatch(/<script|style=|<style/);
    expect(res.headers.get("content-security-policy")).toContain("form-action 'self' http://solbet.localhost:3000");
    expect((await fetch(`${t.base}/sandbox/idp/style.css`)).headers.get("content-type")).toContain("text/css");
    const bad = await fetch(
      `${t.base}/sandbox/idp/google/authorize?redirect_uri=${encodeURIComponent("https://evil.example/")}&state=s`,
    );
    expect(bad.status).toBe(400);
  });

  it("redirects back with code and state; the code is exchanged once", async () => {
    const res = await choose("GoogleLinked@solbet.test");
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("http://solbet.localhost:3000/auth/google/callback");
    expect(location.searchParams.get("x")).toBe("1");
    expect(location.searchParams.get("state")).toBe("st8");
    const code = location.searchParams.get("code")!;
    const first = await exchange(code);
    expect(first).toEqual({
      status: 200,
      body: { email: "googlelinked@solbet.test", sub: googleSubFor("googlelinked@solbet.test") },
    });
    expect((await exchange(code)).status).toBe(400);
    const login = await t.call("login", {
      socialMediaType: "GOOGLE",
      authType: "SOCIAL_MEDIA_AUTO_LOGIN",
      emailId: first.body.email,
      socialMediaID: first.body.sub,
    });
    expect(login.body.success).toBe(true);
  });

  it("the seeded identities answer 100427 (email linked to another Google account) and 100429 (Google email changed)", async () => {
    const html = await (
      await fetch(`${t.base}/sandbox/idp/google/authorize?redirect_uri=${encodeURIComponent(callback)}&state=st8`)
    ).text();
    expect(html).toContain("googleother@solbet.test");
    expect(html).toContain('name="account_of" value="googlelinked@solbet.test"');
    const loginWith = async (email: string, accountOf?: string) => {
      const code = new URL((await choose(email, callback, accountOf)).headers.get("location")!).searchParams.get(
        "code",
      )!;
      const identity = (await exchange(code)).body;
      return (
        await t.call("login", {
          socialMediaType: "GOOGLE",
          authType: "SOCIAL_MEDIA_AUTO_LOGIN",
          emailId: identity.email,
          socialMediaID: identity.sub,
        })
      ).body;
    };
    expect(await loginWith("googleother@solbet.test")).toEqual({ success: false, errors: { errorCode: "100427" } });
    expect(await loginWith("renamed-googlelinked@solbet.test", "googlelinked@solbet.test")).toEqual({
      success: false,
      errors: { errorCode: "100429" },
    });
    expect((await choose("a@b.test", callback, "not an email")).status).toBe(400);
  });

  it("codes expire after 5 minutes; bad input is refused", async () => {
    const code = new URL((await choose("someone@example.com")).headers.get("location")!).searchParams.get("code")!;
    await t.db.query("update idp_codes set expires_at = now() - interval '1 second'");
    expect((await exchange(code)).body).toEqual({ error: "invalid_grant" });
    expect((await choose("not an email")).status).toBe(400);
    expect((await choose("a@b.test", "https://evil.example/")).status).toBe(400);
  });
});

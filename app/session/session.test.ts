import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import {
  changedSessionCookie,
  commitRequestSession,
  createEncryptedCookieStorage,
  destroyRequestSession,
  getSession,
  replaceRequestSession,
  sessionStorage,
} from "./session.server";

const cookieOf = (setCookie: string) => setCookie.split(";")[0];

describe("encrypted cookie session", () => {
  const storage = createEncryptedCookieStorage("__Host-croupier", ["s".repeat(32)], true);

  it("round-trips data and hides it from whoever reads the cookie", async () => {
    const session = await storage.getSession(null);
    session.set("platformToken", "secret-platform-token");
    const header = await storage.commitSession(session);
    expect(header).toMatch(/^__Host-croupier=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(header).not.toContain("secret-platform-token");
    expect(Buffer.from(cookieOf(header).split("=")[1], "base64url").toString("latin1")).not.toContain(
      "secret-platform-token",
    );
    const again = await storage.getSession(cookieOf(header));
    expect(again.get("platformToken")).toBe("secret-platform-token");
  });

  it("starts a fresh session when the cookie was tampered with", async () => {
    const session = await storage.getSession(null);
    session.set("platformToken", "t");
    const value = cookieOf(await storage.commitSession(session)).split("=")[1];
    // One bit flipped inside the sealed bytes. (Editing the last characters of the text was not
    // always a change: base64 ignores a final character's spare bits, and the edit could write
    // back the same two characters.)
    const bytes = Buffer.from(value, "base64url");
    bytes[bytes.length >> 1] ^= 1;
    const tampered = bytes.toString("base64url");
    expect((await storage.getSession(`__Host-croupier=${tampered}`)).get("platformToken")).toBeUndefined();
  });

  it("reads cookies sealed with a previous secret after rotation", async () => {
    const old = createEncryptedCookieStorage("c", ["old".padEnd(32, "x")], false);
    const rotated = createEncryptedCookieStorage("c", ["new".padEnd(32, "y"), "old".padEnd(32, "x")], false);
    const session = await old.getSession(null);
    session.set("loginAt", 123);
    const header = cookieOf(await old.commitSession(session));
    expect((await rotated.getSession(header)).get("loginAt")).toBe(123);
    expect(
      (await createEncryptedCookieStorage("c", ["other".padEnd(32, "z")], false).getSession(header)).get("loginAt"),
    ).toBeUndefined();
  });

  it("expires the cookie on destroy", async () => {
    const header = await storage.destroySession(await storage.getSession(null));
    expect(header).toContain("Max-Age=0");
  });
});

describe("the request's session is written in one place (ADR 093)", () => {
  const contextOf = () => ({ sessionSecrets: ["s".repeat(32)], production: false }) as unknown as AppLoadContext;
  const requestWith = (cookie?: string) => new Request("http://x/", { headers: cookie ? { cookie } : {} });

  it("gives no cookie for a request that changed nothing, and one with every change otherwise", async () => {
    const context = contextOf();
    const session = await getSession(requestWith(), context);
    expect(session.get("platformToken")).toBeUndefined();
    expect(await changedSessionCookie(context)).toBeNull();
    session.set("platformToken", "t");
    session.flash("toast", { type: "info", key: "shell:x" });
    const cookie = (await changedSessionCookie(context))!.split(";")[0];

    const next = contextOf();
    const read = await getSession(requestWith(cookie), next);
    expect(read.get("platformToken")).toBe("t");
    expect(await changedSessionCookie(next)).toBeNull();
    expect(read.get("toast")).toEqual({ type: "info", key: "shell:x" });
    const spent = await sessionStorage(next).getSession((await changedSessionCookie(next))!.split(";")[0]);
    expect(spent.has("toast")).toBe(false);
    expect(await commitRequestSession(next)).toMatch(/^croupier=/);
  });

  it("replaces the request's session with an empty one that the later writes carry (login, ADR 099)", async () => {
    const earlier = contextOf();
    const old = await getSession(requestWith(), earlier);
    old.set("platformToken", "old");
    old.set("googleState", "left-over");
    const cookie = (await commitRequestSession(earlier)).split(";")[0];

    const context = contextOf();
    expect((await getSession(requestWith(cookie), context)).get("platformToken")).toBe("old");
    const fresh = await replaceRequestSession(context);
    expect(fresh.data).toEqual({});
    expect(await getSession(requestWith(cookie), context)).toBe(fresh);
    // Empty and new is a change: the page's one cookie replaces the old session too.
    expect(await changedSessionCookie(context)).toMatch(/^croupier=/);
    fresh.set("platformToken", "new");
    const written = await sessionStorage(contextOf()).getSession((await commitRequestSession(context)).split(";")[0]);
    expect(written.data).toEqual({ platformToken: "new" });
  });

  it("destroys the request's session: an expired cookie, and nothing of the old one written back (logout)", async () => {
    const earlier = contextOf();
    (await getSession(requestWith(), earlier)).set("platformToken", "t");
    const cookie = (await commitRequestSession(earlier)).split(";")[0];

    const context = contextOf();
    await getSession(requestWith(cookie), context);
    const header = await destroyRequestSession(context);
    expect(header).toMatch(/^croupier=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=/);
    expect(await changedSessionCookie(context)).toBeNull();
    expect((await getSession(requestWith(cookie), context)).get("platformToken")).toBeUndefined();
    const after = await sessionStorage(contextOf()).getSession((await commitRequestSession(context)).split(";")[0]);
    expect(after.get("platformToken")).toBeUndefined();
  });
});

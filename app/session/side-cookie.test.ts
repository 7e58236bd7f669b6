import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { sideCookie } from "./side-cookie.server";

const contextOf = (production: boolean) =>
  ({ sessionSecrets: ["s".repeat(32)], production }) as unknown as AppLoadContext;
const requestWith = (cookie?: string) => new Request("http://x/", { headers: cookie ? { cookie } : {} });

describe("a feature's signed side cookie (ADR 099)", () => {
  it("writes its own signed cookie with its lifetime and reads it back, keeping what it held", async () => {
    const first = await sideCookie<{ a?: number; b?: string }>(requestWith(), contextOf(false), "probe", 3600);
    expect(first.value).toEqual({});
    const header = await first.write({ a: 1, b: "x" });
    expect(header).toMatch(/^probe=[^;]+; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/);

    const cookie = header.split(";")[0];
    const second = await sideCookie<{ a?: number; b?: string }>(requestWith(cookie), contextOf(false), "probe", 3600);
    expect(second.value).toEqual({ a: 1, b: "x" });
    const again = await sideCookie(
      requestWith((await second.write({ a: 2 })).split(";")[0]),
      contextOf(false),
      "probe",
      3600,
    );
    expect(again.value).toEqual({ a: 2, b: "x" });
  });

  it("is Secure in production and ignores a value not signed by our secrets", async () => {
    const cookie = await sideCookie<{ a?: number }>(requestWith(), contextOf(true), "probe", 60);
    expect(await cookie.write({ a: 1 })).toContain("; Secure");
    const forged = `probe=${Buffer.from(JSON.stringify({ a: 9 })).toString("base64")}`;
    expect((await sideCookie(requestWith(forged), contextOf(true), "probe", 60)).value).toEqual({});
  });
});

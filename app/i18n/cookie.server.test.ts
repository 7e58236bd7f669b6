import { describe, expect, it } from "vitest";
import { languageCookie, readLanguageCookie } from "./cookie.server";

const request = (cookie: string) => new Request("http://solbet.localhost/", { headers: { cookie } });

describe("the language cookie (ADR 092: read with the cookie library)", () => {
  it("reads back what languageCookie writes, among other cookies", () => {
    const written = languageCookie("es", false).split(";")[0];
    expect(readLanguageCookie(request(`a=1; ${written}; tz=Europe%2FBerlin`))).toBe("es");
    expect(readLanguageCookie(request("xlang=en;lang=pb"))).toBe("pb");
  });

  it("takes the first of two, a quoted value as RFC 6265 allows, and nothing that is not a code", () => {
    expect(readLanguageCookie(request("lang=en; lang=es"))).toBe("en");
    expect(readLanguageCookie(request('lang="es"'))).toBe("es");
    expect(readLanguageCookie(request("lang=%65n"))).toBeNull();
    expect(readLanguageCookie(request("lang=english"))).toBeNull();
    expect(readLanguageCookie(request(""))).toBeNull();
  });
});

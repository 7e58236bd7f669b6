import { describe, expect, it } from "vitest";
import { parseAcceptLanguage, resolveLanguage, type LanguageInputs } from "./resolve.server";
import { htmlLang, normaliseLanguage } from "./languages";

const base: LanguageInputs = {
  routed: ["pb", "en", "es"],
  brandDefault: "pb",
  stored: null,
  countryCode: null,
  countryLanguages: { BR: "pb", ES: "es", SE: "en", DE: "de" },
  acceptLanguage: null,
};

describe("resolveLanguage (spec §2 order after the path segment)", () => {
  it("falls back to the brand default", () => {
    expect(resolveLanguage(base)).toBe("pb");
    expect(resolveLanguage({ ...base, brandDefault: "en", routed: ["en", "es"] })).toBe("en");
  });
  it("prefers the stored language over country and browser", () => {
    expect(resolveLanguage({ ...base, stored: "es", countryCode: "BR", acceptLanguage: "en-US" })).toBe("es");
  });
  it("uses the visitor's country before the browser language", () => {
    expect(resolveLanguage({ ...base, countryCode: "ES", acceptLanguage: "en-US,en;q=0.9" })).toBe("es");
  });
  it("maps Sweden to English", () => {
    expect(resolveLanguage({ ...base, countryCode: "SE" })).toBe("en");
    expect(resolveLanguage({ ...base, stored: "sv" })).toBe("en");
  });
  it("skips a country language the brand does not route and uses the browser's", () => {
    expect(resolveLanguage({ ...base, countryCode: "DE", acceptLanguage: "es-ES,es;q=0.9" })).toBe("es");
  });
  it("reads Accept-Language by quality and maps pt-BR to pb", () => {
    expect(resolveLanguage({ ...base, brandDefault: "en", acceptLanguage: "fr;q=0.9, pt-BR;q=0.8, es;q=0.5" })).toBe(
      "pb",
    );
  });
  it("ignores a stored language the brand does not route", () => {
    expect(resolveLanguage({ ...base, routed: ["en", "es"], brandDefault: "en", stored: "pb" })).toBe("en");
  });
});

describe("parseAcceptLanguage", () => {
  it("orders by q, keeps header order for ties and drops q=0 and *", () => {
    expect(parseAcceptLanguage("da, en-GB;q=0.8, en;q=0.7, *;q=0.5, fr;q=0")).toEqual(["da", "en-GB", "en"]);
    expect(parseAcceptLanguage("es;q=0.5,pt;q=0.5")).toEqual(["es", "pt"]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});

describe("language codes", () => {
  it("normalises browser tags to product codes", () => {
    expect(normaliseLanguage("pt-BR")).toBe("pb");
    expect(normaliseLanguage("pt_PT")).toBe("pb");
    expect(normaliseLanguage("sv-SE")).toBe("en");
    expect(normaliseLanguage("ES-419")).toBe("es");
  });
  it("renders pb as pt-BR in <html lang>", () => {
    expect(htmlLang("pb")).toBe("pt-BR");
    expect(htmlLang("es")).toBe("es");
  });
});

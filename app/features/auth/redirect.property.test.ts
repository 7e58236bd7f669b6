import { fc, it } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { isSafeRelativePath } from "~/routing/safe-path";
import { cleanReturnPath, inPlayerLanguage, LOGIN_OVERLAY_PARAMS, postLoginRedirect } from "./redirect";

const ORIGIN = "https://solbet.example";
const LANGS = ["pb", "en", "es"] as const;

const unit = fc.oneof(
  fc.constantFrom("/", "/", "\\", ":", ".", "..", "%2e", "%2f", "%5c", "@", "?", "&", "=", "#", " ", "\t", "\u007f"),
  fc.constantFrom(
    "pb",
    "en",
    "es",
    "login",
    "logout",
    "auth",
    "modal",
    "quicklogin",
    "redirectUrl",
    "amount",
    "x",
    "J",
    "javascript",
  ),
  fc.string({ minLength: 1, maxLength: 1 }),
);
const tail = fc.string({ unit, maxLength: 16 });
/** Return paths as the login modal might get them, hostile ones included. */
const returnPath = fc.oneof(
  tail,
  fc.tuple(fc.constantFrom(...LANGS), tail).map(([lang, rest]) => `/${lang}${rest}`),
  fc
    .tuple(
      fc.constantFrom(...LANGS),
      fc.constantFrom("login", "logout", "auth/", "auth/google", "jogos", "games"),
      tail,
    )
    .map(([lang, page, rest]) => `/${lang}/${page}${rest}`),
  fc.webUrl(),
  fc.webPath(),
);
const lang = fc.constantFrom(...LANGS);

describe("cleanReturnPath properties", () => {
  it.prop([returnPath, lang])("answers a same-origin plain path without overlay parameters, or null", (path, lang) => {
    const result = cleanReturnPath(path, lang);
    if (result === null) return;
    expect(isSafeRelativePath(result)).toBe(true);
    const url = new URL(result, ORIGIN);
    expect(url.origin).toBe(ORIGIN);
    for (const name of LOGIN_OVERLAY_PARAMS) expect(url.searchParams.has(name)).toBe(false);
    expect([`/${lang}/login`, `/${lang}/logout`]).not.toContain(url.pathname);
    expect(url.pathname.startsWith(`/${lang}/auth/`)).toBe(false);
  });

  it.prop([returnPath, lang])("is null for anything the safe-path check refuses", (path, lang) => {
    fc.pre(!isSafeRelativePath(path));
    expect(cleanReturnPath(path, lang)).toBeNull();
  });

  it.prop([returnPath, lang])("is stable: cleaning a cleaned path changes nothing", (path, lang) => {
    const once = cleanReturnPath(path, lang);
    fc.pre(once !== null);
    expect(cleanReturnPath(once, lang)).toBe(once);
  });
});

describe("postLoginRedirect properties", () => {
  const flag = fc.option(fc.constantFrom("", "0", "false", "true", "1", "yes"), { nil: undefined });
  const text = fc.option(fc.string({ maxLength: 8 }), { nil: undefined });
  it.prop([lang, returnPath, returnPath, flag, flag, flag, text, text])(
    "always lands on our origin, and on a language page when nothing safe was stored",
    (lang, redirectUrl, returnTo, toSetLimit, toAccountstatus, toAccountpreferences, amount, bonusCode) => {
      const to = postLoginRedirect({
        lang,
        redirectUrl,
        returnTo,
        toSetLimit,
        toAccountstatus,
        toAccountpreferences,
        amount,
        bonusCode,
      });
      expect(isSafeRelativePath(to)).toBe(true);
      expect(new URL(to, ORIGIN).origin).toBe(ORIGIN);
      const stored = cleanReturnPath(redirectUrl, lang) ?? cleanReturnPath(returnTo, lang);
      if (to !== stored)
        expect(to === `/${lang}` || to.startsWith(`/${lang}/`) || to.startsWith(`/${lang}?`)).toBe(true);
    },
  );
});

describe("inPlayerLanguage properties", () => {
  it.prop([returnPath, lang, fc.option(fc.constantFrom(...LANGS, "fi", ""), { nil: null })])(
    "keeps a safe target safe and changes at most its language prefix",
    (path, lang, playerLanguage) => {
      const to = cleanReturnPath(path, lang) ?? `/${lang}`;
      const moved = inPlayerLanguage(to, lang, playerLanguage, LANGS);
      expect(isSafeRelativePath(moved.to)).toBe(true);
      if (moved.lang === lang) expect(moved.to).toBe(to);
      else expect(moved.to).toBe(`/${moved.lang}${to.slice(lang.length + 1)}`);
    },
  );
});

import { describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROUTABLE_LANGUAGES } from "../../app/i18n/languages";
import { loadLocaleStore } from "../../app/i18n/resources.server";

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" ? flatten(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const read = (lang: string, file: string) => JSON.parse(readFileSync(path.join("locales", lang, file), "utf8")) as Tree;

describe("translations", () => {
  const files = new Set(
    ROUTABLE_LANGUAGES.flatMap((lang) => readdirSync(path.join("locales", lang)).filter((f) => f.endsWith(".json"))),
  );

  it("have the same namespaces in every language", () => {
    for (const lang of ROUTABLE_LANGUAGES) {
      for (const file of files)
        expect(existsSync(path.join("locales", lang, file)), `locales/${lang}/${file}`).toBe(true);
    }
  });

  for (const file of files) {
    it(`${file}: every key exists in en, es and pb, and none is empty`, () => {
      const keys = Object.fromEntries(
        ROUTABLE_LANGUAGES.map((lang) => [
          lang,
          new Set(existsSync(path.join("locales", lang, file)) ? flatten(read(lang, file)) : []),
        ]),
      );
      const all = new Set(Object.values(keys).flatMap((set) => [...set]));
      for (const lang of ROUTABLE_LANGUAGES) {
        const missing = [...all].filter((key) => !keys[lang].has(key));
        expect(missing, `missing in locales/${lang}/${file}`).toEqual([]);
        const empty = flatten(read(lang, file)).filter((key) => {
          const value = key.split(".").reduce<Tree | string>((node, part) => (node as Tree)[part], read(lang, file));
          return typeof value === "string" && value.trim() === "";
        });
        expect(empty, `empty in locales/${lang}/${file}`).toEqual([]);
      }
    });
  }

  it("use the same {{placeholders}} in every language", () => {
    for (const file of files) {
      const en = read("en", file);
      for (const key of flatten(en)) {
        const value = (lang: string) =>
          String(key.split(".").reduce<Tree | string>((node, part) => (node as Tree)[part], read(lang, file)));
        const vars = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
        for (const lang of ROUTABLE_LANGUAGES)
          expect(vars(value(lang)), `${lang}/${file} ${key}`).toEqual(vars(value("en")));
      }
    }
  });

  it("never put a period right after a date: a locale's time may end in one (es-CL's '1:57 p. m.')", () => {
    for (const lang of ROUTABLE_LANGUAGES)
      for (const file of files) {
        const tree = read(lang, file);
        const doubled = flatten(tree).filter((key) => {
          const value = key.split(".").reduce<Tree | string>((node, part) => (node as Tree)[part], tree);
          return typeof value === "string" && /{{\s*(date|when)\s*}}\./.test(value);
        });
        expect(doubled, `locales/${lang}/${file}`).toEqual([]);
      }
  });
});

describe("base texts reach every brand", () => {
  // What one brand has and another may lack: payment methods, currencies, the CPF. A brand that
  // has them says so in its own overrides (brands/<id>/locales), not in the base texts.
  const brands = readdirSync("brands", { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join("brands", entry.name, "brand.json")))
    .map((entry) => JSON.parse(readFileSync(path.join("brands", entry.name, "brand.json"), "utf8")));
  const words = [
    ...new Set([
      "CPF",
      ...brands.flatMap((b) => [
        b.currency.code as string,
        b.currency.symbol as string,
        ...(b.payments.methods as { method: string }[]).map((m) => m.method),
      ]),
    ]),
  ];
  // Shown only where the brand's identity document is the CPF (registration, brand.identityDocument).
  // The withdraw modal's own-CPF notice shows only there too (payout-form.ts ownCpfOf).
  const cpfOnly =
    /^(registration\.json (cpf\.|fromCpf$|subtitleCpf$|errors\.(duplicateNationalId|invalidNationalId)$)|withdraw\.json ownCpf$)/;

  it("promise no payment method, currency or document outside the places that check the brand has it", () => {
    const problems: string[] = [];
    for (const lang of ROUTABLE_LANGUAGES) {
      for (const file of readdirSync(path.join("locales", lang)).filter((f) => f.endsWith(".json"))) {
        const tree = read(lang, file);
        for (const key of flatten(tree)) {
          const value = String(key.split(".").reduce<Tree | string>((node, part) => (node as Tree)[part], tree));
          if (cpfOnly.test(`${file} ${key}`)) continue;
          for (const word of words) {
            const found = /^\w+$/.test(word) ? new RegExp(`\\b${word}\\b`).test(value) : value.includes(word);
            if (found) problems.push(`locales/${lang}/${file} ${key}: "${word}"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("loadLocaleStore", () => {
  it("merges a brand's overrides on top of the base translations", () => {
    const root = mkdtempSync(path.join(tmpdir(), "locales-"));
    const base = path.join(root, "locales");
    for (const lang of ROUTABLE_LANGUAGES) {
      mkdirSync(path.join(base, lang), { recursive: true });
      writeFileSync(
        path.join(base, lang, "shell.json"),
        JSON.stringify({ header: { login: `login-${lang}`, register: `register-${lang}` } }),
      );
    }
    mkdirSync(path.join(root, "brands", "acme", "locales", "pb"), { recursive: true });
    writeFileSync(
      path.join(root, "brands", "acme", "locales", "pb", "shell.json"),
      JSON.stringify({ header: { login: "Acessar" } }),
    );
    const store = loadLocaleStore(base, path.join(root, "brands"), ["acme", "other"]);
    expect(store.get("acme", "pb").shell).toEqual({ header: { login: "Acessar", register: "register-pb" } });
    expect(store.get("acme", "en").shell).toEqual({ header: { login: "login-en", register: "register-en" } });
    expect(store.get("other", "pb").shell).toEqual({ header: { login: "login-pb", register: "register-pb" } });
  });
});

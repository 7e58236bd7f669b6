import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROUTABLE_LANGUAGES } from "./languages";

type Tree = { [key: string]: string | Tree };
export type LanguageResources = Record<string, Tree>;

/** Translations per brand and language: the base locales with the brand's overrides merged on top. */
export interface LocaleStore {
  get(brandId: string, lang: string): LanguageResources;
  /** Changes whenever any translation changes; used to bust browser caches of /locales. */
  readonly version: string;
}

export function loadLocaleStore(localesDir: string, brandsDir: string, brandIds: readonly string[]): LocaleStore {
  const base = Object.fromEntries(
    ROUTABLE_LANGUAGES.map((lang) => [lang, readNamespaces(path.join(localesDir, lang))]),
  );
  const merged = new Map<string, LanguageResources>();
  for (const id of brandIds) {
    for (const lang of ROUTABLE_LANGUAGES) {
      const overrides = readNamespaces(path.join(brandsDir, id, "locales", lang));
      const resources: LanguageResources = {};
      for (const ns of new Set([...Object.keys(base[lang] ?? {}), ...Object.keys(overrides)])) {
        resources[ns] = deepMerge(base[lang]?.[ns] ?? {}, overrides[ns] ?? {});
      }
      merged.set(`${id}/${lang}`, resources);
    }
  }
  const version = hash(JSON.stringify([...merged.entries()]));
  return {
    version,
    get: (brandId, lang) => merged.get(`${brandId}/${lang}`) ?? base.en ?? {},
  };
}

function readNamespaces(dir: string): LanguageResources {
  if (!existsSync(dir)) return {};
  const out: LanguageResources = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    out[file.slice(0, -5)] = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Tree;
  }
  return out;
}

function deepMerge(target: Tree, source: Tree): Tree {
  const out: Tree = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = out[key];
    out[key] = typeof value === "object" && typeof existing === "object" ? deepMerge(existing, value) : value;
  }
  return out;
}

function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/**
 * The e2e matrix, read from brands/ when the Playwright config loads: every folder under
 * brands/ (not starting with "_" or ".") that has a brand.json is a brand, and each of its
 * routed languages is one project. Adding a brand folder adds projects; no code changes.
 * Plain fs + JSON on purpose: the config must load fast and must not pull in app code.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The server listens on 127.0.0.1; Chromium resolves <id>.localhost to loopback by itself. */
export const SERVER = `http://127.0.0.1:${PORT}`;
/** The e2e server's LOGIN_LOCK_SECONDS (ADR 050): short enough to wait out, long enough to outlast a password reset. */
export const LOGIN_LOCK_SECONDS = 20;

export interface BrandInfo {
  id: string;
  name: string;
  siteCode: string;
  routed: string[];
  defaultLanguage: string;
  countryLanguages: Record<string, string>;
  countryRules: Record<string, { languageDropdownHidden?: boolean } & Record<string, unknown>>;
  features: Record<string, boolean>;
  /** Origin the browser uses for this brand (the Host header picks the brand). */
  origin: string;
  /** The raw brand.json, for anything else a test needs. */
  config: Record<string, any>;
}

export function readBrands(brandsDir = path.join(ROOT, "brands")): BrandInfo[] {
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith("_") && !e.name.startsWith("."))
    .map((e) => path.join(brandsDir, e.name, "brand.json"))
    .filter((file) => existsSync(file))
    .sort()
    .map((file) => {
      const config = JSON.parse(readFileSync(file, "utf8"));
      const id: string = config.id ?? path.basename(path.dirname(file));
      return {
        id,
        name: config.name,
        siteCode: config.siteCode,
        routed: [...config.languages.routed],
        defaultLanguage: config.languages.default,
        countryLanguages: config.languages.countryLanguages ?? {},
        countryRules: config.countryRules ?? {},
        features: config.features ?? {},
        origin: `http://${id}.localhost:${PORT}`,
        config,
      };
    });
}

export interface MatrixEntry {
  name: string;
  brand: string;
  lang: string;
  origin: string;
  /** The brand's default language runs every test; the others run the tests tagged @i18n. */
  isDefaultLanguage: boolean;
}

/** One entry per brand × routed language, named "<brand>-<lang>". */
export function matrix(brands = readBrands()): MatrixEntry[] {
  return brands.flatMap((b) =>
    b.routed.map((lang) => ({
      name: `${b.id}-${lang}`,
      brand: b.id,
      lang,
      origin: b.origin,
      isDefaultLanguage: lang === b.defaultLanguage,
    })),
  );
}

// ESLint 9 flat config (ADR 045). `npm run lint`; `npm test` runs it as one check.
// Syntax-only TypeScript parsing (no type-aware rules: tsc --noEmit already type-checks), so a
// whole-project run stays in seconds. The import rules resolve `~/…` through tsconfig.json.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * Which feature area may import which other feature area, and why: `area: { other: "reason" }`.
 * ADR 046's arrow table is generated from this object (`npm run adr:layers`); scripts/layers.test.ts
 * fails when the two differ, when an arrow has no one-line reason or no import needs it, and when
 * app/'s folders import each other both ways.
 *
 * A file under app/features/<area>/ may import the base layers (BASE_LAYERS below), its own area,
 * app/features/game-kit (the kit every feature may use) and the areas listed here for <area>;
 * anything else in app/ is an error. An area not listed here may import no other area.
 */
export const FEATURE_IMPORTS = {
  account: {
    kyc: "the account-status page shows the KYC headline and links the documents page",
    "session-timer": "the limits page reads the session limit the timer runs on",
  },
  "account-lock": { kyc: "the KYC-locked page runs the kyc upload form and checks (ADR 072)" },
  auth: {
    "account-lock": "a lock code at login sets the locked-account state",
    affiliates: "login and logout clear the tracking cookies the registration carried",
    realtime: "the SSE relay of the player's events",
  },
  deposit: {
    affiliates: "the pixels after a deposit carry the player's tracking (ADR 061)",
    cookies: "pixels fire only with cookie consent",
    kyc: "the KYC tier after a deposit (ADR 061)",
    "payment-kit": "amounts, fees, limits, codes and the method form deposit shares with withdraw (ADR 097)",
  },
  "payment-kit": { auth: "a failed risk check logs out as the logout route does (ADR 060)" },
  "game-kit": { live: "a live tile shows its table's state" },
  withdraw: {
    "payment-kit": "amounts, codes and payout fields it shares with deposit (ADR 097)",
    kyc: "the KYC gate and its verification frame (ADR 068)",
  },
  games: {
    content: "the CMS HTML of a game's description",
    favourites: "the heart on a game",
    kyc: "the launch decision reads the player's overall KYC state",
    live: "the table beside a live game",
  },
  live: { realtime: "the SSE relay of the live feed" },
  lobby: {
    content: "banners on lobbies and the CMS HTML of a lobby",
    favourites: "the player's rows of favourite and recent games",
    live: "live tiles on lobbies",
  },
  otp: { registration: "the country list of the phone field" },
  registration: {
    affiliates: "tracking carried into the registration and its pixel",
    cookies: "the registration pixel fires only with cookie consent",
  },
};

/** Any feature may import this area. */
export const SHARED_FEATURE_KIT = "game-kit";

/** Base layers: they never import features, the page frame (composition root), routes or root.tsx. */
export const BASE_LAYERS = [
  "ui",
  "forms",
  "routing",
  "platform",
  "brand",
  "i18n",
  "config",
  "session",
  "frame-kit",
  "styles",
];

// Every area on disk gets a rule, listed above or not, so a new area starts with no access.
const featureAreas = [
  ...new Set([
    ...readdirSync(path.join(ROOT, "app/features"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
    ...Object.keys(FEATURE_IMPORTS),
  ]),
].sort();

const ALLOW_LIST_HINT =
  "If the dependency is meant, add the pair with its reason to FEATURE_IMPORTS in eslint.config.js, then run npm run adr:layers.";

/** import-x/no-restricted-paths zones; paths are relative to this file's folder. */
const noTestsOrSandbox = {
  target: "./app",
  from: ["./sandbox", "./tests"],
  message: "app/ never imports the sandbox or the test suites (the sandbox is reached over HTTP).",
};
const SANDBOX_ON_ITS_OWN =
  "sandbox/ never imports app/ (ADR 090): the operator's platform has its own rules; shared shapes live in contract/.";
const CONTRACT_TYPES_ONLY =
  "contract/ holds shared types only (ADR 090): import type from app/, nothing from sandbox/ or tests/.";
const layerZones = [
  {
    target: BASE_LAYERS.map((layer) => `./app/${layer}`),
    from: ["./app/features", "./app/frame", "./app/routes", "./app/root.tsx"],
    message:
      "Base layers (ui, forms, routing, platform, brand, i18n, config, session, frame-kit) never import features, the frame or routes.",
  },
  {
    target: "./app/frame",
    from: "./app/routes",
    message: "app/frame (the page frame, the composition root) may import features and base layers, not routes.",
  },
  ...featureAreas.map((area) => {
    const allowed = Object.keys(FEATURE_IMPORTS[area] ?? {});
    const listed = allowed.length ? allowed.map((name) => `features/${name}`).join(", ") : "no other area";
    return {
      target: `./app/features/${area}`,
      from: "./app",
      except: [
        ...BASE_LAYERS.map((layer) => `./${layer}`),
        ...new Set([area, SHARED_FEATURE_KIT, ...allowed].map((name) => `./features/${name}`)),
      ],
      message: `features/${area} may import base layers, itself, features/${SHARED_FEATURE_KIT} and ${listed}. ${ALLOW_LIST_HINT}`,
    };
  }),
];

/** One reader of posted forms (app/routing/form.server.ts). */
const READ_FORM_RULE = {
  selector: "CallExpression[callee.property.name='formData'][arguments.length=0]",
  message: "Read a posted form with readForm() from ~/routing/form.server (a malformed body is a 400).",
};
const SESSION_IN_ONE_PLACE =
  "Write session cookies through ~/session (commitRequestSession, changedSessionCookie, replaceRequestSession, destroyRequestSession, sideCookie), ADR 099.";
/** ADR 095: a hidden input is no field; a control inside a Field's (or a *Field wrapper's) render function is the kit's. */
const NOT_HIDDEN = ":not(:has(JSXAttribute[name.name='type'][value.value='hidden']))";
const NOT_IN_FIELD = ":not(JSXElement[openingElement.name.name=/Field$/] JSXOpeningElement)";

export default defineConfig(
  {
    ignores: [
      "build/",
      ".data/",
      ".cache/",
      "tests/.artifacts/",
      "test-results/",
      "playwright-report/",
      ".stryker-tmp/",
      "reports/",
      "app/brand/config.generated.ts", // npm run brands -- types
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // TypeScript's own noUnused* is not on; this is the one place unused code is caught.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // `interface AppLoadContext extends CroupierContext {}` is how Remix's context type is augmented.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    // Test code reads JSON (runner reports, API answers) as `any`; app and server code stays without.
    files: ["**/*.test.{ts,tsx}", "tests/**", "sandbox/api/test-server.ts", "scripts/test-all.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Playwright requires an object pattern as a fixture's first parameter: `async ({}, use) => …`.
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },

  // Globals for the plain-JS files (TypeScript files leave undefined names to tsc).
  { files: ["**/*.{js,mjs,cjs}"], languageOptions: { globals: globals.node } },
  { files: ["sandbox/provider/static/**/*.js"], languageOptions: { globals: globals.browser, sourceType: "script" } },

  // Imports: cycles and layers. Resolution through tsconfig.json (paths: ~/* → app/*).
  {
    files: ["**/*.{ts,tsx,js}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(ROOT, "tsconfig.json") })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: [noTestsOrSandbox, ...layerZones] }],
    },
  },
  {
    // One reader of posted forms, so a malformed body is a 400 everywhere (app/routing/form.server.ts).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routing/form.server.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": ["error", READ_FORM_RULE],
    },
  },
  {
    // The forms kit (ADR 095): a feature renders labels and controls through app/forms (Field and
    // its variants), never by hand. Hidden inputs and a control inside a Field's render function
    // are the kit's. No feature is exempt (ADR 096).
    files: ["app/features/**/*.tsx"],
    ignores: ["app/features/**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        READ_FORM_RULE,
        {
          selector: "JSXOpeningElement[name.name='label']",
          message: "Label a control with the kit in ~/forms (Field and its variants, Choice), ADR 095.",
        },
        {
          selector: `JSXOpeningElement[name.name=/^(input|select|textarea)$/]${NOT_HIDDEN}${NOT_IN_FIELD}`,
          message:
            "Render controls with the kit in ~/forms (TextField, SelectField, FileField, Choice, Field …), ADR 095.",
        },
      ],
    },
  },
  {
    // One path to the player (ADR 093): every loader, the root's included, takes it from requestScope.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routing/scope.server.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/session/player.server",
              importNames: ["loadPlayer"],
              message: "Take the player from requestScope (~/routing/scope.server), as every loader does.",
            },
          ],
        },
      ],
    },
  },
  {
    // One writer of the session cookie (ADR 093, 099): features change the session from getSession
    // and take its Set-Cookie from commitRequestSession / changedSessionCookie (or replace/destroy
    // it there); no storage, no commitSession / destroySession outside app/session.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/session/**", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        { property: "commitSession", message: SESSION_IN_ONE_PLACE },
        { property: "destroySession", message: SESSION_IN_ONE_PLACE },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/session/session.server"],
              importNames: ["sessionStorage", "createEncryptedCookieStorage"],
              message: SESSION_IN_ONE_PLACE,
            },
            {
              group: ["@remix-run/node", "@remix-run/*"],
              importNames: [
                "createCookieSessionStorage",
                "createSessionStorage",
                "createMemorySessionStorage",
                "createSession",
              ],
              message: SESSION_IN_ONE_PLACE,
            },
          ],
        },
      ],
    },
  },
  {
    // The sandbox is the operator's platform: it validates by its own rules, so it imports nothing
    // from app/ (ADR 090). Shapes both sides share live in contract/. Its tests may compare the two.
    files: ["sandbox/**/*.{ts,tsx,js}"],
    ignores: ["sandbox/**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: ROOT, zones: [{ target: "./sandbox", from: "./app", message: SANDBOX_ON_ITS_OWN }] },
      ],
    },
  },
  {
    // contract/ holds shapes only: it re-exports the generated brand config's types, nothing that runs.
    files: ["contract/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/app/**", "~/**"], allowTypeImports: true, message: CONTRACT_TYPES_ONLY }] },
      ],
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: ROOT,
          zones: [{ target: "./contract", from: ["./sandbox", "./tests"], message: CONTRACT_TYPES_ONLY }],
        },
      ],
    },
  },
  {
    // A colocated test may reach across layers (e.g. routing's test calls root.tsx's
    // shouldRevalidate): it is not part of the app's dependency graph. Still no sandbox or tests/.
    files: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: [noTestsOrSandbox] }],
    },
  },

  // React hooks: the two classic rules only, not v7's React Compiler rules.
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
);

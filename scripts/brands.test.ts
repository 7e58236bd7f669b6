import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { brandSchema, toPublicConfig, type SchemaNode } from "../app/brand/public";
import { didYouMean, formatBrandError, loadBrands, validateBrand } from "../app/brand/validate.server";
import { GENERATED_FILE, generateTypes, run } from "./brands";

const INVALID = "tests/fixtures/brands-invalid";

/** Runs the CLI in process, collecting its output. */
async function cli(...argv: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await run(argv, { stdout: (l) => stdout.push(l), stderr: (l) => stderr.push(l) }, {});
  return { code, stdout: stdout.join("\n"), stderr: stderr.join("\n") };
}

const lines = (dir: string) => validateBrand(dir).errors.map(formatBrandError);

const temps: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "brands-test-"));
  temps.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of a real brand in a temp root, renamed, with a mutation applied. */
function brandCopy(id: string, mutate: (b: Record<string, any>) => void = () => {}, from = "solbet") {
  const root = tempDir();
  const dir = path.join(root, id);
  cpSync(path.join("brands", from), dir, { recursive: true });
  const b = JSON.parse(readFileSync(path.join(dir, "brand.json"), "utf8"));
  b.id = id;
  mutate(b);
  writeFileSync(path.join(dir, "brand.json"), JSON.stringify(b, null, 2));
  return { root, dir, rel: path.relative(process.cwd(), dir).split(path.sep).join("/") };
}

/** The brand folders shipped in brands/, sorted: the tests take them as data, not as a list. */
const SHIPPED = readdirSync("brands", { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith("_") && !e.name.startsWith("."))
  .map((e) => e.name)
  .sort();

describe("real brands", () => {
  it("every shipped brand is valid", () => {
    expect(SHIPPED).toContain("solbet");
    for (const id of SHIPPED) expect(lines(`brands/${id}`)).toEqual([]);
    const { brands, errors } = loadBrands("brands");
    expect(errors).toEqual([]);
    expect(brands.map((b) => b.id)).toEqual(SHIPPED);
  });

  it("validate prints the summary and exits 0", async () => {
    const result = await cli("validate");
    expect(result).toEqual({ code: 0, stdout: `✓ ${SHIPPED.join(", ")} valid`, stderr: "" });
    expect(await cli("validate", "solbet")).toEqual({ code: 0, stdout: "✓ solbet valid", stderr: "" });
  });
});

describe("invalid fixtures: exact error lines", () => {
  const cases: Record<string, string[]> = {
    "misspelt-key": [
      `${INVALID}/misspelt-key/brand.json /theme/colors/primry: unknown key "primry", did you mean "primary"? — Main brand colour: primary buttons, links, active tabs (#rrggbb).`,
    ],
    "wrong-type": [
      `${INVALID}/wrong-type/brand.json /theme/radius: must be an integer, got string "12" — Corner radius of buttons, inputs and cards, in CSS pixels.`,
    ],
    "missing-required": [
      `${INVALID}/missing-required/brand.json /legal: missing required "supportEmail" — Support e-mail address shown in the footer and on the account-locked page.`,
    ],
    "bad-colour": [
      `${INVALID}/bad-colour/brand.json /theme/colors/accent: "#18c96" does not match the pattern ^#[0-9a-fA-F]{6}$ — Secondary brand colour: highlights, badges, tags (#rrggbb).`,
    ],
    "id-mismatch": [
      `${INVALID}/id-mismatch/brand.json /id: "other-brand" does not match the folder name "id-mismatch" — Brand id: lower-case letters, digits and hyphens, 2-31 characters; must equal the brand's folder name under brands/.`,
    ],
    "default-not-routed": [
      `${INVALID}/default-not-routed/brand.json /languages/default: "es" is not one of the routed languages "pb", "en" — Language used when neither the URL, the stored choice nor the visitor's country or browser decides; must be one of the routed languages.`,
    ],
    "missing-logo": [
      `${INVALID}/missing-logo/brand.json /assets/logo: file ${INVALID}/missing-logo/assets/logo.svg not found — Logo file name in the brand's assets folder (svg, png or webp), shown in the header and on the not-found, maintenance and blocked pages.`,
    ],
  };

  for (const [name, expected] of Object.entries(cases)) {
    it(name, () => {
      const result = validateBrand(`${INVALID}/${name}`);
      expect(result.errors.map(formatBrandError)).toEqual(expected);
      expect(result.config).toBeUndefined();
      expect(result.id).toBe(name);
    });
  }

  it("duplicate domain across two brands: reported on both, neither loads", () => {
    // Each brand is valid on its own; the clash shows up when loading them together, and folder
    // order says nothing about which one is the copy, so both files get the line.
    expect(lines(`${INVALID}/duplicate-domain-a`)).toEqual([]);
    expect(lines(`${INVALID}/duplicate-domain-b`)).toEqual([]);
    const { brands, errors } = loadBrands(INVALID);
    const described =
      "Host names (lower case, no scheme or port) that serve this brand; the request's Host header selects the brand. Unique across brands.";
    expect(errors.map(formatBrandError)).toEqual(
      expect.arrayContaining([
        `${INVALID}/duplicate-domain-a/brand.json /domains/0: "shared.example.test" is also a domain of ${INVALID}/duplicate-domain-b/brand.json — ${described}`,
        `${INVALID}/duplicate-domain-b/brand.json /domains/1: "shared.example.test" is also a domain of ${INVALID}/duplicate-domain-a/brand.json — ${described}`,
      ]),
    );
    expect(brands.map((b) => b.id)).toEqual([]);
  });

  it("validate over the fixture root prints every line, a summary, and exits 1", async () => {
    const result = await cli("validate", "--root", INVALID);
    expect(result.code).toBe(1);
    // stdout holds only notes (defaults the loader filled in), never an error.
    expect(result.stdout.split("\n").filter((l) => l !== "" && !l.startsWith("ℹ "))).toEqual([]);
    const out = result.stderr.split("\n");
    expect(out).toHaveLength(10);
    expect(out.slice(0, 9).every((l) => l.startsWith(`${INVALID}/`))).toBe(true);
    expect(out[9]).toBe(
      "✗ 9 errors in bad-colour, default-not-routed, duplicate-domain-a, duplicate-domain-b, id-mismatch, missing-logo, missing-required, misspelt-key, wrong-type",
    );
  });

  it("validate <id> reports only the named brands; an unknown id is an error", async () => {
    const root = tempDir();
    for (const name of ["wrong-type", "misspelt-key"])
      cpSync(`${INVALID}/${name}`, path.join(root, name), { recursive: true });
    cpSync("brands/solbet", path.join(root, "solbet"), { recursive: true });
    const result = await cli("validate", "--root", root, "wrong-type", "solbet");
    expect(result.code).toBe(1);
    const file = path
      .relative(process.cwd(), path.join(root, "wrong-type", "brand.json"))
      .split(path.sep)
      .join("/");
    expect(result.stderr.split("\n")).toEqual([
      `${file} /theme/radius: must be an integer, got string "12" — Corner radius of buttons, inputs and cards, in CSS pixels.`,
      "✗ 1 error in wrong-type; valid: solbet",
    ]);
    const unknown = await cli("validate", "nosuchbrand");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.split("\n")[0]).toBe('brands/nosuchbrand: no brand "nosuchbrand" in brands');
  });
});

/** brands/ copied to a temp root, plus brands/<from> copied as <id> with only id and domains changed (issue 2's check). */
function rootWithCopy(id: string, domains: string[] | null, from = "solbet") {
  const root = tempDir();
  cpSync("brands", root, { recursive: true });
  cpSync(path.join("brands", from), path.join(root, id), { recursive: true });
  const file = path.join(root, id, "brand.json");
  const b = JSON.parse(readFileSync(file, "utf8"));
  b.id = id;
  if (domains) b.domains = domains;
  writeFileSync(file, JSON.stringify(b, null, 2));
  return root;
}

describe("a copied brand folder (cp -r, new id and domain, nothing else)", () => {
  it("is valid next to the brand it was copied from; the shared site code is a note", async () => {
    const root = rootWithCopy("acme", ["acme.example.com"]);
    const { brands, errors, notes } = loadBrands(root);
    expect(errors).toEqual([]);
    const ids = ["acme", ...SHIPPED].sort();
    expect(brands.map((b) => b.id)).toEqual(ids);
    expect(brands.find((b) => b.id === "acme")!.siteCode).toBe(brands.find((b) => b.id === "solbet")!.siteCode);
    expect(notes.map((n) => n.file.split("/").slice(-2).join("/"))).toEqual(["acme/brand.json", "solbet/brand.json"]);

    const result = await cli("validate", "--root", root);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    const out = result.stdout.split("\n");
    expect(out[0]).toMatch(/^ℹ .*acme\/brand\.json \/siteCode: site code "SOL" is shared with .*solbet\/brand\.json/);
    expect(out[2]).toBe(`✓ ${ids.join(", ")} valid`);
  });

  it("keeping the original's domains is an error on both brands, naming each other", async () => {
    const root = rootWithCopy("acme", null);
    const result = await cli("validate", "--root", root);
    expect(result.code).toBe(1);
    const lines = result.stderr.split("\n");
    expect(
      lines.some((l) => /acme\/brand\.json \/domains\/0: "[^"]+" is also a domain of .*solbet\/brand\.json/.test(l)),
    ).toBe(true);
    expect(
      lines.some((l) => /solbet\/brand\.json \/domains\/0: "[^"]+" is also a domain of .*acme\/brand\.json/.test(l)),
    ).toBe(true);
    const others = SHIPPED.filter((id) => id !== "solbet").join(", ");
    expect(lines.at(-1)).toMatch(new RegExp(`^✗ \\d+ errors in acme, solbet; valid: ${others}$`));
  });
});

describe("more error shapes", () => {
  it("enum with did-you-mean, pattern-keyed maps, banks outside IDEAL, displayOrder, locale overrides", () => {
    const { dir, rel } = brandCopy("shapes", (b) => {
      b.theme.colorScheme = "drak";
      b.countryRules.de = b.countryRules.DE;
      b.payments.methods[0].banks = ["Itaú"];
      b.payments.displayOrder = ["PIX", "SKRILL"];
    });
    const localesDir = tempDir();
    mkdirSync(path.join(localesDir, "en"), { recursive: true });
    writeFileSync(
      path.join(localesDir, "en", "common.json"),
      JSON.stringify({ buttons: { login: "Log in", register: "Register" } }),
    );
    // Only this test's override: the copied brand's own overrides have no base in this locales folder.
    rmSync(path.join(dir, "locales"), { recursive: true, force: true });
    mkdirSync(path.join(dir, "locales", "pb"), { recursive: true });
    writeFileSync(path.join(dir, "locales", "pb", "common.json"), JSON.stringify({ buttons: { lgin: "Entrar" } }));
    const baseRel = path
      .relative(process.cwd(), path.join(localesDir, "en", "common.json"))
      .split(path.sep)
      .join("/");

    expect(validateBrand(dir, { localesDir }).errors.map(formatBrandError)).toEqual([
      `${rel}/brand.json /theme/colorScheme: "drak" is not one of "dark", "light"; did you mean "dark"? — Base colour scheme of the site (sets color-scheme for form controls and scrollbars).`,
      `${rel}/brand.json /countryRules/de: unknown key "de": keys here must match ^[A-Z]{2}$ — Rules for visitors and players from a country (ISO 3166-1 alpha-2 key); countries not listed have no extra rules.`,
      `${rel}/brand.json /payments/methods/0/banks: "banks" is not allowed here — Banks the player chooses from (IDEAL only, where it is required).`,
      `${rel}/brand.json /payments/displayOrder/1: "SKRILL" is not defined in /payments/methods — Payment methods in the order the cashier lists them; each must be defined in methods.`,
      `${rel}/locales/pb/common.json /buttons/lgin: unknown key "lgin", did you mean "login"? — not in the base translations ${baseRel}`,
    ]);
  });

  it("kycPopup: the first threshold may not pass the second", () => {
    const { dir, rel } = brandCopy("kyc", (b) => {
      b.limits.kycPopup = { first: 5000, second: 1000 };
    });
    expect(lines(dir)).toEqual([
      `${rel}/brand.json /limits/kycPopup/first: 5000 is greater than second (1000) — Lifetime deposits from which the second pop-up shows, in the brand currency.`,
    ]);
  });

  it("identityDocument: a national id needs its pattern, example and length; other kinds take none", () => {
    const nationalId = brandCopy("docs", (b) => {
      b.identityDocument = { kind: "nationalId", pattern: "^[0-9]{7,8}-[0-9kK]$", example: "1234567-89", maxLength: 5 };
    });
    expect(lines(nationalId.dir)).toEqual([
      `${nationalId.rel}/brand.json /identityDocument/example: "1234567-89" does not match the pattern ^[0-9]{7,8}-[0-9kK]$ — nationalId only: a valid document written as players should write it; shown as the placeholder and in the error message.`,
      `${nationalId.rel}/brand.json /identityDocument/example: is longer than maxLength (5) — nationalId only: a valid document written as players should write it; shown as the placeholder and in the error message.`,
    ]);
    const missing = brandCopy("docs", (b) => {
      b.identityDocument = { kind: "nationalId", pattern: "[0-9]+(" };
    });
    expect(lines(missing.dir).map((l) => l.slice(missing.rel.length))).toEqual([
      '/brand.json /identityDocument: missing required "example" — nationalId only: a valid document written as players should write it; shown as the placeholder and in the error message.',
      '/brand.json /identityDocument: missing required "maxLength" — nationalId only: the most characters the document field accepts.',
      expect.stringMatching(/^\/brand\.json \/identityDocument\/pattern: not a valid regular expression: /),
    ]);
    const none = brandCopy("docs", (b) => {
      b.identityDocument = { kind: "none", pattern: "^x$" };
      delete b.limits.phone.brazilDigits;
    });
    expect(lines(none.dir).map((l) => l.slice(none.rel.length))).toEqual([
      '/brand.json /identityDocument/pattern: "pattern" is not allowed here — nationalId only: the regular expression (JavaScript syntax, anchored with ^ and $) a document must match, e.g. ^[0-9]{7,8}-[0-9kK]$.',
      expect.stringMatching(
        /^\/brand\.json \/limits\/phone: must have property brazilDigits when property brazilAreaCode is present/,
      ),
    ]);
    // Neither Brazil-only phone key: valid.
    const plain = brandCopy("docs", (b) => {
      delete b.limits.phone.brazilDigits;
      delete b.limits.phone.brazilAreaCode;
    });
    expect(lines(plain.dir)).toEqual([]);
  });

  it("missing required at the root, invalid JSON", () => {
    const { dir, rel } = brandCopy("shapes", (b) => {
      delete b.features;
    });
    expect(lines(dir)).toEqual([`${rel}/brand.json /: missing required "features" — Feature toggles.`]);
    writeFileSync(path.join(dir, "brand.json"), '{ "id": "shapes", }');
    expect(lines(dir)[0]).toMatch(new RegExp(`^${rel}/brand.json: invalid JSON: .*\\(line 1, column \\d+\\)$`));
  });

  it("did-you-mean: distance ≤ 2 or a third of the length", () => {
    expect(didYouMean("primry", ["primary", "primaryText"])).toBe("primary");
    expect(didYouMean("backgrond", ["background"])).toBe("background");
    expect(didYouMean("responsibleGamblingLink", ["responsibleGamblingUrl"])).toBe("responsibleGamblingUrl");
    expect(didYouMean("colours", ["colors"])).toBe("colors");
    expect(didYouMean("xyz", ["primary", "accent"])).toBeUndefined();
  });
});

describe("schema", () => {
  it("every property has a description and every object forbids additional properties", () => {
    const problems: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (typeof node !== "object" || node === null) return;
      const n = node as SchemaNode;
      if (n.type === "object" && n.additionalProperties !== false)
        problems.push(`${at}: additionalProperties is not false`);
      for (const [key, child] of Object.entries(n.properties ?? {})) {
        if (typeof child === "object" && !child.description) problems.push(`${at}/properties/${key}: no description`);
      }
      for (const [key, value] of Object.entries(n)) {
        if (typeof value === "object" && value !== null) walk(value, `${at}/${key}`);
      }
    };
    walk(brandSchema, "#");
    expect(problems).toEqual([]);
  });
});

describe("toPublicConfig", () => {
  it("strips server-only fields and keeps public ones", () => {
    const { brands } = loadBrands("brands");
    for (const brand of brands) {
      const pub = toPublicConfig(brand);
      const text = JSON.stringify(pub);
      expect(text).not.toContain("apiKey");
      expect(text).not.toContain("clientSecret");
      expect(text).not.toContain(brand.integrations.platform.apiKey);
      expect(text).not.toContain(brand.integrations.kyc.clientSecret);
      expect(pub.integrations).not.toHaveProperty("platform");
      expect(pub.integrations.kyc).toEqual({
        thirdPartyApi: brand.integrations.kyc.thirdPartyApi,
        providerOrigins: brand.integrations.kyc.providerOrigins,
      });
      expect(pub.integrations.analytics.gtmContainerId).toBe(brand.integrations.analytics.gtmContainerId);
      expect(pub.theme).toEqual(brand.theme);
      expect(pub.payments).toEqual(brand.payments);
      expect(pub.countryRules).toEqual(brand.countryRules);
      // a deep copy: the config is untouched
      expect(brand.integrations.platform.apiKey).toBeTruthy();
      expect(pub.theme).not.toBe(brand.theme);
    }
  });
});

describe("types", () => {
  it("--check passes on the committed file", async () => {
    expect(await cli("types", "--check")).toEqual({ code: 0, stdout: `✓ ${GENERATED_FILE} is up to date`, stderr: "" });
  });

  it("--check fails on a stale or missing file, and types rewrites it", async () => {
    const dir = tempDir();
    const file = path.join(dir, "config.generated.ts");
    const name = path.relative(process.cwd(), file).split(path.sep).join("/");
    // As if the schema had gained a property since the file was generated.
    writeFileSync(
      file,
      readFileSync(GENERATED_FILE, "utf8").replace(
        "export interface BrandConfig {",
        "export interface BrandConfig {\n  extra?: string;",
      ),
    );
    expect(await cli("types", "--check", "--out", file)).toEqual({
      code: 1,
      stdout: "",
      stderr: `${name} is stale: run npm run brands -- types`,
    });
    rmSync(file);
    expect((await cli("types", "--check", "--out", file)).code).toBe(1);
    expect(await cli("types", "--out", file)).toEqual({ code: 0, stdout: `✓ wrote ${name}`, stderr: "" });
    expect(readFileSync(file, "utf8")).toBe(readFileSync(GENERATED_FILE, "utf8"));
    expect((await cli("types", "--check", "--out", file)).code).toBe(0);
  });

  it("generation is deterministic and has the banner and both interfaces", async () => {
    const code = await generateTypes();
    expect(await generateTypes()).toBe(code);
    expect(code).toContain("DO NOT EDIT: generated from schemas/brand.schema.json by `npm run brands -- types`.");
    expect(code).toMatch(/^export interface BrandConfig \{$/m);
    expect(code).toMatch(/^export interface PublicBrandConfig \{$/m);
    expect(code).toMatch(/^export interface PaymentField \{$/m);
    const publicPart = code.slice(code.indexOf("export interface PublicBrandConfig"));
    expect(publicPart).not.toMatch(/apiKey|clientSecret/);
  });
});

describe("new", () => {
  it("scaffolds a valid brand from the first brand alphabetically", async () => {
    const root = tempDir();
    cpSync("brands/solbet", path.join(root, "solbet"), { recursive: true });
    cpSync("brands/nordluck", path.join(root, "nordluck"), { recursive: true });

    const result = await cli("new", "lucky-star", "--root", root);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("from nordluck");
    expect(result.stdout).toContain("Next steps:");

    const created = JSON.parse(readFileSync(path.join(root, "lucky-star", "brand.json"), "utf8"));
    expect(created.id).toBe("lucky-star");
    expect(created.name).toBe("Lucky Star");
    expect(created.siteCode).toBe("LUC");
    expect(created.domains).toEqual(["lucky-star.example.com"]);
    expect(created.bannerZones).toEqual({
      casino: "luckystarcasino",
      liveCasino: "luckystarliveCasino",
      promotions: "luckystarpromotions",
    });
    expect(created.integrations.platform.apiKey).toBe("CHANGE-ME");
    expect(created.integrations.kyc.clientSecret).toBe("CHANGE-ME");
    // The logo's accessible name is the new brand's, not the source's.
    const logo = readFileSync(path.join(root, "lucky-star", "assets", "logo.svg"), "utf8");
    expect(logo).toContain("<title>Lucky Star</title>");
    expect(logo).toContain('aria-label="Lucky Star"');
    expect(logo).not.toContain("Nordluck");
    expect(loadBrands(root).errors).toEqual([]);

    // --from, --domain and a site code clash (SOL is solbet's)
    const second = await cli(
      "new",
      "solaris",
      "--from",
      "solbet",
      "--domain",
      "play.solaris.test",
      "--name",
      "Solaris & Co",
      "--root",
      root,
    );
    expect(second.code).toBe(0);
    const solaris = JSON.parse(readFileSync(path.join(root, "solaris", "brand.json"), "utf8"));
    expect(solaris.name).toBe("Solaris & Co");
    const solarisLogo = readFileSync(path.join(root, "solaris", "assets", "logo.svg"), "utf8");
    expect(solarisLogo).toContain("<title>Solaris &amp; Co</title>");
    expect(solarisLogo).toContain('aria-label="Solaris &amp; Co"');
    expect(solarisLogo).not.toContain("SolBet");
    expect(solaris.siteCode).toBe("SOA");
    expect(solaris.domains).toEqual(["play.solaris.test"]);
    expect(solaris.payments).toEqual(JSON.parse(readFileSync("brands/solbet/brand.json", "utf8")).payments);
    expect(loadBrands(root).errors).toEqual([]);
  });

  it("refuses an existing folder or a bad id", async () => {
    const root = tempDir();
    cpSync("brands/solbet", path.join(root, "solbet"), { recursive: true });
    const exists = await cli("new", "solbet", "--root", root);
    expect(exists.code).toBe(1);
    expect(exists.stderr).toMatch(/solbet already exists$/);
    const bad = await cli("new", "Bad_Id", "--root", root);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('invalid brand id "Bad_Id"');
    expect(existsSync(path.join(root, "Bad_Id"))).toBe(false);
  });

  it("honours BRANDS_DIR", async () => {
    const root = tempDir();
    cpSync("brands/solbet", path.join(root, "solbet"), { recursive: true });
    const stdout: string[] = [];
    const code = await run(["validate"], { stdout: (l) => stdout.push(l), stderr: () => {} }, { BRANDS_DIR: root });
    expect(code).toBe(0);
    expect(stdout).toEqual(["✓ solbet valid"]);
  });
});

describe("help", () => {
  it("--help prints usage", async () => {
    const result = await cli("--help");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Usage: npm run brands -- <command>");
  });
});

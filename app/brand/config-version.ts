/**
 * Config versions of brand.json (ADR 080) and the upgrade rules for keys that have no safe default.
 * Keys with a safe default carry a JSON Schema "default" and are filled in by the loader
 * (defaults.server.ts); the keys here are written into the file by `npm run brands -- upgrade`.
 * Pure data and functions: the loader, the CLI and the tests share them.
 */

/** The config version this release reads and `upgrade` writes. Absent from a file: 1. */
export const CONFIG_VERSION = 6;

/** One key an upgrade writes: where, what, and why no default could stand in for it. */
export interface UpgradeChange {
  /** JSON pointer of the object that gets the key. */
  parent: string;
  key: string;
  value: unknown;
  /** The config version that made the key required. */
  since: number;
  why: string;
}

interface UpgradeRule {
  since: number;
  /** The keys this rule would write into `doc` (only where they are missing). */
  changes(doc: Record<string, unknown>): Omit<UpgradeChange, "since">[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const escapePointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

/** `key` into the object at `path` of `doc`, when that object exists and lacks the key. */
function missingAt(doc: Record<string, unknown>, path: string[], key: string): string | undefined {
  let node: unknown = doc;
  for (const segment of path) node = isRecord(node) ? node[segment] : undefined;
  if (!isRecord(node) || key in node) return undefined;
  return path.map((segment) => `/${escapePointer(segment)}`).join("");
}

const RULES: UpgradeRule[] = [
  {
    since: 2,
    changes(doc) {
      const rules = isRecord(doc.countryRules) ? doc.countryRules : {};
      return Object.entries(rules).flatMap(([country, rule]) => {
        const parent = missingAt(doc, ["countryRules", country], "kycBeforePlay");
        if (parent === undefined || !isRecord(rule)) return [];
        const value = rule.sessionLimitBeforePlay === true || rule.monthlyDepositLimitBeforePlay === true;
        return [
          {
            parent,
            key: "kycBeforePlay",
            value,
            why: `a country rule about play; config version 1 asked for KYC before play exactly where the country asked for a limit before play, so ${country} keeps ${value}`,
          },
        ];
      });
    },
  },
  {
    since: 5,
    changes(doc) {
      const parent = missingAt(doc, ["limits"], "kycPopup");
      const currency = isRecord(doc.currency) && typeof doc.currency.code === "string" ? doc.currency.code : "?";
      return parent === undefined
        ? []
        : [
            {
              parent,
              key: "kycPopup",
              value: { first: 1000, second: 2000 },
              why: `money thresholds in the brand's currency, so no default fits every brand; spec §9's 1000 and 2000 written: check them in ${currency}`,
            },
          ];
    },
  },
  {
    since: 5,
    changes(doc) {
      const parent = missingAt(doc, ["limits", "withdraw"], "payoutHours");
      return parent === undefined
        ? []
        : [
            {
              parent,
              key: "payoutHours",
              value: 72,
              why: "players see it as the time a withdrawal is paid by, a promise no default can make for you; 72 hours written: set your payout time",
            },
          ];
    },
  },
];

/** The file's config version: `schemaVersion`, or 1 when absent (or not a whole number, which the schema reports). */
export function configVersionOf(doc: Record<string, unknown>): number {
  return Number.isInteger(doc.schemaVersion) ? (doc.schemaVersion as number) : 1;
}

/** The keys `upgrade` would write: missing keys made required by versions after the file's. */
export function pendingUpgrades(doc: Record<string, unknown>): UpgradeChange[] {
  const version = configVersionOf(doc);
  return RULES.filter((rule) => rule.since > version).flatMap((rule) =>
    rule.changes(doc).map((change) => ({ ...change, since: rule.since })),
  );
}

/**
 * The sandbox players of docs/contract/accounts.md ("Sandbox players for trying the error
 * codes"), per site. Runs at every start: missing players are created (password Sandbox123,
 * seeded wallet, current policies accepted); existing ones get their error-code state back
 * (so a player@ suspended by too many wrong passwords recovers on restart) but keep their
 * wallet, password and history.
 */
import { createHash } from "node:crypto";
import type { Db } from "../db/index";
import type { SandboxSite } from "../types";
import { formatCpf, lookupCpf, RESERVED_CPFS, withCheckDigits } from "./cpf";
import { countryWithRule, type LaunchRule } from "./rule-country";
import { hashPassword, playerByEmail } from "./store";

export const SANDBOX_PASSWORD = "Sandbox123";

interface SeedPlayer {
  local: string;
  state?: "suspended" | "locked" | "closed";
  stateCode?: string;
  fault?: "100484" | "100157" | "100177" | "remote" | "silent";
  rgLocked?: boolean;
  googleLinked?: boolean;
  /** Linked to a Google account other than the one the identity provider gives its email (100427). */
  googleForeign?: boolean;
  /** cash, bonus, freebet in minor units */
  wallet?: [number, number, number];
  /** A session limit (minutes) already set, for the session timer. */
  sessionLimitMinutes?: number;
  /** Accepted policy versions one major version behind the configured ones (spec §4 policy check). */
  stalePolicies?: boolean;
  /**
   * The launch rule (spec §4 pre-check) this player exists to try: it lives in a country of the
   * brand that has that rule (countryWithRule), else in the site's default country.
   */
  precheck?: LaunchRule;
  /** Lives in this country when the site has rules for it (a jurisdiction a test needs), else as usual. */
  country?: string;
  /** KYC state (docs/contract/games.md getUserKYCDetails); absent = new. */
  kyc?: "new" | "initiated" | "verified";
  /** Deposit limits in minor units; absent = none. */
  depositLimit?: { daily?: number; weekly?: number; monthly?: number };
  /** Free spins on the first featured slots (one count per game). */
  freeSpins?: number[];
  /**
   * Cash of at least this many of the site's smallest withdrawals (brand limits.withdraw.min), so
   * that a brand with a large minimum (CLP) seeds a player who can withdraw; wallet[0] otherwise.
   */
  withdrawMins?: number;
  /** On sites whose default country wants limits before play: starts with PLAYABLE_LIMITS, so it can play for real. */
  playable?: boolean;
}

/** The pre-check players' deposit limit: 1,000 a month (minor units). */
const MONTHLY_LIMIT = { monthly: 100_000 };

/** What player@ needs to pass the launch pre-checks (with its verified KYC): a 24-hour session limit and MONTHLY_LIMIT. */
const PLAYABLE_LIMITS = { sessionLimitMinutes: 24 * 60, depositLimit: MONTHLY_LIMIT };

export const SEED_PLAYERS: SeedPlayer[] = [
  { local: "player", wallet: [15_000, 2_000, 500], kyc: "verified", freeSpins: [10, 20, 50], playable: true },
  { local: "code100484", fault: "100484" },
  { local: "code100152", state: "suspended", stateCode: "100152" },
  { local: "code100173", state: "suspended", stateCode: "100173" },
  { local: "code100157", fault: "100157" },
  { local: "code100447", state: "locked", stateCode: "100447" },
  { local: "code100502", state: "closed", stateCode: "100502" },
  { local: "code100177", fault: "100177" },
  { local: "locked", rgLocked: true },
  { local: "remote", fault: "remote" },
  { local: "silent", fault: "silent" },
  { local: "google" },
  { local: "googlelinked", googleLinked: true },
  { local: "limits", wallet: [5_000, 0, 0], sessionLimitMinutes: 60 },
  { local: "policies", wallet: [1_000, 0, 0], stalePolicies: true },
  // spec §4 game launch pre-checks, each under a country rule of the brand (docs/contract/games.md)
  { local: "precheck-nolimits", precheck: "sessionLimitBeforePlay", wallet: [10_000, 0, 0], kyc: "verified" },
  {
    local: "precheck-sessiononly",
    precheck: "monthlyDepositLimitBeforePlay",
    wallet: [10_000, 0, 0],
    kyc: "verified",
    sessionLimitMinutes: 60,
  },
  {
    local: "precheck-kycnew",
    precheck: "kycBeforePlay",
    wallet: [10_000, 0, 0],
    kyc: "new",
    sessionLimitMinutes: 60,
    depositLimit: MONTHLY_LIMIT,
  },
  {
    local: "precheck-kycinit",
    precheck: "kycBeforePlay",
    wallet: [10_000, 0, 0],
    kyc: "initiated",
    sessionLimitMinutes: 60,
    depositLimit: MONTHLY_LIMIT,
  },
  {
    local: "precheck-ready",
    precheck: "gamePlaySummaryBeforePlay",
    wallet: [10_000, 0, 0],
    kyc: "verified",
    sessionLimitMinutes: 60,
    depositLimit: MONTHLY_LIMIT,
  },
  // appended: a player's index is its seeded phone number, so existing databases keep theirs
  { local: "googleother", googleForeign: true },
  // the deposit limit form's e2e test sets their limit, one account per Playwright project
  {
    local: "precheck-setdeposit",
    precheck: "monthlyDepositLimitBeforePlay",
    wallet: [10_000, 0, 0],
    kyc: "verified",
    sessionLimitMinutes: 60,
  },
  {
    local: "precheck-setdeposit-nojs",
    precheck: "monthlyDepositLimitBeforePlay",
    wallet: [10_000, 0, 0],
    kyc: "verified",
    sessionLimitMinutes: 60,
  },
  // the reality-check pre-check's e2e test sets their session limit, one account per Playwright project
  {
    local: "precheck-setsession",
    precheck: "sessionLimitBeforePlay",
    wallet: [10_000, 0, 0],
    kyc: "verified",
    depositLimit: MONTHLY_LIMIT,
  },
  {
    local: "precheck-setsession-nojs",
    precheck: "sessionLimitBeforePlay",
    wallet: [10_000, 0, 0],
    kyc: "verified",
    depositLimit: MONTHLY_LIMIT,
  },
  // the deposit methods' e2e tests: no deposit limit (player@'s pre-check limit is below some
  // brands' minimum deposit), and its saved cards stay out of other tests
  { local: "depositor", wallet: [15_000, 2_000, 500], kyc: "verified" },
  // The withdraw e2e (issue 27): verified players with cash and bonuses, one per JS mode, and one
  // who never verified; their withdrawals count towards the daily limit, so nobody else uses them.
  { local: "withdrawer", wallet: [15_000, 2_000, 500], kyc: "verified", withdrawMins: 5 },
  { local: "withdrawer-nojs", wallet: [15_000, 2_000, 500], kyc: "verified", withdrawMins: 5 },
  { local: "withdraw-kycnew", wallet: [15_000, 0, 0], kyc: "new" },
  // The payout-details e2e (wire SEPA / SWIFT, bank country), one per JS mode: own daily count.
  { local: "payout", wallet: [15_000, 0, 0], kyc: "verified" },
  { local: "payout-nojs", wallet: [15_000, 0, 0], kyc: "verified" },
  // The third-party payout e2e (ADR 073: confirmed on the provider page), one per JS mode.
  { local: "provider-payout", wallet: [15_000, 0, 0], kyc: "verified" },
  { local: "provider-payout-nojs", wallet: [15_000, 0, 0], kyc: "verified" },
  // The withdraw gates' e2e: a verification under way (KYC_0 + vrfn_init, started), and a player
  // in Sweden, whose jurisdiction asks the SMS code before a withdrawal (sandbox withdraw-gates.ts).
  { local: "withdraw-kycstarted", wallet: [15_000, 0, 0], kyc: "initiated" },
  { local: "withdraw-otp", wallet: [15_000, 0, 0], kyc: "verified", country: "SE" },
  { local: "withdraw-otp-nojs", wallet: [15_000, 0, 0], kyc: "verified", country: "SE" },
  // The KYC e2e's launch → verify in the frame → game: like precheck-kycnew, whom it would verify.
  {
    local: "precheck-kycverify",
    precheck: "kycBeforePlay",
    wallet: [10_000, 0, 0],
    kyc: "new",
    sessionLimitMinutes: 60,
    depositLimit: MONTHLY_LIMIT,
  },
];

export const sandboxEmail = (local: string, site: SandboxSite) => `${local}@${site.id}.test`;

/** The Google account id the sandbox identity provider reports for an email (21 digits, like Google's). */
export function googleSubFor(email: string): string {
  const hex = createHash("sha256").update(`google-sub:${email.trim().toLowerCase()}`).digest("hex");
  return `1${(BigInt(`0x${hex.slice(0, 24)}`) % 10n ** 20n).toString().padStart(20, "0")}`;
}

/** A valid CPF, not reserved for an error code, derived from a seed string. */
export function cpfFor(seed: string): string {
  for (let n = 0; ; n++) {
    const hex = createHash("sha256").update(`${seed}#${n}`).digest("hex");
    const base = (BigInt(`0x${hex.slice(0, 15)}`) % 10n ** 9n).toString().padStart(9, "0");
    const digits = withCheckDigits(base);
    if (!RESERVED_CPFS[digits] && !/^(\d)\1{10}$/.test(digits)) return digits;
  }
}

/** Where a seed player lives on this site: a country with its pre-check rule, else the site's own. */
const countryOf = (p: SeedPlayer, site: SandboxSite): string =>
  (p.country && site.countryRules[p.country] ? p.country : undefined) ||
  (p.precheck && countryWithRule(site.countryRules, p.precheck, site.defaultCountry)) ||
  site.defaultCountry;

/**
 * A seed player as this site seeds it: sites that want limits before play give `playable` ones
 * theirs, and a `withdrawMins` player's cash covers that many of the site's withdraw minimum.
 */
export function seedFor(seeded: SeedPlayer, site: SandboxSite): SeedPlayer {
  const p = seeded.playable && site.limitsBeforePlay ? { ...PLAYABLE_LIMITS, ...seeded } : seeded;
  const min = site.cashier?.withdraw.min;
  if (!p.withdrawMins || !p.wallet || !min) return p;
  const [cash, bonus, freebet] = p.wallet;
  // wallets hold hundredths of the currency whatever its decimals (store.ts major)
  return { ...p, wallet: [Math.max(cash, Math.ceil(p.withdrawMins * min * 100)), bonus, freebet] };
}

const stateOf = (p: SeedPlayer, email: string) =>
  [
    p.state ?? "active",
    p.stateCode ?? null,
    p.fault ?? null,
    p.rgLocked ?? false,
    p.googleLinked ? googleSubFor(email) : p.googleForeign ? googleSubFor(`other:${email}`) : null,
  ] as const;

/** An existing seed player's state back as seeded: account state, limits, policies, KYC, free spins (not wallet or history). */
async function restoreSeedPlayer(db: Db, site: SandboxSite, playerId: string | number, p: SeedPlayer, email: string) {
  await db.query(
    `update players set account_state = $2, state_code = $3, sandbox_login_fault = $4, locked_until = null,
       rg_cool_off_until = case when $5::boolean then greatest(rg_cool_off_until, now() + interval '3 days') end,
       google_sub = $6, country = $7
     where id = $1`,
    [playerId, ...stateOf(p, email), countryOf(p, site)],
  );
  await restorePolicyAndLimits(db, site, playerId, p);
}

/**
 * One seed player's state back as at start (the restore-player control), so that a test which
 * consumes it (a pre-check player's 24-hour summary, a KYC step) can run again without a restart.
 * Throws for an address that is not a seed player of the site.
 */
export async function restoreSeedPlayerByEmail(db: Db, site: SandboxSite, email: string): Promise<void> {
  const seeded = SEED_PLAYERS.find((p) => sandboxEmail(p.local, site) === email.toLowerCase());
  const player = seeded ? await playerByEmail(db, site.id, email) : null;
  if (!seeded || !player) throw new Error(`"${email}" is not a sandbox player of ${site.id}`);
  await restoreSeedPlayer(db, site, player.id, seedFor(seeded, site), email.toLowerCase());
}

/**
 * The pre-check players were called de-… while they all lived in DE: a database seeded then
 * renames its row, so the player keeps its seeded phone number (unique per site) and history.
 */
async function adoptFormerName(db: Db, site: SandboxSite, local: string, email: string) {
  if (!local.startsWith("precheck-")) return;
  const former = sandboxEmail(`de-${local.slice("precheck-".length)}`, site);
  await db.query("update players set email = $3, nickname = $3 where site = $1 and lower(email) = $2", [
    site.id,
    former,
    email,
  ]);
}

// Every seeded player has the one published password: one scrypt per process (with its own random
// salt) rather than one per player takes ~40 hashes off each sandbox start.
let seedHash: Promise<string> | undefined;
const seedPasswordHash = () => (seedHash ??= hashPassword(SANDBOX_PASSWORD));

export async function seedPlayers(db: Db, site: SandboxSite): Promise<number> {
  let created = 0;
  for (const [index, seeded] of SEED_PLAYERS.entries()) {
    const p = seedFor(seeded, site);
    const email = sandboxEmail(p.local, site);
    const state = stateOf(p, email);
    await adoptFormerName(db, site, p.local, email);
    const existing = await playerByEmail(db, site.id, email);
    if (existing) {
      await restoreSeedPlayer(db, site, existing.id, p, email);
      continue;
    }
    const cpf = cpfFor(`${site.id}:${email}`);
    const person = lookupCpf(cpf)!;
    const hash = await seedPasswordHash();
    const [cash, bonus, freebet] = p.wallet ?? [0, 0, 0];
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `insert into players (site, email, nickname, password_hash, first_name, last_name, dob, cpf, area_code, phone,
           country, language, currency, user_status, account_state, state_code, sandbox_login_fault, rg_cool_off_until,
           google_sub, email_verified)
         values ($1, $2, $2, $3, $4, $5, $6, $7, '55', $8, $9, $10, $11, $12, $13, $14, $15,
           case when $16::boolean then now() + interval '3 days' end, $17, true)
         on conflict do nothing returning id::text as id`,
        [
          site.id,
          email,
          hash,
          person.firstName,
          person.lastName,
          person.dateOfBirth,
          formatCpf(cpf),
          `119${String(index).padStart(8, "0")}`,
          countryOf(p, site),
          site.defaultLanguage,
          site.currencyCode,
          cash > 0 ? "real" : "play",
          ...state,
        ],
      );
      if (!row) return;
      created += 1;
      await tx.query(
        "insert into wallets (player_id, cash_minor, bonus_minor, freebet_minor) values ($1, $2, $3, $4)",
        [row.id, cash, bonus, freebet],
      );
      for (const [kind, amount] of [
        ["cash:seed", cash],
        ["bonus:seed", bonus],
        ["freebet:seed", freebet],
      ] as const) {
        if (amount > 0) {
          await tx.query(
            "insert into wallet_transactions (player_id, kind, amount_minor, balance_after) values ($1, $2, $3, $3)",
            [row.id, kind, amount],
          );
        }
      }
      await restorePolicyAndLimits(tx, site, row.id, p);
    });
  }
  return created;
}

/** The session limit and accepted policies a seeded player starts with (stale ones for policies@). */
async function restorePolicyAndLimits(db: Db, site: SandboxSite, playerId: string | number, p: SeedPlayer) {
  await db.query("update players set session_limit_minutes = $2 where id = $1", [playerId, p.sessionLimitMinutes ?? 0]);
  await restoreGameState(db, site, playerId, p);
  await db.query("delete from player_policies where player_id = $1", [playerId]);
  await db.query(
    `insert into player_policies (player_id, policy_type, version)
     select $1, policy_type,
       case when $3::boolean then greatest(split_part(policy_version_id, '.', 1)::int - 1, 0)::text || '.9' else policy_version_id end
     from policies where site = $2`,
    [playerId, site.id, p.stalePolicies ?? false],
  );
}

const KYC_ROWS = {
  new: ["KYC_0", "new", "vrfn_init"],
  initiated: ["KYC_0", "initiated", "vrfn_init"],
  verified: ["KYC_2", "verified", "vrfn_verified"],
} as const;

/**
 * KYC, deposit limits and free spins a seeded player starts with; the pre-check players also forget
 * the game-play summary pop-ups they were shown (so precheck-ready sees it again after a restart).
 */
async function restoreGameState(db: Db, site: SandboxSite, playerId: string | number, p: SeedPlayer) {
  await db.query("delete from kyc where player_id = $1", [playerId]);
  await db.query("delete from kyc_forced_outcomes where player_id = $1", [playerId]);
  // Seeded players have sent no proofs: their uploads and upload-only tokens go too (the KYC
  // lock of code100484@ holds again, ADR 072).
  await db.query("delete from kyc_documents where player_id = $1", [playerId]);
  await db.query("delete from documents_tokens where player_id = $1", [playerId]);
  if (p.kyc) {
    const [level, status, identity] = KYC_ROWS[p.kyc];
    await db.query(
      `insert into kyc (player_id, level, age_status, identity_status, address_status, source_of_income_status, identity_verification_status)
       values ($1, $2, $3, $3, $3, $3, $4)`,
      [playerId, level, status, identity],
    );
  }
  await db.query("delete from deposit_limits where player_id = $1", [playerId]);
  if (p.depositLimit) {
    // Sized to the currency, as seeded prices are: 1,000 for BRL or EUR, 100,000 for CLP.
    const scaled = (n: number | undefined) => (n === undefined ? null : n * site.moneyScale);
    const { daily, weekly, monthly } = p.depositLimit;
    await db.query(
      "insert into deposit_limits (player_id, daily_minor, weekly_minor, monthly_minor) values ($1, $2, $3, $4)",
      [playerId, scaled(daily), scaled(weekly), scaled(monthly)],
    );
  }
  await db.query("delete from free_spins where player_id = $1", [playerId]);
  if (p.freeSpins?.length) {
    const games = await db.query<{ game_code: string }>(
      `select game_code from games where site = $1 and game_type = 'slots' and 'featured-slots' = any(tags) and not ('hidden' = any(tags))
       order by game_code limit $2`,
      [site.id, p.freeSpins.length],
    );
    for (const [i, g] of games.entries()) {
      await db.query(
        "insert into free_spins (player_id, game_code, spins, expires_at) values ($1, $2, $3, now() + interval '7 days')",
        [playerId, g.game_code, p.freeSpins[i]],
      );
    }
  }
  if (p.precheck) {
    await db.query("delete from audit_trail where player_id = $1 and event = 'GAME_PLAY_SUMMARY_24_HOUR_POP_UP'", [
      playerId,
    ]);
  }
}

/**
 * Logged-in account calls of docs/contract/accounts.md: profile, profile update, session
 * limit, OTP switch, the player's policies.
 */
import { SandboxError, type CallContext, type Handler } from "../types";
import { liveSession, major, playerById, walletOf, type PlayerRow } from "../accounts/store";
import { validPhone } from "../accounts/phone";
import { extrasOf, updateProfileDetails } from "../accounts/profile-details";

/** The player of the call's session; HTTP 401 with code 151 (session over) without one. */
export async function requirePlayer(ctx: CallContext): Promise<PlayerRow> {
  const session = await liveSession(ctx.db, ctx.site.id, ctx.sessionToken);
  const player = session?.player_id ? await playerById(ctx.db, session.player_id) : undefined;
  if (!player) throw new SandboxError(151, 401);
  return player;
}

const JURISDICTIONS: Record<string, string> = {
  BR: "brazil",
  SE: "svenska",
  DE: "germany",
  RO: "romania",
  DK: "denmark",
};

/** The platform's jurisdiction of a player's country (profile, withdrawal rules); "mga" elsewhere. */
export const jurisdictionOf = (country: string) => JURISDICTIONS[country] ?? "mga";

const profile: Handler = async (ctx) => {
  const p = await requirePlayer(ctx);
  const [w, extras] = await Promise.all([walletOf(ctx.db, p.id), extrasOf(ctx, p.id)]);
  const [bYear, bMonth, bDay] = p.dob.split("-").map(Number);
  return {
    status: "SUCCESS",
    firstName: p.first_name,
    lastName: p.last_name,
    nickname: p.nickname,
    country: p.country,
    userStatus: p.user_status,
    currency: p.currency,
    currencySymbol: ctx.site.currencySymbol,
    currencyPosition: "before",
    email: p.email,
    emailId: p.email,
    phone: p.phone ?? "",
    areaCode: p.area_code ?? "",
    dob: p.dob,
    gender: p.gender,
    ...extras,
    playerID: Number(p.id),
    externalEcrId: `${ctx.site.siteCode}-${p.id}`,
    jurisdiction: jurisdictionOf(p.country),
    nationalId: p.cpf ?? "",
    bYear,
    bMonth,
    bDay,
    language: p.language,
    phoneVerified: p.phone_verified,
    emailVerified: p.email_verified,
    balanceDetails: {
      withdrawableBalance: major(w.cash),
      bonus: major(w.bonus),
      freebetBalance: major(w.freebet),
      drpBalance: major(w.drp),
    },
  };
};

/** Spec §3 profile update: phone change, language change (full profile), gender, address and date of birth. */
const update: Handler = async (ctx) => {
  const p = await requirePlayer(ctx);
  const { body, db } = ctx;
  const phone = (body.phoneNumber ?? body.mobileNumber ?? body.cellPhone ?? "").trim();
  const areaCode = (body.areaCode ?? "").replace(/^\+/, "").trim();
  const changes: Record<string, string | boolean> = {};
  if (phone && (phone !== p.phone || (areaCode && areaCode !== p.area_code))) {
    const code = areaCode || p.area_code || "";
    if (!validPhone(ctx.site, code, phone)) {
      throw new SandboxError(100164, 200, { internalErrorCodeDescription: "INVALID_MOBILE" });
    }
    const [taken] = await db.query(
      "select 1 from players where site = $1 and area_code = $2 and phone = $3 and id <> $4",
      [ctx.site.id, code, phone, p.id],
    );
    if (taken) throw new SandboxError(100157, 200, { internalErrorCodeDescription: "DUPLICATE_MOBILE" });
    Object.assign(changes, { phone, area_code: code, phone_verified: false });
  }
  if (body.language && ctx.site.languages.includes(body.language)) changes.language = body.language;
  if (body.gender && /^[MFO]$/.test(body.gender)) changes.gender = body.gender;
  await updateProfileDetails(ctx, p);
  const keys = Object.keys(changes);
  if (keys.length > 0) {
    await db.query(`update players set ${keys.map((k, i) => `${k} = $${i + 2}`).join(", ")} where id = $1`, [
      p.id,
      ...keys.map((k) => changes[k]),
    ]);
  }
  return { status: "SUCCESS" };
};

const sessionLimit: Handler = async (ctx) => {
  const p = await requirePlayer(ctx);
  return { status: "SUCCESS", limits: { overall: { value: p.session_limit_minutes } } };
};

const userPolicies: Handler = async (ctx) => {
  const p = await requirePlayer(ctx);
  const rows = await ctx.db.query<{ policy_type: string; version: string }>(
    "select policy_type, version from player_policies where player_id = $1 order by policy_type",
    [p.id],
  );
  return {
    status: "SUCCESS",
    policies: rows.map((r) => ({ policyType: r.policy_type, policyVersionId: r.version, policyAccepted: true })),
  };
};

export interface PolicyAcceptance {
  policyType: string;
  policyVersionId: string;
}

/** Parses a `policies` form field; only configured types with policyAccepted true count. */
export async function acceptedPolicies(ctx: CallContext, raw: string | undefined): Promise<PolicyAcceptance[] | null> {
  let list: unknown;
  try {
    list = JSON.parse(raw ?? "");
  } catch {
    return null;
  }
  if (!Array.isArray(list)) return null;
  const configured = new Set(
    (
      await ctx.db.query<{ policy_type: string }>("select policy_type from policies where site = $1", [ctx.site.id])
    ).map((r) => r.policy_type),
  );
  return list.flatMap((item) => {
    const { policyType, policyVersionId, policyAccepted } = (item ?? {}) as Record<string, unknown>;
    const accepted = policyAccepted === true || policyAccepted === "true";
    return accepted && typeof policyType === "string" && configured.has(policyType)
      ? [{ policyType, policyVersionId: String(policyVersionId ?? "1.0") }]
      : [];
  });
}

export async function savePolicies(ctx: CallContext, playerId: string, policies: PolicyAcceptance[]) {
  for (const { policyType, policyVersionId } of policies) {
    await ctx.db.query(
      `insert into player_policies (player_id, policy_type, version) values ($1, $2, $3)
       on conflict (player_id, policy_type) do update set version = excluded.version, accepted_at = now()`,
      [playerId, policyType, policyVersionId],
    );
  }
}

const updatePolicies: Handler = async (ctx) => {
  const p = await requirePlayer(ctx);
  const policies = await acceptedPolicies(ctx, ctx.body.policies);
  if (!policies) throw new SandboxError(100164);
  await savePolicies(ctx, p.id, policies);
  return { status: "SUCCESS" };
};

export const accountHandlers: Record<string, Handler> = {
  "GET profile/getProfileBalanceCurrency": profile,
  "POST profile/update": update,
  "GET balance/getSessionLimit": sessionLimit,
  "GET general/isOtpVerificationEnabled": async () => ({ status: "SUCCESS", enabled: true }),
  "GET policy/getUserPolicyDetails": userPolicies,
  "POST policy/updateUserPolicyDetails": updatePolicies,
};

/**
 * Registration steps 2–3 on the platform side (spec §3 profile update): the address, city and
 * zip code, kept in `players.extra` (the table has no columns for them), and the date of birth.
 * The player category an operator assigns lives there too.
 */
import { SandboxError, type CallContext } from "../types";
import type { PlayerRow } from "./store";
import { ageOn } from "./cpf";
import { normalizePostalCode } from "./postal-code";

export interface ProfileExtras {
  address1: string;
  city: string;
  /** '-NA-' until the player gives one (spec §3's default). */
  zip: string;
  /** The operator's player category (spec §3, e.g. c3); c1 unless a sandbox control set another. */
  userCategory: string;
}

// Spec §5: 2–100 letters, digits, # , ' / - and whitespace.
const ADDRESS_RE = /^[\p{L}\p{M}0-9#,'/\-.\s]{2,100}$/u;
const CITY_RE = /^[\p{L}\p{M}][\p{L}\p{M}'.\- ]{0,48}[\p{L}\p{M}.]$/u;
const NOT_GIVEN = "-NA-";

/** What the profile call answers from `players.extra`: the address and the player category. */
export async function extrasOf(ctx: CallContext, playerId: string): Promise<ProfileExtras> {
  const [row] = await ctx.db.query<{ extra: Record<string, unknown> | string | null }>(
    "select extra from players where id = $1",
    [playerId],
  );
  const extra = (typeof row?.extra === "string" ? JSON.parse(row.extra) : row?.extra) ?? {};
  const text = (key: string) => (typeof extra[key] === "string" ? (extra[key] as string) : "");
  return {
    address1: text("address1"),
    city: text("city"),
    zip: text("zip") || NOT_GIVEN,
    userCategory: text("userCategory") || "c1",
  };
}

function realIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * Validates and stores the step-2/3 fields of a profile/update body. Empty fields (and the '-NA-'
 * zip default) leave the stored value alone, so a phone or language update that carries the
 * profile back changes nothing here. A bad value is 100164 (invalid data format) naming the field.
 */
export async function updateProfileDetails(ctx: CallContext, player: PlayerRow): Promise<void> {
  const value = (key: string) => (ctx.body[key] ?? "").trim();
  const address1 = value("address1");
  const city = value("city");
  const given = value("zipCode") === NOT_GIVEN ? "" : value("zipCode");
  // By the player's own country, in its written form (issue 35 §5). The stored code sent back
  // unchanged (a phone or language update carries the profile) is left alone, as the dob is.
  const stored = (await extrasOf(ctx, player.id)).zip;
  const zip = given && given !== stored ? normalizePostalCode(player.country, given) : "";
  const dob = value("dob");
  const invalid = (field: string) => new SandboxError(100164, 200, { field });
  if (address1 && !ADDRESS_RE.test(address1)) throw invalid("address1");
  if (city && !CITY_RE.test(city)) throw invalid("city");
  if (zip === null) throw invalid("zipCode");
  if (dob && dob !== player.dob) {
    if (!realIsoDate(dob) || ageOn(dob) > 120) throw invalid("dob");
    if (ageOn(dob) < ctx.site.minimumAge) throw new SandboxError(100291, 200, { field: "dob" });
  }
  const details = Object.fromEntries(Object.entries({ address1, city, zip }).filter(([, v]) => v !== ""));
  if (Object.keys(details).length > 0)
    await ctx.db.query("update players set extra = extra || $2::jsonb where id = $1", [
      player.id,
      JSON.stringify(details),
    ]);
  if (dob && dob !== player.dob) await ctx.db.query("update players set dob = $2 where id = $1", [player.id, dob]);
}

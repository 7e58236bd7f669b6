/**
 * Registration calls of docs/contract/accounts.md: registration, the uniqueness and phone
 * checks, and validateCpf against the sandbox CPF registry. Who registers follows the site's
 * identity document (accounts/identity.ts); extra fields follow its country rules.
 */
import type { CallContext, Handler } from "../types";
import { checkCpf, documentFields, registrantOf } from "../accounts/identity";
import { validPhone } from "../accounts/phone";
import { EMAIL_RE, NICKNAME_RE, hashPassword, isStrongPassword, liveSession, sendMessage } from "../accounts/store";
import { mailTexts } from "../accounts/mail-texts";
import { acceptedPolicies, savePolicies } from "./account";

interface FieldError {
  errorCode: string;
  field?: string;
}

const isdOf = (code: string | undefined) => (code ?? "").trim().replace(/^\+/, "");
async function emailTaken(ctx: CallContext, email: string) {
  return (
    (await ctx.db.query("select 1 from players where site = $1 and lower(email) = lower($2)", [ctx.site.id, email]))
      .length > 0
  );
}
async function nicknameTaken(ctx: CallContext, nickname: string) {
  return (
    (
      await ctx.db.query("select 1 from players where site = $1 and lower(nickname) = lower($2)", [
        ctx.site.id,
        nickname,
      ])
    ).length > 0
  );
}
/** The player holding a phone number on this site, if any. */
async function phoneHolder(ctx: CallContext, isd: string, phone: string): Promise<string | null> {
  const [row] = await ctx.db.query<{ id: string }>(
    "select id::text as id from players where site = $1 and area_code = $2 and phone = $3",
    [ctx.site.id, isd, phone],
  );
  return row?.id ?? null;
}
const REQUIRED = ["emailId", "password", "phoneNumber", "areaCode"] as const;
/** Country-rule field names (brand config) → their names in the payload. */
const PAYLOAD_NAME: Record<string, string> = { nationalId: "personalId" };

/** The extra payload fields the player's country asks for, from the brand's countryRules. */
function countryFields(site: CallContext["site"], country: string): string[] {
  return (site.registrationFields[country] ?? []).map((field) => PAYLOAD_NAME[field] ?? field);
}

const registration: Handler = async (ctx) => {
  const { body, site, db } = ctx;
  const value = (key: string) => (body[key] ?? "").trim();
  const errors: FieldError[] = [];
  const country = value("country") || site.defaultCountry;
  for (const field of [...REQUIRED, ...documentFields(site), ...countryFields(site, country)]) {
    if (!value(field)) errors.push({ errorCode: "100180", field });
  }
  if (value("termsNcondition") !== "true") errors.push({ errorCode: "100180", field: "termsNcondition" });

  const email = value("emailId");
  const nickname = value("nickname") || value("screenName") || email;
  const password = body.password ?? "";
  const isd = isdOf(body.areaCode);
  const phone = value("phoneNumber");
  if (email) {
    if (!EMAIL_RE.test(email) || email.length > 64) errors.push({ errorCode: "100164", field: "emailId" });
    else if (await emailTaken(ctx, email)) errors.push({ errorCode: "100170", field: "emailId" });
  }
  // spec §3 sends the email as nickname and screenName, so an email nickname follows the email rule
  const nicknameValid =
    nickname.toLowerCase() === email.toLowerCase()
      ? EMAIL_RE.test(nickname) && nickname.length <= 64
      : NICKNAME_RE.test(nickname);
  if (!nicknameValid) errors.push({ errorCode: "100164", field: "nickname" });
  else if (await nicknameTaken(ctx, nickname)) errors.push({ errorCode: "100171", field: "nickname" });
  if (password && !isStrongPassword(password)) errors.push({ errorCode: "100164", field: "password" });
  if (phone && isd) {
    if (!validPhone(site, isd, phone)) errors.push({ errorCode: "100164", field: "phoneNumber" });
    else if (await phoneHolder(ctx, isd, phone)) errors.push({ errorCode: "100157", field: "phoneNumber" });
  }
  const person = await registrantOf(ctx, value, errors);
  if (errors.length > 0 || !person) {
    return { success: false, errors: errors.length > 0 ? errors : [{ errorCode: "100157" }] };
  }

  const policies = (await acceptedPolicies(ctx, body.policies)) ?? [];
  const language = site.languages.includes(value("language")) ? value("language") : ctx.language;
  const subscriptions = {
    email: value("emailSubscribed") === "true",
    sms: value("smsSubscribed") === "true",
    telephone: value("telephoneSubscribed") === "true",
    products: safeJson(body.productCommunicationPreferences),
  };
  const extra = Object.fromEntries(
    [
      "title",
      "affiliateId",
      "affiliateName",
      "trackerId",
      "bannerId",
      "referralId",
      "bTag",
      "utmSource",
      "birthPlace",
      "maidenName",
      "personalId",
    ]
      .filter((k) => value(k))
      .map((k) => [k, value(k)]),
  );
  const hash = await hashPassword(password);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `insert into players (site, email, nickname, password_hash, first_name, last_name, dob, cpf, area_code, phone,
           country, language, currency, subscriptions, extra)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id::text as id`,
        [
          site.id,
          email,
          nickname,
          hash,
          person.firstName,
          person.lastName,
          person.dateOfBirth,
          person.document,
          isd,
          phone,
          country,
          language,
          site.currencyCode,
          JSON.stringify(subscriptions),
          JSON.stringify(extra),
        ],
      );
      await tx.query("insert into wallets (player_id) values ($1)", [row.id]);
      await savePolicies({ ...ctx, db: tx }, row.id, policies);
      return row.id;
    });
  } catch (error) {
    // a concurrent registration took the email, nickname, CPF or phone between check and insert
    if ((error as { code?: string }).code === "23505") return { success: false, errors: [{ errorCode: "100157" }] };
    throw error;
  }
  await sendMessage(db, {
    site: site.id,
    channel: "EMAIL",
    to: email,
    ...mailTexts(language).welcome({ site: site.name, firstName: person.firstName, email }),
  });
  return { success: true, externalEcrId: `${site.siteCode}-${id}` };
};

function safeJson(raw: string | undefined): unknown {
  try {
    return JSON.parse(raw ?? "null");
  } catch {
    return null;
  }
}

/** Bare numbers: 1 available, 0 taken, 2 malformed. */
const isUniqueEmail: Handler = async (ctx) => {
  const email = (ctx.body.txtEmail ?? "").trim();
  if (!EMAIL_RE.test(email) || email.length > 64) return 2;
  return (await emailTaken(ctx, email)) ? 0 : 1;
};

const isUniqueNickname: Handler = async (ctx) => {
  const nickname = (ctx.body.txtNickname ?? "").trim();
  if (!NICKNAME_RE.test(nickname)) return 2;
  return (await nicknameTaken(ctx, nickname)) ? 0 : 1;
};

/** Free, or held by the caller's own account (an unchanged number). */
const checkPhone: Handler = async (ctx) => {
  const isd = isdOf(ctx.body.mobileIsdCode);
  const phone = (ctx.body.mobileNumber ?? "").trim();
  if (!validPhone(ctx.site, isd, phone)) return { status: "FAILURE", internalErrorCodeDescription: "INVALID_MOBILE" };
  const holder = await phoneHolder(ctx, isd, phone);
  if (holder) {
    const session = await liveSession(ctx.db, ctx.site.id, ctx.sessionToken);
    if (session?.player_id !== holder) return { status: "FAILURE", internalErrorCodeDescription: "DUPLICATE_MOBILE" };
  }
  return { status: "SUCCESS" };
};

const validateCpf: Handler = async (ctx) => {
  const check = await checkCpf(ctx, ctx.body.cpfNumber ?? "");
  if (!check.ok) return { status: "FAILURE", errorCode: check.errorCode };
  return { status: "SUCCESS", fullName: check.person.fullName, dateOfBirth: check.person.dateOfBirth, errorCode: null };
};

export const registrationHandlers: Record<string, Handler> = {
  "POST registration": registration,
  "POST isUniqueEmail": isUniqueEmail,
  "POST isUniqueNickname": isUniqueNickname,
  "POST checkUserPhoneAvailablity": checkPhone,
  "POST validateCpf": validateCpf,
};

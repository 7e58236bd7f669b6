/**
 * Who registers, by the site's identity document (brand.identityDocument): the CPF registry's
 * person for a CPF; otherwise the name and date of birth the player typed, with the national id
 * (if the site asks for one) checked against its pattern.
 */
import type { CallContext } from "../types";
import { ageOn, cpfDigits, formatCpf, lookupCpf, type CpfPerson } from "./cpf";

export interface Registrant {
  firstName: string;
  lastName: string;
  /** ISO date. */
  dateOfBirth: string;
  /** The document as stored (players.cpf holds whichever document the site asks for), or null. */
  document: string | null;
}

interface FieldError {
  errorCode: string;
  field?: string;
}

/** The payload fields the site's document needs (missing ones are 100180). */
export function documentFields(site: CallContext["site"]): string[] {
  const kind = site.identityDocument.kind;
  return [...(kind === "none" ? [] : ["nationalId"]), ...(kind === "cpf" ? [] : ["firstName", "lastName", "dob"])];
}

type CpfCheck = { ok: true; person: CpfPerson } | { ok: false; errorCode: string };

async function documentTaken(ctx: CallContext, document: string) {
  const rows = await ctx.db.query("select 1 from players where site = $1 and lower(cpf) = lower($2)", [
    ctx.site.id,
    document,
  ]);
  return rows.length > 0;
}

/** validateCpf's answer: format and check digits, then duplicates, then the registry. */
export async function checkCpf(ctx: CallContext, input: string): Promise<CpfCheck> {
  const digits = cpfDigits(input);
  const person = digits ? lookupCpf(digits) : null;
  if (!digits || !person) return { ok: false, errorCode: "100770" };
  if (await documentTaken(ctx, formatCpf(digits))) return { ok: false, errorCode: "100762" };
  if (person.errorCode) return { ok: false, errorCode: person.errorCode };
  return { ok: true, person };
}

const NAME_RE = /^[\p{L}\p{M}](?:[\p{L}\p{M} '-]*[\p{L}\p{M}])?$/u;
const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function realDate(iso: string): boolean {
  if (!ISO_DATE_RE.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso && date.getTime() <= Date.now();
}

/**
 * The registrant, or the errors that refuse it (added to `errors`). Fields that are missing
 * are already reported as 100180 by the caller and are skipped here.
 */
export async function registrantOf(
  ctx: CallContext,
  value: (key: string) => string,
  errors: FieldError[],
): Promise<Registrant | null> {
  const { site } = ctx;
  const doc = site.identityDocument;
  if (doc.kind === "cpf") {
    if (!value("nationalId")) return null;
    const check = await checkCpf(ctx, value("nationalId"));
    if (!check.ok) {
      errors.push({ errorCode: check.errorCode === "100762" ? "100762" : "100734", field: "nationalId" });
      return null;
    }
    const person = check.person;
    if (person.status === "minor" || ageOn(person.dateOfBirth) < site.minimumAge) {
      errors.push({ errorCode: "100291", field: "nationalId" });
      return null;
    }
    return { ...person, document: formatCpf(person.digits) };
  }

  const before = errors.length;
  let document: string | null = null;
  if (doc.kind === "nationalId" && value("nationalId")) {
    document = value("nationalId");
    if (!new RegExp(doc.pattern, "u").test(document)) errors.push({ errorCode: "100734", field: "nationalId" });
    else if (await documentTaken(ctx, document)) errors.push({ errorCode: "100762", field: "nationalId" });
  }
  for (const field of ["firstName", "lastName"]) {
    if (value(field) && !NAME_RE.test(value(field))) errors.push({ errorCode: "100164", field });
  }
  const dob = value("dob");
  if (dob && (!realDate(dob) || ageOn(dob) < site.minimumAge)) errors.push({ errorCode: "100291", field: "dob" });
  if (errors.length > before || !value("firstName") || !value("lastName") || !dob) return null;
  return { firstName: value("firstName"), lastName: value("lastName"), dateOfBirth: dob, document };
}

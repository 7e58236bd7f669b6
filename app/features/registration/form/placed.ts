import type { DocumentKind } from "../identity";

/** Country-rule field names (brand config) → the form's field names. */
const EXTRA_FIELD_NAMES: Record<string, string> = { nationalId: "personalId" };

/** Fields whose form control shows an error next to it, by the brand's document. */
const IDENTITY_FIELDS: Record<DocumentKind, readonly string[]> = {
  // The registry's last name and birth date are read-only displays: their errors answer for the CPF.
  cpf: ["cpf", "firstName"],
  nationalId: ["document", "firstName", "lastName", "dateOfBirth"],
  none: ["firstName", "lastName", "dateOfBirth"],
};

/** The fields the form renders with a place for their error. */
export function placedFields(kind: DocumentKind, extraFields: readonly string[]): Set<string> {
  return new Set([
    ...IDENTITY_FIELDS[kind],
    "email",
    "areaCountryCode",
    "phone",
    "password",
    "terms",
    ...extraFields.map((field) => EXTRA_FIELD_NAMES[field] ?? field),
  ]);
}

/** An error the form has no field for: the field's name and the message key. */
export interface UnplacedError {
  field: string;
  key: string;
}

/**
 * Errors of fields the form does not render (a platform error for a field this country's form
 * lacks), once each: they would otherwise be dropped without a word. Form-level errors (the ""
 * key) have their own dialog.
 */
export function unplacedErrors(
  allErrors: Record<string, readonly string[] | null | undefined> | undefined,
  placed: ReadonlySet<string>,
): UnplacedError[] {
  const out: UnplacedError[] = [];
  for (const [field, errors] of Object.entries(allErrors ?? {})) {
    if (field === "" || placed.has(field)) continue;
    for (const key of new Set(errors ?? [])) out.push({ field, key });
  }
  return out;
}

import type { IdentityDocument } from "~/brand/config.generated";

/**
 * The identity document of a brand's registration (brand.identityDocument, ADR 048): a CPF
 * (the registry fills name and date of birth), a national id checked against the brand's
 * pattern, or none. Without the CPF the player types name and date of birth.
 */
export type { IdentityDocument };
export type DocumentKind = IdentityDocument["kind"];

/** The CPF: the document the spec was written for, and the default of tests. */
export const CPF_DOCUMENT: IdentityDocument = { kind: "cpf" };

/** Whether the registry supplies the player's name and date of birth. */
export const namesFromRegistry = (doc: IdentityDocument) => doc.kind === "cpf";

const patterns = new Map<string, RegExp | null>();

/** The brand's pattern, compiled once; null when it does not compile (the validator refuses such a brand). */
function patternOf(source: string): RegExp | null {
  if (!patterns.has(source)) {
    try {
      patterns.set(source, new RegExp(source, "u"));
    } catch {
      patterns.set(source, null);
    }
  }
  return patterns.get(source) ?? null;
}

export type DocumentProblem = "required" | "invalid";

/** A national id: present, within maxLength and matching the brand's pattern. */
export function documentProblem(doc: IdentityDocument, value: string): DocumentProblem | null {
  if (doc.kind !== "nationalId") return null;
  const text = value.trim();
  if (!text) return "required";
  if (doc.maxLength !== undefined && [...text].length > doc.maxLength) return "invalid";
  const pattern = patternOf(doc.pattern ?? "");
  return pattern?.test(text) ? null : "invalid";
}

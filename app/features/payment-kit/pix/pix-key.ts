/** The five kinds of PIX key the Banco Central registers (DICT). */
export type PixKeyType = "cpf" | "cnpj" | "phone" | "email" | "evp";

/** Longest key the manual allows (an e-mail); keeps merchant account information within 99. */
export const PIX_KEY_MAX = 77;

/**
 * Which kind of key `key` is, in the form DICT stores it (digits only for CPF and CNPJ, +55 and
 * the number for a phone, lower-case UUID for a random key), or null when it is none of them.
 */
export function pixKeyType(key: string): PixKeyType | null {
  if (/^\d{11}$/.test(key)) return "cpf";
  if (/^\d{14}$/.test(key)) return "cnpj";
  if (/^\+55\d{10,11}$/.test(key)) return "phone";
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key)) return "evp";
  if (key.length <= PIX_KEY_MAX && /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(key)) return "email";
  return null;
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { cpfDigits } from "~/forms/rules";

/**
 * The verified CPF data travels in the form (read-only fields, so the no-JavaScript flow keeps
 * it between posts). A signed token binds the CPF to the registry's name and date of birth, so a
 * tampered name or date is refused by the action.
 */
export interface VerifiedCpf {
  cpf: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/** How long a CPF check stays usable for registering. */
export const CPF_TOKEN_TTL_MS = 60 * 60 * 1000;

function mac(secret: string, data: VerifiedCpf, expires: number): string {
  const digits = cpfDigits(data.cpf) ?? data.cpf;
  return createHmac("sha256", secret)
    .update(
      [
        "registration-cpf",
        digits,
        data.firstName.trim(),
        data.lastName.trim(),
        data.dateOfBirth.trim(),
        String(expires),
      ].join("\u0000"),
    )
    .digest("base64url");
}

export function signVerifiedCpf(secrets: readonly string[], data: VerifiedCpf, now = Date.now()): string {
  const expires = now + CPF_TOKEN_TTL_MS;
  return `${expires}.${mac(secrets[0], data, expires)}`;
}

/** True when the token was made by us (any current secret) for exactly this data and has not expired. */
export function verifyCpfToken(
  secrets: readonly string[],
  token: string | null | undefined,
  data: VerifiedCpf,
  now = Date.now(),
): boolean {
  const [expiresText, signature] = (token ?? "").split(".");
  const expires = Number(expiresText);
  if (!signature || !Number.isFinite(expires) || expires < now) return false;
  const given = Buffer.from(signature);
  return secrets.some((secret) => {
    const expected = Buffer.from(mac(secret, data, expires));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/**
 * CPF (Brazilian taxpayer id): check digits, formatting, and the sandbox's stand-in for the
 * government registry the platform consults (docs/contract/accounts.md, validateCpf).
 */
import { createHash } from "node:crypto";

/** The 11 digits of a CPF written as `ddd.ddd.ddd-dd` or as 11 bare digits; null otherwise. */
export function cpfDigits(input: string): string | null {
  const text = input.trim();
  if (/^\d{11}$/.test(text)) return text;
  const m = /^(\d{3})\.(\d{3})\.(\d{3})-(\d{2})$/.exec(text);
  return m ? m.slice(1).join("") : null;
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Both check digits right, and not a run of one digit (000.000.000-00 passes the arithmetic). */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}

/** Completes 9 base digits with their two check digits. */
export function withCheckDigits(base9: string): string {
  const d1 = checkDigit(base9, 9);
  const ten = base9 + d1;
  return ten + checkDigit(ten, 10);
}

export function formatCpf(digits: string): string {
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

export type CpfStatus =
  "regular" | "minor" | "suspended" | "pending" | "remarks" | "cancelled" | "null" | "invalidData" | "generic";

/** Registry answers other than a regular adult, by CPF; see the table in docs/contract/accounts.md. */
export const RESERVED_CPFS: Record<string, { status: Exclude<CpfStatus, "regular">; errorCode: string | null }> = {
  "52998224725": { status: "suspended", errorCode: "100776" },
  "16899535009": { status: "pending", errorCode: "100775" },
  "39053344705": { status: "remarks", errorCode: "100769" },
  "04412235831": { status: "cancelled", errorCode: "100777" },
  "86354112002": { status: "null", errorCode: "100778" },
  "12345678909": { status: "minor", errorCode: null },
  "98765432100": { status: "generic", errorCode: "100771" },
  // valid check digits but refused by the registry as bad data: the front end cannot catch it locally
  "24681357928": { status: "invalidData", errorCode: "100764" },
};

const FIRST = [
  "Maria",
  "Ana",
  "Francisca",
  "Antônia",
  "Adriana",
  "Juliana",
  "Márcia",
  "Fernanda",
  "Patrícia",
  "Aline",
  "José",
  "João",
  "Antônio",
  "Francisco",
  "Carlos",
  "Paulo",
  "Pedro",
  "Lucas",
  "Luiz",
  "Marcos",
  "Gabriel",
  "Rafael",
  "Daniel",
  "Camila",
  "Beatriz",
  "Larissa",
  "Rodrigo",
  "Thiago",
  "Bruna",
  "Letícia",
];
const MIDDLE = [
  "Aparecida",
  "Cristina",
  "Eduardo",
  "Henrique",
  "Luiza",
  "Vitória",
  "Augusto",
  "Helena",
  "Miguel",
  "Clara",
];
const LAST = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Rodrigues",
  "Ferreira",
  "Alves",
  "Pereira",
  "Lima",
  "Gomes",
  "Costa",
  "Ribeiro",
  "Martins",
  "Carvalho",
  "Almeida",
  "Lopes",
  "Soares",
  "Fernandes",
  "Vieira",
  "Barbosa",
  "Rocha",
  "Dias",
  "Nascimento",
  "Andrade",
  "Moreira",
  "Nunes",
  "Marques",
  "Machado",
  "Mendes",
  "Freitas",
];

export interface CpfPerson {
  digits: string;
  status: CpfStatus;
  /** The registry code validateCpf answers for a status other than regular and minor. */
  errorCode: string | null;
  firstName: string;
  lastName: string;
  fullName: string;
  /** ISO date. */
  dateOfBirth: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The person a valid CPF belongs to: the same CPF always gives the same adult (born 1950–2000). */
export function lookupCpf(digits: string, today = new Date()): CpfPerson | null {
  if (!isValidCpf(digits)) return null;
  const hash = createHash("sha256").update(`cpf:${digits}`).digest();
  const at = (i: number, list: readonly string[]) => list[hash.readUInt16BE(i) % list.length];
  const first = at(0, FIRST);
  const middle = hash[2] % 3 === 0 ? ` ${at(4, MIDDLE)}` : "";
  const lastName = hash[3] % 2 === 0 ? `${at(6, LAST)} ${at(8, LAST)}` : at(6, LAST);
  const reserved = RESERVED_CPFS[digits];
  let dob: Date;
  if (reserved?.status === "minor") {
    dob = new Date(Date.UTC(today.getUTCFullYear() - 17, today.getUTCMonth(), today.getUTCDate()));
  } else {
    // 1950-01-01 plus up to ~50 years of days
    dob = new Date(Date.UTC(1950, 0, 1) + (hash.readUInt32BE(10) % 18_262) * 86_400_000);
  }
  const firstName = `${first}${middle}`;
  return {
    digits,
    status: reserved?.status ?? "regular",
    errorCode: reserved?.errorCode ?? null,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    dateOfBirth: iso(dob),
  };
}

/** Whole years between an ISO birth date and today (UTC). */
export function ageOn(dateOfBirth: string, today = new Date()): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

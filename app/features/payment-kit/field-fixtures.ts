import type { YearMonth } from "./card/rules";
import { PAYOUT_RULES, type PayoutRuleName } from "./payout-rules";
import type { FormField } from "./form-field";

// Fields and values the unit tests of the payment forms' schema share: one field of every type,
// key and payout rule, each with empty, blank, valid, invalid and too-long values. Imported by tests only.

export const NOW: YearMonth = { year: 2026, month: 11 };

export const field = (over: Partial<FormField>): FormField => ({
  key: "x",
  name: "x",
  type: "text",
  required: true,
  encrypted: false,
  group: "",
  labelKeys: ["fields.x"],
  ...over,
});

export interface FieldCase {
  label: string;
  fields: FormField[];
  values: Record<string, string>;
  now: YearMonth;
}

const LONG = "a".repeat(201);
const VALID_BY_RULE: Record<PayoutRuleName, string> = {
  iban: "GB82 WEST 1234 5698 7654 32",
  sepaIban: "DE89 3704 0044 0532 0130 00",
  bic: "DEUTDEFF",
  phone: "+5511987654321",
  pixKey: "529.982.247-25",
  name: "Ana Pérez",
  latinName: "Taro Yamada",
  account: "12345678",
  branchCodeCA: "12345",
  institutionCA: "123",
  accountCA: "1234567",
  branchCodeNZ: "12-3456",
  suffixNZ: "00",
  accountNZ: "1234567",
  branchCodeJP: "123",
  accountJP: "1234567",
};

const single = (label: string, f: FormField, values: string[]): FieldCase[] =>
  values.map((value, i) => ({
    label: `${label} #${i} ${JSON.stringify(value)}`,
    fields: [f],
    values: { [f.name]: value },
    now: NOW,
  }));

const card = (key: string, type: string, values: string[]) =>
  [true, false].flatMap((required) =>
    single(`${key} required=${required}`, field({ key, name: key, type, required, encrypted: true }), values),
  );

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), text: String(i + 1) }));
const YEARS = Array.from({ length: 10 }, (_, i) => ({ value: String(NOW.year + i), text: String(NOW.year + i) }));
const expiry = (required: boolean) => [
  field({ key: "expiryMonth", name: "expiryMonth", type: "select", group: "exp", required, options: MONTHS }),
  field({ key: "expiryYear", name: "expiryYear", type: "select", group: "exp", required, options: YEARS }),
];
const EXPIRIES = [
  ["", ""],
  ["12", ""],
  ["", "2027"],
  ["13", "2027"],
  ["1", "2026"],
  ["11", "2026"],
  ["x", "2030"],
  ["5", "2040"],
  ["5", "26"],
];

/** The wire transfer's SEPA / SWIFT choice, a radio of two options. */
export const formtypeField = field({
  key: "formtype",
  name: "formtype",
  type: "radio",
  options: [
    { value: "SEPA", labelKey: "payout.formtype.SEPA" },
    { value: "SWIFT", labelKey: "payout.formtype.SWIFT" },
  ],
});

const wire = [
  formtypeField,
  field({ key: "iban", name: "iban", rule: "sepaIban", when: { name: "formtype", value: "SEPA" } }),
  field({ key: "accountNumber", name: "accountNumber", rule: "account", when: { name: "formtype", value: "SWIFT" } }),
  field({ key: "comments", name: "comments", when: { name: "formtype", value: "SWIFT" } }),
];

/** Every case the old engine (cashier/method-form.ts checkFields, before ADR 096) was asked. */
export const CASES: FieldCase[] = [
  ...card("cardNumber", "tel", ["", "  ", "4111 1111 1111 1111", "4111-1111-1111-1112", "4111x", "411111", LONG]),
  ...card("cvv", "password", ["", "12", "123", "1234", "abc"]),
  ...card("cardHolderName", "text", ["", " ", "A", "Ana Perez", "x".repeat(51)]),
  ...[true, false].flatMap((required) =>
    EXPIRIES.map(([month, year]) => ({
      label: `expiry required=${required} ${month}/${year}`,
      fields: expiry(required),
      values: { expiryMonth: month, expiryYear: year },
      now: NOW,
    })),
  ),
  ...[true, false].flatMap((required) =>
    single(`text required=${required}`, field({ key: "accountId", name: "accountId", required }), [
      "",
      "   ",
      "U1234567",
      "a".repeat(200),
      LONG,
    ]),
  ),
  ...single("email", field({ key: "email", name: "email", type: "email" }), ["", "a@b.co", "a@b", "a b@c.de", LONG]),
  ...single("optional email", field({ key: "email", name: "email", type: "email", required: false }), ["", "nope"]),
  ...single("select", field({ key: "bank", name: "bank", type: "select", options: [{ value: "ING", text: "ING" }] }), [
    "",
    "ING",
    "ABN",
    LONG,
  ]),
  ...(Object.keys(PAYOUT_RULES) as PayoutRuleName[]).flatMap((rule) =>
    single(`rule ${rule}`, field({ key: rule, name: rule, rule }), ["", VALID_BY_RULE[rule], "??", LONG]),
  ),
  ...single("fixed", field({ key: "pixKey", name: "pixKey", rule: "pixKey", fixed: "529.982.247-25" }), ["", "nope"]),
  ...single("fixed empty", field({ key: "pixKey", name: "pixKey", rule: "pixKey", fixed: "" }), ["", "529.982.247-25"]),
  ...single(
    "fixed optional",
    field({ key: "bankState", name: "bankState", type: "hidden", required: false, fixed: "" }),
    [""],
  ),
  ...(
    [
      {},
      { formtype: "SEPA" },
      { formtype: "SEPA", iban: "DE89 3704 0044 0532 0130 00" },
      { formtype: "SEPA", iban: "GB82 WEST 1234 5698 7654 32", accountNumber: "??" },
      { formtype: "SWIFT" },
      { formtype: "SWIFT", accountNumber: "12345678", comments: "Winnings", iban: "??" },
      { formtype: "OTHER", iban: "??" },
    ] as Record<string, string>[]
  ).map((values) => ({ label: `wire ${JSON.stringify(values)}`, fields: wire, values, now: NOW })),
];

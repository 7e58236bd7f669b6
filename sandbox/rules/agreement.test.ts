/**
 * The front end and the sandbox platform each have their own rules (ADR 090). On the same inputs
 * they must agree, so that a mistake on either side shows here rather than hide behind a shared file.
 */
import { describe, expect, it } from "vitest";
import { buildBrCode } from "../../app/features/payment-kit/pix/br-code";
import { cardNumberError, cvvError, expiryError, holderError } from "../../app/features/payment-kit/card/rules";
import { detectCardType } from "../../app/features/payment-kit/card/card-type";
import { COUNTRY_BANK_FIELDS, payoutRuleError, type PayoutRuleName } from "../../app/features/payment-kit/payout-rules";
import { normalizePostalCode as appPostalCode } from "../../app/features/registration/postal-code";
import { DEFAULT_DOCUMENT_QUOTA, quotaProblem as appQuotaProblem } from "../../app/features/kyc/document-quota";
import { pixChargeCode } from "./br-code";
import { cardScheme, expiryProblem, isCardHolder, isCardNumber, isCvv } from "./card";
import { countryBankFields, PAYOUT_RULES } from "./payout";
import { normalizePostalCode } from "../accounts/postal-code";
import { DEFAULT_DOCUMENT_QUOTA as SANDBOX_QUOTA, quotaProblem } from "../kyc/quota";
import { formatMoney as appFormatMoney } from "../../app/ui/format-money";
import { formatMoney as sandboxFormatMoney } from "../seed/random";

const outcome = (run: () => string) => {
  try {
    return run();
  } catch {
    return "refused";
  }
};

describe("BR Code: the front end's and the platform's writers", () => {
  const base = { key: "123e4567-e12b-12d1-a456-426655440000", merchantName: "Solbet", merchantCity: "Sao Paulo" };
  const samples = [
    { ...base, amountMinor: 5000, txid: "DEP20261124A1" },
    { ...base, amountMinor: 1, txid: "A" },
    { ...base, amountMinor: 999_999_999_999, txid: "Z".repeat(25) },
    { ...base, amountMinor: 1_000_000_000_000, txid: "TOOMUCH" },
    { ...base, amountMinor: 12_345, txid: "ABCDEFGHJKLMNPQRSTUV" },
    {
      ...base,
      key: "52998224725",
      merchantName: "Jogos Ção & Cia. Ltda. do Brasil",
      merchantCity: "São José dos Campos",
      amountMinor: 99,
      txid: "X1",
    },
    {
      ...base,
      key: "12345678000195",
      merchantName: "Ñandú Apuestas S.A.",
      merchantCity: "Brasília",
      amountMinor: 250_000,
      txid: "T2",
    },
    { ...base, key: "+5511987654321", amountMinor: 700, txid: "T3" },
    { ...base, key: "pix@solbet.example", amountMinor: 701, txid: "T4" },
    { ...base, key: "PIX@SOLBET.EXAMPLE", amountMinor: 702, txid: "T5" },
    { ...base, key: "+55119876", amountMinor: 703, txid: "T6" },
    { ...base, amountMinor: 704, txid: "with-dash" },
    { ...base, amountMinor: 0, txid: "T7" },
    { ...base, merchantName: "   ", amountMinor: 705, txid: "T8" },
  ];
  it.each(samples.map((s) => [`${s.key} ${s.amountMinor} ${s.txid}`, s]))("agree on %s", (_, sample) => {
    expect(outcome(() => pixChargeCode(sample))).toBe(outcome(() => buildBrCode(sample)));
  });
});

/** `body` completed with the check digit that makes it pass Luhn. */
function withLuhnDigit(body: string): string {
  const sum = [...body].reverse().reduce((acc, char, i) => {
    const n = Number(char) * (i % 2 ? 1 : 2);
    return acc + (n > 9 ? n - 9 : n);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

describe("cards: the front end's and the platform's rules", () => {
  const numbers = [
    "4111111111111111",
    "4111 1111 1111 1111",
    "4111-1111-1111-1111",
    "4111111111111112",
    "4222222222222",
    "4111111111111111110",
    "5555555555554444",
    "2221000000000009",
    "2720990000000007",
    "2720990000000007",
    "378282246310005",
    "3782822463100005",
    "30569309025904",
    "305693090259040",
    "36000000000008",
    "122000000000003",
    "6011000000000004",
    "411111111111",
    "4111 1111 1111 111a",
    "",
  ];
  it.each(numbers)("agree on the number %j", (number) => {
    expect(isCardNumber(number)).toBe(cardNumberError(number) === null);
    const digits = number.replace(/\D/g, "");
    expect(cardScheme(digits)).toBe(detectCardType(digits));
  });

  it("agree on Luhn-valid numbers of every scheme's prefix at 12 to 20 digits", () => {
    for (const prefix of ["4", "51", "55", "2221", "2720", "34", "37", "300", "3095", "36", "38", "39", "1", "6011"])
      for (let length = 12; length <= 20; length++) {
        const number = withLuhnDigit(prefix.padEnd(length - 1, "7"));
        expect([number, isCardNumber(number)]).toEqual([number, cardNumberError(number) === null]);
      }
  });

  it("agree on schemes for every 4-digit prefix", () => {
    for (let n = 1000; n <= 9999; n++) expect(cardScheme(String(n))).toBe(detectCardType(String(n)));
  });

  it("agree on expiry, CVV and holder", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    for (const [m, y] of [
      ["11", "2026"],
      ["10", "2026"],
      ["1", "2035"],
      ["1", "2036"],
      ["13", "2027"],
      ["", "2027"],
      ["5", ""],
      ["5", "27"],
      ["12", "2025"],
    ]) {
      const app = expiryError(m, y, { year: 2026, month: 11 });
      const expected = app === null ? null : app === "card.errors.expired" ? "expired" : "invalid";
      expect(expiryProblem(m, y, now)).toBe(expected);
    }
    for (const cvv of ["123", "12", "1234", "12a", ""]) expect(isCvv(cvv)).toBe(cvvError(cvv) === null);
    for (const name of ["Jo", " J ", "A".repeat(50), "A".repeat(51), "Ana  Maria", ""])
      expect(isCardHolder(name)).toBe(holderError(name) === null);
  });
});

describe("payout details: the front end's and the platform's rules", () => {
  const values = [
    "DE89 3704 0044 0532 0130 00",
    "DE89370400440532013001",
    "BR1800360305000010009795493C1",
    "NL91ABNA0417164300",
    "DEUTDEFF",
    "deut de ff500",
    "DEUTXXFF",
    "+55 11 98765-4321",
    "123456789",
    "529.982.247-25",
    "529.982.247-24",
    "a@b.com",
    "123e4567-e12b-12d1-a456-426655440000",
    "Taro Yamada",
    "山田太郎",
    "AB12 34",
    "12-3456",
    "12345",
    "123",
    "1234567",
    "001",
  ];
  const rules = Object.keys(PAYOUT_RULES) as (keyof typeof PAYOUT_RULES & PayoutRuleName)[];
  it.each(rules)("agree on the %s rule", (rule) => {
    for (const value of values)
      expect([value, PAYOUT_RULES[rule].test(value)]).toEqual([value, payoutRuleError(rule, value) === null]);
  });

  it("ask the same countries for the same bank fields", () => {
    for (const [country, fields] of Object.entries(COUNTRY_BANK_FIELDS))
      expect(countryBankFields(country)).toEqual(Object.fromEntries(fields.map((f) => [f.key, f.rule])));
  });
});

describe("postal codes and the document quota: the front end's and the platform's rules", () => {
  const samples: [string | null, string][] = [
    ["BR", "01310-100"],
    ["BR", "01310100"],
    ["BR", "0131010"],
    ["SE", "11455"],
    ["SE", "114 55"],
    ["PT", "1000-001"],
    ["JP", "100-0001"],
    ["CA", "k1a 0b1"],
    ["CA", "K1A0B"],
    ["US", "12345"],
    ["US", "12345-6789"],
    ["US", "1234"],
    ["GB", "sw1a 1aa"],
    ["GB", "M1 1AE"],
    ["IE", "A65 F4E2"],
    ["IN", "012345"],
    ["IN", "110001"],
    ["AR", "C1425AAA"],
    ["AR", "1425"],
    ["CL", "8320000"],
    ["DE", "10115"],
    ["NZ", "6011"],
    ["XX", "AB 12"],
    ["XX", "ABCDE"],
    [null, "12"],
    ["BR", "01310-100-000"],
    ["de", " 10115 "],
  ];
  it.each(samples)("agree on %s %j", (country, value) => {
    expect(normalizePostalCode(country, value)).toBe(appPostalCode(country, value));
  });

  it("agree on the quota's defaults and on what an upload breaks", () => {
    expect(SANDBOX_QUOTA).toEqual(DEFAULT_DOCUMENT_QUOTA);
    const quota = { maxFiles: 3, maxBytes: 100, maxFilesPerDocType: 2 };
    const held = [
      { docType: "ID", size: 40 },
      { docType: "BILL", size: 30 },
    ];
    for (const sizes of [[10], [10, 10], [31], [30], [1, 1, 1]])
      for (const docType of ["ID", "BILL", "OTHER"]) {
        const upload = { docType, sizes };
        expect(quotaProblem(quota, held, upload)).toBe(appQuotaProblem(quota, held, upload));
      }
  });
});

describe("money text: the front end's and the platform's writers", () => {
  const formats = [
    { code: "BRL", symbol: "R$", position: "before", space: true, decimalSeparator: ",", thousandsSeparator: "." },
    { code: "EUR", symbol: "€", position: "before", space: false, decimalSeparator: ".", thousandsSeparator: "," },
    { code: "SEK", symbol: "kr", position: "after", space: true, decimalSeparator: ",", thousandsSeparator: "\u00a0" },
    { code: "CHF", symbol: "CHF", position: "after", space: false, decimalSeparator: ".", thousandsSeparator: "" },
  ] as const;
  const amounts = [0, 5, 999.5, 1000, 1234.567, -20000, 9_999_999_999_999.99];

  it.each(formats.map((f) => [f.code, f]))("agree on %s at 0 to 3 decimals", (_, format) => {
    for (const decimals of [0, 2, 3])
      for (const amount of amounts) {
        const withDecimals = { ...format, decimals };
        expect(sandboxFormatMoney(amount, withDecimals, decimals)).toBe(appFormatMoney(amount, withDecimals));
      }
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import type { CurrencyFormat } from "~/ui/format-money";
import { FeeLine } from "./FeeLine";
import { MethodField } from "./MethodField";
import { field } from "./field-fixtures";

/** Writes the key (the first of a list) and its values, so the markup shows what was asked. */
const t = ((key: string | string[], values?: Record<string, string>) =>
  `${Array.isArray(key) ? key[0] : key}${values && Object.keys(values).length ? JSON.stringify(values) : ""}`) as unknown as TFunction;

describe("MethodField", () => {
  it("renders the definition's type, name and label, with what was typed", () => {
    const html = renderToStaticMarkup(
      <MethodField t={t} field={field({ key: "email", name: "email", type: "email" })} value="a@b.co" error={null} />,
    );
    expect(html).toContain('<label class="field__label" for="deposit-field-email">fields.x</label>');
    for (const attribute of ['type="email"', 'name="email"', 'required=""', 'value="a@b.co"', 'autoComplete="email"'])
      expect(html).toContain(attribute);
  });

  it("never writes a value into an encrypted field", () => {
    const cvv = renderToStaticMarkup(
      <MethodField
        t={t}
        field={field({ key: "cvv", name: "cvv", type: "password", encrypted: true })}
        value="123"
        error="card.errors.cvv"
      />,
    );
    expect(cvv).not.toContain("123");
    expect(cvv).toContain('maxLength="3"');
    expect(cvv).toContain("card.errors.cvv");
    const number = renderToStaticMarkup(
      <MethodField
        t={t}
        field={field({ key: "cardNumber", name: "cardNumber", type: "tel", encrypted: true })}
        value="4111111111111111"
        error={null}
      />,
    );
    expect(number).not.toContain("4111");
    expect(number).toContain('type="tel"');
    expect(number).toContain('autoComplete="cc-number"');
  });

  it("renders a select's options, translated or as given, with the typed one chosen", () => {
    const html = renderToStaticMarkup(
      <MethodField
        t={t}
        field={field({
          key: "accountId",
          type: "select",
          options: [
            { value: "7", labelKey: "fields.savedCard", labelValues: { digits: "1111" } },
            { value: "8", text: "Bank B" },
          ],
        })}
        value="8"
        error={null}
      />,
    );
    expect(html).toContain('<option value="">fields.choose</option>');
    expect(html).toContain('<option value="7">fields.savedCard{&quot;digits&quot;:&quot;1111&quot;}</option>');
    expect(html).toContain('<option value="8" selected="">Bank B</option>');
  });

  it("preselects a required choice of one, and nothing when there are several or it is optional", () => {
    const one = [{ value: "7", text: "Card 1111" }];
    const render = (required: boolean, options = one) =>
      renderToStaticMarkup(
        <MethodField
          t={t}
          field={field({ key: "accountId", type: "select", required, options })}
          value=""
          error={null}
        />,
      );
    expect(render(true)).toContain('<option value="7" selected="">');
    expect(render(false)).toContain('<option value="7">');
    expect(render(true, [...one, { value: "8", text: "Card 4444" }])).toContain('<option value="7">');
  });
});

const EUR: CurrencyFormat = {
  code: "EUR",
  symbol: "€",
  position: "before",
  space: false,
  decimalSeparator: ".",
  thousandsSeparator: ",",
  decimals: 2,
} as CurrencyFormat;

describe("FeeLine (spec §5 fee before submit)", () => {
  const fee = (rule: Parameters<typeof FeeLine>[0]["fee"], amountMinor: number | null) =>
    renderToStaticMarkup(<FeeLine t={t} fee={rule} amountMinor={amountMinor} format={EUR} />);

  it("shows nothing for a method without a fee", () => {
    expect(fee(null, 5000)).toBe("");
    expect(fee({ feeType: "none", feeAmount: 3 }, 5000)).toBe("");
  });

  it("shows the fee of the typed amount: percentage capped and raised, or absolute", () => {
    expect(fee({ feeType: "percentage", feeAmount: 2.5 }, 5000)).toContain(
      'deposit.fee{"fee":"€1.25"}'.replace(/"/g, "&quot;"),
    );
    expect(fee({ feeType: "percentage", feeAmount: 10, maxFeeAmount: 2 }, 5000)).toContain("€2.00");
    expect(fee({ feeType: "percentage", feeAmount: 1, minFeeAmount: 1 }, 5000)).toContain("€1.00");
    expect(fee({ feeType: "absolute", feeAmount: 0.5 }, 5000)).toContain("€0.50");
  });

  it("before a valid amount shows the rate or the fixed fee", () => {
    expect(fee({ feeType: "percentage", feeAmount: 2.5 }, null)).toContain(
      "deposit.feeRate{&quot;rate&quot;:&quot;2.5&quot;}",
    );
    expect(fee({ feeType: "absolute", feeAmount: 0.5 }, null)).toContain("€0.50");
  });
});

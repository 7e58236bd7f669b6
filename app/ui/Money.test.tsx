import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BrandProvider } from "~/brand/BrandContext";
import type { PublicBrandConfig } from "~/brand/config.generated";
import { Money } from "./Money";
import { formatMoney, type CurrencyFormat } from "./format-money";
import { BRL_FORMAT as brl } from "./currency-fixtures";

const sek: CurrencyFormat = {
  code: "SEK",
  symbol: "kr",
  position: "after",
  space: true,
  decimalSeparator: ",",
  thousandsSeparator: "\u00a0",
  decimals: 2,
};
const brand = (currency: CurrencyFormat) => ({ currency }) as unknown as PublicBrandConfig;

describe("Money (spec §5 money format)", () => {
  it("writes an amount in the brand's format, as formatMoney does", () => {
    const out = renderToStaticMarkup(
      <BrandProvider value={brand(brl)}>
        <dd>
          <Money amount={1234.56} />
        </dd>
      </BrandProvider>,
    );
    expect(out).toBe("<dd>R$\u00a01.234,56</dd>");
  });

  it("uses the format it is given over the brand's", () => {
    const out = renderToStaticMarkup(
      <BrandProvider value={brand(brl)}>
        <Money amount={-1234.5} format={sek} />
      </BrandProvider>,
    );
    expect(out).toBe("-1\u00a0234,50\u00a0kr");
  });

  it("produces exactly formatMoney's text, with no element of its own", () => {
    for (const amount of [0, 0.1, 5, 99.999, 1234567.891, -0.5]) {
      expect(renderToStaticMarkup(<Money amount={amount} format={brl} />)).toBe(formatMoney(amount, brl));
    }
  });

  it("shows the fallback when there is no amount, and nothing without one", () => {
    expect(renderToStaticMarkup(<Money amount={null} format={brl} fallback="No limit" />)).toBe("No limit");
    expect(renderToStaticMarkup(<Money amount={undefined} format={brl} fallback="–" />)).toBe("–");
    expect(renderToStaticMarkup(<Money amount={null} format={brl} />)).toBe("");
    expect(renderToStaticMarkup(<Money amount={0} format={brl} fallback="–" />)).toBe("R$\u00a00,00");
  });

  it("refuses to guess a currency outside a brand", () => {
    expect(() => renderToStaticMarkup(<Money amount={1} />)).toThrow(/currency format/);
  });
});

export interface CurrencyFormat {
  code: string;
  symbol: string;
  position: "before" | "after";
  space: boolean;
  decimalSeparator: string;
  thousandsSeparator: string;
  decimals: number;
}

const NBSP = "\u00a0";

/**
 * Spec §5 formatter: fixed decimals, the brand's separators, symbol before or after with an
 * optional (non-breaking) space. BRL: R$ 1.234,56. Works on major units; minor units are the
 * platform's business and arrive already divided (spec §3: balance push /100).
 */
export function formatMoney(amount: number, format: CurrencyFormat): string {
  const negative = amount < 0;
  const fixed = Math.abs(amount).toFixed(format.decimals);
  const [whole = "0", fraction] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandsSeparator);
  const number = fraction ? `${grouped}${format.decimalSeparator}${fraction}` : grouped;
  const gap = format.space ? NBSP : "";
  const body = format.position === "before" ? `${format.symbol}${gap}${number}` : `${number}${gap}${format.symbol}`;
  return negative ? `-${body}` : body;
}

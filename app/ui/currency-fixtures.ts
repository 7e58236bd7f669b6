import type { CurrencyFormat } from "./format-money";

// Two currency formats the unit tests of money input and display share: comma decimals with a
// space after the symbol (BRL), and point decimals without one (EUR). Imported by tests only.
export const BRL_FORMAT: CurrencyFormat = {
  code: "BRL",
  symbol: "R$",
  position: "before",
  space: true,
  decimalSeparator: ",",
  thousandsSeparator: ".",
  decimals: 2,
};

export const EUR_FORMAT: CurrencyFormat = {
  code: "EUR",
  symbol: "€",
  position: "before",
  space: false,
  decimalSeparator: ".",
  thousandsSeparator: ",",
  decimals: 2,
};

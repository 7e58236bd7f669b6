import type { CurrencyFormat } from "./format-money";

// The currency formats the unit tests of money input and display share: comma decimals with a
// space after the symbol (BRL), point decimals without one (EUR), and no decimals at all with a
// point for thousands (CLP, where "1.500" is fifteen hundred). Imported by tests only.
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

export const CLP_FORMAT: CurrencyFormat = {
  code: "CLP",
  symbol: "$",
  position: "before",
  space: false,
  decimalSeparator: ",",
  thousandsSeparator: ".",
  decimals: 0,
};

import type { ReactNode } from "react";
import { useBrand } from "~/brand/BrandContext";
import { formatMoney, type CurrencyFormat } from "./format-money";

export interface MoneyProps {
  /** In major units (spec §3: the platform's amounts arrive already divided). */
  amount: number | null | undefined;
  /** Shown instead when there is no amount ("–", "No limit"); nothing by default. */
  fallback?: ReactNode;
  /** The currency format; by default the brand's (brand.currency). */
  format?: CurrencyFormat;
}

/**
 * An amount as the brand writes money (spec §5, formatMoney): R$ 1.234,56 for BRL. Plain text,
 * no element of its own, so it goes inside whatever cell, badge or sentence shows it.
 */
export function Money({ amount, fallback = null, format }: MoneyProps) {
  const brand = useBrand();
  const currency = format ?? brand?.currency;
  if (!currency) throw new Error("Money needs a currency format: render it under BrandProvider or pass `format`");
  return <>{typeof amount === "number" ? formatMoney(amount, currency) : fallback}</>;
}

/** Spec §3 cashier data, the parts the card merge reads; everything else passes through. */
export interface CashierLimits {
  minTxnLimit?: number | null;
  maxTxnLimit?: number | null;
  maxDailyLimit?: number | null;
  maxWeeklyLimit?: number | null;
  maxMonthlyLimit?: number | null;
}

export interface SavedInstrument {
  instrumentId: string | number;
  ccDetails?: { lastDigits?: string };
}

export interface CashierMethodData {
  methodName: string;
  usedInstruments?: SavedInstrument[] | null;
  limits?: CashierLimits | null;
}

/** The platform's card schemes that the cashier shows as one CREDITCARD method (spec §3). */
export const CARD_SCHEMES = ["VISA", "MASTERCARD"] as const;
const MERGED = "CREDITCARD";
const LIMIT_FIELDS = ["minTxnLimit", "maxTxnLimit", "maxDailyLimit", "maxWeeklyLimit", "maxMonthlyLimit"] as const;

const isScheme = (name: string) => (CARD_SCHEMES as readonly string[]).includes(name);

/**
 * Spec §3: VISA and MASTERCARD become one CREDITCARD method with the highest of each limit and
 * the saved cards of both (once each). The first scheme's other data (name, icon, fees) stands
 * for the merged method. Without either scheme the methods come back unchanged.
 */
export function mergeCardMethods<M extends CashierMethodData>(methods: Record<string, M>): Record<string, M> {
  const schemes = Object.keys(methods).filter((name) => isScheme(name) || name === MERGED);
  if (!schemes.some(isScheme)) return methods;
  const parts = schemes.map((name) => methods[name]);
  const limits: CashierLimits = { ...parts[0].limits };
  for (const field of LIMIT_FIELDS) {
    const values = parts.map((part) => part.limits?.[field]).filter((v): v is number => typeof v === "number");
    if (values.length) limits[field] = Math.max(...values);
  }
  const seen = new Set<string>();
  const usedInstruments = parts
    .flatMap((part) => part.usedInstruments ?? [])
    .filter((card) => !seen.has(String(card.instrumentId)) && seen.add(String(card.instrumentId)));
  const merged = { ...parts[0], methodName: MERGED, limits, usedInstruments };
  const rest = Object.fromEntries(Object.entries(methods).filter(([name]) => !schemes.includes(name)));
  return { ...rest, [MERGED]: merged };
}

/** A display order with the card schemes replaced by CREDITCARD where the first of them stood. */
export function mergeCardOrder(order: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of order) {
    const next = isScheme(name) ? MERGED : name;
    if (!out.includes(next)) out.push(next);
  }
  return out;
}

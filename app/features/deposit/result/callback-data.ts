/**
 * The provider's return (spec §2 `{lang}/cashier/callback/{paymentType}/{encodedData}`): the
 * encoded part is base64url JSON `{txnId, status, paymentMethod}` (docs/contract/cashier.md).
 * Only the txnId is used to act on: the status in it is the provider's claim, which the platform
 * is asked to confirm, so a forged one changes nothing.
 */
export interface CallbackData {
  txnId: string;
  /** The provider's claim, for logs only. */
  status: string | null;
  paymentMethod: string | null;
}

export const TXN_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
export const METHOD_RE = /^[A-Z0-9_]{2,32}$/;
/** Longer than any honest `{txnId, status, paymentMethod}`: garbage is refused before it is parsed. */
const MAX_ENCODED = 600;

/** The path's payment type: the method name, upper case as the platform writes it. */
export function parsePaymentType(raw: string | undefined): string | null {
  const value = (raw ?? "").toUpperCase();
  return METHOD_RE.test(value) ? value : null;
}

/** The decoded return, or null for anything that is not the contract's shape. */
export function decodeCallbackData(encoded: string | undefined): CallbackData | null {
  if (!encoded || encoded.length > MAX_ENCODED || !/^[A-Za-z0-9_-]+={0,2}$/.test(encoded)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const { txnId, status, paymentMethod } = value as Record<string, unknown>;
  if (typeof txnId !== "string" || !TXN_ID_RE.test(txnId)) return null;
  const text = (v: unknown, re: RegExp) => (typeof v === "string" && re.test(v) ? v : null);
  return { txnId, status: text(status, /^[A-Za-z_]{1,32}$/), paymentMethod: text(paymentMethod, METHOD_RE) };
}

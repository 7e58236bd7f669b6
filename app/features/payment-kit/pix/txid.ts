/** BR Code field 62-05 (reference label): at most 25 letters and digits. */
export const TXID_MAX = 25;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function isTxid(text: string): boolean {
  return new RegExp(`^[A-Za-z0-9]{1,${TXID_MAX}}$`).test(text);
}

/**
 * A fresh 25-character txid from a cryptographic source: 62^25 ≈ 2^149 values, so two deposits
 * never share one by chance. Bytes ≥ 248 are redrawn so each character is equally likely.
 */
export function newTxid(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  let out = "";
  while (out.length < TXID_MAX) {
    for (const byte of random(new Uint8Array(32))) {
      if (byte < 248 && out.length < TXID_MAX) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor): the checksum of
 * EMV QRCPS field 63, which the BR Code manual prescribes. Check value: "123456789" → 29B1.
 */
const TABLE = Array.from({ length: 256 }, (_, n) => {
  let value = n << 8;
  for (let i = 0; i < 8; i++) value = value & 0x8000 ? (value << 1) ^ 0x1021 : value << 1;
  return value & 0xffff;
});

export function crc16CcittFalse(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) crc = ((crc << 8) & 0xffff) ^ TABLE[((crc >> 8) ^ byte) & 0xff];
  return crc;
}

/** The CRC of `text`'s UTF-8 bytes as field 63 writes it: 4 upper-case hex digits. */
export const crc16Hex = (text: string) =>
  crc16CcittFalse(new TextEncoder().encode(text)).toString(16).toUpperCase().padStart(4, "0");

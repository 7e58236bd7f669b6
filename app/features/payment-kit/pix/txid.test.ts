import { describe, expect, it } from "vitest";
import { isTxid, newTxid, TXID_MAX } from "./txid";

describe("txid", () => {
  it("accepts 1–25 letters and digits only", () => {
    expect(isTxid("a")).toBe(true);
    expect(isTxid("A1".repeat(12) + "Z")).toBe(true);
    for (const bad of ["", "A".repeat(26), "DEP-1", "DEP_1", "DEP 1", "***", "ção"]) expect(isTxid(bad)).toBe(false);
  });

  it("draws 25 valid characters, different each time", () => {
    const ids = new Set(Array.from({ length: 200 }, () => newTxid()));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toHaveLength(TXID_MAX);
      expect(isTxid(id)).toBe(true);
    }
  });

  it("redraws bytes that would bias the alphabet", () => {
    // 248..255 are skipped; 0, 61 and 62 map to A, 9 and A again.
    const bytes = [255, 248, 0, 61, 62, ...Array(40).fill(1)];
    const id = newTxid((buffer) => buffer.map((_, i) => bytes[i] ?? 1));
    expect(id.slice(0, 3)).toBe("A9A");
    expect(id).toHaveLength(TXID_MAX);
  });
});

import { describe, expect, it } from "vitest";
import type { PaymentField } from "~/brand/config.generated";
import { fieldState, initialMode } from "./fields";

const field = (overrides: Partial<PaymentField>): PaymentField => ({
  id: "f",
  key: "f",
  name: "f",
  type: "text",
  class: "f",
  requiredNewPayment: true,
  requiredRepeatPayment: true,
  visibleOnNewPayment: true,
  visibleOnRepeatPayment: true,
  encrypted: false,
  ...overrides,
});

describe("fieldState", () => {
  it("follows the new-payment flags on a new payment", () => {
    expect(fieldState(field({ requiredRepeatPayment: false }), "new", 2)).toEqual({ visible: true, required: true });
    expect(fieldState(field({ requiredNewPayment: false }), "new", 0)).toEqual({ visible: true, required: false });
    expect(fieldState(field({ visibleOnNewPayment: false }), "new", 0)).toEqual({ visible: false, required: false });
  });

  it("follows the repeat-payment flags on a repeat payment", () => {
    const cvv = field({ requiredRepeatPayment: true, visibleOnRepeatPayment: true });
    expect(fieldState(cvv, "repeat", 1)).toEqual({ visible: true, required: true });
    const hidden = field({ visibleOnRepeatPayment: false });
    expect(fieldState(hidden, "repeat", 1)).toEqual({ visible: false, required: false });
  });

  it("shows a basedOnExistingAccounts field on repeat only when nothing is saved", () => {
    const number = field({ requiredRepeatPayment: false, visibleOnRepeatPayment: "basedOnExistingAccounts" });
    expect(fieldState(number, "repeat", 0)).toEqual({ visible: true, required: false });
    expect(fieldState(number, "repeat", 3)).toEqual({ visible: false, required: false });
    expect(fieldState(number, "new", 3)).toEqual({ visible: true, required: true });
  });

  it("opens in repeat mode when the player has a saved account", () => {
    expect(initialMode(0)).toBe("new");
    expect(initialMode(2)).toBe("repeat");
  });
});

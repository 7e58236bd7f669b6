import { fc, it } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { CARD_MIN_DIGITS, detectCardType, maxDigits } from "./card-type";
import { cardDigits, groupCardNumber } from "./grouping";
import { luhnCheckDigit, luhnValid } from "./luhn";
import { cardNumberError } from "./rules";

const PREFIXES = ["4", "51", "55", "2221", "2720", "34", "37", "300", "3095", "36", "1"];

/** A valid number: a scheme prefix, random digits up to a length the scheme allows, a Luhn digit. */
const validCard = fc
  .record({ prefix: fc.constantFrom(...PREFIXES), fill: fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 18 }) })
  .chain(({ prefix, fill }) => {
    const max = maxDigits(detectCardType(prefix));
    return fc.integer({ min: CARD_MIN_DIGITS, max }).map((length) => {
      const body = (prefix + fill.join("")).padEnd(length - 1, "0").slice(0, length - 1);
      return body + luhnCheckDigit(body);
    });
  });

describe("card properties", () => {
  it.prop([validCard])("generated numbers pass Luhn and every card rule", (number) => {
    expect(luhnValid(number)).toBe(true);
    expect(cardNumberError(number)).toBeNull();
    expect(cardNumberError(groupCardNumber(number))).toBeNull();
  });

  it.prop([validCard, fc.integer({ min: 0, max: 9 }), fc.nat()])(
    "changing any one digit breaks Luhn",
    (number, digit, at) => {
      const i = at % number.length;
      fc.pre(number[i] !== String(digit));
      expect(luhnValid(number.slice(0, i) + digit + number.slice(i + 1))).toBe(false);
    },
  );

  it.prop([fc.string({ maxLength: 30 })])("grouping is idempotent and keeps the leading digits", (typed) => {
    const grouped = groupCardNumber(typed);
    expect(groupCardNumber(grouped)).toBe(grouped);
    expect(cardDigits(typed).startsWith(cardDigits(grouped))).toBe(true);
    expect(grouped).toMatch(/^(\d+( \d+)*)?$/);
  });
});

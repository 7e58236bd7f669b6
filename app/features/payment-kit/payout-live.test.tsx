import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { MethodField } from "./MethodField";
import type { FormField } from "./method-form";
import { field, formtypeField } from "./field-fixtures";
import { blurValue, liveStep } from "./payout-live";
import { WIRE_FORMS } from "./payout-rules";

const t = ((key: string | string[]) => (Array.isArray(key) ? key[0] : key)) as unknown as TFunction;
const render = (f: FormField, value = "", error: string | null = null) =>
  renderToStaticMarkup(<MethodField t={t} field={f} value={value} error={error} />);

describe("MethodField for payout details", () => {
  it("sends a hidden fixed value and nothing else", () => {
    expect(render(field({ key: "bankState", name: "bankState", type: "hidden", fixed: "-NA-" }), "XX")).toBe(
      '<input type="hidden" name="bankState" value="-NA-"/>',
    );
  });

  it("shows a fixed value read-only with its hint, never what was posted", () => {
    const html = render(field({ key: "pixKey", name: "pixKey", fixed: "529.982.247-25" }), "other@example.com");
    expect(html).toContain('value="529.982.247-25"');
    expect(html).toContain('readonly=""');
    expect(html).toContain("payout.fixed");
    expect(html).not.toContain("other@example.com");
  });

  it("draws a radio as a fieldset of its options, the posted one checked", () => {
    const html = render(formtypeField, "SWIFT");
    expect(html).toContain("<legend");
    expect(html).toMatch(/<input type="radio" name="formtype" required="" [^>]*value="SEPA"\/>/);
    expect(html).toMatch(/<input type="radio" name="formtype" required="" [^>]*checked="" value="SWIFT"\/>/);
    expect(html).toContain("payout.formtype.SWIFT");
  });

  it("ties a group's field to its radio value, and lets the server, not the browser, require it", () => {
    const html = render(
      field({ key: "iban", name: "iban", rule: "sepaIban", when: { name: "formtype", value: "SEPA" } }),
    );
    expect(html).toContain('data-when="formtype=SEPA"');
    expect(html).not.toContain('required=""');
    expect(html).toContain('aria-required="true"');
    expect(html).toContain('maxLength="42"');
    expect(html).toContain('autoCapitalize="characters"');
  });

  it("gives bank numbers the numeric keyboard and shows the server's message", () => {
    const html = render(
      field({ key: "branchCode", name: "branchCode", rule: "branchCodeCA" }),
      "12",
      "payout.errors.branchCodeCA",
    );
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("payout.errors.branchCodeCA");
  });
});

describe("liveStep (messages as the player types and leaves a field)", () => {
  const iban = field({ key: "iban", rule: "iban" });
  const BAD = "DE89370400440532013001";
  const GOOD = "DE89370400440532013000";

  it("judges a value when the player leaves the field, keeping the server's for an empty one", () => {
    expect(liveStep(undefined, "blur", iban, BAD)).toBe("payout.errors.iban");
    expect(liveStep(undefined, "blur", iban, GOOD)).toBeNull();
    expect(liveStep("fields.errors.required", "blur", iban, "  ")).toBeUndefined();
  });

  it("re-judges while typing only once a message shows, clearing it when right", () => {
    expect(liveStep(null, "change", iban, "DE8")).toBeNull();
    expect(liveStep(undefined, "change", iban, "DE8")).toBeUndefined();
    expect(liveStep("payout.errors.iban", "change", iban, "DE8937")).toBe("payout.errors.iban");
    expect(liveStep("payout.errors.iban", "change", iban, GOOD)).toBeNull();
  });
});

describe("blurValue", () => {
  it("groups a right IBAN in fours and leaves anything else as typed", () => {
    const iban = field({ key: "iban", rule: "sepaIban" });
    expect(blurValue(iban, "de89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(blurValue(iban, "DE89370400440532013001")).toBe("DE89370400440532013001");
    expect(blurValue(field({ key: "bic", rule: "bic" }), "deutdeff")).toBe("deutdeff");
  });
});

describe("payout.css", () => {
  it("shows the group of every wire form when its radio is chosen", () => {
    const css = readFileSync("app/features/payment-kit/payout.css", "utf8");
    for (const form of Object.keys(WIRE_FORMS))
      expect(css).toContain(
        `form:has(input[name="formtype"][value="${form}"]:checked) .field[data-when="formtype=${form}"]`,
      );
  });
});

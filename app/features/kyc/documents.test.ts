import { describe, expect, it } from "vitest";
import { acceptsUpload, categoryOfSlug, documentsHref } from "./documents";

describe("upload page addresses (ADR 066)", () => {
  it("maps the three slugs to the platform's categories and nothing else", () => {
    expect(categoryOfSlug("identity")).toBe("identity");
    expect(categoryOfSlug("address")).toBe("address");
    expect(categoryOfSlug("sourceofincome")).toBe("sourceOfIncome");
    for (const other of ["sourceOfIncome", "age", "constructor", "__proto__", "", undefined])
      expect(categoryOfSlug(other)).toBeNull();
  });
  it("sends the age row to the identity form: the identity document proves age", () => {
    expect(documentsHref("es", "age")).toBe("/es/myaccount/documents/identity");
    expect(documentsHref("pb", "sourceOfIncome")).toBe("/pb/myaccount/documents/sourceofincome");
    expect(documentsHref("en", "address")).toBe("/en/myaccount/documents/address");
  });
  it("takes a new proof unless the category is verified", () => {
    expect(acceptsUpload("verified")).toBe(false);
    for (const state of ["new", "initiated", "notVerified", null] as const) expect(acceptsUpload(state)).toBe(true);
  });
});

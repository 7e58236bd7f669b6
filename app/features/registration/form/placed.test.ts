import { describe, expect, it } from "vitest";
import { placedFields, unplacedErrors } from "./placed";

describe("errors the form cannot place next to a field", () => {
  it("are the errors of fields the form does not render, with their field", () => {
    // A country rule the page did not know about: the platform asks for fields that are not on the form.
    const placed = placedFields("cpf", []);
    expect(
      unplacedErrors(
        {
          email: ["email.errors.taken"],
          birthPlace: ["errors.missingFields", "errors.missingFields"],
          maidenName: ["errors.missingFields"],
          "": ["errors.technicalError"],
        },
        placed,
      ),
    ).toEqual([
      { field: "birthPlace", key: "errors.missingFields" },
      { field: "maidenName", key: "errors.missingFields" },
    ]);
  });
  it("follow the brand's document and the country's extra fields", () => {
    expect(unplacedErrors({ document: ["document.errors.invalid"] }, placedFields("cpf", []))).toEqual([
      { field: "document", key: "document.errors.invalid" },
    ]);
    expect(unplacedErrors({ document: ["document.errors.invalid"] }, placedFields("nationalId", []))).toEqual([]);
    expect(unplacedErrors({ lastName: ["name.errors.invalid"] }, placedFields("none", []))).toEqual([]);
    expect(
      unplacedErrors({ personalId: ["personalId.errors.required"] }, placedFields("none", ["nationalId"])),
    ).toEqual([]);
    expect(unplacedErrors(undefined, placedFields("none", []))).toEqual([]);
  });
});

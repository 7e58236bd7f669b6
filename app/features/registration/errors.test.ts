import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  CPF_GENERIC_CODES,
  CPF_INVALID_DATA_CODES,
  cpfErrorKey,
  emailUniquenessKey,
  mapRegistrationErrors,
  phoneAvailabilityKey,
} from "./errors";

const en = JSON.parse(readFileSync(path.join("locales", "en", "registration.json"), "utf8"));
const has = (key: string) =>
  typeof key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) ===
  "string";

describe("CPF codes (spec §8)", () => {
  it.each([
    ["100762", "cpf.errors.duplicate"],
    ["100776", "cpf.errors.suspended"],
    ["100775", "cpf.errors.regularizationPending"],
    ["100769", "cpf.errors.validWithRemarks"],
    ["100777", "cpf.errors.cancelled"],
    ["100778", "cpf.errors.null"],
  ])("%s has its own message", (code, key) => {
    expect(cpfErrorKey(code)).toBe(key);
    expect(cpfErrorKey(Number(code))).toBe(key);
  });
  it("the invalid-data group", () => {
    for (const code of CPF_INVALID_DATA_CODES) expect(cpfErrorKey(code)).toBe("cpf.errors.invalidData");
    expect(CPF_INVALID_DATA_CODES).toHaveLength(9);
  });
  it("the generic group, unknown codes and no code", () => {
    for (const code of CPF_GENERIC_CODES) expect(cpfErrorKey(code)).toBe("cpf.errors.generic");
    expect(CPF_GENERIC_CODES).toHaveLength(14);
    expect(cpfErrorKey("999999")).toBe("cpf.errors.generic");
    expect(cpfErrorKey(null)).toBe("cpf.errors.generic");
  });
});

describe("registration codes (spec §8)", () => {
  it("maps the platform's field to the control", () => {
    expect(mapRegistrationErrors([{ errorCode: "100170", field: "emailId" }])).toEqual({
      key: "errors.duplicateEmail",
      control: "email",
      code: "100170",
    });
    expect(mapRegistrationErrors([{ errorCode: "100171", field: "nickname" }])).toMatchObject({
      control: "email",
      key: "errors.duplicateScreenName",
    });
    expect(mapRegistrationErrors([{ errorCode: "100164", field: "password" }])).toMatchObject({
      control: "password",
      key: "errors.invalidRequest",
    });
    expect(mapRegistrationErrors([{ errorCode: "100164", field: "areaCode" }])).toMatchObject({ control: "phone" });
    expect(mapRegistrationErrors([{ errorCode: "100157", field: "phoneNumber" }])).toMatchObject({
      control: "phone",
      key: "errors.technicalError",
    });
    expect(mapRegistrationErrors([{ errorCode: "100180", field: "firstName" }])).toMatchObject({
      control: "firstName",
    });
    expect(mapRegistrationErrors([{ errorCode: "100762", field: "nationalId" }])).toMatchObject({
      control: "cpf",
      key: "errors.duplicateNationalId",
    });
  });
  it("places errors by the brand's identity document", () => {
    // CPF: the registry's last name and date of birth answer under the names and the CPF.
    expect(mapRegistrationErrors([{ errorCode: "100180", field: "lastName" }])).toMatchObject({ control: "firstName" });
    expect(mapRegistrationErrors([{ errorCode: "100291", field: "dob" }])).toMatchObject({ control: "cpf" });
    // National id: the document field, with a message that does not say CPF.
    expect(mapRegistrationErrors([{ errorCode: "100762", field: "nationalId" }], "nationalId")).toEqual({
      control: "document",
      key: "errors.duplicateDocument",
      code: "100762",
    });
    expect(mapRegistrationErrors([{ errorCode: "100180", field: "lastName" }], "nationalId")).toMatchObject({
      control: "lastName",
    });
    expect(mapRegistrationErrors([{ errorCode: "100291", field: "dob" }], "none")).toMatchObject({
      control: "dateOfBirth",
    });
    // No document field at all: the dialog.
    expect(mapRegistrationErrors([{ errorCode: "100734", field: "nationalId" }], "none")).toEqual({
      key: "errors.invalidDocument",
      code: "100734",
    });
  });
  it("uses the first error code", () => {
    expect(
      mapRegistrationErrors([
        { errorCode: "100291", field: "nationalId" },
        { errorCode: "100170", field: "emailId" },
      ]),
    ).toMatchObject({ key: "errors.invalidDateOfBirth", control: "cpf" });
  });
  it("codes without a field go to their control or to the dialog", () => {
    expect(mapRegistrationErrors([{ errorCode: "100170" }])).toMatchObject({ control: "email" });
    expect(mapRegistrationErrors([{ errorCode: "100180" }])).toEqual({
      key: "errors.missingFields",
      code: "100180",
      control: undefined,
    });
    expect(mapRegistrationErrors([{ errorCode: "100153" }]).control).toBeUndefined();
  });
  it("falls back to somethingWntWrong", () => {
    expect(mapRegistrationErrors([])).toEqual({ key: "errors.somethingWntWrong", code: null });
    expect(mapRegistrationErrors(null).key).toBe("errors.somethingWntWrong");
    expect(mapRegistrationErrors([{ errorCode: "123456" }]).key).toBe("errors.somethingWntWrong");
  });
  it("every key it can answer is translated", () => {
    const codes = [
      "100100",
      "100153",
      "100157",
      "100164",
      "100170",
      "100171",
      "100177",
      "100178",
      "100180",
      "100181",
      "100190",
      "100191",
      "100192",
      "100193",
      "100194",
      "100201",
      "100202",
      "100203",
      "100291",
      "100466",
      "100734",
      "100762",
      "x",
    ];
    for (const code of codes) expect(has(mapRegistrationErrors([{ errorCode: code }]).key), code).toBe(true);
    for (const code of [
      ...CPF_GENERIC_CODES,
      ...CPF_INVALID_DATA_CODES,
      "100762",
      "100776",
      "100775",
      "100769",
      "100777",
      "100778",
    ])
      expect(has(cpfErrorKey(code)), code).toBe(true);
  });
});

describe("uniqueness answers (spec §8)", () => {
  it("email: 1 available, 0 taken, other invalid", () => {
    expect(emailUniquenessKey(1)).toBeNull();
    expect(emailUniquenessKey(0)).toBe("email.errors.taken");
    expect(emailUniquenessKey(2)).toBe("email.errors.invalid");
    expect(emailUniquenessKey(null)).toBe("email.errors.invalid");
  });
  it("phone: DUPLICATE_MOBILE its own message, other failures generic", () => {
    expect(phoneAvailabilityKey({ status: "SUCCESS" })).toBeNull();
    expect(phoneAvailabilityKey({ status: "FAILURE", internalErrorCodeDescription: "DUPLICATE_MOBILE" })).toBe(
      "phone.errors.duplicate",
    );
    expect(phoneAvailabilityKey({ status: "FAILURE", internalErrorCodeDescription: "INVALID_MOBILE" })).toBe(
      "phone.errors.checkFailed",
    );
    expect(phoneAvailabilityKey(null)).toBe("phone.errors.checkFailed");
  });
});

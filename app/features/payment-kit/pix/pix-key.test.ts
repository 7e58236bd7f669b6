import { describe, expect, it } from "vitest";
import { pixKeyType } from "./pix-key";

describe("pixKeyType", () => {
  it.each([
    ["12345678909", "cpf"],
    ["12345678000195", "cnpj"],
    ["+5511987654321", "phone"],
    ["+551133334444", "phone"],
    ["123e4567-e12b-12d1-a456-426655440000", "evp"],
    ["pix@solbet.com.br", "email"],
  ])("reads %s as %s", (key, type) => {
    expect(pixKeyType(key)).toBe(type);
  });

  it.each([
    "123.456.789-09",
    "5511987654321",
    "+4915112345678",
    "123E4567-E12B-12D1-A456-426655440000",
    "Pix@Solbet.com.br",
    "no-at-sign",
    `${"a".repeat(70)}@b.com.br`,
    "",
  ])("refuses %j", (key) => {
    expect(pixKeyType(key)).toBeNull();
  });
});

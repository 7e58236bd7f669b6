import { describe, expect, it } from "vitest";
import { CPF_TOKEN_TTL_MS, signVerifiedCpf, verifyCpfToken } from "./cpf-token.server";

const data = { cpf: "111.444.777-35", firstName: "Maria", lastName: "Aparecida Silva", dateOfBirth: "1990-04-12" };

describe("signed CPF token", () => {
  it("verifies the data it was made for, formatted or bare", () => {
    const token = signVerifiedCpf(["s1"], data, 1000);
    expect(verifyCpfToken(["s1"], token, data, 2000)).toBe(true);
    expect(verifyCpfToken(["s1"], token, { ...data, cpf: "11144477735" }, 2000)).toBe(true);
  });
  it("refuses a tampered name, date or CPF", () => {
    const token = signVerifiedCpf(["s1"], data, 1000);
    expect(verifyCpfToken(["s1"], token, { ...data, firstName: "Mario" }, 2000)).toBe(false);
    expect(verifyCpfToken(["s1"], token, { ...data, lastName: "Souza" }, 2000)).toBe(false);
    expect(verifyCpfToken(["s1"], token, { ...data, dateOfBirth: "2010-04-12" }, 2000)).toBe(false);
    expect(verifyCpfToken(["s1"], token, { ...data, cpf: "529.982.247-25" }, 2000)).toBe(false);
  });
  it("refuses other secrets, garbage and expired tokens; accepts rotated secrets", () => {
    const token = signVerifiedCpf(["s1"], data, 1000);
    expect(verifyCpfToken(["s2"], token, data, 2000)).toBe(false);
    expect(verifyCpfToken(["s2", "s1"], token, data, 2000)).toBe(true);
    expect(verifyCpfToken(["s1"], "", data, 2000)).toBe(false);
    expect(verifyCpfToken(["s1"], "abc.def", data, 2000)).toBe(false);
    expect(verifyCpfToken(["s1"], `${Number(token.split(".")[0]) + 1}.${token.split(".")[1]}`, data, 2000)).toBe(false);
    expect(verifyCpfToken(["s1"], token, data, 1000 + CPF_TOKEN_TTL_MS + 1)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { acceptancePayload, changedPolicies, isStaticPolicyPath, majorMinor } from "./policy-check";

const configured = [
  { policyType: "TERMS_AND_CONDITIONS", policyVersionId: "1.0", policyUrl: "terms" },
  { policyType: "PRIVACY_POLICY", policyVersionId: "2.1", policyUrl: "privacy" },
];

describe("majorMinor", () => {
  it("keeps the first two dotted parts", () => {
    expect(majorMinor("1.0.3")).toBe("1.0");
    expect(majorMinor("1")).toBe("1.0");
    expect(majorMinor("01.2")).toBe("1.2");
    expect(majorMinor("")).toBe("1.0");
    expect(majorMinor(undefined)).toBe("1.0");
  });
});

describe("changedPolicies (spec §4)", () => {
  it("1.0 vs 1.0.3 is the same; 1.0 vs 1.1 changed", () => {
    expect(
      changedPolicies([{ policyType: "T", policyVersionId: "1.0" }], [{ policyType: "T", policyVersionId: "1.0.3" }]),
    ).toEqual([]);
    expect(
      changedPolicies([{ policyType: "T", policyVersionId: "1.1" }], [{ policyType: "T", policyVersionId: "1.0" }]),
    ).toHaveLength(1);
    expect(
      changedPolicies([{ policyType: "T", policyVersionId: "2.0" }], [{ policyType: "T", policyVersionId: "1.0" }]),
    ).toHaveLength(1);
  });
  it("a configured type the player lacks is changed", () => {
    expect(changedPolicies(configured, [{ policyType: "TERMS_AND_CONDITIONS", policyVersionId: "1.0" }])).toEqual([
      configured[1],
    ]);
  });
  it("nothing changed when all match; a policy not accepted counts as changed", () => {
    const user = configured.map((p) => ({
      policyType: p.policyType,
      policyVersionId: p.policyVersionId,
      policyAccepted: true,
    }));
    expect(changedPolicies(configured, user)).toEqual([]);
    expect(changedPolicies(configured, [{ ...user[0], policyAccepted: false }, user[1]])).toEqual([configured[0]]);
  });
});

describe("acceptancePayload", () => {
  it("lists every type once, accepted, at the configured version", () => {
    expect(acceptancePayload(configured, [configured[1]])).toEqual([
      { policyType: "PRIVACY_POLICY", policyVersionId: "2.1", policyAccepted: true },
      { policyType: "TERMS_AND_CONDITIONS", policyVersionId: "1.0", policyAccepted: true },
    ]);
  });
});

describe("isStaticPolicyPath", () => {
  it("matches content and policy pages only", () => {
    const slugs = ["policy", "politica"];
    expect(isStaticPolicyPath("/pb/page/faq", slugs)).toBe(true);
    expect(isStaticPolicyPath("/pb/politica/terms", slugs)).toBe(true);
    expect(isStaticPolicyPath("/en/policy/terms", slugs)).toBe(true);
    expect(isStaticPolicyPath("/pb/jogos", slugs)).toBe(false);
    expect(isStaticPolicyPath("/pb", slugs)).toBe(false);
  });
});

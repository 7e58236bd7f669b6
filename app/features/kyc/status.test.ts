import { describe, expect, it } from "vitest";
import {
  identityStep,
  kycDocumentViews,
  kycHeadline,
  kycStatus,
  mapDocStatus,
  overallKyc,
  reconcileIdentityAge,
  type KycDocuments,
} from "./status";

describe("KYC mapping (spec §4)", () => {
  it("maps document statuses", () => {
    expect(mapDocStatus("verified")).toBe("verified");
    expect(mapDocStatus("initiated")).toBe("initiated");
    expect(mapDocStatus("failed")).toBe("notVerified");
    expect(mapDocStatus("expired")).toBe("new");
    expect(mapDocStatus("new")).toBe("new");
    expect(mapDocStatus(undefined)).toBe("new");
  });
  const all = (s: string) => ({ ageStatus: s, identityStatus: s, addressStatus: s, sourceOfIncomeStatus: s });
  it.each([
    ["all new", all("new"), "new"],
    ["all initiated", all("initiated"), "initiated"],
    ["all verified", all("verified"), "verified"],
    ["nothing", null, "new"],
    ["address failed", { ...all("verified"), addressStatus: "failed" }, "new"],
    ["identity expired, age verified → both new", { ...all("verified"), identityStatus: "expired" }, "new"],
    ["identity verified, age initiated → both initiated", { ...all("verified"), ageStatus: "initiated" }, "initiated"],
    ["source of income initiated", { ...all("verified"), sourceOfIncomeStatus: "initiated" }, "initiated"],
    ["verified but source of income new", { ...all("verified"), sourceOfIncomeStatus: "new" }, "verified"],
    [
      "address initiated, income new",
      { ...all("verified"), addressStatus: "initiated", sourceOfIncomeStatus: "new" },
      "sourceOfIncomeStatusPending",
    ],
  ])("%s", (_, docs, expected) => {
    expect(overallKyc(docs)).toBe(expected);
  });
});

describe("overall KYC against the spec's own wording (spec §4)", () => {
  /** Spec §4 transcribed step by step, reconciliation of identity and age included. */
  function specOverallKyc(docs: {
    ageStatus?: string;
    identityStatus?: string;
    addressStatus?: string;
    sourceOfIncomeStatus?: string;
  }) {
    const map = (raw: string | undefined) => {
      const value = (raw ?? "").toLowerCase();
      return value === "verified"
        ? "verified"
        : value === "initiated"
          ? "initiated"
          : value === "failed"
            ? "notVerified"
            : "new";
    };
    let identity = map(docs.identityStatus);
    let age = map(docs.ageStatus);
    const address = map(docs.addressStatus);
    const income = map(docs.sourceOfIncomeStatus);
    if (identity !== age) {
      const weak = (s: string) => s === "new" || s === "notVerified";
      [identity, age] = weak(identity) || weak(age) ? ["new", "new"] : ["initiated", "initiated"];
    }
    const started = (s: string) => s === "initiated" || s === "verified";
    if ([identity, address, age].some((s) => !started(s))) return "new";
    if (
      [identity, age, address, income].includes("initiated") &&
      started(identity) &&
      started(address) &&
      started(income)
    )
      return "initiated";
    if (identity === "verified" && age === "verified" && address === "verified") return "verified";
    if (!started(address)) return "addressStatusPending";
    if (!started(identity)) return "identityStatusPending";
    if (!started(income)) return "sourceOfIncomeStatusPending";
    return "notVerified";
  }

  const RAW = ["verified", "initiated", "failed", "expired", "new", undefined, "VERIFIED", "Initiated", "FAILED"];

  it("agrees on every combination of the four documents' statuses", () => {
    let compared = 0;
    for (const identityStatus of RAW) {
      for (const ageStatus of RAW) {
        for (const addressStatus of RAW) {
          for (const sourceOfIncomeStatus of RAW) {
            const docs = { identityStatus, ageStatus, addressStatus, sourceOfIncomeStatus };
            expect(overallKyc(docs), JSON.stringify(docs)).toBe(specOverallKyc(docs));
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(RAW.length ** 4);
  });

  it.each([
    [
      "identity verified, age initiated, income new",
      { identityStatus: "verified", ageStatus: "initiated", addressStatus: "verified" },
      "sourceOfIncomeStatusPending",
    ],
    [
      "identity initiated, age verified, income new",
      { identityStatus: "initiated", ageStatus: "verified", addressStatus: "verified" },
      "sourceOfIncomeStatusPending",
    ],
    [
      "identity and address verified, age initiated, income verified",
      {
        identityStatus: "verified",
        ageStatus: "initiated",
        addressStatus: "verified",
        sourceOfIncomeStatus: "verified",
      },
      "initiated",
    ],
    [
      "address verified, identity and age initiated, income failed",
      {
        identityStatus: "initiated",
        ageStatus: "initiated",
        addressStatus: "verified",
        sourceOfIncomeStatus: "failed",
      },
      "sourceOfIncomeStatusPending",
    ],
    [
      "age failed, the rest verified",
      { identityStatus: "verified", ageStatus: "failed", addressStatus: "verified", sourceOfIncomeStatus: "verified" },
      "new",
    ],
    [
      "identity new, age initiated",
      { identityStatus: "new", ageStatus: "initiated", addressStatus: "initiated", sourceOfIncomeStatus: "initiated" },
      "new",
    ],
    [
      "statuses in capitals",
      {
        identityStatus: "VERIFIED",
        ageStatus: "Verified",
        addressStatus: "verified",
        sourceOfIncomeStatus: "INITIATED",
      },
      "initiated",
    ],
  ])("%s", (_, docs, expected) => {
    expect(overallKyc(docs)).toBe(expected);
  });

  it("maps statuses in any case", () => {
    expect(mapDocStatus("VERIFIED")).toBe("verified");
    expect(mapDocStatus("Initiated")).toBe("initiated");
    expect(mapDocStatus("FAILED")).toBe("notVerified");
    expect(mapDocStatus(null)).toBe("new");
    expect(mapDocStatus("")).toBe("new");
  });
});

describe("identity and age reconciliation (spec §4)", () => {
  const STATES = ["new", "initiated", "verified", "notVerified"] as const;
  it.each(STATES.flatMap((a) => STATES.map((b) => [a, b] as const)))("%s + %s", (identity, age) => {
    const weak = (s: string) => s === "new" || s === "notVerified";
    const expected =
      identity === age ? [identity, age] : weak(identity) || weak(age) ? ["new", "new"] : ["initiated", "initiated"];
    expect(reconcileIdentityAge(identity, age)).toEqual(expected);
  });
});

describe("what the player is shown", () => {
  const all = (s: string): KycDocuments => ({
    ageStatus: s,
    identityStatus: s,
    addressStatus: s,
    sourceOfIncomeStatus: s,
  });
  it.each([
    ["all verified", all("verified"), "status", "verified"],
    ["all initiated", all("initiated"), "status", "pending"],
    ["nothing sent", all("new"), "confirm", "notStarted"],
    ["no answer's documents", null, "confirm", "notStarted"],
    ["everything refused", all("failed"), "confirm", "actionNeeded"],
    ["only the income in review", { ...all("new"), sourceOfIncomeStatus: "initiated" }, "confirm", "actionNeeded"],
    [
      "address in review, income to send",
      { ...all("verified"), addressStatus: "initiated", sourceOfIncomeStatus: "new" },
      "confirm",
      "actionNeeded",
    ],
  ] as const)("%s → %s, %s", (_, docs, step, headline) => {
    expect(identityStep(overallKyc(docs))).toBe(step);
    expect(kycHeadline(docs)).toBe(headline);
    expect(kycStatus(docs)).toMatchObject({ step, headline, overall: overallKyc(docs) });
  });

  // Issue 35 §2: identity sent, then approved by the operator, address not sent yet.
  it("an identity sent and then approved is never 'not started', and agrees with its row", () => {
    const fresh = all("new");
    const sent = { ...fresh, identityStatus: "initiated", ageStatus: "initiated" };
    const approved = { ...fresh, identityStatus: "verified", ageStatus: "verified" };
    // A platform whose approval writes identity only: age stays in review.
    const approvedIdentityOnly = { ...sent, identityStatus: "verified" };
    const identityRow = (docs: KycDocuments) => kycStatus(docs).documents.find((d) => d.type === "identity")!.state;
    expect(kycStatus(fresh).headline).toBe("notStarted");
    for (const [docs, row] of [
      [sent, "initiated"],
      [approved, "verified"],
      [approvedIdentityOnly, "initiated"],
    ] as const) {
      const status = kycStatus(docs);
      expect(identityRow(docs)).toBe(row);
      // The address is still to send: something to do, shown on its own row.
      expect(status.headline).toBe("actionNeeded");
      expect(status.documents.find((d) => d.type === "address")).toMatchObject({ state: "new", actionNeeded: true });
    }
    const everything = { ...approved, addressStatus: "verified", sourceOfIncomeStatus: "initiated" };
    expect(kycStatus(everything).headline).toBe("pending");
    expect(kycStatus({ ...everything, sourceOfIncomeStatus: "verified" }).headline).toBe("verified");
  });

  it("lists the four documents, identity and age reconciled, with what is still to send", () => {
    expect(
      kycDocumentViews({
        identityStatus: "verified",
        ageStatus: "expired",
        addressStatus: "FAILED",
        sourceOfIncomeStatus: "initiated",
      }),
    ).toEqual([
      { type: "identity", state: "new", actionNeeded: true },
      { type: "age", state: "new", actionNeeded: true },
      { type: "address", state: "notVerified", actionNeeded: true },
      { type: "sourceOfIncome", state: "initiated", actionNeeded: false },
    ]);
    expect(kycDocumentViews(null).map((d) => d.state)).toEqual(["new", "new", "new", "new"]);
  });
});

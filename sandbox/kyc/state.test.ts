import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { findPostgresBin, startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { accountBus, type AccountEvent } from "../accounts/bus";
import { startTestSandbox, type TestSandbox } from "../api/test-server";

// any brand: the KYC state does not depend on brand data
const brand = readdirSync("brands").sort()[0];
const pgBin = findPostgresBin();
const backends = pgBin ? (["pglite", "postgres"] as const) : (["pglite"] as const);

describe.each(backends)("KYC state on %s", (backend) => {
  let t: TestSandbox;
  let cluster: PostgresCluster | undefined;
  const login = async (local: string) =>
    (await t.call("login", { emailId: `${local}@${brand}.test`, password: "Sandbox123" })).body.sessionToken as string;
  const idOf = async (local: string) =>
    (
      await t.db.query<{ id: string }>("select id::text as id from players where email = $1", [
        `${local}@${brand}.test`,
      ])
    )[0].id;

  beforeAll(async () => {
    if (backend === "postgres") cluster = await startPostgres({ bin: pgBin! });
    t = await startTestSandbox([brand], { databaseUrl: cluster?.url });
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await cluster?.stop();
  }, 60_000);

  it("answers the seeded state in the spec §3 shape, source of income included", async () => {
    expect(t.db.kind).toBe(backend);
    const token = await login("precheck-kycinit");
    const details = (await t.call("profile/getUserKYCDetails", undefined, { token })).body;
    expect(details).toEqual({
      status: "SUCCESS",
      kycLevel: "KYC_0",
      documents: {
        ageStatus: "initiated",
        identityStatus: "initiated",
        addressStatus: "initiated",
        sourceOfIncomeStatus: "initiated",
        sourceOfIncomeDetails: null,
        sourceOfIncomeOtherValue: null,
      },
      kycDetails: { identity: { verificationStatus: "vrfn_init" } },
    });
    const status = (await t.call("profile/getAccountVerificationStatus", undefined, { token })).body;
    expect(status).toMatchObject({
      status: "SUCCESS",
      kycLevel: "KYC_0",
      verificationStatus: "vrfn_init",
      verified: false,
    });
  });

  it("answers 401 without a session", async () => {
    expect((await t.call("profile/getAccountVerificationStatus")).status).toBe(401);
  });

  it("kyc/set writes raw statuses, earns the level and pushes UserKycLevelUpdateEvent once it changes", async () => {
    const playerId = await idOf("precheck-kycnew");
    const events: AccountEvent[] = [];
    const off = accountBus(t.db).subscribe(playerId, (e) => events.push(e));
    try {
      const set = await t.control("kyc/set", {
        site: brand,
        email: `precheck-kycnew@${brand}.test`,
        identityStatus: "verified",
        ageStatus: "verified",
        addressStatus: "verified",
        sourceOfIncomeStatus: "expired",
      });
      expect(set.status).toBe(200);
      expect(set.body.state).toMatchObject({ kycLevel: "KYC_2", verificationStatus: "vrfn_verified" });
      // same level again: no second event
      await t.control("kyc/set", { playerId, sourceOfIncomeStatus: "failed" });
      await expect.poll(() => events.length).toBe(1);
      expect(events[0]).toMatchObject({ name: "UserKycLevelUpdateEvent", data: { kycLevel: "KYC_2" } });
      const token = await login("precheck-kycnew");
      const details = (await t.call("profile/getUserKYCDetails", undefined, { token })).body;
      expect(details.documents).toMatchObject({ identityStatus: "verified", sourceOfIncomeStatus: "failed" });
      expect(details.kycLevel).toBe("KYC_2");
      // an explicit level wins over the earned one (KYC_0 with vrfn_init while documents are checked)
      await t.control("kyc/set", { playerId, kycLevel: "KYC_0", verificationStatus: "vrfn_init" });
      expect((await t.call("profile/getUserKYCDetails", undefined, { token })).body.kycLevel).toBe("KYC_0");
    } finally {
      off();
    }
  });

  it("kyc/set refuses unknown statuses and players", async () => {
    expect(
      (await t.control("kyc/set", { site: brand, email: `player@${brand}.test`, identityStatus: "ok" })).body.error,
    ).toMatch(/identityStatus must be one of/);
    expect((await t.control("kyc/set", { site: brand, email: "nobody@x.test" })).status).toBe(400);
    expect((await t.control("kyc/outcome", { playerId: "1", outcome: "maybe" })).body.error).toMatch(/outcome must be/);
  });

  it("restore-player brings the seeded state back", async () => {
    await t.control("kyc/set", { site: brand, email: `precheck-kycinit@${brand}.test`, identityStatus: "failed" });
    await t.control("restore-player", { site: brand, email: `precheck-kycinit@${brand}.test` });
    const token = await login("precheck-kycinit");
    expect((await t.call("profile/getUserKYCDetails", undefined, { token })).body.documents.identityStatus).toBe(
      "initiated",
    );
  });
});

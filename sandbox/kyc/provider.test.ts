import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { findPostgresBin, startPostgres, type PostgresCluster } from "../../tests/support/postgres";
import { accountBus, type AccountEvent } from "../accounts/bus";
import { drainAccountEvents } from "../../tests/support/account-events";
import { startTestSandbox, type TestSandbox } from "../api/test-server";
import { siteFromBrand } from "../seed/test-sites";
import { OUTCOMES } from "./outcomes";

// a brand with third-party KYC, whichever it is; and a copy of it without, for url 'None'
const brand = readdirSync("brands")
  .sort()
  .find((id) => siteFromBrand(id).kyc)!;
const site = siteFromBrand(brand);
const noKyc = { ...site, id: "nokyc", siteCode: "NOKYC", kyc: undefined, domains: [] };

// PGlite runs one statement at a time; PostgreSQL shows whether a session really reports once.
const pgBin = findPostgresBin();
const backends = pgBin ? (["pglite", "postgres"] as const) : (["pglite"] as const);

describe.each(backends)("KYC provider on %s", (backend) => {
  let t: TestSandbox;
  let cluster: PostgresCluster | undefined;
  beforeAll(async () => {
    if (backend === "postgres") cluster = await startPostgres({ bin: pgBin! });
    t = await startTestSandbox([site, noKyc], { databaseUrl: cluster?.url });
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await cluster?.stop();
  }, 60_000);

  const login = async (local: string, siteCode = site.siteCode, id = site.id) =>
    (await t.call("login", { emailId: `${local}@${id}.test`, password: "Sandbox123" }, { site: siteCode })).body
      .sessionToken as string;
  const playerIdOf = async (local: string) =>
    (
      await t.db.query<{ id: string }>("select id::text as id from players where email = $1", [
        `${local}@${brand}.test`,
      ])
    )[0].id;
  const initiate = async (token: string, thirdPartyAPI = site.kyc!.thirdPartyApi) =>
    (await t.call("profile/initiateThirdPartyKYC", { thirdPartyAPI }, { token })).body;
  const post = (path: string, form: Record<string, string>) =>
    fetch(`${t.base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
      redirect: "manual",
    });

  /** Runs a session through both steps as a person without a camera would. */
  async function finish(url: string, selfie: Record<string, string> = { source: "sample" }) {
    const path = new URL(url, t.base).pathname;
    expect((await fetch(`${t.base}${path}`)).status).toBe(200);
    const step1 = await post(`${path}/document?language=en`, { source: "sample" });
    expect(step1.status).toBe(303);
    expect(step1.headers.get("location")).toBe(`${path}/selfie?language=en`);
    expect((await fetch(`${t.base}${path}/selfie?language=en`)).status).toBe(200);
    return post(`${path}/selfie?language=en`, selfie);
  }

  describe("initiateThirdPartyKYC", () => {
    it("answers the stand-in provider's session URL for the brand's thirdPartyAPI value", async () => {
      const body = await initiate(await login("precheck-kycnew"));
      expect(t.db.kind).toBe(backend);
      expect(body).toMatchObject({ status: "SUCCESS" });
      expect(body.url).toMatch(/^\/sandbox\/kyc\/session\/[A-Za-z0-9_-]{43}\?language=pb$/);
    });

    it("refuses another provider value with 100176", async () => {
      const body = await initiate(await login("precheck-kycnew"), `${site.kyc!.thirdPartyApi}-other`);
      expect(body).toMatchObject({ status: "FAILURE", errorCode: 100176 });
    });

    it("answers url 'None' on a brand without third-party KYC", async () => {
      const token = await login("player", noKyc.siteCode, noKyc.id);
      const res = await t.call(
        "profile/initiateThirdPartyKYC",
        { thirdPartyAPI: "anything" },
        { token, site: "NOKYC" },
      );
      expect(res.body).toEqual({ status: "SUCCESS", url: "None" });
    });
  });

  describe("the stand-in provider", () => {
    it("may be framed by the brand's sites, and says START_ONBOARDING once", async () => {
      const { url } = await initiate(await login("precheck-kycnew"));
      const playerId = await playerIdOf("precheck-kycnew");
      const events: AccountEvent[] = [];
      const off = accountBus(t.db).subscribe(playerId, (e) => events.push(e));
      try {
        const res = await fetch(`${t.base}${url}`);
        const html = await res.text();
        expect(res.headers.get("x-frame-options")).toBeNull();
        const csp = res.headers.get("content-security-policy")!;
        expect(csp).toContain("frame-ancestors 'self' http://localhost:*");
        for (const domain of site.domains ?? []) expect(csp).toContain(`https://${domain}`);
        expect(res.headers.get("permissions-policy")).toContain("camera=(self)");
        expect(html).toContain('lang="pt-BR"');
        expect(html).toMatch(/name="source" value="sample"/);
        await fetch(`${t.base}${url}`);
        await expect.poll(() => events.length).toBe(1);
        expect(events[0]).toMatchObject({ name: "PushKycNotification", data: { status: "START_ONBOARDING" } });
      } finally {
        off();
      }
    });

    it.each(OUTCOMES)(
      "finishes with the forced outcome %s: END_ONBOARDING, its notification and its state",
      async (outcome) => {
        await t.control("restore-player", { site: brand, email: `precheck-kycnew@${brand}.test` });
        const token = await login("precheck-kycnew");
        const playerId = await playerIdOf("precheck-kycnew");
        expect(
          (await t.control("kyc/outcome", { site: brand, email: `precheck-kycnew@${brand}.test`, outcome })).status,
        ).toBe(200);
        await drainAccountEvents(t.db, playerId);
        const events: AccountEvent[] = [];
        const off = accountBus(t.db).subscribe(playerId, (e) => events.push(e));
        try {
          const { url } = await initiate(token);
          const done = await finish(url);
          expect(done.status).toBe(200);
          expect(await done.text()).toContain("data-kyc-done");
          const expected: Record<string, [string, string | null, string]> = {
            approvedSuccess: ["APPROVED", "SUCCESS", "verified"],
            pendingWaitingManualAnalysis: ["PENDING", "WAITING_MANUAL_ANALYSIS", "initiated"],
            pendingNotFraud: ["PENDING", "NOT_FRAUD", "initiated"],
            documentError: ["INITIATED", "DOCUMENT_ERROR", "new"],
            rejected: ["REJECTED", null, "failed"],
            unexpected: ["EXPIRED", "SESSION_EXPIRED", "new"],
          };
          const [status, subStatus, identity] = expected[outcome];
          const names = ["PushKycNotification", "PushKycNotification", "PushKycNotification"];
          if (outcome === "approvedSuccess") names.splice(2, 0, "UserKycLevelUpdateEvent");
          await expect.poll(() => events.map((e) => e.name)).toEqual(names);
          expect(events.map((e) => e.data.status).filter(Boolean)).toEqual([
            "START_ONBOARDING",
            "END_ONBOARDING",
            status,
          ]);
          expect(events.at(-1)!.data).toEqual({ status, subStatus });
          const details = (await t.call("profile/getUserKYCDetails", undefined, { token })).body;
          expect(details.documents).toMatchObject({
            identityStatus: identity,
            ageStatus: identity,
            addressStatus: identity,
          });
          expect(details.kycLevel).toBe(outcome === "approvedSuccess" ? "KYC_2" : "KYC_0");
          expect(details.kycDetails.identity.verificationStatus).toBe(
            outcome === "approvedSuccess" ? "vrfn_verified" : "vrfn_init",
          );
        } finally {
          off();
        }
      },
    );

    it("uses a forced outcome once, then approves; a finished session is gone", async () => {
      await t.control("restore-player", { site: brand, email: `precheck-kycnew@${brand}.test` });
      const token = await login("precheck-kycnew");
      await t.control("kyc/outcome", { site: brand, email: `precheck-kycnew@${brand}.test`, outcome: "rejected" });
      const first = await initiate(token);
      await finish(first.url);
      const path = new URL(first.url, t.base).pathname;
      expect((await fetch(`${t.base}${path}`)).status).toBe(410);
      expect((await post(`${path}/selfie`, { source: "sample" })).status).toBe(410);
      const second = await initiate(token);
      await finish(second.url);
      expect((await t.call("profile/getUserKYCDetails", undefined, { token })).body.kycLevel).toBe("KYC_2");
    });

    it("forgets a forced outcome on reset", async () => {
      await t.control("restore-player", { site: brand, email: `precheck-kycnew@${brand}.test` });
      const token = await login("precheck-kycnew");
      await t.control("kyc/outcome", { site: brand, email: `precheck-kycnew@${brand}.test`, outcome: "rejected" });
      expect((await t.control("reset", { site: brand })).status).toBe(200);
      await finish((await initiate(token)).url);
      expect((await t.call("profile/getUserKYCDetails", undefined, { token })).body.kycLevel).toBe("KYC_2");
    });

    it("records a camera capture as camera and anything else as the sample", async () => {
      const token = await login("precheck-kycinit");
      const { url } = await initiate(token);
      const path = new URL(url, t.base).pathname;
      await fetch(`${t.base}${path}`);
      await post(`${path}/document`, { source: "camera", capture: "data:image/jpeg;base64,/9j/4AAQSkZJRg==" });
      await post(`${path}/selfie`, { source: "camera", capture: "javascript:alert(1)" });
      const [row] = await t.db.query<{ d: string; s: string }>(
        "select document_source as d, selfie_source as s from kyc_sessions where id = $1",
        [path.split("/").at(-1)],
      );
      expect(row).toEqual({ d: "camera", s: "sample" });
    });

    it("sends the notifications on the player's event stream (GET events)", async () => {
      await t.control("restore-player", { site: brand, email: `precheck-kycnew@${brand}.test` });
      const token = await login("precheck-kycnew");
      await t.control("kyc/outcome", { site: brand, email: `precheck-kycnew@${brand}.test`, outcome: "documentError" });
      const controller = new AbortController();
      const stream = await fetch(`${t.base}/ajax/events`, {
        headers: { "x-site-code": site.siteCode, "x-session-token": token },
        signal: controller.signal,
      });
      const reader = stream.body!.getReader();
      let text = "";
      try {
        const { url } = await initiate(token);
        await finish(url);
        const decoder = new TextDecoder();
        while ((text.match(/event: PushKycNotification/g) ?? []).length < 3) {
          const chunk = await reader.read();
          if (chunk.done) break;
          text += decoder.decode(chunk.value, { stream: true });
        }
      } finally {
        controller.abort();
      }
      const data = [...text.matchAll(/event: PushKycNotification\ndata: (.+)/g)].map((m) => JSON.parse(m[1]));
      expect(data).toEqual([
        { status: "START_ONBOARDING", subStatus: null },
        { status: "END_ONBOARDING", subStatus: null },
        { status: "INITIATED", subStatus: "DOCUMENT_ERROR" },
      ]);
    });

    it("reports once when the last step is sent many times at once", async () => {
      await t.control("restore-player", { site: brand, email: `precheck-kycnew@${brand}.test` });
      const token = await login("precheck-kycnew");
      const playerId = await playerIdOf("precheck-kycnew");
      await t.control("kyc/outcome", { playerId, outcome: "rejected" });
      const { url } = await initiate(token);
      const path = new URL(url, t.base).pathname;
      await fetch(`${t.base}${path}`);
      await post(`${path}/document`, { source: "sample" });
      await drainAccountEvents(t.db, playerId);
      const events: AccountEvent[] = [];
      const off = accountBus(t.db).subscribe(playerId, (e) => events.push(e));
      try {
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => post(`${path}/selfie`, { source: "sample" }).then((r) => r.status)),
        );
        expect(answers.filter((s) => s === 200)).toHaveLength(1);
        expect(answers.filter((s) => s === 410)).toHaveLength(5);
        await expect.poll(() => events.filter((e) => e.data.status === "REJECTED")).toHaveLength(1);
        expect(events.filter((e) => e.data.status === "END_ONBOARDING")).toHaveLength(1);
        // the forced outcome was used by that one report
        expect(await t.db.query("select 1 from kyc_forced_outcomes where player_id = $1", [playerId])).toHaveLength(0);
      } finally {
        off();
      }
    });

    it("answers 410 for an unknown or expired session", async () => {
      expect((await fetch(`${t.base}/sandbox/kyc/session/${"x".repeat(43)}`)).status).toBe(410);
      const { url } = await initiate(await login("precheck-kycinit"));
      const id = new URL(url, t.base).pathname.split("/").at(-1);
      await t.db.query("update kyc_sessions set expires_at = now() - interval '1 minute' where id = $1", [id]);
      const res = await fetch(`${t.base}/sandbox/kyc/session/${id}?language=es`);
      expect(res.status).toBe(410);
      expect(await res.text()).toContain("Esta sesión de verificación terminó");
    });
  });
});

/**
 * Abuse-limit probe (issue 34 §2, ADR 077): what the platform takes from one player in a burst.
 * Starts the embedded sandbox in process (in-memory database, HTTP on 127.0.0.1, a random port)
 * with the shipped brands and prints figures, no assertions:
 * - uploads: PROBE_UPLOADS (84) one-file uploads of ~0.93 MB (the issue's 84 documents, 78 MB),
 *   cycling over the identity and address document types: how many stored, how many bytes, and
 *   the refusals by reason;
 * - deposits: PROBE_DEPOSITS (600) rapid new deposits, PROBE_PARALLEL (20) at a time, by a method
 *   without a QR code (how many created, how many refused by the rate, 100174) and by the PIX one
 *   (one pending code at a time: the rest answer 100532 with it);
 * - status look-ups: PROBE_STATUS (300) rapid cashier/gettransationStatus calls.
 * Bounded loops; nothing leaves 127.0.0.1. Usage: npx tsx tests/perf/abuse-probe.ts
 */
import { readdirSync } from "node:fs";
import { startTestSandbox, type TestSandbox } from "../../sandbox/api/test-server";
import { siteFromBrand } from "../../sandbox/seed/test-sites";
import type { SandboxSite } from "../../sandbox/types";
import { defaultCashierRates } from "../../sandbox/cashier/abuse";

const UPLOADS = Math.min(Number(process.env.PROBE_UPLOADS ?? 84), 500);
const DEPOSITS = Math.min(Number(process.env.PROBE_DEPOSITS ?? 600), 5000);
const PARALLEL = Math.min(Number(process.env.PROBE_PARALLEL ?? 20), 100);
const STATUS = Math.min(Number(process.env.PROBE_STATUS ?? 300), 5000);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const DOC_TYPES = [
  ["identity", "PASSPORT"],
  ["identity", "ID_CARD"],
  ["identity", "DRIVING_LICENCE"],
  ["identity", "RESIDENCE_PERMIT"],
  ["address", "UTILITY_BILL"],
  ["address", "BANK_STATEMENT"],
  ["address", "TAX_NOTICE"],
  ["address", "TENANCY_AGREEMENT"],
] as const;

const sites = readdirSync("brands")
  .sort()
  .map((id) => siteFromBrand(id));
const depositKinds = (site: SandboxSite) =>
  (site.cashier?.methods ?? []).filter((m) => m.directions.includes("deposit"));
const qrSite = sites.find((s) => depositKinds(s).some((m) => m.kind === "qr"));
// A wallet or redirect method that needs no field (SOFORT-like): the deposit is one plain call.
const plainSite = sites.find((s) =>
  depositKinds(s).some(
    (m) => (m.kind === "redirect" || m.kind === "wallet") && m.fields.every((f) => !f.requiredNewPayment),
  ),
);

const count = <T>(xs: T[], key: (x: T) => string) =>
  xs.reduce<Record<string, number>>((acc, x) => ({ ...acc, [key(x)]: (acc[key(x)] ?? 0) + 1 }), {});

async function login(t: TestSandbox, site: SandboxSite, who: string) {
  const res = await t.call(
    "login",
    { emailId: `${who}@${site.id}.test`, password: "Sandbox123" },
    { site: site.siteCode },
  );
  return res.body.sessionToken as string;
}

async function probeUploads(t: TestSandbox, site: SandboxSite) {
  const token = await login(t, site, "precheck-kycnew");
  const file = Buffer.concat([PDF, Buffer.alloc(Math.round((78 * 1024 * 1024) / 84) - PDF.length)]);
  const answers: { status: string; reason?: string }[] = [];
  const start = Date.now();
  for (let i = 0; i < UPLOADS; i++) {
    const [category, docType] = DOC_TYPES[i % DOC_TYPES.length];
    const form = new FormData();
    form.append("docType", docType);
    form.append("files", new Blob([new Uint8Array(file)]), `proof-${i}.pdf`);
    const res = await fetch(`${t.base}/ajax/account/Documents/upload/${category}`, {
      method: "POST",
      headers: { "x-site-code": site.siteCode, "x-brand-id": site.id, "x-session-token": token },
      body: form,
    });
    answers.push((await res.json()) as { status: string; reason?: string });
  }
  const [held] = await t.db.query<{ n: number; bytes: string }>(
    `select count(*)::int as n, coalesce(sum(size), 0)::text as bytes from kyc_documents
     where player_id = (select id from players where email = $1)`,
    [`precheck-kycnew@${site.id}.test`],
  );
  console.log(`\nuploads (${site.id}, quota ${JSON.stringify(site.documentQuota)}):`);
  console.log(`  ${UPLOADS} uploads of ${(file.length / 1024 / 1024).toFixed(2)} MB in ${Date.now() - start} ms`);
  console.log(`  stored ${held.n} files, ${(Number(held.bytes) / 1024 / 1024).toFixed(1)} MB`);
  console.log(
    `  answers: ${JSON.stringify(count(answers, (a) => (a.status === "SUCCESS" ? "stored" : `refused ${a.reason}`)))}`,
  );
}

async function burst(label: string, total: number, one: (i: number) => Promise<{ status: number; body: any }>) {
  const answers: { status: number; body: any }[] = [];
  const start = Date.now();
  for (let i = 0; i < total; i += PARALLEL)
    answers.push(...(await Promise.all(Array.from({ length: Math.min(PARALLEL, total - i) }, (_, j) => one(i + j)))));
  const ms = Date.now() - start;
  const kinds = count(answers, (a) => (a.body.errorCode ? `${a.body.errorCode} (HTTP ${a.status})` : a.body.status));
  console.log(`  ${label}: ${total} in ${ms} ms → ${JSON.stringify(kinds)}`);
  return answers;
}

async function probeDeposits(t: TestSandbox, site: SandboxSite, kind: "qr" | "plain") {
  const method = depositKinds(site).find((m) =>
    kind === "qr"
      ? m.kind === "qr"
      : (m.kind === "redirect" || m.kind === "wallet") && m.fields.every((f) => !f.requiredNewPayment),
  )!;
  const token = await login(t, site, "depositor");
  const amount = (site.cashier!.deposit.min * 2).toFixed(2);
  const run = Date.now();
  console.log(`\ndeposits (${site.id}, ${method.method}, ${kind}):`);
  const answers = await burst(`makeWalletPayment`, DEPOSITS, (i) =>
    t.call(
      "makeWalletPayment",
      { paymentMethod: method.method, depositAmount: amount, idempotencyKey: `probe-${run}-${i}` },
      { token, site: site.siteCode },
    ),
  );
  const created = new Set(answers.filter((a) => a.body.status === "SUCCESS").map((a) => a.body.txnId)).size;
  console.log(`  deposits created: ${created} of ${DEPOSITS}`);
  const txnId = answers.find((a) => a.body.txnId)?.body.txnId ?? "none";
  await burst("gettransationStatus", STATUS, () =>
    t.call("cashier/gettransationStatus", { txnId }, { token, site: site.siteCode }),
  );
}

const t = await startTestSandbox(sites);
try {
  console.log(`abuse probe: sandbox at ${t.base}; cashier rates ${JSON.stringify(defaultCashierRates())}`);
  await probeUploads(
    t,
    sites.find((s) => s.id === (qrSite ?? sites[0]).id)!,
  );
  if (plainSite) await probeDeposits(t, plainSite, "plain");
  if (qrSite) await probeDeposits(t, qrSite, "qr");
} finally {
  await t.close();
}

/**
 * Form-body fuzz of the production server (issue 24 §3): a seeded stream of anonymous POSTs to every
 * route that takes one (and to pages that do not), with random fields, values, content types, sizes
 * and Origins. Nothing may answer 5xx, and no Location may leave the site. Prints the counts.
 */
import { rng, type Rng } from "../../sandbox/seed/random";
import { SERVER } from "./matrix";
import { expect, test } from "./fixtures";

// FUZZ_FORM_POSTS raises the count for a longer hunt by hand; npm test runs 600 per brand.
const REQUESTS = Number(process.env.FUZZ_FORM_POSTS ?? 600);

const PATHS = [
  "policies/accept",
  "favourites/toggle",
  "session",
  "logout",
  "forgotpassword",
  "reset-password",
  "register/step1",
  "otp",
  "sms",
  "accountlocked",
  "myaccount/limits",
  "myaccount/preferencecenter",
  "myaccount/security/reality-check",
  "myaccount/cashier",
  "withdraw/cancelWithdrawal",
  "withdraw/confirmCancelWithdraw",
  "setlimits",
  "setmonthlydepositlimit",
  "search",
  "gameplay/slot-1/real",
  "promotions",
  "",
  "no-such-page",
];
const FIELDS = [
  "redirectTo",
  "returnTo",
  "intent",
  "__intent__",
  "emailId",
  "password",
  "confirmPassword",
  "amount",
  "daily",
  "weekly",
  "monthly",
  "gameCode",
  "favourite",
  "code",
  "phone",
  "areaCode",
  "cpf",
  "nationalId",
  "token",
  "q",
  "hours",
  "minutes",
  "type",
  "accept",
  "txnId",
  "idempotencyKey",
];
const VALUES = [
  "",
  "0",
  "-1",
  "1e308",
  "NaN",
  "99999999999999999999999",
  "1,5",
  "true",
  "on",
  "/pb/../..//evil.com",
  "//evil.com",
  "/\\evil.com",
  "https://evil.com/",
  "javascript:alert(1)",
  "/%2e%2e/%2e%2e//evil.com",
  "%ZZ",
  "\u0000",
  "ção",
  "\u2028\u2029",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "{{7*7}}",
  "a".repeat(5000),
];
const CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-8",
  "multipart/form-data; boundary=----fuzz",
  "application/json",
  "text/plain",
  "application/xml",
  "",
];

function formBody(rand: Rng): string {
  const pairs: string[] = [];
  const count = rand.int(0, 5);
  for (let i = 0; i < count; i++) {
    const name = rand.chance(0.9) ? rand.pick(FIELDS) : rand.pick(VALUES).slice(0, 40);
    const value = rand.chance(0.8)
      ? rand.pick(VALUES)
      : String.fromCharCode(...Array.from({ length: rand.int(0, 29) }, () => rand.int(0, 0x2fff)));
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  // Now and then a raw, badly escaped or oversized body: the parser must refuse it cleanly.
  if (rand.chance(0.05)) pairs.push("%E0%A4%A=broken");
  if (rand.chance(0.03)) pairs.push(`pad=${"x".repeat(70_000)}`);
  return pairs.join("&");
}

test("anonymous form posts with random bodies: no 5xx, no Location off the site", async ({ api, site }) => {
  test.setTimeout(Math.max(120_000, REQUESTS * 200));
  // The same stream on every run (the sandbox seed's generator), so a failure can be replayed.
  const rand = rng(`fuzz-forms:${site.brand.id}`);
  const host = new URL(site.origin).host;
  const lang = site.lang;
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const target = rand.pick(PATHS);
    const pathname = `/${lang}${target ? `/${target}` : ""}${rand.chance(0.2) ? ".data" : ""}${rand.chance(0.1) ? "?index" : ""}`;
    const contentType = rand.pick(CONTENT_TYPES);
    const body = contentType.startsWith("application/json")
      ? JSON.stringify({ redirectTo: rand.pick(VALUES) })
      : formBody(rand);
    const origin = rand.chance(0.9) ? site.origin : rand.pick(["https://evil.com", "null", `https://${host}`]);
    const res = await api.post(`${SERVER}${pathname}`, {
      maxRedirects: 0,
      failOnStatusCode: false,
      headers: { host, origin, ...(contentType ? { "content-type": contentType } : {}) },
      data: body,
    });
    const status = res.status();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const location = res.headers()["location"];
    const offSite = location !== undefined && new URL(location, site.origin).origin !== site.origin;
    if (status >= 500 || offSite)
      failures.push(
        `#${i} POST ${pathname} (${contentType || "no type"}, origin ${origin}) → ${status} ${location ?? ""}` +
          ` body ${JSON.stringify(body.slice(0, 300))}`,
      );
  }
  const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(
    `fuzz ${site.brand.id}: ${REQUESTS} form posts, ${failures.length} 5xx or off-site; ${summary.join(" ")}`,
  );
  expect(failures).toEqual([]);
});

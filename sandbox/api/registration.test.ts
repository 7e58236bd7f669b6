import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "./test-server";
import { cpfFor } from "../accounts/seed";
import { formatCpf, lookupCpf } from "../accounts/cpf";

let t: TestSandbox;
let phoneSeq = 0;
const post = (path: string, form: Record<string, string>, token?: string) => t.call(path, form, { token });
const outbox = async (to: string) =>
  (await (await fetch(`${t.base}/sandbox/outbox.json?to=${encodeURIComponent(to)}&site=solbet`)).json()) as any[];

function form(overrides: Record<string, string> = {}, seed = `r${phoneSeq}`): Record<string, string> {
  phoneSeq += 1;
  const email = overrides.emailId ?? `new${phoneSeq}@example.com`;
  return {
    title: "Mr",
    areaCode: "55",
    areaCountryCode: "BR",
    country: "BR",
    phoneNumber: `2198${String(phoneSeq).padStart(7, "0")}`,
    state: "-NA-",
    nationalId: formatCpf(cpfFor(seed + phoneSeq)),
    emailId: email,
    password: "Secret123",
    nickname: email,
    screenName: email,
    termsNcondition: "true",
    emailAndMobileSubscribed: "true",
    policies: JSON.stringify([{ policyType: "TERMS_AND_CONDITIONS", policyVersionId: "1.0", policyAccepted: true }]),
    affiliateId: "",
    affiliateName: "",
    trackerId: "",
    bannerId: "",
    language: "pb",
    currency: "BRL",
    productCommunicationPreferences: JSON.stringify({ sportsBook: true, casino: true }),
    emailSubscribed: "true",
    telephoneSubscribed: "true",
    smsSubscribed: "true",
    ...overrides,
  };
}
const errorsOf = (r: { body: any }) => r.body.errors as { errorCode: string; field?: string }[];

beforeAll(async () => {
  t = await startTestSandbox(["solbet"]);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("registration", () => {
  it("registers with the registry's name and birth date, then signs in", async () => {
    const [policy] = await t.db.query<{ policy_type: string; policy_version_id: string }>(
      "select policy_type, policy_version_id from policies where site = 'solbet' order by sort_order limit 1",
    );
    const f = form({
      emailId: "maria@example.com",
      nationalId: "111.444.777-35",
      policies: JSON.stringify([
        { policyType: policy.policy_type, policyVersionId: policy.policy_version_id, policyAccepted: true },
        { policyType: "NOPE", policyVersionId: "1.0", policyAccepted: true },
      ]),
    });
    const r = await post("registration", f);
    expect(r.body).toEqual({ success: true, externalEcrId: expect.stringMatching(/^SOL-\d+$/) });
    const login = await post("login", { emailId: "maria@example.com", password: "Secret123" });
    const token = login.body.sessionToken;
    const p = (await t.call("profile/getProfileBalanceCurrency", undefined, { token })).body;
    const person = lookupCpf("11144477735")!;
    expect(p).toMatchObject({
      firstName: person.firstName,
      lastName: person.lastName,
      dob: person.dateOfBirth,
      userStatus: "play",
      nationalId: "111.444.777-35",
      externalEcrId: r.body.externalEcrId,
      phone: f.phoneNumber,
      areaCode: "55",
      currency: "BRL",
      emailVerified: false,
    });
    expect(p.balanceDetails).toEqual({ withdrawableBalance: 0, bonus: 0, freebetBalance: 0, drpBalance: 0 });
    const policies = (await t.call("policy/getUserPolicyDetails", undefined, { token })).body;
    expect(policies).toEqual({
      status: "SUCCESS",
      policies: [{ policyType: policy.policy_type, policyVersionId: policy.policy_version_id, policyAccepted: true }],
    });
    const [hash] = await t.db.query<{ password_hash: string }>(
      "select password_hash from players where email = 'maria@example.com'",
    );
    expect(hash.password_hash).toMatch(/^scrypt\$/);
    expect(hash.password_hash).not.toContain("Secret123");
    // Registered in pb: the welcome mail is in Portuguese (issue 35 §5).
    expect((await outbox("maria@example.com"))[0]).toMatchObject({ channel: "EMAIL", subject: "Boas-vindas à SolBet" });
  });

  it("lists every missing field as 100180", async () => {
    const r = await post(
      "registration",
      form({ emailId: "", password: "", nationalId: "", phoneNumber: "", termsNcondition: "false" }),
    );
    expect(r.body.success).toBe(false);
    expect(errorsOf(r)).toEqual(
      expect.arrayContaining([
        { errorCode: "100180", field: "emailId" },
        { errorCode: "100180", field: "password" },
        { errorCode: "100180", field: "nationalId" },
        { errorCode: "100180", field: "phoneNumber" },
        { errorCode: "100180", field: "termsNcondition" },
      ]),
    );
  });

  it("duplicates: email 100170, nickname 100171, CPF 100762, phone 100157", async () => {
    const first = form({ emailId: "dup@example.com" });
    expect((await post("registration", first)).body.success).toBe(true);
    const again = form({
      emailId: "DUP@example.com",
      nickname: "dup@example.com",
      nationalId: first.nationalId,
      phoneNumber: first.phoneNumber,
    });
    expect(errorsOf(await post("registration", again))).toEqual(
      expect.arrayContaining([
        { errorCode: "100170", field: "emailId" },
        { errorCode: "100171", field: "nickname" },
        { errorCode: "100762", field: "nationalId" },
        { errorCode: "100157", field: "phoneNumber" },
      ]),
    );
  });

  it("minor 100291; invalid or refused CPF 100734; weak password 100164", async () => {
    expect(errorsOf(await post("registration", form({ nationalId: "123.456.789-09" })))).toEqual([
      { errorCode: "100291", field: "nationalId" },
    ]);
    expect(errorsOf(await post("registration", form({ nationalId: "111.444.777-34" })))).toEqual([
      { errorCode: "100734", field: "nationalId" },
    ]);
    expect(errorsOf(await post("registration", form({ nationalId: "529.982.247-25" })))).toEqual([
      { errorCode: "100734", field: "nationalId" },
    ]);
    expect(errorsOf(await post("registration", form({ password: "alllowercase1" })))).toEqual([
      { errorCode: "100164", field: "password" },
    ]);
    expect(errorsOf(await post("registration", form({ phoneNumber: "1234" })))).toEqual([
      { errorCode: "100164", field: "phoneNumber" },
    ]);
  });

  it("emails with + % and consecutive separators register: the email nickname follows the email rule", async () => {
    for (const email of ["john+casino@gmail.com", "ana%promo@example.com", "a_.b@example.com"]) {
      const r = await post("registration", form({ emailId: email, nickname: email, screenName: email }));
      expect(r.body, email).toEqual({ success: true, externalEcrId: expect.any(String) });
      expect((await post("login", { emailId: email, password: "Secret123" })).body.sessionToken, email).toEqual(
        expect.any(String),
      );
    }
    // a nickname that is not the email still follows the nickname rule
    expect(errorsOf(await post("registration", form({ nickname: "bad+nick" })))).toEqual([
      { errorCode: "100164", field: "nickname" },
    ]);
  });

  it("country rules add fields (DE birthPlace and maidenName)", async () => {
    expect(errorsOf(await post("registration", form({ country: "DE" })))).toEqual([
      { errorCode: "100180", field: "birthPlace" },
      { errorCode: "100180", field: "maidenName" },
    ]);
  });
});

describe("uniqueness and phone checks", () => {
  it("isUniqueEmail / isUniqueNickname answer bare numbers", async () => {
    expect((await post("isUniqueEmail", { txtEmail: "player@solbet.test" })).body).toBe(0);
    expect((await post("isUniqueEmail", { txtEmail: "free@solbet.test" })).body).toBe(1);
    expect((await post("isUniqueEmail", { txtEmail: "not-an-email" })).body).toBe(2);
    expect((await post("isUniqueNickname", { txtNickname: "player@solbet.test" })).body).toBe(0);
    expect((await post("isUniqueNickname", { txtNickname: "fresh_name" })).body).toBe(1);
    expect((await post("isUniqueNickname", { txtNickname: "ab" })).body).toBe(2);
  });
  it("checkUserPhoneAvailablity: taken by another is DUPLICATE_MOBILE, one's own is fine", async () => {
    expect(
      (await post("checkUserPhoneAvailablity", { mobileNumber: "11900000000", mobileIsdCode: "+55" })).body,
    ).toEqual({ status: "FAILURE", internalErrorCodeDescription: "DUPLICATE_MOBILE" });
    expect(
      (await post("checkUserPhoneAvailablity", { mobileNumber: "11977776666", mobileIsdCode: "55" })).body,
    ).toEqual({ status: "SUCCESS" });
    const token = (await post("login", { emailId: "player@solbet.test", password: "Sandbox123" })).body.sessionToken;
    expect(
      (await post("checkUserPhoneAvailablity", { mobileNumber: "11900000000", mobileIsdCode: "55" }, token)).body,
    ).toEqual({ status: "SUCCESS" });
  });
  it("profile/update changes the phone, refusing a duplicate", async () => {
    const t2 = (await post("login", { emailId: "googlelinked@solbet.test", password: "Sandbox123" })).body.sessionToken;
    const dup = await post("profile/update", { phoneNumber: "11900000000", areaCode: "55", areaCountryCode: "BR" }, t2);
    expect(dup.body).toMatchObject({ status: "FAILURE", internalErrorCodeDescription: "DUPLICATE_MOBILE" });
    expect(
      (await post("profile/update", { phoneNumber: "11955554444", areaCode: "55", areaCountryCode: "BR" }, t2)).body,
    ).toEqual({ status: "SUCCESS" });
    expect((await t.call("profile/getProfileBalanceCurrency", undefined, { token: t2 })).body.phone).toBe(
      "11955554444",
    );
    expect((await post("profile/update", { phoneNumber: "1" })).status).toBe(401);
  });
});

describe("validateCpf", () => {
  it("resolves a valid CPF to a person", async () => {
    const person = lookupCpf("39053344705")!;
    const digits = cpfFor("someone");
    const r = await post("validateCpf", { cpfNumber: formatCpf(digits) });
    expect(r.body).toEqual({
      status: "SUCCESS",
      fullName: lookupCpf(digits)!.fullName,
      dateOfBirth: lookupCpf(digits)!.dateOfBirth,
      errorCode: null,
    });
    expect(person.errorCode).toBe("100769");
  });
  it.each([
    ["529.982.247-25", "100776"],
    ["168.995.350-09", "100775"],
    ["390.533.447-05", "100769"],
    ["044.122.358-31", "100777"],
    ["863.541.120-02", "100778"],
    ["987.654.321-00", "100771"],
    ["246.813.579-28", "100764"],
    ["111.444.777-34", "100770"],
    ["111.111.111-11", "100770"],
    ["123.456", "100770"],
    ["", "100770"],
  ])("%s → %s", async (cpfNumber, errorCode) => {
    expect((await post("validateCpf", { cpfNumber })).body).toEqual({ status: "FAILURE", errorCode });
  });
  it("a registered CPF is 100762; the minor validates (registration refuses it)", async () => {
    expect((await post("validateCpf", { cpfNumber: "11144477735" })).body).toEqual({
      status: "FAILURE",
      errorCode: "100762",
    });
    expect((await post("validateCpf", { cpfNumber: "123.456.789-09" })).body.status).toBe("SUCCESS");
  });
});

describe("channel verification (OTP)", () => {
  it("sends a 4-digit code to the outbox and verifies it once", async () => {
    expect(
      (await post("verifyChannel", { email: "player@solbet.test", channel: "SMS", verificationCode: "1234" })).body,
    ).toEqual({ status: "NOT_INTIATED" });
    expect((await post("sendChannelVeification", { email: "player@solbet.test", channel: "SMS" })).body).toEqual({
      status: "SUCCESS",
    });
    const [sms] = await outbox("5511900000000");
    expect(sms).toMatchObject({ channel: "SMS", site: "solbet", code: expect.stringMatching(/^\d{4}$/) });
    const wrong = sms.code === "0000" ? "1111" : "0000";
    expect(
      (await post("verifyChannel", { email: "player@solbet.test", channel: "SMS", verificationCode: wrong })).body,
    ).toEqual({ status: "INVALIDCODE" });
    expect(
      (await post("verifyChannel", { email: "player@solbet.test", channel: "SMS", verificationCode: sms.code })).body,
    ).toEqual({ status: "SUCCESS" });
    expect(
      (await post("verifyChannel", { email: "player@solbet.test", channel: "SMS", verificationCode: sms.code })).body,
    ).toEqual({ status: "NOT_INTIATED" });
    const [row] = await t.db.query<{ phone_verified: boolean }>(
      "select phone_verified from players where email = 'player@solbet.test'",
    );
    expect(row.phone_verified).toBe(true);
  });
  it("a new code replaces the old; codes expire after 10 minutes", async () => {
    await post("sendChannelVeification", { email: "google@solbet.test", channel: "EMAIL" });
    const [first] = await outbox("google@solbet.test");
    await post("sendChannelVeification", { email: "google@solbet.test", channel: "EMAIL" });
    const [second] = await outbox("google@solbet.test");
    expect(second.id).not.toBe(first.id);
    if (first.code !== second.code) {
      expect(
        (await post("verifyChannel", { email: "google@solbet.test", channel: "EMAIL", verificationCode: first.code }))
          .body.status,
      ).toBe("INVALIDCODE");
    }
    await t.db.query(
      "update channel_codes set expires_at = now() - interval '1 second' where email = 'google@solbet.test'",
    );
    expect(
      (await post("verifyChannel", { email: "google@solbet.test", channel: "EMAIL", verificationCode: second.code }))
        .body.status,
    ).toBe("NOT_INTIATED");
  });
  it("refuses unknown channels and emails", async () => {
    expect((await post("sendChannelVeification", { email: "player@solbet.test", channel: "FAX" })).body.errorCode).toBe(
      100164,
    );
    expect(
      (await post("sendChannelVeification", { email: "ghost@solbet.test", channel: "EMAIL" })).body.errorCode,
    ).toBe(100166);
  });
});

describe("password recovery", () => {
  const latestLink = async (email: string) =>
    new URL((await outbox(email))[0].link, "http://x").searchParams.get("resetPasswordToken")!;

  it("mails a link; the token resets the password once", async () => {
    expect((await post("resetPassword", { email: "ghost@solbet.test" })).body.errorCode).toBe(100164);
    expect((await post("resetPassword", { email: "code100157@solbet.test" })).body).toEqual({ success: true });
    const [mail] = await outbox("code100157@solbet.test");
    expect(mail.link).toMatch(/^\/pb\?resetPasswordToken=[A-Za-z0-9_-]{43}$/);
    const token = await latestLink("code100157@solbet.test");
    expect(
      (await post("resetPassword/doResetPassword", { token, password: "NewPass123", confirmPassword: "Other123" })).body
        .errorCode,
    ).toBe(100164);
    expect(
      (await post("resetPassword/doResetPassword", { token, password: "NewPass123", confirmPassword: "NewPass123" }))
        .body,
    ).toEqual({ success: true });
    expect(
      (await post("login", { emailId: "code100157@solbet.test", password: "Sandbox123" })).body.errors.errorCode,
    ).toBe("100161");
    expect(
      (await post("login", { emailId: "code100157@solbet.test", password: "NewPass123" })).body.errors.errorCode,
    ).toBe("100157");
    expect(
      (await post("resetPassword/doResetPassword", { token, password: "NewPass123", confirmPassword: "NewPass123" }))
        .body,
    ).toEqual({ success: false, internalErrorCode: 11006 });
  });
  it("expired (30 minutes), superseded or unknown tokens answer 11006", async () => {
    await post("resetPassword", { email: "code100177@solbet.test" });
    const old = await latestLink("code100177@solbet.test");
    await post("resetPassword", { email: "code100177@solbet.test" });
    const current = await latestLink("code100177@solbet.test");
    const reset = (token: string) =>
      post("resetPassword/doResetPassword", { token, password: "NewPass123", confirmPassword: "NewPass123" });
    expect((await reset(old)).body).toEqual({ success: false, internalErrorCode: 11006 });
    await t.db.query("update password_resets set expires_at = now() - interval '1 second' where used_at is null");
    expect((await reset(current)).body).toEqual({ success: false, internalErrorCode: 11006 });
    expect((await reset("made-up")).body).toEqual({ success: false, internalErrorCode: 11006 });
  });
});

describe("mail language (issue 35 §5)", () => {
  it("writes the welcome mail in the language the player registered with", async () => {
    for (const [language, subject, body] of [
      ["pb", "Boas-vindas à SolBet", /^Olá, .+! Sua conta na SolBet está pronta\./],
      ["es", "Bienvenido a SolBet", /^Hola .+, tu cuenta de SolBet está lista\./],
      ["en", "Welcome to SolBet", /^Hello .+, your SolBet account is ready\./],
    ] as const) {
      const emailId = `mail-${language}@example.com`;
      expect(
        (await post("registration", form({ emailId, nickname: emailId, screenName: emailId, language }))).body,
      ).toMatchObject({ success: true });
      const [mail] = await outbox(emailId);
      expect(mail.subject).toBe(subject);
      expect(mail.body).toMatch(body);
    }
  });
  it("writes the code and the reset link in the player's language, not the caller's", async () => {
    const email = "mail-lang@example.com";
    expect(
      (await post("registration", form({ emailId: email, nickname: email, screenName: email }))).body.success,
    ).toBe(true);
    await post("sendChannelVeification", { email, channel: "EMAIL" });
    const [code] = await outbox(email);
    expect(code.subject).toBe("Código de verificação da SolBet");
    expect(code.body).toBe(`Seu código de verificação da SolBet é ${code.code}. Ele vale por 10 minutos.`);
    await post("resetPassword", { email });
    const [reset] = await outbox(email);
    expect(reset.subject).toBe("SolBet: redefina sua senha");
    expect(reset.body).toContain(`Abra ${reset.link} em até 30 minutos`);
    // The test client calls with language=pb: a player who chose English still reads English.
    await t.db.query("update players set language = 'en' where email = $1", [email]);
    await post("resetPassword", { email });
    expect((await outbox(email))[0].subject).toBe("SolBet: reset your password");
  });
});

describe("policies and outbox", () => {
  it("updateUserPolicyDetails stores accepted configured policies", async () => {
    const token = (await post("login", { emailId: "googlelinked@solbet.test", password: "Sandbox123" })).body
      .sessionToken;
    const [policy] = await t.db.query<{ policy_type: string }>(
      "select policy_type from policies where site = 'solbet' order by sort_order limit 1",
    );
    const update = await post(
      "policy/updateUserPolicyDetails",
      { policies: JSON.stringify([{ policyType: policy.policy_type, policyVersionId: "2.0", policyAccepted: true }]) },
      token,
    );
    expect(update.body).toEqual({ status: "SUCCESS" });
    const mine = (await t.call("policy/getUserPolicyDetails", undefined, { token })).body.policies;
    expect(mine).toContainEqual({ policyType: policy.policy_type, policyVersionId: "2.0", policyAccepted: true });
    expect((await post("policy/updateUserPolicyDetails", { policies: "nope" }, token)).body.errorCode).toBe(100164);
  });
  it("the outbox lists messages newest first, as HTML and JSON", async () => {
    const all = (await (await fetch(`${t.base}/sandbox/outbox.json`)).json()) as any[];
    expect(all.length).toBeGreaterThan(3);
    expect(Number(all[0].id)).toBeGreaterThan(Number(all[1].id));
    expect(Object.keys(all[0])).toEqual(
      expect.arrayContaining(["id", "site", "channel", "to", "subject", "body", "createdAt"]),
    );
    const html = await (await fetch(`${t.base}/sandbox/outbox`)).text();
    expect(html).toContain("Sandbox outbox");
    expect(html).not.toMatch(/<script|style=/);
  });
});

describe("subscription preferences", () => {
  it("reads what registration stored and persists changes; fields left out keep their value", async () => {
    const f = form({ emailId: "prefs@example.com", smsSubscribed: "false" });
    expect((await post("registration", f)).body.success).toBe(true);
    const token = (await post("login", { emailId: "prefs@example.com", password: "Secret123" })).body.sessionToken;
    const read = async () => (await t.call("profile/getSubscriptionPreferenes", undefined, { token })).body;
    expect(await read()).toEqual({
      status: "SUCCESS",
      emailSubscribed: true,
      smsSubscribed: false,
      telephoneSubscribed: true,
      productCommunicationPreferences: { sportsBook: true, casino: true },
    });
    const update = await post(
      "profile/updateSubscriptionPreferenes",
      { emailSubscribed: "false", productCommunicationPreferences: JSON.stringify({ casino: false }) },
      token,
    );
    expect(update.body).toMatchObject({ status: "SUCCESS", emailSubscribed: false, smsSubscribed: false });
    expect(await read()).toEqual({
      status: "SUCCESS",
      emailSubscribed: false,
      smsSubscribed: false,
      telephoneSubscribed: true,
      productCommunicationPreferences: { sportsBook: true, casino: false },
    });
    expect((await post("profile/updateSubscriptionPreferenes", { smsSubscribed: "yes" }, token)).body).toMatchObject({
      errorCode: 100164,
    });
    expect((await t.call("profile/getSubscriptionPreferenes")).status).toBe(401);
  });
});

import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import type { BrandConfig } from "~/brand/config.generated";
import { platformCaller, visitorCountry } from "~/platform/caller.server";
import type { PlatformCaller } from "~/platform/http.server";
import { isMaintenance } from "~/platform/errors";
import {
  checkPhoneAvailability,
  getPolicyConfigs,
  isUniqueEmail,
  loginAfterRegistration,
  register,
  validateCpf,
} from "~/platform/registration.server";
import { serverT } from "~/i18n/i18next.server";
import { routes } from "~/i18n/languages";
import { commitRequestSession, replaceRequestSession } from "~/session/session.server";
import { readTracking } from "~/features/affiliates/tracking.server";
import { safeRedirectTarget } from "~/routing/safe-path";
import type { FieldCheckIntent } from "~/routing/revalidation";
import { requestScope, siteScope, type SiteScope } from "~/routing/scope.server";
import { languageOfEntrySlug, slugFor } from "~/routing/spec-routes";
import { modalHref } from "~/routing/modal-links";
import { countryByIso } from "./countries";
import { cpfErrorKey, emailUniquenessKey, mapRegistrationErrors, phoneAvailabilityKey } from "./errors";
import { birthDateProblem, formatCpf, isValidEmail, phoneProblem, splitFullName } from "~/forms/rules";
import { cpfStepSchema, registrationSchema, rulesFrom } from "./schema";
import { signVerifiedCpf, verifyCpfToken, type VerifiedCpf } from "./cpf-token.server";
import { skipIpThrottle } from "~/routing/sliding-window";
import { cpfLookupThrottle } from "./cpf-throttle.server";
import { buildRegistrationPayload } from "./payload";
import { NO_STORE } from "~/routing/headers";
import { REGISTER_PIXEL_DUE } from "./register-pixel.server";
import { readForm } from "~/routing/form.server";

/** The verified CPF as the form carries it (read-only fields plus the signed token). */
export interface VerifiedCpfState extends VerifiedCpf {
  token: string;
}

/** What the registration action answers (the modal's fetchers and the no-JavaScript page alike). */
export type RegistrationActionData =
  | { kind: "form"; result: SubmissionResult<string[]>; verified: VerifiedCpfState | null }
  | { kind: "check"; field: "email" | "phone"; value: string; error: string | null }
  | { kind: "cpf"; cpf: string; verified: VerifiedCpfState | null; error: string | null }
  | { kind: "done" }
  | { kind: "loginFailed" }
  | { kind: "blocked" };

export type Intent = "register" | "editCpf" | FieldCheckIntent;
const INTENTS: readonly Intent[] = ["register", "validateCpf", "editCpf", "checkEmail", "checkPhone"];

/**
 * Where the registration context of this request stands: brand, language (the page's, or an
 * entry path's own), country rule. Registration's calls are a guest's: no player lookup.
 */
export async function registrationContext({ context, brand }: SiteScope, lang: string) {
  let countryCode: string | null = null;
  try {
    const country = await visitorCountry(context, brand);
    countryCode = country.known ? country.countryCode : null;
  } catch (error) {
    if (!isMaintenance(error)) throw error;
  }
  const rule = countryCode ? (brand.countryRules[countryCode] ?? null) : null;
  return {
    brand,
    lang,
    countryCode,
    blocked: rule?.registrationBlocked === true,
    extraFields: rule?.registrationFields ?? [],
    caller: platformCaller(context, brand, lang),
  };
}

/** Spec §4 route guard: SE-like rules block registration and show the restricted modal instead. */
export function restrictedHref(lang: string, search = ""): string {
  const params = new URLSearchParams(search);
  params.delete("confirmClose");
  params.delete("registered");
  params.set("modal", "restricted-registration");
  return `/${lang}?${params.toString()}`;
}

const str = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

/** The verified CPF the form posted, if its token is ours and matches the data. */
function postedVerified(formData: FormData, secrets: readonly string[]): VerifiedCpfState | null {
  const state = {
    cpf: formatCpf(str(formData, "cpf")),
    firstName: str(formData, "firstName").trim(),
    lastName: str(formData, "lastName").trim(),
    dateOfBirth: str(formData, "dateOfBirth").trim(),
    token: str(formData, "cpfToken"),
  };
  if (!state.token || !state.firstName || !state.dateOfBirth) return null;
  return verifyCpfToken(secrets, state.token, state) ? state : null;
}

async function checkEmail(caller: PlatformCaller, email: string): Promise<string | null> {
  if (!isValidEmail(email)) return "email.errors.invalid";
  return emailUniquenessKey(await isUniqueEmail(caller, email.trim()));
}

async function checkPhone(
  caller: PlatformCaller,
  brand: BrandConfig,
  iso: string,
  phone: string,
): Promise<string | null> {
  const dial = countryByIso(iso)?.dialCode ?? "";
  const problem = phoneProblem(dial, phone, brand.limits.phone);
  if (problem) return `phone.errors.${problem}`;
  return phoneAvailabilityKey(await checkPhoneAvailability(caller, phone.trim(), dial));
}

/** Checks a CPF with the registry and signs what it answered. */
export async function verifyCpf(
  caller: PlatformCaller,
  brand: BrandConfig,
  secrets: readonly string[],
  cpf: string,
): Promise<{ verified: VerifiedCpfState | null; error: string | null }> {
  const check = await validateCpf(caller, cpf);
  if (!check.ok) return { verified: null, error: cpfErrorKey(check.code) };
  const age = birthDateProblem(check.dateOfBirth, brand.limits.minimumAge);
  if (age)
    return { verified: null, error: age === "underage" ? "cpf.errors.underage" : "cpf.errors.invalidDateOfBirth" };
  const { firstName, lastName } = splitFullName(check.fullName);
  const verified = { cpf: formatCpf(cpf), firstName, lastName, dateOfBirth: check.dateOfBirth };
  return { verified: { ...verified, token: signVerifiedCpf(secrets, verified) }, error: null };
}

/** Where a no-JavaScript submission goes back to after registering (same-origin paths only). */
export function returnPath(formData: FormData, lang: string): string {
  const value = safeRedirectTarget(str(formData, "returnTo"), null);
  return value?.startsWith(`/${lang}`) ? value : `/${lang}`;
}

/** Where a no-JavaScript registration ends: the registration modal over the page it came from. */
export function afterRegistration(returnTo: string, registered: "1" | "loginFailed"): string {
  const url = new URL(returnTo, "http://x");
  return modalHref({ pathname: url.pathname, search: url.search }, "register", { registered });
}

/**
 * The registration action (spec §3–§5, §8): `intent` = validateCpf | editCpf | checkEmail |
 * checkPhone | register. Never loses what was typed (except the password).
 */
export async function registrationAction(args: ActionFunctionArgs) {
  const site = siteScope(args);
  const { request, context, lang } = site;
  const formData = await readForm(request);
  const reg = await registrationContext(site, lang);
  const { brand, caller } = reg;
  const intentValue = str(formData, "intent") as Intent;
  const cpfBrand = brand.identityDocument.kind === "cpf";
  // The CPF buttons exist only where the brand's document is the CPF.
  const cpfIntent = intentValue === "validateCpf" || intentValue === "editCpf";
  const intent: Intent = INTENTS.includes(intentValue) && (cpfBrand || !cpfIntent) ? intentValue : "register";
  const withJs = str(formData, "js") === "1";
  const secrets = context.sessionSecrets;
  const hide = { hideFields: ["password"] };

  if (reg.blocked) {
    if (!withJs) throw redirect(restrictedHref(lang));
    return data<RegistrationActionData>({ kind: "blocked" }, { status: 403 });
  }

  if (intent === "checkEmail") {
    const value = str(formData, "email").trim();
    return data<RegistrationActionData>({
      kind: "check",
      field: "email",
      value,
      error: await checkEmail(caller, value),
    });
  }
  if (intent === "checkPhone") {
    const iso = str(formData, "areaCountryCode");
    const phone = str(formData, "phone").trim();
    return data<RegistrationActionData>({
      kind: "check",
      field: "phone",
      value: `${iso}|${phone}`,
      error: await checkPhone(caller, brand, iso, phone),
    });
  }

  if (intent === "validateCpf" || intent === "editCpf") {
    const submission = parseWithZod(formData, { schema: cpfStepSchema });
    if (intent === "editCpf" || submission.status !== "success") {
      if (withJs) {
        const error = submission.status === "success" ? null : (submission.error?.cpf?.[0] ?? "cpf.errors.invalidCpf");
        return data<RegistrationActionData>({
          kind: "cpf",
          cpf: formatCpf(str(formData, "cpf")),
          verified: null,
          error: intent === "editCpf" ? null : error,
        });
      }
      return data<RegistrationActionData>({ kind: "form", result: submission.reply(hide), verified: null });
    }
    const allowed = skipIpThrottle(context) || cpfLookupThrottle.allow(context.clientIp);
    const { verified, error } = allowed
      ? await verifyCpf(caller, brand, secrets, submission.value.cpf)
      : { verified: null, error: "cpf.errors.throttled" };
    if (withJs) return data<RegistrationActionData>({ kind: "cpf", cpf: submission.value.cpf, verified, error });
    return data<RegistrationActionData>({
      kind: "form",
      result: submission.reply(error ? { ...hide, fieldErrors: { cpf: [error] } } : hide),
      verified,
    });
  }

  // intent === "register"
  const rules = rulesFrom(brand.limits, reg.extraFields, brand.identityDocument);
  const submission = parseWithZod(formData, { schema: registrationSchema(rules) });
  const verified = cpfBrand ? postedVerified(formData, secrets) : null;
  const fail = (extra: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }, keepVerified = verified) =>
    data<RegistrationActionData>(
      { kind: "form", result: submission.reply({ ...hide, ...extra }), verified: keepVerified },
      { status: 400 },
    );
  if (submission.status !== "success") {
    return data<RegistrationActionData>({ kind: "form", result: submission.reply(hide), verified }, { status: 400 });
  }
  const form = submission.value;
  // A name or date of birth that is not what the registry answered for this CPF is refused.
  if (cpfBrand && (!verified || formatCpf(verified.cpf) !== form.cpf))
    return fail({ fieldErrors: { cpf: ["cpf.errors.notVerified"] } }, null);

  const [emailError, phoneError] = await Promise.all([
    checkEmail(caller, form.email),
    checkPhone(caller, brand, form.areaCountryCode, form.phone),
  ]);
  if (emailError || phoneError) {
    const fieldErrors: Record<string, string[]> = {};
    if (emailError) fieldErrors.email = [emailError];
    if (phoneError) fieldErrors.phone = [phoneError];
    return fail({ fieldErrors });
  }

  const country = countryByIso(form.areaCountryCode)!;
  const policies = await getPolicyConfigs(caller);
  const payload = buildRegistrationPayload({
    form,
    phoneCountry: country,
    country: reg.countryCode ?? brand.defaultCountry,
    policies,
    tracking: readTracking(request),
    lang,
    currency: brand.currency.code,
    extraFields: reg.extraFields,
    document: brand.identityDocument,
  });

  const result = await register(caller, payload);
  if (!result.ok) {
    const mapped = mapRegistrationErrors(result.errors, brand.identityDocument.kind);
    return mapped.control
      ? fail({ fieldErrors: { [mapped.control]: [mapped.key] } })
      : fail({ formErrors: [mapped.key] });
  }

  // Automatic login (spec §4); the session is rotated: a fresh one replaces whatever the cookie held.
  const login = await loginAfterRegistration(caller, form.email, form.password);
  const returnTo = returnPath(formData, lang);
  if (!login.ok) {
    if (!withJs) throw redirect(afterRegistration(returnTo, "loginFailed"));
    return data<RegistrationActionData>({ kind: "loginFailed" });
  }
  const session = await replaceRequestSession(context);
  session.set("platformToken", login.sessionToken);
  session.set("loginAt", Date.now());
  session.set("sessionLimitMinutes", login.sessionLimitMinutes);
  // The success view loads the affiliate's register pixel once (ADR 061).
  session.set(REGISTER_PIXEL_DUE, true);
  // With or without JavaScript, the browser goes to the success view (a fetcher follows the
  // redirect too); the redirect carries the new session cookie.
  const headers = new Headers({ ...NO_STORE, "Set-Cookie": await commitRequestSession(context) });
  throw redirect(afterRegistration(returnTo, "1"), { headers });
}

/** {lang}/register/step1 (spec §2 registration start): guarded by the country rule (spec §4); players go home. */
export async function registrationPageLoader(args: LoaderFunctionArgs) {
  const site = siteScope(args);
  const { context, lang, url } = site;
  const reg = await registrationContext(site, lang);
  if (reg.blocked) throw redirect(restrictedHref(lang, url.search), { headers: NO_STORE });
  const { player } = await requestScope(args);
  if (player) throw redirect(`/${lang}`, { headers: NO_STORE });
  const t = await serverT(context, reg.brand, lang, "registration");
  return data({ title: `${t("page.title")} | ${reg.brand.name}` }, { headers: NO_STORE });
}

/**
 * {lang}/register, {lang}/cadastro, {lang}/registro (spec §2 entry paths): the registration
 * modal on the home of the entry path's own language (cadastro → pb, registro → es, register → en,
 * "switch language"), or of {lang} when the brand does not route that language; the query
 * (affiliate parameters …) is kept. A country whose rule blocks registration gets the
 * restricted-registration modal instead (spec §4).
 */
export async function registerEntryLoader(args: LoaderFunctionArgs) {
  const site = siteScope(args);
  const { brand, url } = site;
  const entryLang = languageOfEntrySlug(url.pathname.split("/").filter(Boolean).pop() ?? "");
  const lang = entryLang && routes(brand, entryLang) ? entryLang : site.lang;
  const reg = await registrationContext(site, lang);
  if (reg.blocked) throw redirect(restrictedHref(lang, url.search), { headers: NO_STORE });
  const query = new URLSearchParams(url.search);
  query.set("modal", "register");
  throw redirect(`/${lang}?${query.toString()}`, { headers: NO_STORE });
}

/** The policy types (spec §3) the registration checkbox links to. */
const POLICY_TYPES: Record<string, string> = {
  terms: "terms and conditions",
  privacy: "privacy policy",
  cookies: "cookie policy",
};

/**
 * {lang}/register/policy/{terms|privacy|cookies}: the configured policy page of that type
 * (policy/getPolicies), so the form links to the right page without loading the list itself.
 */
export async function registrationPolicyLoader(args: LoaderFunctionArgs) {
  const { context, brand, lang } = siteScope(args);
  const type = POLICY_TYPES[args.params.type ?? ""];
  if (!type) throw data(null, { status: 404 });
  const configs = await getPolicyConfigs(platformCaller(context, brand, lang));
  const policy = configs.find((p) => p.policyType.toLowerCase() === type);
  if (!policy?.policyUrl || !/^[A-Za-z0-9_-]+$/.test(policy.policyUrl)) throw data(null, { status: 404 });
  throw redirect(`/${lang}/${slugFor("policy", lang)}/${policy.policyUrl}`, { headers: NO_STORE });
}

import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  getSubscriptionPreferences,
  updateSubscriptionPreferences,
  type SubscriptionPreferences,
} from "~/platform/preferences.server";
import { PlatformError } from "~/platform/errors";
import { serverT } from "~/i18n/i18next.server";
import { NO_STORE } from "~/routing/headers";
import { requirePlayer } from "~/routing/scope.server";
import { readForm } from "~/routing/form.server";

export const PREFERENCE_KEYS = [
  "emailSubscribed",
  "smsSubscribed",
  "telephoneSubscribed",
  "sportsBook",
  "casino",
] as const;

export interface PreferencesPageData {
  lang: string;
  title: string;
  /** null: the platform did not answer, the page shows an error state and no form. */
  preferences: SubscriptionPreferences | null;
  saved: boolean;
}

export interface PreferencesActionData {
  error: "failed";
  /** What the player ticked, so a failed save loses nothing. */
  submitted: SubscriptionPreferences;
}

// An HTML checkbox is sent only when ticked: absent means unsubscribed.
const checkbox = z
  .literal("on")
  .optional()
  .transform((v) => v === "on");
const preferencesForm = z.object(
  Object.fromEntries(PREFERENCE_KEYS.map((k) => [k, checkbox])) as Record<
    (typeof PREFERENCE_KEYS)[number],
    typeof checkbox
  >,
);

/** Reads the form; anything other than a ticked box counts as unticked. */
export function parsePreferencesForm(form: FormData): SubscriptionPreferences {
  const entries = Object.fromEntries(PREFERENCE_KEYS.map((k) => [k, form.get(k) === "on" ? "on" : undefined]));
  return preferencesForm.parse(entries);
}

const swallow = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => {
    if (error instanceof PlatformError) return null;
    throw error;
  });

/** {lang}/myaccount/preferencecenter, the toAccountpreferences target (spec §2, §4). */
export async function preferencesLoader(args: LoaderFunctionArgs) {
  const { context, brand, lang, url, caller } = await requirePlayer(args, { guest: "login" });
  const [preferences, t] = await Promise.all([
    swallow(getSubscriptionPreferences(caller)),
    serverT(context, brand, lang, "account"),
  ]);
  const saved = url.searchParams.get("saved") === "1";
  return data<PreferencesPageData>({ lang, title: t("preferences.title"), preferences, saved }, { headers: NO_STORE });
}

export async function preferencesAction(args: ActionFunctionArgs) {
  const { request, url, caller } = await requirePlayer(args, { guest: "login" });
  const submitted = parsePreferencesForm(await readForm(request));
  const stored = await swallow(updateSubscriptionPreferences(caller, submitted));
  if (!stored) return data<PreferencesActionData>({ error: "failed", submitted }, { status: 502, headers: NO_STORE });
  // Post/redirect/get: a reload does not post again, and the page shows what the platform now holds.
  throw redirect(`${url.pathname}?saved=1`, { headers: NO_STORE });
}

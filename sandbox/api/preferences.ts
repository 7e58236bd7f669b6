/**
 * Subscription preferences (spec §7 getSubscriptionPreferenes / updateSubscriptionPreferenes,
 * the platform's spelling): the channels and products registration stored in
 * players.subscriptions, read and changed by the preference centre.
 */
import { SandboxError, type CallContext, type Handler } from "../types";
import { requirePlayer } from "./account";

const CHANNELS = ["emailSubscribed", "smsSubscribed", "telephoneSubscribed"] as const;
const PRODUCTS = ["sportsBook", "casino"] as const;

interface Stored {
  email?: boolean;
  sms?: boolean;
  telephone?: boolean;
  products?: Partial<Record<(typeof PRODUCTS)[number], boolean>> | null;
}
const STORED_KEY = { emailSubscribed: "email", smsSubscribed: "sms", telephoneSubscribed: "telephone" } as const;

async function stored(ctx: CallContext, playerId: string): Promise<Stored> {
  const [row] = await ctx.db.query<{ subscriptions: Stored | string }>(
    "select subscriptions from players where id = $1",
    [playerId],
  );
  const value = row?.subscriptions ?? {};
  return typeof value === "string" ? (JSON.parse(value) as Stored) : value;
}

// Spec §9: everything is subscribed at registration, so an absent value (seeded accounts) reads as true.
function answer(s: Stored) {
  return {
    status: "SUCCESS",
    emailSubscribed: s.email ?? true,
    smsSubscribed: s.sms ?? true,
    telephoneSubscribed: s.telephone ?? true,
    productCommunicationPreferences: Object.fromEntries(PRODUCTS.map((p) => [p, s.products?.[p] ?? true])),
  };
}

function bool(raw: string | undefined, name: string): boolean | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (raw === "true" || raw === "false") return raw === "true";
  throw new SandboxError(100164, 200, { errorDescription: `${name} must be true or false` });
}

const getPreferences: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  return answer(await stored(ctx, player.id));
};

/** Fields left out keep their value; productCommunicationPreferences is a JSON object of booleans. */
const updatePreferences: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const next: Stored = { ...(await stored(ctx, player.id)) };
  for (const field of CHANNELS) {
    const value = bool(ctx.body[field], field);
    if (value !== undefined) next[STORED_KEY[field]] = value;
  }
  const rawProducts = ctx.body.productCommunicationPreferences;
  if (rawProducts) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawProducts);
    } catch {
      parsed = null;
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new SandboxError(100164, 200, {
        errorDescription: "productCommunicationPreferences must be a JSON object",
      });
    }
    const products = { ...(next.products ?? {}) };
    for (const p of PRODUCTS) {
      const v = (parsed as Record<string, unknown>)[p];
      if (typeof v === "boolean") products[p] = v;
    }
    next.products = products;
  }
  await ctx.db.query("update players set subscriptions = $2 where id = $1", [player.id, JSON.stringify(next)]);
  return answer(next);
};

export const preferenceHandlers: Record<string, Handler> = {
  "GET profile/getSubscriptionPreferenes": getPreferences,
  "POST profile/getSubscriptionPreferenes": getPreferences,
  "POST profile/updateSubscriptionPreferenes": updatePreferences,
};

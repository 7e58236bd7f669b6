/**
 * profile/getStateDetails (spec §7 "country params", issue 27 §3): the states of a country for a
 * wire transfer's bank state, from sandbox/cashier/states.ts. No session needed: it is public
 * reference data. A country without a list answers an empty one (the form then sends '-NA-').
 */
import { SandboxError, type CallContext, type Handler } from "../types";
import { statesOf } from "../cashier/states";

const param = (ctx: CallContext, name: string) => (ctx.body[name] ?? ctx.query.get(name) ?? "").trim();

const stateDetails: Handler = async (ctx) => {
  const country = (param(ctx, "country") || param(ctx, "countryCode")).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country))
    throw new SandboxError(100164, 200, { errorDescription: "country must be an ISO 3166 alpha-2 code" });
  return { status: "SUCCESS", country, states: statesOf(country) };
};

export const stateHandlers: Record<string, Handler> = {
  "GET profile/getStateDetails": stateDetails,
  "GET getStateDetails": stateDetails,
};

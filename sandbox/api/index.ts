import type { Handler } from "../types";
import { authHandlers } from "./auth";
import { accountHandlers } from "./account";
import { registrationHandlers } from "./registration";
import { verificationHandlers } from "./verification";
import { generalHandlers } from "./general";
import { catalogueHandlers } from "./catalogue";
import { contentHandlers } from "./content";
import { policyHandlers } from "./policies";
import { limitHandlers } from "./limits";
import { gameHandlers } from "./games";
import { playerGameHandlers } from "./player-games";
import { launchHandlers } from "./launch";
import { rgHandlers } from "./rg";
import { preferenceHandlers } from "./preferences";
import { cashierHandlers } from "./cashier";
import { kycHandlers } from "./kyc";
import { documentHandlers } from "./documents";
import { stateHandlers } from "./states";
import { withdrawGateHandlers } from "./withdraw-gates";

/** Every platform call the sandbox answers, keyed "METHOD path" (spec §7). */
export const handlers: Record<string, Handler> = {
  ...authHandlers,
  ...accountHandlers,
  ...registrationHandlers,
  ...verificationHandlers,
  ...generalHandlers,
  ...catalogueHandlers,
  ...contentHandlers,
  ...policyHandlers,
  ...limitHandlers,
  ...gameHandlers,
  ...playerGameHandlers,
  ...launchHandlers,
  ...rgHandlers,
  ...preferenceHandlers,
  ...cashierHandlers,
  ...kycHandlers,
  ...documentHandlers,
  ...stateHandlers,
  ...withdrawGateHandlers,
};

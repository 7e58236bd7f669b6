import type { Handler } from "../types";
import { sessionHandlers } from "./session";
import { generalHandlers } from "./general";
import { catalogueHandlers } from "./catalogue";
import { contentHandlers } from "./content";
import { policyHandlers } from "./policies";

/** Every platform call the sandbox answers, keyed "METHOD path" (spec §7). */
export const handlers: Record<string, Handler> = {
  ...sessionHandlers,
  ...generalHandlers,
  ...catalogueHandlers,
  ...contentHandlers,
  ...policyHandlers,
};

import { data } from "@remix-run/node";
import { isMaintenance } from "~/platform/errors";
import { NO_STORE } from "./headers";

/**
 * A page loader whose own platform call meets error 150: the root loader has already switched
 * the shell to the maintenance page, so the page answers 503 like the shell instead of failing
 * with a 500. Other errors pass through.
 */
export function rethrowMaintenance(error: unknown): never {
  if (isMaintenance(error)) throw data(null, { status: 503, headers: { "Retry-After": "300", ...NO_STORE } });
  throw error;
}

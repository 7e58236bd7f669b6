import { createContext, useContext } from "react";
import type { PublicBrandConfig } from "./config.generated";

/**
 * The brand's public configuration, for the whole document. It is the same for every page of a
 * host, so it does not travel in the root loader's data, which Remix encodes as a turbo-stream on
 * every request and the browser decodes before it can hydrate (ADR 030). The server provides it
 * from the request's host; the browser reads it once from the document (readBrandScript).
 */
const BrandContext = createContext<PublicBrandConfig | null>(null);

export const BrandProvider = BrandContext.Provider;

export const BRAND_SCRIPT_ID = "brand-config";

export function useBrand(): PublicBrandConfig | null {
  return useContext(BrandContext);
}

/** In the browser: the configuration the server wrote into the document (document.server.tsx). */
export function readBrandScript(): PublicBrandConfig | null {
  const text = document.getElementById(BRAND_SCRIPT_ID)?.textContent;
  return text ? (JSON.parse(text) as PublicBrandConfig) : null;
}

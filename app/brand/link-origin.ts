import type { BrandConfig } from "./config.generated";

/**
 * The origin of the canonical and hreflang links (issue 24 §3): the request's own when its host is
 * one of this brand's (a configured domain, or `<id>.localhost` on a developer's machine), else the
 * brand's first configured domain over HTTPS. An unknown Host header (any host falls back to the
 * default brand) would otherwise be written into the page as the canonical site.
 */
export function linkOrigin(brand: Pick<BrandConfig, "id" | "domains">, url: URL): string {
  const host = url.hostname.toLowerCase();
  const known = host === `${brand.id}.localhost` || brand.domains.some((domain) => domain.toLowerCase() === host);
  return known ? url.origin : `https://${brand.domains[0]}`;
}

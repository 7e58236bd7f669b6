import type { BrandConfig } from "./config.generated";

/** All brands of this process, read and validated at start; requests pick one by Host. */
export interface BrandRegistry {
  readonly all: readonly BrandConfig[];
  readonly defaultBrand: BrandConfig;
  get(id: string): BrandConfig | undefined;
  /** The brand serving this Host header: a configured domain, `<id>.localhost`, else the default. */
  forHost(host: string | null | undefined): BrandConfig;
}

export function createBrandRegistry(brands: readonly BrandConfig[], defaultId: string | undefined): BrandRegistry {
  if (brands.length === 0) throw new Error("No brands found: add a folder under brands/ (see docs/brand-authoring.md)");
  const byId = new Map(brands.map((b) => [b.id, b]));
  const byDomain = new Map<string, BrandConfig>();
  for (const brand of brands) {
    for (const domain of brand.domains) byDomain.set(domain.toLowerCase(), brand);
    byDomain.set(`${brand.id}.localhost`, brand);
  }
  const fallback = defaultId ? byId.get(defaultId) : [...brands].sort((a, b) => a.id.localeCompare(b.id))[0];
  if (!fallback) {
    throw new Error(`DEFAULT_BRAND "${defaultId}" is not a brand; known brands: ${[...byId.keys()].join(", ")}`);
  }
  return {
    all: brands,
    defaultBrand: fallback,
    get: (id) => byId.get(id),
    forHost(host) {
      const name = (host ?? "").toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
      return byDomain.get(name) ?? fallback;
    },
  };
}

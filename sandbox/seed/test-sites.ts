/** SandboxSite objects built from the brand files, for sandbox tests. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrandConfig } from "../../contract/brand";
import { sandboxSiteOf } from "../sites";
import type { SandboxSite } from "../types";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function siteFromBrand(id: string): SandboxSite {
  return sandboxSiteOf(JSON.parse(readFileSync(path.join(root, "brands", id, "brand.json"), "utf8")) as BrandConfig);
}

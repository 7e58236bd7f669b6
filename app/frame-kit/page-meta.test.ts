import { describe, expect, it } from "vitest";
import type { MetaArgs } from "@remix-run/node";
import { pageMeta, statusMeta } from "./page-meta";

const root = {
  id: "root",
  data: {
    brandName: "Brand",
    statusTitles: { notFound: "Página não encontrada | Brand", fallback: "Indisponível | Brand" },
  },
};
const args = (error: unknown) => ({ error, matches: [root], data: undefined }) as unknown as MetaArgs;
const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };

describe("pageMeta: a page whose loader failed still has a translated title", () => {
  const meta = pageMeta(() => [{ title: "Own" }]);

  it("uses the route's own meta when the loader answered", () => {
    expect(meta(args(undefined))).toEqual([{ title: "Own" }]);
  });

  it("titles a 404 as not found and any other failure as the fallback page, noindex", () => {
    expect(meta(args(notFound))).toEqual([
      { title: "Página não encontrada | Brand" },
      { name: "robots", content: "noindex" },
    ]);
    expect(meta(args(new Error("boom")))[0]).toEqual({ title: "Indisponível | Brand" });
    expect(meta(args({ ...notFound, status: 503 }))[0]).toEqual({ title: "Indisponível | Brand" });
  });

  it("falls back to the brand name, and to nothing only without any root data", () => {
    const bare = { id: "root", data: { brandName: "Brand" } };
    expect(statusMeta({ matches: [bare] } as unknown as MetaArgs, "notFound")[0]).toEqual({ title: "Brand" });
    expect(statusMeta({ matches: [] } as unknown as MetaArgs, "fallback")[0]).toEqual({ title: "" });
  });
});

// Remix options and the route table. vite.config.ts hands this object to the
// Remix Vite plugin; routes live here (not in file names) so that the spec's
// per-language slugs come from one table: app/routing/slugs.json.
import { readFileSync } from "node:fs";

const slugs = JSON.parse(readFileSync(new URL("./app/routing/slugs.json", import.meta.url), "utf8"));

/** Every distinct slug of one route kind, e.g. games → ["games","jogos","juegos"]. */
function slugsOf(kind) {
  return [...new Set(Object.values(slugs[kind]))];
}

/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  ignoredRouteFiles: ["**/*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
  routes(defineRoutes) {
    return defineRoutes((route) => {
      route("", "routes/language-redirect.tsx", { index: true });
      route("locales/:lng/:ns", "routes/locales.tsx");
      route(":lang", "routes/lang.tsx", () => {
        route("", "routes/lang.home.tsx", { index: true });
        route("page/:url", "routes/lang.page.tsx", { id: "content-page" });
        for (const slug of slugsOf("policy")) {
          route(`${slug}/:url`, "routes/lang.policy.tsx", { id: `policy-${slug}` });
        }
        route("*", "routes/lang.fallback.tsx");
      });
    });
  },
};

export { slugs };

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
    v3_lazyRouteDiscovery: false,
  },
  routes(defineRoutes) {
    return defineRoutes((route) => {
      route("", "routes/language-redirect.tsx", { index: true });
      route("locales/:lng/:ns", "routes/locales.tsx");
      route("cookie-consent", "routes/cookie-consent.tsx");
      route("events", "routes/events.tsx");
      route("live-feed", "routes/live-feed.tsx");
      route(":lang", "routes/lang.tsx", () => {
        route("", "routes/lang.home.tsx", { index: true });
        // The casino and live casino lobbies come first among the one-segment paths: React Router
        // tries routes of equal rank in the order given, compiling a pattern for each, on the server
        // (twice a request) and in the browser as it starts. Static paths of one rank cannot both
        // match, so the order changes no match, only how many are tried before the busiest pages.
        for (const slug of slugsOf("games")) route(slug, "routes/lang.casino.tsx", { id: `casino-${slug}` });
        for (const slug of slugsOf("livegames")) route(slug, "routes/lang.casino.tsx", { id: `livecasino-${slug}` });
        route("page/:url", "routes/lang.page.tsx", { id: "content-page" });
        for (const slug of slugsOf("policy")) {
          route(`${slug}/:url`, "routes/lang.policy.tsx", { id: `policy-${slug}` });
        }
        route("register/step1", "routes/lang.register.tsx", { id: "register-step1" });
        route("register/policy/:type", "routes/lang.register.policy.tsx", { id: "register-policy" });
        for (const slug of slugsOf("register")) {
          route(slug, "routes/lang.register-entry.tsx", { id: `register-entry-${slug}` });
        }
        route("otp", "routes/lang.otp.tsx", { id: "otp" });
        route("sms", "routes/lang.otp.tsx", { id: "sms" });
        route("completeprofile", "routes/lang.completeprofile.tsx", { id: "completeprofile" });
        // The account area: one layout (the account frame); each account page is a child route.
        route("myaccount", "routes/lang.myaccount.tsx", { id: "myaccount" }, () => {
          // {lang}/myaccount itself: the launch pre-check pages (spec §4, ?page=…).
          route("", "routes/lang.precheck.tsx", { index: true, id: "precheck-myaccount" });
          route("limits", "routes/lang.myaccount.limits.tsx", { id: "myaccount-limits" });
          route("preferencecenter", "routes/lang.myaccount.preferencecenter.tsx", { id: "myaccount-preferencecenter" });
          route("cashier", "routes/lang.myaccount.cashier.tsx", { id: "myaccount-cashier" });
          route("security/reality-check", "routes/lang.myaccount.security.reality-check.tsx");
          // Proofs of identity and address, and the source of income (issue 26 §5, ADR 066).
          route("documents", "routes/lang.myaccount.documents-index.tsx", { id: "myaccount-documents-index" });
          route("documents/:category", "routes/lang.myaccount.documents.tsx", { id: "myaccount-documents" });
        });
        // Spec §2 setlimits: the limits page at its own address, drawn in the same account frame.
        route("setlimits", "routes/lang.myaccount.tsx", { id: "setlimits-layout" }, () => {
          route("", "routes/lang.myaccount.limits.tsx", { index: true, id: "setlimits" });
        });
        route("myaccount/cashier/statement", "routes/lang.myaccount.cashier.statement.tsx", {
          id: "portfolio-statement",
        });
        route("withdraw/cancelWithdrawal", "routes/lang.withdraw.cancel.tsx", { id: "withdraw-cancel" });
        route("withdraw/confirmCancelWithdraw", "routes/lang.withdraw.confirm-cancel.tsx", {
          id: "withdraw-confirm-cancel",
        });
        route("accountstatus", "routes/lang.accountstatus.tsx", { id: "accountstatus" });
        route("policies/accept", "routes/lang.policies.accept.tsx");
        route("cashier/deposit", "routes/lang.cashier.deposit.tsx", { id: "cashier-deposit" });
        route("cashier/withdraw", "routes/lang.cashier.withdraw.tsx", { id: "cashier-withdraw" });
        // The return from a payment provider and the result pages (spec §2; ADR 059).
        route("cashier/callback/:paymentType/:encodedData", "routes/lang.cashier.callback.tsx", {
          id: "cashier-callback",
        });
        route("txn-confirmation", "routes/lang.txn-confirmation.tsx", { id: "txn-confirmation" });
        route("success", "routes/lang.success.tsx", { id: "payment-success" });
        route("failure", "routes/lang.failure.tsx", { id: "payment-failure" });
        route("session", "routes/lang.session.tsx");
        route("kyc/return", "routes/lang.kyc.return.tsx", { id: "kyc-return" });
        route("accountlocked", "routes/lang.accountlocked.tsx", { id: "accountlocked" });
        route("login", "routes/lang.login.tsx", { id: "login" });
        route("logout", "routes/lang.logout.tsx", { id: "logout" });
        route("forgotpassword", "routes/lang.forgotpassword.tsx", { id: "forgotpassword" });
        route("reset-password", "routes/lang.reset-password.tsx", { id: "reset-password" });
        route("auth/google", "routes/lang.auth.google.tsx", { id: "auth-google" });
        route("auth/google/callback", "routes/lang.auth.google.callback.tsx", { id: "auth-google-callback" });
        // Lobby browsing (spec §2; issue 4 §1–§2). Static paths first; {lobbyname} patterns last.
        route("all-lobbies", "routes/lang.all-lobbies.tsx", { id: "all-lobbies" });
        route("all-lobbies/:group", "routes/lang.all-lobbies.tsx", { id: "all-lobbies-group" });
        route("providergames/studio/:vendorCode", "routes/lang.providergames.tsx", { id: "providergames" });
        route("allgames", "routes/lang.allgames.tsx", { id: "allgames" });
        route("lobby", "routes/lang.allgames.tsx", { id: "allgames-lobby" });
        route("lobby/allgames/allgames", "routes/lang.allgames.tsx", { id: "allgames-lobby-allgames" });
        route("recommended-games/all", "routes/lang.allgames.tsx", { id: "recommended-games-all" });
        route("search", "routes/lang.search.tsx", { id: "search" });
        route("promotions", "routes/lang.promotions.tsx", { id: "promotions" });
        // Game launch, favourites and the deposit-limit pre-check (spec §2, §4; issue 4 §6–§10).
        route("gameplay/:game/:kind", "routes/lang.gameplay.tsx", { id: "gameplay" });
        route("favourites/toggle", "routes/lang.favourites.toggle.tsx", { id: "favourites-toggle" });
        route("setmonthlydepositlimit", "routes/lang.setmonthlydepositlimit.tsx", { id: "setmonthlydepositlimit" });
        route("api/games", "routes/lang.api.games.tsx", { id: "api-games" });
        route("api/game-info", "routes/lang.api.game-info.tsx", { id: "api-game-info" });
        route(":lobby", "routes/lang.lobby.tsx", { id: "lobby" });
        route(":lobby/:group", "routes/lang.lobby.group.tsx", { id: "lobby-group" });
        route(":lobby/:group/all", "routes/lang.lobby.group.tsx", { id: "lobby-group-all" });
        route(":lobby/studio/:vendorCode", "routes/lang.lobby.studio.tsx", { id: "lobby-studio" });
        route(":lobby/theme/:tag", "routes/lang.lobby.theme.tsx", { id: "lobby-theme" });
        route("*", "routes/lang.fallback.tsx");
      });
    });
  },
};

export { slugs };

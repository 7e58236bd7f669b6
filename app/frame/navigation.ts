import type { PublicBrandConfig } from "~/brand/config.generated";
import type { IconName } from "~/ui/icons";
import { slugFor } from "~/routing/spec-routes";

export interface NavItem {
  key: "sports" | "liveSports" | "casino" | "liveCasino" | "promotions" | "support" | "wallet";
  href: string;
  icon: IconName;
  /** Paths (under the language) for which this item is the active one. */
  matches: (rest: string, hash: string) => boolean;
}

type Brand = Pick<PublicBrandConfig, "features">;

/** Top-level destinations, built for one language; items of disabled features are left out. */
export function navItems(brand: Brand, lang: string) {
  const games = slugFor("games", lang);
  const live = slugFor("livegames", lang);
  const under = (path: string) => `/${lang}${path ? `/${path}` : ""}`;
  const startsWith = (prefix: string) => (rest: string) => rest === prefix || rest.startsWith(`${prefix}/`);
  const sports: NavItem = {
    key: "sports",
    href: `${under("")}#overview`,
    icon: "football",
    matches: (rest, hash) => rest === "" && hash !== "#live",
  };
  const liveSports: NavItem = {
    key: "liveSports",
    href: `${under("")}#live`,
    icon: "live",
    matches: (rest, hash) => rest === "" && hash === "#live",
  };
  const casino: NavItem = { key: "casino", href: under(games), icon: "cards", matches: startsWith(games) };
  const liveCasino: NavItem = { key: "liveCasino", href: under(live), icon: "dealer", matches: startsWith(live) };
  const promotions: NavItem = {
    key: "promotions",
    href: under("promotions"),
    icon: "gift",
    matches: startsWith("promotions"),
  };
  const support: NavItem = {
    key: "support",
    href: under("page/contact-us"),
    icon: "chat",
    matches: startsWith("page/contact-us"),
  };
  // Spec §2: Wallet is the portfolio (myaccount/cashier).
  const wallet: NavItem = {
    key: "wallet",
    href: under("myaccount/cashier"),
    icon: "wallet",
    matches: startsWith("myaccount/cashier"),
  };
  const enabled = <T>(on: boolean, item: T): T[] => (on ? [item] : []);
  return {
    /** Desktop header tabs (spec §2): sports, casino, live casino, promotions, support. */
    header: [
      ...enabled(brand.features.sportsbook, sports),
      casino,
      ...enabled(brand.features.liveCasino, liveCasino),
      ...enabled(brand.features.promotions, promotions),
      support,
    ],
    /** Mobile bottom bar (spec §2): sports overview, live sports, wallet, casino, live casino. */
    bottom: [
      ...enabled(brand.features.sportsbook, sports),
      ...enabled(brand.features.sportsbook, liveSports),
      wallet,
      casino,
      ...enabled(brand.features.liveCasino, liveCasino),
    ],
  };
}

/** The path after the language segment, without slashes at either end. */
export function pathAfterLanguage(pathname: string): string {
  return pathname.split("/").slice(2).filter(Boolean).join("/");
}

import type { TFunction } from "i18next";
import type { PublicBrandConfig } from "~/brand/config.generated";
import { Icon } from "~/ui/icons";

type MobileAppsConfig = PublicBrandConfig["integrations"]["mobileApps"] | undefined;

const STORES = ["android", "ios"] as const;

/** The stores the brand has an app in, in menu order; none when the config gives none (the default). */
export function appLinks(apps: MobileAppsConfig): { store: (typeof STORES)[number]; href: string }[] {
  return STORES.flatMap((store) => (apps?.[store] ? [{ store, href: apps[store] as string }] : []));
}

/** The mobile menu's app links (spec §2), only for the stores the brand config names. */
export function MobileApps({ apps, t }: { apps: MobileAppsConfig; t: TFunction }) {
  const links = appLinks(apps);
  if (links.length === 0) return null;
  return (
    <section className="mobile-menu__section" aria-labelledby="mobile-menu-apps" data-testid="mobile-menu-apps">
      <h2 id="mobile-menu-apps" className="mobile-menu__heading">
        {t("mobileMenu.apps")}
      </h2>
      <div className="mobile-menu__chips">
        {links.map(({ store, href }) => (
          <a
            key={store}
            href={href}
            className="chip"
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`mobile-app-${store}`}
          >
            <Icon name="phone" size={16} /> {t(`mobileMenu.store.${store}`)}
          </a>
        ))}
      </div>
    </section>
  );
}

import { useRef } from "react";
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import { LanguageMenu } from "./LanguageMenu";
import { navItems } from "./navigation";
import { useShellData } from "~/frame-kit/useRootData";
import { modalHref } from "~/routing/modal-links";
import { useDetailsMenu } from "~/frame-kit/details-menu";
import { AppLink } from "~/ui/AppLink";
import { MobileApps } from "./MobileApps";

/**
 * The hamburger menu of widths up to 1199 px (spec §2). A <details> element, so it opens
 * without JavaScript; with JavaScript it also closes on navigation and on Escape.
 */
export function MobileMenu({ showLanguages }: { showLanguages: boolean }) {
  const data = useShellData();
  const { t } = useTranslation("shell");
  const location = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  const { header } = navItems(data.brand, data.lang);

  useDetailsMenu(ref, { withHash: true });

  return (
    <details className="mobile-menu" ref={ref}>
      <summary className="mobile-menu__toggle" aria-label={t("header.menu")}>
        <Icon name="menu" size={24} className="mobile-menu__open-icon" />
        <Icon name="close" size={24} className="mobile-menu__close-icon" />
      </summary>
      <nav className="mobile-menu__panel" aria-label={t("header.mainNavigation")}>
        {data.loggedIn ? (
          <AppLink
            to={modalHref(location, "deposit", { deposit: "true" })}
            className="btn btn--primary btn--block"
            rel="nofollow"
          >
            {t("header.deposit")}
          </AppLink>
        ) : (
          <div className="mobile-menu__auth">
            <AppLink to={modalHref(location, "login")} className="btn btn--ghost btn--block" rel="nofollow">
              {t("header.login")}
            </AppLink>
            <AppLink to={modalHref(location, "register")} className="btn btn--primary btn--block" rel="nofollow">
              {t("header.register")}
            </AppLink>
          </div>
        )}
        <ul className="mobile-menu__list" role="list">
          {header.map((item) => (
            <li key={item.key}>
              <AppLink to={item.href} className="mobile-menu__item">
                <Icon name={item.icon} />
                <span>{t(`nav.${item.key}`)}</span>
                <Icon name="chevronRight" size={16} className="mobile-menu__chevron" />
              </AppLink>
            </li>
          ))}
        </ul>
        {data.brand.features.sportsbook ? (
          <section className="mobile-menu__section" aria-labelledby="mobile-menu-sports">
            <h2 id="mobile-menu-sports" className="mobile-menu__heading">
              {t("mobileMenu.sports")}
            </h2>
            <div className="mobile-menu__chips">
              <AppLink to={`/${data.lang}#overview`} className="chip">
                {t("nav.sportsOverview")}
              </AppLink>
              <AppLink to={`/${data.lang}#live`} className="chip">
                {t("nav.liveSports")}
              </AppLink>
            </div>
          </section>
        ) : null}
        {showLanguages ? (
          <section className="mobile-menu__section" aria-labelledby="mobile-menu-language">
            <h2 id="mobile-menu-language" className="mobile-menu__heading">
              {t("language.choose")}
            </h2>
            <LanguageMenu className="language-menu--inline" />
          </section>
        ) : null}
        <MobileApps apps={data.brand.integrations.mobileApps} t={t} />
      </nav>
    </details>
  );
}

import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import { BrandLogo } from "~/frame-kit/BrandLogo";
import { LanguageMenu } from "./LanguageMenu";
import { HeaderClock } from "./HeaderClock";
import { navItems, pathAfterLanguage } from "./navigation";
import { languageDropdownHidden } from "./visibility";
import { useShellData } from "~/frame-kit/useRootData";
import { MobileMenu } from "./MobileMenu";
import { modalHref } from "~/routing/modal-links";
import { PlayerMenu } from "./PlayerMenu";
import { AppLink } from "~/ui/AppLink";

export function Header() {
  const data = useShellData();
  const { t } = useTranslation("shell");
  const location = useLocation();
  const rest = pathAfterLanguage(location.pathname);
  const { header } = navItems(data.brand, data.lang);
  const showLanguages = !languageDropdownHidden(data.brand, data.countryCode);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <MobileMenu showLanguages={showLanguages} />
        <AppLink
          to={`/${data.lang}`}
          className="site-header__logo"
          aria-label={t("header.home", { brand: data.brand.name })}
        >
          <BrandLogo />
        </AppLink>
        <nav className="site-header__tabs" aria-label={t("header.mainNavigation")}>
          {header.map((item) => (
            // Not NavLink: NavLink would also mark the Sports tab (the language root) as the current
            // page under every path of the language; which tab is current is the item's call.
            <AppLink
              key={item.key}
              to={item.href}
              className={`site-header__tab${item.matches(rest, location.hash) ? " is-active" : ""}`}
              aria-current={item.matches(rest, location.hash) ? "page" : undefined}
            >
              <Icon name={item.icon} size={18} />
              <span>{t(`nav.${item.key}`)}</span>
            </AppLink>
          ))}
        </nav>
        <div className="site-header__actions">
          {data.brand.features.headerClock ? <HeaderClock /> : null}
          {showLanguages ? <LanguageMenu className="site-header__language" /> : null}
          {data.loggedIn ? (
            <PlayerMenu />
          ) : (
            <>
              <AppLink to={modalHref(location, "login")} className="btn btn--ghost" rel="nofollow">
                <span className="label-long">{t("header.login")}</span>
                <span className="label-short">{t("header.loginShort")}</span>
              </AppLink>
              <AppLink to={modalHref(location, "register")} className="btn btn--primary" rel="nofollow">
                <span className="label-long">{t("header.register")}</span>
                <span className="label-short">{t("header.registerShort")}</span>
              </AppLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

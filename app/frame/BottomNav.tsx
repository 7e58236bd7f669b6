import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import { navItems, pathAfterLanguage } from "./navigation";
import { modalHref } from "~/routing/modal-links";
import { openModalName } from "./modals";
import { useShellData } from "~/frame-kit/useRootData";
import { usePoliciesPending } from "~/features/policies/UpdatePoliciesModal";
import { AppLink } from "~/ui/AppLink";

/**
 * Sticky bottom bar under 1200 px (spec §2). The active item follows the URL. Wallet asks a
 * guest to log in first and then opens the portfolio (myaccount/cashier). Hidden while policy updates are
 * pending, on the search page, while the lobby search is open (body[data-search-open], set by
 * the search box) and, under 768 px, while a modal is open.
 */
export function BottomNav() {
  const data = useShellData();
  const { t } = useTranslation("shell");
  const location = useLocation();
  const rest = pathAfterLanguage(location.pathname);
  const modalOpen = openModalName(location.search) !== null;
  const { bottom } = navItems(data.brand, data.lang);
  if (usePoliciesPending() || rest.split("/")[0] === "search") return null;
  return (
    <nav className="bottom-nav" aria-label={t("nav.bottom")} data-hidden-by-modal={modalOpen ? "true" : undefined}>
      <ul role="list">
        {bottom.map((item) => {
          const active = item.matches(rest, location.hash);
          // A guest logs in first, over the current page, and is then taken to the portfolio.
          const href =
            item.key === "wallet" && !data.loggedIn
              ? modalHref(location, "login", { redirectUrl: item.href })
              : item.href;
          return (
            <li key={item.key}>
              <AppLink
                to={href}
                className={`bottom-nav__item${active ? " is-active" : ""}`}
                aria-current={active ? "page" : undefined}
              >
                <Icon name={item.icon} size={22} />
                <span>{t(`nav.${item.key === "sports" ? "sportsOverview" : item.key}`)}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

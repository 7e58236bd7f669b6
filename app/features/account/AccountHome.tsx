import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { IconName } from "~/ui/icons";
import { Icon } from "~/ui/icons";
import { AccountPageFrame } from "./AccountPageFrame";

/** The account pages, each with what it is for (keys of the account namespace). */
const PAGES: { path: string; icon: IconName; title: string; intro: string; testId: string }[] = [
  // Spec §2 account menu order: my account, portfolio, …, limits, security.
  {
    path: "myaccount/cashier",
    icon: "wallet",
    title: "portfolio.title",
    intro: "portfolio.intro",
    testId: "portfolio",
  },
  { path: "myaccount/limits", icon: "shield", title: "limits.title", intro: "limits.intro", testId: "limits" },
  {
    path: "myaccount/security/reality-check",
    icon: "clock",
    title: "realityCheck.title",
    intro: "realityCheck.intro",
    testId: "reality-check",
  },
  {
    path: "myaccount/preferencecenter",
    icon: "chat",
    title: "preferences.title",
    intro: "preferences.intro",
    testId: "preferences",
  },
  { path: "accountstatus", icon: "user", title: "status.title", intro: "home.statusIntro", testId: "status" },
  {
    path: "myaccount/documents",
    icon: "user",
    title: "home.documents",
    intro: "home.documentsIntro",
    testId: "documents",
  },
];

/** {lang}/myaccount: where each part of the account is managed, one link per page. */
export function AccountHome({ lang }: { lang: string }) {
  const { t } = useTranslation("account");
  return (
    <AccountPageFrame
      id="account-home"
      icon="user"
      title={t("home.title")}
      intro={t("home.intro")}
      testId="account-home"
    >
      <ul className="account-links">
        {PAGES.map((page) => (
          <li key={page.path}>
            <Link
              to={`/${lang}/${page.path}`}
              className="account-links__item"
              data-testid={`account-link-${page.testId}`}
            >
              <Icon name={page.icon} size={22} />
              <span>
                <strong>{t(page.title)}</strong>
                <small>{t(page.intro)}</small>
              </span>
              <Icon name="chevronRight" size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </AccountPageFrame>
  );
}

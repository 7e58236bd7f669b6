import { useTranslation } from "react-i18next";
import { StatusPage } from "~/frame-kit/StatusPage";
import { useShellData } from "~/frame-kit/useRootData";

/** Spec §2: logo, title, subtitle, restriction notice, help-centre button. */
export function CountryBlockedPage() {
  const { t } = useTranslation("shell");
  const { brand, countryCode } = useShellData();
  return (
    <StatusPage icon="shield" title={t("blocked.title")}>
      <p className="status-page__lead">{t("blocked.subtitle", { brand: brand.name })}</p>
      <p className="status-page__notice">
        {countryCode ? t("blocked.noticeWithCountry", { country: countryCode }) : t("blocked.notice")}
      </p>
      <a className="btn btn--primary" href={`mailto:${brand.legal.supportEmail}`}>
        {t("blocked.helpCentre")}
      </a>
    </StatusPage>
  );
}

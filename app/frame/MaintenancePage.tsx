import { useTranslation } from "react-i18next";
import { StatusPage } from "~/frame-kit/StatusPage";
import { useShellData } from "~/frame-kit/useRootData";

/** Spec §2: logo, statement, description. Shown while the platform answers 150. */
export function MaintenancePage() {
  const { t } = useTranslation("shell");
  const { brand } = useShellData();
  return (
    <StatusPage icon="wrench" title={t("maintenance.title")}>
      <p className="status-page__lead">{t("maintenance.statement", { brand: brand.name })}</p>
      <p>{t("maintenance.description")}</p>
    </StatusPage>
  );
}

import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BrandLogo } from "./BrandLogo";
import { useShellData } from "./useRootData";

/** Spec §2: logo, large 404, message that the page cannot be found. */
export function NotFoundPage() {
  const { t } = useTranslation("shell");
  const { lang } = useShellData();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <BrandLogo />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t("notFound.title")}</h1>
      <p>{t("notFound.message")}</p>
      <Link to={`/${lang}`} className="btn btn--primary">
        {t("notFound.home")}
      </Link>
    </section>
  );
}

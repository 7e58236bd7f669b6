import { useTranslation } from "react-i18next";
import { BrandLogo } from "~/frame-kit/BrandLogo";
import { useShellData } from "~/frame-kit/useRootData";
import { htmlLang } from "~/i18n/languages";

/** The CMS footer (sanitised on the server) above the brand's legal block from its config. */
export function Footer() {
  const { footer, brand } = useShellData();
  const { t } = useTranslation("shell");
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      {/* The operator's footer HTML starts at h3: this h2 keeps the outline from skipping a level
          after a page with an h1 alone (issue 35 §1, heading order). */}
      <h2 className="visually-hidden">{t("footer.heading", { brand: brand.name })}</h2>
      {footer ? (
        <div
          className="site-footer__cms cms"
          lang={htmlLang(footer.lang)}
          dangerouslySetInnerHTML={{ __html: footer.html }}
        />
      ) : null}
      <div className="site-footer__legal">
        <div className="site-footer__brand">
          <BrandLogo />
          <span className="age-badge" aria-label={t("footer.ageLabel", { age: brand.legal.minimumAge })}>
            {brand.legal.minimumAge}+
          </span>
        </div>
        <p>
          {t("footer.licence", {
            company: brand.legal.companyName,
            authority: brand.legal.licence.authority,
            number: brand.legal.licence.number,
          })}{" "}
          <a href={brand.legal.licence.url} target="_blank" rel="noopener noreferrer">
            {t("footer.licenceLink")}
          </a>
        </p>
        <p>
          {brand.legal.companyNumber} · {brand.legal.address} ·{" "}
          <a href={`mailto:${brand.legal.supportEmail}`}>{brand.legal.supportEmail}</a>
        </p>
        <p className="site-footer__responsible">
          {t("footer.responsible", { age: brand.legal.minimumAge })}{" "}
          <a href={brand.legal.responsibleGamblingUrl} target="_blank" rel="noopener noreferrer">
            {t("footer.responsibleLink")}
          </a>
        </p>
        <p className="site-footer__copyright">{t("footer.copyright", { year, brand: brand.name })}</p>
      </div>
    </footer>
  );
}

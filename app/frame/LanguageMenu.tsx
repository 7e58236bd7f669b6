import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import { useShellData } from "~/frame-kit/useRootData";
import { useLocalisedPath } from "~/frame-kit/useLocalisedPath";
import { htmlLang } from "~/i18n/languages";

/**
 * The same page in another routed language. A <details> menu of plain links: it works without
 * JavaScript, and the server stores the choice when the new page loads (spec §4 language change).
 */
export function LanguageMenu({ className = "" }: { className?: string }) {
  const { brand, lang } = useShellData();
  const { t } = useTranslation("shell");
  const location = useLocation();
  const pathIn = useLocalisedPath();
  const hrefFor = (code: string) => `${pathIn(code)}${location.search}${location.hash}`;
  const short = t(`language.short.${lang}`);
  return (
    <details className={`language-menu ${className}`}>
      {/* The name holds the code it shows ("Idioma: ES"): a spoken name must contain the visible
          text (WCAG 2.5.3), and axe reads a parenthesised code as an aside, not part of the name. */}
      <summary className="language-menu__toggle" aria-label={`${t("language.choose")}: ${short}`}>
        <Icon name="globe" size={18} />
        <span className="language-menu__current">{short}</span>
        <Icon name="chevronDown" size={16} />
      </summary>
      <ul className="language-menu__list" role="list">
        {brand.languages.routed.map((code) => (
          <li key={code}>
            <a
              href={hrefFor(code)}
              hrefLang={htmlLang(code)}
              lang={htmlLang(code)}
              aria-current={code === lang ? "true" : undefined}
              className={code === lang ? "is-active" : undefined}
            >
              {t(`language.name.${code}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

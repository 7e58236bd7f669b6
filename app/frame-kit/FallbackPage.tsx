import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import { useRootData } from "./useRootData";
import { StatusPage } from "./StatusPage";

/**
 * Anything that is not a page: an address matching no pattern, or an unexpected failure.
 * `standalone` is for the rare case the root data itself is missing (no brand to draw with).
 */
export function FallbackPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation("shell");
  const data = useRootData();
  const home = data ? `/${data.lang}` : "/";
  const body = (
    <section className="fallback" aria-labelledby="fallback-title">
      <span className="fallback__icon">
        <Icon name="alert" size={36} />
      </span>
      <h1 id="fallback-title">{t("fallback.title", "This page is not available")}</h1>
      <p>
        {t(
          "fallback.message",
          "Something went wrong on our side or the address is not right. Please try again in a moment.",
        )}
      </p>
      <a href={home} className="btn btn--primary">
        {t("fallback.home", "Back to the home page")}
      </a>
    </section>
  );
  return standalone ? <main className="fallback-standalone">{body}</main> : body;
}

/** The shell itself failed unexpectedly: the brand's status page with the fallback message. */
export function ShellErrorPage() {
  const { t } = useTranslation("shell");
  const data = useRootData();
  return (
    <StatusPage icon="alert" title={t("fallback.title")} data-shell-error="">
      <p>{t("fallback.message")}</p>
      <a href={data ? `/${data.lang}` : "/"} className="btn btn--primary">
        {t("fallback.home")}
      </a>
    </StatusPage>
  );
}

import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { slugFor } from "~/routing/spec-routes";
import { useShellData } from "~/frame-kit/useRootData";
import { Icon } from "~/ui/icons";
import { BannerButton, BannerCarousel } from "./BannerCarousel";
import type { PromotionsPageData, PromotionView } from "./promotions.server";

/** {lang}/promotions: the promotions-zone carousel, then one card per running promotion. */
export function PromotionsPage({ data }: { data: PromotionsPageData }) {
  const { t } = useTranslation("content");
  const { brand, lang, loggedIn } = useShellData();
  const { promotions } = data;
  return (
    <div className="promotions">
      <header className="promotions__header">
        <h1 className="promotions__title">
          <span className="promotions__title-icon" aria-hidden="true">
            <Icon name="gift" size={26} />
          </span>
          {t("promotions.title")}
        </h1>
        <p className="promotions__intro">{t("promotions.intro", { brand: brand.name })}</p>
      </header>
      {data.banners.length > 0 ? (
        <BannerCarousel banners={data.banners} limits={brand.limits.bannerCarousel} loggedIn={loggedIn} />
      ) : null}
      {promotions.state === "unavailable" ? (
        <PromotionsState
          icon="alert"
          tone="warning"
          title={t("promotions.unavailableTitle")}
          message={t("promotions.unavailableMessage")}
        >
          <a href={`/${lang}/promotions`} className="btn btn--primary">
            {t("promotions.retry")}
          </a>
        </PromotionsState>
      ) : promotions.items.length === 0 ? (
        <PromotionsState
          icon="gift"
          tone="primary"
          title={t("promotions.emptyTitle")}
          message={t("promotions.emptyMessage")}
        >
          <Link to={`/${lang}/${slugFor("games", lang)}`} className="btn btn--primary">
            {t("promotions.emptyAction")}
          </Link>
        </PromotionsState>
      ) : (
        <ul className="promotions__grid" aria-label={t("promotions.listLabel")}>
          {promotions.items.map((promotion, index) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} loggedIn={loggedIn} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PromotionCard({
  promotion,
  loggedIn,
  eager,
}: {
  promotion: PromotionView;
  loggedIn: boolean;
  eager: boolean;
}) {
  const { t } = useTranslation("content");
  const titleId = `promotion-${promotion.id}`;
  return (
    <article className="promotion-card" aria-labelledby={titleId} data-testid="promotion-card">
      <div className="promotion-card__art">
        {promotion.image ? (
          <img
            src={promotion.image}
            width={600}
            height={300}
            alt=""
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        ) : (
          <span className="promotion-card__art-fallback" aria-hidden="true">
            <Icon name="gift" size={48} />
          </span>
        )}
        <span className={`promotion-card__badge${promotion.endsOn ? "" : " promotion-card__badge--ongoing"}`}>
          <Icon name="clock" size={14} />
          {promotion.endsOn ? t("promotions.endsOn", { date: promotion.endsOn }) : t("promotions.ongoing")}
        </span>
      </div>
      <div className="promotion-card__body">
        <h2 id={titleId} className="promotion-card__title">
          {promotion.title}
        </h2>
        {promotion.description ? <p className="promotion-card__text">{promotion.description}</p> : null}
        {promotion.bonusCode ? (
          <p className="promotion-card__code">
            <span>{t("promotions.code")}</span>
            <code>{promotion.bonusCode}</code>
          </p>
        ) : null}
        <div className="promotion-card__actions">
          {promotion.action ? (
            <BannerButton action={promotion.action} loggedIn={loggedIn} className="btn btn--primary" />
          ) : null}
          {promotion.termsHref ? (
            <Link to={promotion.termsHref} className="promotion-card__terms">
              {t("promotions.terms")}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

function PromotionsState({
  icon,
  tone,
  title,
  message,
  children,
}: {
  icon: "alert" | "gift";
  tone: "warning" | "primary";
  title: string;
  message: string;
  children: React.ReactNode;
}) {
  return (
    <section className={`promotions-state promotions-state--${tone}`} aria-labelledby="promotions-state-title">
      <span className="promotions-state__icon">
        <Icon name={icon} size={36} />
      </span>
      <h2 id="promotions-state-title">{title}</h2>
      <p>{message}</p>
      {children}
    </section>
  );
}

import { useState } from "react";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Swiper, SwiperSlide } from "swiper/react";
import { A11y, Autoplay, Pagination } from "swiper/modules";
import type { PublicBrandConfig } from "~/brand/config.generated";
import { fetchPriority } from "~/ui/fetch-priority";
import { modalHref } from "~/features/shell/modal-links";
import type { BannerAction, BannerView } from "./banners.server";

type CarouselLimits = PublicBrandConfig["limits"]["bannerCarousel"];

/**
 * Spec §2/§9 banner carousel: one slide per view, 8 px gap, 5 s autoplay pausing on hover,
 * loop only with 4+ slides, separate art up to 767 px. Without JavaScript the first slide shows
 * and every slide's button still works.
 */
export function BannerCarousel({ banners, limits, lang, loggedIn }: { banners: BannerView[]; limits: CarouselLimits; lang: string; loggedIn: boolean }) {
  const { t } = useTranslation("content");
  const [failed, setFailed] = useState<Set<string>>(() => new Set());
  const [desktopW, desktopH] = limits.desktopAspect;
  const [mobileW, mobileH] = limits.mobileAspect;
  const style = { "--banner-aspect": `${desktopW} / ${desktopH}`, "--banner-aspect-mobile": `${mobileW} / ${mobileH}` } as React.CSSProperties;
  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={t("banners.label")} style={style}>
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        slidesPerView={limits.slidesPerView}
        spaceBetween={limits.gapPx}
        loop={banners.length >= limits.loopMinSlides}
        autoplay={banners.length > 1 ? { delay: limits.autoplayMs, pauseOnMouseEnter: limits.pauseOnHover, disableOnInteraction: false } : false}
        pagination={banners.length > 1 ? { clickable: true } : false}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id}>
            <article className="banner" data-no-image={failed.has(banner.id) || !banner.image ? "true" : undefined}>
              {banner.image && !failed.has(banner.id) ? (
                <picture>
                  <source media={`(max-width: ${limits.mobileMaxWidth}px)`} srcSet={banner.mobileImage ?? banner.image} width={mobileW} height={mobileH} />
                  <img
                    className="banner__image"
                    src={banner.image}
                    width={desktopW}
                    height={desktopH}
                    alt=""
                    loading={index === 0 ? "eager" : "lazy"}
                    {...fetchPriority(index === 0 ? "high" : "low")}
                    decoding={index === 0 ? "sync" : "async"}
                    onError={() => setFailed((prev) => new Set(prev).add(banner.id))}
                  />
                </picture>
              ) : (
                <div className="banner__placeholder" aria-hidden="true" />
              )}
              <div className="banner__overlay">
                {banner.contentHtml ? <div className="banner__content" dangerouslySetInnerHTML={{ __html: banner.contentHtml }} /> : null}
                {banner.action ? <BannerButton action={banner.action} lang={lang} loggedIn={loggedIn} /> : null}
              </div>
              {banner.href ? <BannerLink href={banner.href} label={t("banners.open")} /> : null}
            </article>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

function BannerLink({ href, label }: { href: string; label: string }) {
  return href.startsWith("/") ? (
    <Link to={href} className="banner__link" aria-label={label} />
  ) : (
    <a href={href} className="banner__link" aria-label={label} target="_blank" rel="noopener noreferrer" />
  );
}

/** deposit: cashier for players, login for guests; register/login: modals; a path: that page. */
function BannerButton({ action, lang, loggedIn }: { action: BannerAction; lang: string; loggedIn: boolean }) {
  const { t } = useTranslation("content");
  const location = useLocation();
  let href: string;
  let label: string;
  switch (action.kind) {
    case "deposit":
      href = loggedIn ? modalHref(location, "deposit", { deposit: "true" }) : modalHref(location, "login");
      label = t("banners.deposit");
      break;
    case "register":
    case "login":
      href = loggedIn ? `/${lang}` : modalHref(location, action.kind);
      label = t(`banners.${action.kind}`);
      break;
    default:
      href = action.href;
      label = t("banners.play");
  }
  return (
    <Link to={href} className="btn btn--primary banner__button" rel={action.kind === "path" ? undefined : "nofollow"}>
      {label}
    </Link>
  );
}

import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Swiper as SwiperInstance } from "swiper";
import type { PublicBrandConfig } from "~/brand/config.generated";
import { fetchPriority } from "~/ui/fetch-priority";
import { modalHref } from "~/features/shell/modal-links";
import type { BannerAction, BannerView } from "./banners.server";
import { depositHref } from "./banner-actions";

type CarouselLimits = PublicBrandConfig["limits"]["bannerCarousel"];

/**
 * Spec §2/§9 banner carousel: one slide per view, 8 px gap, 5 s autoplay pausing on hover,
 * loop only with 4+ slides, separate art up to 767 px. The server renders swiper's markup with
 * the first slide showing, so without JavaScript it is a still banner whose buttons work. swiper
 * itself is loaded and started when the browser is idle: it is not first-load JavaScript and
 * does not hold up hydration.
 */
export function BannerCarousel({ banners, limits, loggedIn }: { banners: BannerView[]; limits: CarouselLimits; lang?: string; loggedIn: boolean }) {
  const { t } = useTranslation("content");
  const [failed, setFailed] = useState<Set<string>>(() => new Set());
  const [desktopW, desktopH] = limits.desktopAspect;
  const [mobileW, mobileH] = limits.mobileAspect;
  const style = { "--banner-aspect": `${desktopW} / ${desktopH}`, "--banner-aspect-mobile": `${mobileW} / ${mobileH}` } as React.CSSProperties;
  const root = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const multiple = banners.length > 1;
  const loop = banners.length >= limits.loopMinSlides;

  useEffect(() => {
    let cancelled = false;
    let instance: SwiperInstance | null = null;
    let stopAutoplay = () => {};
    const start = () => {
      Promise.all([import("swiper"), import("swiper/modules")]).then(([{ default: Swiper }, { A11y, Pagination }]) => {
        if (cancelled || !root.current) return;
        instance = new Swiper(root.current, {
          modules: [Pagination, A11y],
          slidesPerView: limits.slidesPerView,
          spaceBetween: limits.gapPx,
          loop,
          pagination: multiple && pagination.current ? { el: pagination.current, clickable: true } : false,
        });
        if (multiple) stopAutoplay = autoplay(instance, root.current, limits.autoplayMs, limits.pauseOnHover);
      }, () => undefined);
    };
    const idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 200);
    return () => {
      cancelled = true;
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
      stopAutoplay();
      instance?.destroy(true, true);
    };
  }, [limits.slidesPerView, limits.gapPx, limits.autoplayMs, limits.pauseOnHover, loop, multiple]);

  return (
    <section className="banner-carousel" aria-roledescription="carousel" aria-label={t("banners.label")} style={style}>
      <div ref={root} className="swiper">
        <div className="swiper-wrapper">
          {banners.map((banner, index) => (
            <div className="swiper-slide" key={banner.id}>
              <article className="banner shimmer" data-no-image={failed.has(banner.id) || !banner.image ? "true" : undefined}>
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
                  {banner.action ? <BannerButton action={banner.action} loggedIn={loggedIn} /> : null}
                </div>
                {banner.href ? <BannerLink href={banner.href} label={t("banners.open")} /> : null}
              </article>
            </div>
          ))}
        </div>
        {multiple ? <div ref={pagination} className="swiper-pagination" /> : null}
      </div>
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

/**
 * Spec §2: deposit opens the cashier for a player (deposit=true on this page) and the login modal
 * for a guest; register and login open their modals for guests (a player needs neither, so the
 * button is left out); any other value is a page under the language.
 */
export function BannerButton({ action, loggedIn, className = "btn btn--primary banner__button" }: { action: BannerAction; loggedIn: boolean; className?: string }) {
  const { t } = useTranslation("content");
  const location = useLocation();
  let href: string;
  let label: string;
  switch (action.kind) {
    case "deposit":
      href = depositHref({ pathname: location.pathname, search: location.search, loggedIn });
      label = t("banners.deposit");
      break;
    case "register":
    case "login":
      if (loggedIn) return null;
      href = modalHref(location, action.kind);
      label = t(`banners.${action.kind}`);
      break;
    default:
      href = action.href;
      label = t("banners.play");
  }
  return (
    <Link to={href} className={className} rel={action.kind === "path" ? undefined : "nofollow"} preventScrollReset={action.kind !== "path"} data-action={action.kind}>
      {label}
    </Link>
  );
}

/**
 * Spec §9 autoplay: the next slide every `delayMs`, back to the first after the last when the
 * carousel does not loop, paused while the pointer is over it (pauseOnHover) or the tab is hidden,
 * and counted afresh after the player changes slide. swiper's own Autoplay module runs a
 * requestAnimationFrame loop for its progress events on every frame of the page's life, which on
 * a phone is a busy main thread and a battery cost for nothing we show.
 */
function autoplay(swiper: SwiperInstance, el: HTMLElement, delayMs: number, pauseOnHover: boolean): () => void {
  let hovered = false;
  let timer = 0;
  const schedule = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(advance, delayMs);
  };
  function advance() {
    if (!hovered && !document.hidden) {
      if (swiper.params.loop || !swiper.isEnd) swiper.slideNext();
      else swiper.slideTo(0);
    }
    schedule();
  }
  const enter = () => (hovered = true);
  const leave = () => {
    hovered = false;
    schedule();
  };
  if (pauseOnHover) {
    el.addEventListener("mouseenter", enter);
    el.addEventListener("mouseleave", leave);
  }
  swiper.on("slideChange", schedule);
  schedule();
  return () => {
    window.clearTimeout(timer);
    el.removeEventListener("mouseenter", enter);
    el.removeEventListener("mouseleave", leave);
    if (!swiper.destroyed) swiper.off("slideChange", schedule);
  };
}

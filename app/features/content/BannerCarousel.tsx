import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Swiper as SwiperInstance } from "swiper";
import type { PublicBrandConfig } from "~/brand/config.generated";
import { fetchPriority, heroImage } from "~/ui/fetch-priority";
import { modalHref } from "~/routing/modal-links";
import type { BannerAction, BannerView } from "./banners.server";
import { depositHref } from "./banner-actions";
import { AppLink } from "~/ui/AppLink";
import { whenFirstUsed } from "~/ui/first-use";

type CarouselLimits = PublicBrandConfig["limits"]["bannerCarousel"];

/**
 * Spec §2/§9 banner carousel: one slide per view, 8 px gap, 5 s autoplay pausing on hover,
 * loop only with 4+ slides, separate art up to 767 px. The server renders swiper's markup with
 * the first slide showing, so without JavaScript it is a still banner whose buttons work.
 * swiper is loaded and started on first use: the first autoplay step, or the visitor reaching
 * for the carousel (pointer over it, a touch, focus in it, a dot). Starting it as the page loads
 * was one of the longest tasks of a phone's page load, for a carousel that does not move for
 * 5 s. The dots are the component's own, in the server's markup (hidden by CSS where scripting is
 * off); `data-autoplay` on the section says the autoplay timer runs.
 */
export function BannerCarousel({
  banners,
  limits,
  loggedIn,
}: {
  banners: BannerView[];
  limits: CarouselLimits;
  lang?: string;
  loggedIn: boolean;
}) {
  const { t } = useTranslation("content");
  const [failed, setFailed] = useState<Set<string>>(() => new Set());
  const [active, setActive] = useState(0);
  const [desktopW, desktopH] = limits.desktopAspect;
  const [mobileW, mobileH] = limits.mobileAspect;
  const style = {
    "--banner-aspect": `${desktopW} / ${desktopH}`,
    "--banner-aspect-mobile": `${mobileW} / ${mobileH}`,
  } as React.CSSProperties;
  const section = useRef<HTMLElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<Promise<SwiperInstance | null> | null>(null);
  const restartAutoplay = useRef(() => {});
  const multiple = banners.length > 1;
  const loop = banners.length >= limits.loopMinSlides;
  const options = useRef({ slidesPerView: limits.slidesPerView, spaceBetween: limits.gapPx, loop });
  options.current = { slidesPerView: limits.slidesPerView, spaceBetween: limits.gapPx, loop };

  const enhance = useCallback((): Promise<SwiperInstance | null> => {
    if (!swiper.current) {
      swiper.current = Promise.all([import("swiper"), import("swiper/modules")]).then(
        ([{ default: Swiper }, { A11y }]) => {
          if (!root.current) return null;
          const instance = new Swiper(root.current, { modules: [A11y], ...options.current });
          instance.on("slideChange", () => {
            setActive(instance.realIndex);
            restartAutoplay.current();
          });
          return instance;
        },
        () => null,
      );
    }
    return swiper.current;
  }, []);

  useEffect(() => {
    const el = section.current;
    if (!el || !multiple) return;
    const stopListening = whenFirstUsed(el, () => void enhance());
    const stopAutoplay = autoplay(el, limits.autoplayMs, limits.pauseOnHover, restartAutoplay, () =>
      enhance().then((instance) => {
        if (!instance || instance.destroyed) return;
        if (instance.params.loop || !instance.isEnd) instance.slideNext();
        else instance.slideTo(0);
      }),
    );
    return () => {
      stopListening();
      stopAutoplay();
      swiper.current?.then((instance) => instance?.destroy(true, true));
      swiper.current = null;
    };
  }, [enhance, multiple, limits.autoplayMs, limits.pauseOnHover]);

  const show = (index: number) => enhance().then((instance) => instance && slideToBanner(instance, index));

  return (
    <section
      ref={section}
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t("banners.label")}
      style={style}
    >
      <div ref={root} className="swiper">
        <div className="swiper-wrapper">
          {banners.map((banner, index) => (
            <div className="swiper-slide" key={banner.id}>
              <article className="banner" data-no-image={failed.has(banner.id) || !banner.image ? "true" : undefined}>
                {banner.image && !failed.has(banner.id) ? (
                  <picture>
                    <source
                      media={`(max-width: ${limits.mobileMaxWidth}px)`}
                      srcSet={banner.mobileImage ?? banner.image}
                      width={mobileW}
                      height={mobileH}
                    />
                    <img
                      className="banner__image"
                      src={banner.image}
                      width={desktopW}
                      height={desktopH}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      {...(index === 0 ? heroImage() : fetchPriority("low"))}
                      onError={() => setFailed((prev) => new Set(prev).add(banner.id))}
                    />
                  </picture>
                ) : (
                  <div className="banner__placeholder" aria-hidden="true" />
                )}
                <div className="banner__overlay">
                  {banner.contentHtml ? (
                    <div className="banner__content" dangerouslySetInnerHTML={{ __html: banner.contentHtml }} />
                  ) : null}
                  {banner.action ? <BannerButton action={banner.action} loggedIn={loggedIn} /> : null}
                </div>
                {banner.href ? <BannerLink href={banner.href} label={t("banners.open")} /> : null}
              </article>
            </div>
          ))}
        </div>
        {multiple ? (
          <div className="swiper-pagination swiper-pagination-bullets swiper-pagination-horizontal">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={`swiper-pagination-bullet${index === active ? " swiper-pagination-bullet-active" : ""}`}
                aria-label={t("banners.show", { n: index + 1, total: banners.length })}
                aria-current={index === active ? "true" : undefined}
                onClick={() => void show(index)}
              />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function BannerLink({ href, label }: { href: string; label: string }) {
  return href.startsWith("/") ? (
    <AppLink to={href} className="banner__link" aria-label={label} />
  ) : (
    <a href={href} className="banner__link" aria-label={label} target="_blank" rel="noopener noreferrer" />
  );
}

/**
 * Spec §2: deposit opens the cashier for a player (deposit=true on this page) and the login modal
 * for a guest; register and login open their modals for guests (a player needs neither, so the
 * button is left out); any other value is a page under the language.
 */
export function BannerButton({
  action,
  loggedIn,
  className = "btn btn--primary banner__button",
}: {
  action: BannerAction;
  loggedIn: boolean;
  className?: string;
}) {
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
    <AppLink
      to={href}
      className={className}
      rel={action.kind === "path" ? undefined : "nofollow"}
      preventScrollReset={action.kind !== "path"}
      data-action={action.kind}
    >
      {label}
    </AppLink>
  );
}

/**
 * Shows banner `index` (its place in the list, whatever order a loop has put the slides in).
 * swiper's slideToLoop slides a frame later to the slide's position read now; a loop fix in that
 * frame (its first resize on a busy phone, a transition's end) moves the slides under it and it
 * lands on another banner. So look again once that frame is past.
 */
function slideToBanner(instance: SwiperInstance, index: number) {
  if (!instance.params.loop) {
    instance.slideTo(index);
    return;
  }
  instance.slideToLoop(index);
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (!instance.destroyed && instance.realIndex !== index) instance.slideTo(instance.getSlideIndexByData(index));
    }),
  );
}

/**
 * Spec §9 autoplay: the next slide every `delayMs`, back to the first after the last when the
 * carousel does not loop, paused while the pointer is over it (pauseOnHover) or the tab is hidden,
 * and counted afresh after the player changes slide (`restart`, which the carousel calls on each
 * slide change). swiper's own Autoplay module runs a requestAnimationFrame loop for its progress
 * events on every frame of the page's life, which on a phone is a busy main thread and a battery
 * cost for nothing we show; and it would need swiper started before the first step.
 */
function autoplay(
  el: HTMLElement,
  delayMs: number,
  pauseOnHover: boolean,
  restart: { current: () => void },
  step: () => void,
): () => void {
  let hovered = false;
  let timer = 0;
  const schedule = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(advance, delayMs);
  };
  function advance() {
    if (!hovered && !document.hidden) step();
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
  restart.current = schedule;
  schedule();
  // Set on the element, not as state: a re-render only to say "running" would cost a hydration pass.
  el.dataset.autoplay = "running";
  return () => {
    delete el.dataset.autoplay;
    window.clearTimeout(timer);
    restart.current = () => {};
    el.removeEventListener("mouseenter", enter);
    el.removeEventListener("mouseleave", leave);
  };
}

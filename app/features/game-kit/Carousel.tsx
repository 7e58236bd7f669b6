import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Swiper as SwiperInstance } from "swiper";
import type { PublicBrandConfig } from "~/brand/config.generated";
import {
  arrowsHiddenSteps,
  slidesPerViewFor,
  swiperBreakpoints,
  viewMoreHiddenSteps,
  type SlidesStep,
} from "./catalogue";
import { AppLink } from "~/ui/AppLink";
import { whenFirstUsed } from "~/ui/first-use";

export interface CarouselSettings {
  slidesPerView: readonly SlidesStep[];
  speedMs: number;
}

/**
 * A horizontal carousel (spec §9: slides per view by width, 600 ms). The server renders a
 * scroll-snap list that scrolls without JavaScript. swiper (loaded on demand, so it is not
 * first-load JavaScript) takes over the same markup on first use — pointer over it, focus in it,
 * a touch or a scroll of it, or an arrow — rather than as it scrolls into view: a lobby has a
 * dozen carousels, and initialising them all while the page loads blocks the main thread.
 * View more follows spec §2: hidden with fewer slides than fit, or for column-style groups. Which
 * widths hide it is marked on the link and applied by the brand's carousel CSS (carousel-css.ts),
 * which also sets slides per view: so `settings.slidesPerView` must be the brand's table.
 * The arrows are rendered on the server too; CSS hides them where scripting is off, and at the
 * widths where every slide is in view.
 */
export function Carousel({
  id,
  title,
  settings,
  count,
  viewMore,
  assetStyle,
  className = "",
  onFirstUse,
  children,
}: {
  id: string;
  title: ReactNode;
  settings: CarouselSettings;
  /** Slides the carousel will hold in all (for View more). */
  count: number;
  viewMore?: { href: string; label: string } | null;
  assetStyle?: string | null;
  className?: string;
  /** Called once, when the visitor first reaches for the carousel (e.g. to load its other slides). */
  onFirstUse?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("lobby");
  const section = useRef<HTMLElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const swiper = useRef<Promise<SwiperInstance | null> | null>(null);
  const latest = useRef({ settings, onFirstUse });
  latest.current = { settings, onFirstUse };

  const enhance = useCallback((): Promise<SwiperInstance | null> => {
    if (!swiper.current) {
      latest.current.onFirstUse?.();
      const { settings: current } = latest.current;
      swiper.current = import("swiper").then(
        ({ default: Swiper }) => {
          if (!viewport.current) return null;
          const instance = new Swiper(viewport.current, {
            slidesPerView: slidesPerViewFor(0, current.slidesPerView),
            breakpoints: swiperBreakpoints(current.slidesPerView),
            speed: current.speedMs,
            spaceBetween: 12,
            watchOverflow: true,
            wrapperClass: "carousel__track",
            slideClass: "carousel__slide",
          });
          viewport.current.dataset.enhanced = "true";
          return instance;
        },
        () => null,
      );
    }
    return swiper.current;
  }, []);

  useEffect(() => {
    const el = section.current;
    const track = viewport.current;
    if (!el || !track) return;
    const stopListening = whenFirstUsed(el, () => void enhance(), track);
    return () => {
      stopListening();
      swiper.current?.then((instance) => instance?.destroy(true, true));
      swiper.current = null;
    };
  }, [enhance]);

  // New slides (the rest of a carousel) are added by React; swiper re-measures.
  useEffect(() => {
    swiper.current?.then((instance) => instance?.update());
  });

  const hiddenAt = viewMore ? viewMoreHiddenSteps(count, settings.slidesPerView, assetStyle) : [];
  const showViewMore = viewMore && hiddenAt.length < settings.slidesPerView.length;
  const steps = (hidden: number[]) => (hidden.length > 0 ? hidden.join(" ") : undefined);
  const arrowsHiddenAt = steps(arrowsHiddenSteps(count, settings.slidesPerView));
  return (
    <section ref={section} className={`carousel ${className}`} aria-labelledby={`${id}-title`} data-carousel={id}>
      <header className="carousel__header">
        <h2 id={`${id}-title`} className="carousel__title">
          {title}
        </h2>
        <div className="carousel__actions">
          {showViewMore ? (
            <AppLink to={viewMore.href} className="carousel__more" data-hidden-at={steps(hiddenAt)}>
              {viewMore.label}
            </AppLink>
          ) : null}
          <button
            type="button"
            className="carousel__nav"
            data-hidden-at={arrowsHiddenAt}
            aria-label={t("carousel.previous")}
            onClick={() => enhance().then((instance) => instance?.slidePrev())}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <button
            type="button"
            className="carousel__nav"
            data-hidden-at={arrowsHiddenAt}
            aria-label={t("carousel.next")}
            onClick={() => enhance().then((instance) => instance?.slideNext())}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </header>
      <div ref={viewport} className="swiper carousel__viewport">
        <ul className="carousel__track" role="list">
          {children}
        </ul>
      </div>
    </section>
  );
}

export function Slide({ children }: { children: ReactNode }) {
  return <li className="carousel__slide">{children}</li>;
}

const settingsByLimits = new WeakMap<PublicBrandConfig["limits"]["carousel"], CarouselSettings>();

/** The same object for the same brand data, so memoised carousels (DeferHydration) stay skipped. */
export function carouselSettings(brand: PublicBrandConfig): CarouselSettings {
  const limits = brand.limits.carousel;
  let settings = settingsByLimits.get(limits);
  if (!settings) {
    settings = { slidesPerView: limits.slidesPerView, speedMs: limits.speedMs };
    settingsByLimits.set(limits, settings);
  }
  return settings;
}

import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Swiper as SwiperInstance } from "swiper";
import { slidesPerViewFor, swiperBreakpoints, viewMoreVisible, type SlidesStep } from "./catalogue";
import "./lobby.css";

export interface CarouselSettings {
  slidesPerView: readonly SlidesStep[];
  speedMs: number;
}

/**
 * A horizontal carousel (spec §9: slides per view by width, 600 ms). The server renders a
 * scroll-snap list that scrolls without JavaScript; in the browser, when it nears the viewport,
 * swiper (loaded on demand, so it is not first-load JavaScript) takes over the same markup.
 * View more follows spec §2: hidden with fewer slides than fit, or for column-style groups.
 */
export function Carousel({
  id,
  title,
  settings,
  count,
  viewMore,
  assetStyle,
  className = "",
  onNearViewport,
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
  onNearViewport?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("lobby");
  const viewport = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  // Server (and no JavaScript): the smallest step decides; the browser uses its real width.
  const [fits, setFits] = useState(() => slidesPerViewFor(0, settings.slidesPerView));

  useEffect(() => {
    const update = () => setFits(slidesPerViewFor(window.innerWidth, settings.slidesPerView));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [settings.slidesPerView]);

  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNearViewport?.();
        import("swiper").then(({ default: Swiper }) => {
          if (cancelled || !viewport.current) return;
          swiper.current = new Swiper(viewport.current, {
            slidesPerView: slidesPerViewFor(0, settings.slidesPerView),
            breakpoints: swiperBreakpoints(settings.slidesPerView),
            speed: settings.speedMs,
            spaceBetween: 12,
            watchOverflow: true,
            wrapperClass: "carousel__track",
            slideClass: "carousel__slide",
          });
          viewport.current.dataset.enhanced = "true";
          setEnhanced(true);
        }, () => undefined);
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // New slides (the rest of a carousel) are added by React; swiper re-measures.
  useEffect(() => {
    swiper.current?.update();
  });

  const showViewMore = viewMore && viewMoreVisible(count, fits, assetStyle);
  return (
    <section className={`carousel ${className}`} aria-labelledby={`${id}-title`} data-carousel={id}>
      <header className="carousel__header">
        <h2 id={`${id}-title`} className="carousel__title">
          {title}
        </h2>
        <div className="carousel__actions">
          {showViewMore ? (
            <Link to={viewMore.href} className="carousel__more">
              {viewMore.label}
            </Link>
          ) : null}
          {enhanced ? (
            <>
              <button type="button" className="carousel__nav" aria-label={t("carousel.previous")} onClick={() => swiper.current?.slidePrev()}>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
              <button type="button" className="carousel__nav" aria-label={t("carousel.next")} onClick={() => swiper.current?.slideNext()}>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </>
          ) : null}
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

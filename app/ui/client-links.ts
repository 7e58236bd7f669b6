import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";

/**
 * Marks a plain <a> as an in-app link: one document listener (useClientLinks) navigates it
 * without a page load, as Remix's <Link> would. A lobby renders two links per tile, over a hundred
 * on a page; as <Link>s each was a small component tree with a dozen hooks, and hydrating them was
 * a quarter of React's start-up on a phone. Without JavaScript they are ordinary links.
 * "keep-scroll" leaves the scroll position alone (a modal opened over the page).
 */
export function clientLink(scroll: "reset" | "keep-scroll" = "reset") {
  return { "data-client-link": scroll };
}

function isPlainLeftClick(event: MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** The document listener behind clientLink(); the site shell mounts it once. */
export function useClientLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainLeftClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[data-client-link]") : null;
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        (anchor.target && anchor.target !== "_self") ||
        anchor.hasAttribute("download")
      )
        return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      // As <Link>: following a link to the page already shown replaces the history entry.
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      navigate(to, { preventScrollReset: anchor.dataset.clientLink === "keep-scroll", replace: to === here });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}

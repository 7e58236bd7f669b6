import type { AnchorHTMLAttributes } from "react";
import { clientLink } from "./client-links";

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A path of this site ("/pb/jogos", "/pb?modal=login"). */
  to: string;
  /** Leave the scroll position alone, as Link's preventScrollReset (a modal over the page). */
  preventScrollReset?: boolean;
};

/**
 * An in-app link as a plain <a>, navigated by the shell's one document listener (clientLink).
 * For the links a page renders dozens of times (header, menus, lobby tabs, studios, themes):
 * Remix's <Link> is a small component tree with a couple of dozen hooks to hydrate for each, and
 * the lobby had about seventy of them. Without JavaScript it is an ordinary link.
 */
export function AppLink({ to, preventScrollReset = false, ...rest }: AppLinkProps) {
  return <a href={to} {...clientLink(preventScrollReset ? "keep-scroll" : "reset")} {...rest} />;
}

/**
 * Spec §2 banner actions as plain links (so they work without JavaScript), shared by the
 * carousel's buttons (rendered with the router's location) and the CMS data links in banner
 * content (resolved by the loader from the request URL).
 */
import { modalHref } from "~/routing/modal-links";
import { isSafeRelativePath } from "~/routing/safe-path";

/** Where the visitor is: the page a banner is shown on. */
export interface Here {
  pathname: string;
  search: string;
  loggedIn: boolean;
}

/** A path (or "?query") with some query parameters set, the others kept. */
export function withParams(pathname: string, search: string, set: Record<string, string>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(set)) params.set(key, value);
  return `${pathname}?${params.toString()}`;
}

/**
 * "deposit": the cashier for a player (spec §2 query deposit=true on the current page, which the
 * cashier opens from), the login modal for a guest.
 */
export function depositHref(here: Here): string {
  return here.loggedIn ? withParams(here.pathname, here.search, { deposit: "true" }) : modalHref(here, "login");
}

/** A CMS data link, read as spec §2 says: "&" separates parameters and "=" becomes ":". */
export type DataLink =
  { kind: "deposit" } | { kind: "withdraw" } | { kind: "path"; path: string; params: [string, string][] };

const decode = (value: string) => {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return value;
  }
};

/**
 * `data-link="link=deposit"`, `data-link="withdraw"`, `data-link="link=/casino/new&bonus=X"`:
 * the `link` parameter (or a bare value) is the action; other parameters go along when it is
 * a path. Null when there is no action or the path is not a same-origin relative path.
 */
export function parseDataLink(raw: string): DataLink | null {
  const pairs = raw
    .trim()
    .replace(/^\?/, "")
    .replaceAll("&", ",")
    .replaceAll("=", ":")
    .split(",")
    .filter(Boolean)
    .map((part): [string, string] => {
      const colon = part.indexOf(":");
      return colon === -1
        ? ["", decode(part.trim())]
        : [decode(part.slice(0, colon).trim()), decode(part.slice(colon + 1).trim())];
    });
  const link = (pairs.find(([key]) => key === "link") ?? pairs.find(([key]) => key === ""))?.[1];
  if (!link) return null;
  if (link === "deposit" || link === "withdraw") return { kind: link };
  const path = link.startsWith("/") ? link : `/${link}`;
  if (!isSafeRelativePath(path) || /[?#]/.test(path)) return null;
  return { kind: "path", path, params: pairs.filter(([key]) => key !== "link" && key !== "" && key !== "prevUrl") };
}

/**
 * The href of a data link on the page `here`: deposit as the banner button; withdraw adds
 * withdraw=true to the current route; a path goes under the language with `prevUrl`, the page
 * the visitor came from.
 */
export function dataLinkHref(link: DataLink, here: Here, underLanguage: (path: string) => string): string {
  switch (link.kind) {
    case "deposit":
      return depositHref(here);
    case "withdraw":
      return withParams(here.pathname, here.search, { withdraw: "true" });
    case "path": {
      const params = new URLSearchParams(link.params);
      params.set("prevUrl", `${here.pathname}${here.search}`);
      return `${underLanguage(link.path)}?${params.toString()}`;
    }
  }
}

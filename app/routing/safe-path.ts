/**
 * Same-origin relative paths only (ARCHITECTURE §9): used for every redirect target and CMS
 * link. Rejects schemes, protocol-relative //host, backslashes (browsers treat \ as /) and
 * control characters. Characters above U+00FF too: a header value is a byte string, so a
 * redirect to one threw (a bare 500); a browser sends such a path percent-encoded anyway.
 */
export function isSafeRelativePath(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.includes("\\") &&
    // eslint-disable-next-line no-control-regex -- a path with control characters is refused
    !/[\u0000-\u001f\u007f]/.test(path) &&
    !/[\u0100-\u{10ffff}]/u.test(path) &&
    !/^\/[a-z][a-z0-9+.-]*:/i.test(path)
  );
}

const DUMMY_ORIGIN = "http://site.invalid";

/**
 * The one check every redirect goes through (issue 24 §3): `raw` resolved against a dummy origin,
 * so dot segments (`/pb/../..//evil.com`) and `%2e%2e` are normalised the way a browser or
 * `new URL` would, and the normalised path checked again. A check on the raw string alone passed
 * `/pb/../..//evil.com`, whose path becomes `//evil.com` once normalised. Encoded slashes and
 * backslashes in the path (`%2f`, `%5c`) are refused: a proxy or server that decodes them would see
 * another path. Returns the same-origin path (with its query and hash), else `fallback`.
 */
export function safeRedirectTarget<F extends string | null>(
  raw: FormDataEntryValue | string | null | undefined,
  fallback: F,
): string | F {
  if (typeof raw !== "string" || raw.length > 2048 || !isSafeRelativePath(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, DUMMY_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== DUMMY_ORIGIN || /%(2f|5c)/i.test(url.pathname)) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  return isSafeRelativePath(result) ? result : fallback;
}

/**
 * Where a form continues after a save: a pending game launch that a pre-check page was given as
 * redirectUrl. Anything but a short safe relative path is dropped, and the page shows its own
 * success state instead.
 */
export function continueTarget(raw: FormDataEntryValue | string | null | undefined): string | null {
  return typeof raw === "string" && raw.length <= 512 ? safeRedirectTarget(raw, null) : null;
}

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

/**
 * Where a form continues after a save: a pending game launch that a pre-check page was given as
 * redirectUrl. Anything but a short safe relative path is dropped, and the page shows its own
 * success state instead.
 */
export function continueTarget(raw: FormDataEntryValue | string | null | undefined): string | null {
  return typeof raw === "string" && raw.length <= 512 && isSafeRelativePath(raw) ? raw : null;
}

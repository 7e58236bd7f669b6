/**
 * Same-origin relative paths only (ARCHITECTURE §9): used for every redirect target and CMS
 * link. Rejects schemes, protocol-relative //host, backslashes (browsers treat \ as /) and
 * control characters.
 */
export function isSafeRelativePath(path: string): boolean {
  return (
    path.startsWith("/") &&
    !path.startsWith("//") &&
    !path.includes("\\") &&
    !/[\u0000-\u001f\u007f]/.test(path) &&
    !/^\/[a-z][a-z0-9+.-]*:/i.test(path)
  );
}

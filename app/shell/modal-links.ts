/** Modals open through the URL (ARCHITECTURE §4), so a plain link opens them without JavaScript. */
export function modalHref(location: { pathname: string; search: string }, modal: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(location.search);
  params.set("modal", modal);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${location.pathname}?${params.toString()}`;
}

import { useEffect, useState } from "react";

/**
 * False on the server and in the hydrating render, true from the first effect on. Controls that
 * need JavaScript (minimise, a fetcher's in-place answer, a show-password eye) render only then,
 * so a page without JavaScript never shows a button that does nothing.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

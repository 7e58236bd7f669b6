import { Suspense, type ReactNode } from "react";

/**
 * Selective hydration (ADR 025). React's first hydration pass leaves every Suspense boundary's
 * server HTML as it is and hydrates it afterwards, in a pass of its own at the lowest priority,
 * which yields to the browser between small slices and commits on its own. So the page's first
 * pass, and its one long commit, covers only what is outside these parts. A click, key or focus
 * inside a part not yet hydrated makes React hydrate it at once and then handle the event.
 *
 * For what sits below the fold. Nothing inside suspends, so the fallback is never shown; the
 * server renders the part in full, and pages without JavaScript are unchanged.
 */
export function DeferHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

import { Suspense, isValidElement, memo, type ReactNode } from "react";

/**
 * Selective hydration (ADR 025). React's first hydration pass leaves every Suspense boundary's
 * server HTML as it is and hydrates it afterwards, in a pass of its own at the lowest priority,
 * which yields to the browser between small slices and commits on its own. So the page's first
 * pass, and its one long commit, covers only what is outside these parts. A click, key or focus
 * inside a part not yet hydrated makes React hydrate it at once and then handle the event.
 *
 * For what sits below the fold. Nothing inside suspends, so the fallback is never shown; the
 * server renders the part in full, and pages without JavaScript are unchanged.
 *
 * Memoised (ADR 034): when the page re-renders while a part is still dehydrated (a mount effect
 * setting state does), new props would make React hydrate that part at once, in one blocking
 * task. So the part is skipped while its child is the same component with the same props: pass
 * one element whose props are stable (loader data, memoised settings), not inline markup.
 */
export const DeferHydration = memo(
  function DeferHydration({ children }: { children: ReactNode }) {
    return <Suspense fallback={null}>{children}</Suspense>;
  },
  (before, after) => sameElement(before.children, after.children),
);

export function sameElement(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true;
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const pa = a.props as Record<string, unknown>;
  const pb = b.props as Record<string, unknown>;
  const keys = Object.keys(pa);
  return keys.length === Object.keys(pb).length && keys.every((k) => Object.is(pa[k], pb[k]));
}

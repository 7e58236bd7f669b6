import { useMatches } from "@remix-run/react";

/**
 * A route's handle may ask for the page without the site shell (header, menus, footer) for some
 * of its loader's answers: the provider return shown inside the deposit modal's frame (ADR 059).
 */
export interface BareShellHandle {
  bareShell?: (data: unknown) => boolean;
}

export function useBareShell(): boolean {
  return useMatches().some((match) => {
    const handle = match.handle as BareShellHandle | undefined;
    return typeof handle?.bareShell === "function" && handle.bareShell(match.data);
  });
}

import { useEffect } from "react";

/**
 * On a slow phone a player can type into the server-rendered form before React hydrates it.
 * React attaches to that input without an onChange, so state derived from typing (a password
 * checklist) would stay empty while the box is full. At hydration, hand any such value over.
 */
export function useAdoptTypedValue(id: string, adopt: (input: HTMLInputElement) => void): void {
  useEffect(() => {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement && input.value !== "") adopt(input);
    // Once, at hydration: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

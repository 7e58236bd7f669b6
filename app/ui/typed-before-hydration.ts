import { useEffect, type RefObject } from "react";

/**
 * On a slow phone a player can type into the server-rendered form before React hydrates it
 * (hydration also waits for the hero picture, ADR 036). React attaches to that input without an
 * onChange, so state derived from typing (a password checklist, search results) would stay empty
 * while the box is full. At hydration, hand any such value over. `input` is an element id or ref.
 */
export function useAdoptTypedValue(
  input: string | RefObject<HTMLInputElement>,
  adopt: (input: HTMLInputElement) => void,
): void {
  useEffect(() => {
    const element = typeof input === "string" ? document.getElementById(input) : input.current;
    if (element instanceof HTMLInputElement && element.value !== "") adopt(element);
    // Once, at hydration: later typing goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

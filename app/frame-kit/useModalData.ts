import { useRootData } from "./useRootData";

/**
 * The root loader's data for the modal `name` (ADR 046), or null when the URL opens another modal
 * or none. The feature that registered the loader gives the type.
 */
export function useModalData<T>(name: string): T | null {
  const modal = useRootData()?.modal;
  return modal && modal.name === name ? (modal.data as T) : null;
}

import { useEffect, useState } from "react";
import { useRootData } from "~/frame-kit/useRootData";
import type { SessionTimerData } from "~/frame-kit/root-data";

/**
 * Seconds left in the session, ticking every second (spec §4). The browser counts its own
 * elapsed time from the server's figure, so a skewed device clock (or Playwright's clock)
 * agrees with the server. Null without a session limit.
 */
export function useSessionCountdown(): { left: number | null; timer: SessionTimerData | null } {
  const data = useRootData() as
    (ReturnType<typeof useRootData> & { sessionTimer?: SessionTimerData | null }) | undefined;
  const timer = data?.sessionTimer ?? null;
  const initial = timer ? Math.max(0, Math.ceil((timer.endsAt - timer.now) / 1000)) : null;
  const [left, setLeft] = useState<number | null>(initial);
  useEffect(() => {
    if (initial === null) {
      setLeft(null);
      return;
    }
    const start = Date.now();
    const tick = () => setLeft(Math.max(0, initial - Math.floor((Date.now() - start) / 1000)));
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [initial, timer?.now]);
  return { left, timer };
}

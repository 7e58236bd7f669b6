import { useEffect } from "react";
import { cookieTimeZone, knownTimeZone, timeZoneCookie } from "~/routing/time-zone";

/** Tells the server the browser's time zone once it differs from what the cookie says. */
export function useTimeZoneCookie() {
  useEffect(() => {
    const zone = knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (!zone || cookieTimeZone(document.cookie) === zone) return;
    document.cookie = timeZoneCookie(zone, window.location.protocol === "https:");
  }, []);
}

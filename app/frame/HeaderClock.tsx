import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import { clockText } from "~/ui/zone-clock";
import { useShellData } from "~/frame-kit/useRootData";

/**
 * Platform time (HH:mm) for brands whose regulators want a visible clock. It starts from
 * general/getCurrentCMSServerTime and then ticks with the browser's clock, keeping the offset.
 */
export function HeaderClock() {
  const { serverTime, zoneClock } = useShellData();
  const { t } = useTranslation("shell");
  const [offset] = useState(() => (serverTime ? serverTime - Date.now() : 0));
  const [now, setNow] = useState(() => serverTime ?? Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  const time = clockText(now, zoneClock);
  return (
    <span className="header-clock" title={t("header.clock")}>
      <Icon name="clock" size={16} />
      <time dateTime={new Date(now).toISOString()} suppressHydrationWarning>
        {time}
      </time>
    </span>
  );
}

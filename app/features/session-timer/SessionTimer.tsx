import { useEffect, useState } from "react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import { Modal } from "~/ui/Modal";
import { useShellData } from "~/frame-kit/useRootData";
import { formatCountdown } from "./session-limit";
import { useSessionCountdown } from "./useSessionCountdown";

/** The discreet countdown under the header while a session limit runs (spec §4). */
export function SessionTimer() {
  const { left } = useSessionCountdown();
  const { t } = useTranslation("account");
  if (left === null) return null;
  return (
    <div className="session-timer">
      <div className="session-timer__inner">
        <span
          className={`session-timer__pill${left <= 300 ? " is-ending" : ""}`}
          role="timer"
          aria-label={t("session.remainingLabel")}
          title={t("session.remainingLabel")}
        >
          <Icon name="clock" size={14} />
          <span className="session-timer__value" suppressHydrationWarning>
            {formatCountdown(left)}
          </span>
        </span>
      </div>
    </div>
  );
}

/**
 * The session-expired modal: on the server when the page loads after the limit ran out,
 * in the browser brand.limits.sessionExpiredDelayMs after the countdown reaches zero.
 * Continue (a new full period), configure the reality check, or log out.
 */
export function SessionExpiredModal() {
  const { left, timer } = useSessionCountdown();
  const { brand, lang } = useShellData();
  const { t } = useTranslation("account");
  const location = useLocation();
  const [open, setOpen] = useState(Boolean(timer?.expired));
  useEffect(() => {
    if (!timer) return setOpen(false);
    if (timer.expired) return setOpen(true);
    if (left !== 0) return setOpen(false);
    const id = setTimeout(() => setOpen(true), brand.limits.sessionExpiredDelayMs);
    return () => clearTimeout(id);
  }, [timer, left, brand.limits.sessionExpiredDelayMs]);
  if (!timer || !open) return null;
  const here = `${location.pathname}${location.search}`;
  const realityCheck = `/${lang}/myaccount/security/reality-check`;
  return (
    <Modal id="session-expired" title={t("session.expiredTitle")} size="small">
      <div className="session-expired">
        <span className="session-expired__icon" aria-hidden="true">
          <Icon name="clock" size={32} />
        </span>
        <p>{t("session.expiredText", { hours: formatHours(timer.limitMinutes, t) })}</p>
        <Form method="post" action={`/${lang}/session`} className="session-expired__actions">
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" name="intent" value="continue" className="btn btn--primary btn--block">
            {t("session.continue")}
          </button>
        </Form>
        <Link to={realityCheck} className="btn btn--ghost btn--block">
          {t("session.configure")}
        </Link>
        <Form method="post" action={`/${lang}/logout`}>
          <button type="submit" className="btn btn--ghost btn--block session-expired__logout">
            {t("session.logout")}
          </button>
        </Form>
      </div>
    </Modal>
  );
}

function formatHours(minutes: number, t: (key: string, options?: Record<string, unknown>) => string): string {
  return minutes % 60 === 0 ? t("session.hours", { count: minutes / 60 }) : t("session.minutes", { count: minutes });
}

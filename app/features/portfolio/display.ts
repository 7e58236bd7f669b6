/** How the portfolio shows an account, a date and a payout time. */

/** Only the last four characters of an account number or key, whatever the platform sent. */
export function maskAccount(account: string | null | undefined): string | null {
  const visible = (account ?? "").replace(/[^0-9A-Za-z]/g, "");
  if (!visible) return null;
  return `•••• ${visible.slice(-4)}`;
}

/** Date and time in the page's language and the player's time zone (formatted on the server). */
export function formatDateTime(iso: string, locale: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(at);
}

/** A zone as people say it in the page's language ("Brasilia Standard Time"), with its IANA name. */
export function zoneLabel(timeZone: string, locale: string, at: Date): string {
  const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}

/** The calendar day (YYYY-MM-DD) of `at` in a time zone. */
export function dayIn(at: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** The day `days` before a YYYY-MM-DD day. */
export function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

export interface PayoutClock {
  /** When payment is expected: the request time plus the brand's payout hours (ISO). */
  dueAt: string;
  /** Whole minutes left until then, 0 once it has passed. */
  minutesLeft: number;
  overdue: boolean;
}

/** The payout clock of a pending withdrawal (issue 27 §6): limits.withdraw.payoutHours after the request. */
export function payoutClock(requestedAt: string, payoutHours: number, now: number): PayoutClock | null {
  const start = Date.parse(requestedAt);
  if (Number.isNaN(start)) return null;
  const due = start + payoutHours * 3_600_000;
  const left = Math.max(0, Math.ceil((due - now) / 60_000));
  return { dueAt: new Date(due).toISOString(), minutesLeft: left, overdue: due <= now };
}

import { useTranslation } from "react-i18next";
import { Money } from "~/ui/Money";
import { rouletteColour } from "./roulette";
import type { LiveTableView } from "./types";

/** "HH:mm GMT" of a table time, or null. */
function gmt(time: string | null | undefined): string | null {
  return time && /^\d{2}:\d{2}$/.test(time) ? `${time} GMT` : null;
}

/** Spec §4 live tile badge: Live, or Offline with the opening time in GMT. */
export function LiveTableBadge({ table }: { table: LiveTableView }) {
  const { t } = useTranslation("live");
  const opens = gmt(table.tableTimes?.open);
  return table.tableOpen ? (
    <span className="live-badge live-badge--open" data-testid="live-badge" data-state="open">
      <span className="live-badge__dot" aria-hidden="true" />
      {t("badge.live")}
    </span>
  ) : (
    <span className="live-badge live-badge--offline" data-testid="live-badge" data-state="offline">
      {t("badge.offline")}
      {opens ? <span className="live-badge__opens">{t("badge.opensAt", { time: opens })}</span> : null}
    </span>
  );
}

function resultColour(entry: { result: number | string; color: string }): string {
  const n = typeof entry.result === "number" ? entry.result : Number(entry.result);
  if (Number.isInteger(n) && n >= 0 && n <= 36 && String(entry.result).trim() !== "") return rouletteColour(n);
  return entry.color;
}

/**
 * Spec §3/§10 live table details: state, the last 20 results (roulette colours), seats, limits
 * in the brand's money format, opening times (GMT) and currency.
 */
export function LiveTableInfo({ table }: { table: LiveTableView }) {
  const { t } = useTranslation("live");
  const open = gmt(table.tableTimes?.open);
  const close = gmt(table.tableTimes?.close);
  return (
    <div className="live-info" data-testid="live-table" data-table={table.tableId}>
      <div className="live-info__head">
        <LiveTableBadge table={table} />
        {table.tableType ? (
          <span className="live-info__type">{t(`type.${table.tableType}`, { defaultValue: table.tableType })}</span>
        ) : null}
      </div>
      {table.last20Results.length ? (
        <ol className="live-info__results" aria-label={t("info.results")} data-testid="live-results">
          {table.last20Results.slice(0, 20).map((entry, i) => (
            <li key={i} className={`live-result live-result--${resultColour(entry)}`}>
              {entry.result}
            </li>
          ))}
        </ol>
      ) : null}
      <dl className="live-info__facts">
        {typeof table.availableSeats === "number" ? (
          <div>
            <dt>{t("info.seats")}</dt>
            <dd>{table.availableSeats}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("info.limits")}</dt>
          <dd>
            <Money amount={table.tableLimits?.minBet} fallback="–" /> –{" "}
            <Money amount={table.tableLimits?.maxBet} fallback="–" />
          </dd>
        </div>
        {open && close ? (
          <div>
            <dt>{t("info.hours")}</dt>
            <dd>{open === "00:00 GMT" && close === "24:00 GMT" ? t("info.always") : `${open} – ${close}`}</dd>
          </div>
        ) : null}
        {table.currencyCode || table.currency ? (
          <div>
            <dt>{t("info.currency")}</dt>
            <dd>{table.currencyCode ?? table.currency}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

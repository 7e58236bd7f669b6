import { useRef } from "react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import { Money } from "~/ui/Money";
import { usePlayer } from "~/session/PlayerContext";
import { useShellData } from "~/frame-kit/useRootData";
import { modalHref } from "~/routing/modal-links";
import { useDetailsMenu } from "~/frame-kit/details-menu";

/**
 * The logged-in part of the header (spec §2): initials, total balance, deposit; the balance
 * dropdown (a <details>, so it opens without JavaScript) with name, e-mail, the wallets, DRP
 * with its tooltip, total, withdraw, my account and logout (a POST form). Balances are live (SSE).
 */
export function PlayerMenu() {
  const data = useShellData();
  const { t } = useTranslation("auth");
  const location = useLocation();
  const { player, balances, sessionEnding, streamReady } = usePlayer();
  const ref = useRef<HTMLDetailsElement>(null);

  useDetailsMenu(ref, { outsideClick: true });

  if (!player || !balances) return null;
  const fullName = [player.firstName, player.lastName].filter(Boolean).join(" ");
  const rows: { key: string; label: string; amount: number; tip?: string }[] = [
    { key: "freebet", label: t("player.sportsBonus"), amount: balances.freebet },
    { key: "gamesBonus", label: t("player.gamesBonus"), amount: balances.gamesBonus },
    { key: "cash", label: t("player.real"), amount: balances.cash },
    { key: "drp", label: t("player.drp"), amount: balances.drp, tip: t("player.drpTooltip") },
  ];

  return (
    <div
      className="player-menu"
      data-testid="player-menu"
      data-session-ending={sessionEnding ? "true" : undefined}
      data-live={streamReady ? "ready" : undefined}
    >
      <details className="player-menu__dropdown" ref={ref}>
        {/* Named by what it shows ("Total balance R$ 170,00"), so the spoken name contains the
            visible balance (WCAG 2.5.3); on phones the label is hidden from sight only. */}
        <summary className="player-menu__summary">
          <span className="player-avatar" aria-hidden="true">
            {player.initials}
          </span>
          <span className="player-menu__total">
            <span className="player-menu__total-label">{t("player.balance")}</span>{" "}
            <strong data-testid="header-balance">
              <Money amount={balances.total} />
            </strong>
          </span>
          <Icon name="chevronDown" size={16} className="player-menu__chevron" />
        </summary>
        <div className="player-menu__panel">
          <div className="player-menu__identity">
            <span className="player-avatar player-avatar--large" aria-hidden="true">
              {player.initials}
            </span>
            <div>
              <p className="player-menu__name" data-testid="player-name">
                {fullName || player.email}
              </p>
              <p className="player-menu__email">{player.email}</p>
            </div>
          </div>
          <dl className="player-menu__balances">
            {rows.map((row) => (
              <div key={row.key} className="player-menu__row">
                <dt>
                  {row.label}
                  {row.tip ? (
                    <span className="auth-tooltip" tabIndex={0} role="note" aria-label={row.tip}>
                      <Icon name="info" size={14} />
                      <span className="auth-tooltip__bubble" aria-hidden="true">
                        {row.tip}
                      </span>
                    </span>
                  ) : null}
                </dt>
                <dd data-testid={`balance-${row.key}`}>
                  <Money amount={row.amount} />
                </dd>
              </div>
            ))}
            <div className="player-menu__row player-menu__row--total">
              <dt>{t("player.total")}</dt>
              <dd data-testid="balance-total">
                <Money amount={balances.total} />
              </dd>
            </div>
          </dl>
          <div className="player-menu__actions">
            <Link
              to={modalHref(location, "withdraw", { withdraw: "true" })}
              className="btn btn--ghost btn--block"
              rel="nofollow"
              preventScrollReset
              data-testid="player-menu-withdraw"
            >
              <Icon name="wallet" size={18} />
              {t("player.withdraw")}
            </Link>
            <Link to={`/${data.lang}/myaccount`} className="btn btn--ghost btn--block">
              <Icon name="user" size={18} />
              {t("player.myAccount")}
            </Link>
            <Form method="post" action={`/${data.lang}/logout`}>
              <button type="submit" className="btn btn--ghost btn--block player-menu__logout" data-testid="logout">
                {t("player.logout")}
              </button>
            </Form>
          </div>
        </div>
      </details>
      <Link
        to={modalHref(location, "deposit", { deposit: "true" })}
        className="btn btn--primary player-menu__deposit"
        rel="nofollow"
        preventScrollReset
        aria-label={t("player.deposit")}
      >
        <Icon name="wallet" size={18} className="player-menu__deposit-icon" />
        <span>{t("player.deposit")}</span>
      </Link>
    </div>
  );
}

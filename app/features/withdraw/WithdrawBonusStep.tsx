import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useShellData } from "~/frame-kit/useRootData";
import { Icon } from "~/ui/icons";
import { useModalNamespace } from "~/ui/modal-namespace";
import { withdrawHref, type WithdrawBonusView } from "./withdraw-data";

/** Step 2 (spec §2): the bonuses a cashout forfeits; 'cashout anyway' submits, 'cancel' goes back to step 1. */
export function WithdrawBonusStep({ view }: { view: WithdrawBonusView }) {
  const { t } = useModalNamespace("withdraw");
  const { lang } = useShellData();
  const location = useLocation();
  const navigation = useNavigation();
  const action = `/${lang}/cashier/withdraw`;
  const here = `${location.pathname}${location.search}`;
  return (
    <Form
      method="post"
      action={action}
      className="deposit__form"
      data-testid="withdraw-bonus"
      replace
      preventScrollReset
    >
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="returnTo" value={here} />
      <h3 className="deposit__heading withdraw__bonus-title">
        <Icon name="info" size={20} />
        {t("bonus.title")}
      </h3>
      <p>{t("bonus.text", { amount: view.amountText })}</p>
      <ul className="withdraw__bonuses">
        {view.bonuses.map((b) => (
          <li key={b.type}>
            <span>{t(`bonus.types.${b.type}`, { defaultValue: t("bonus.types.other") })}</span>
            <strong>{b.amountText}</strong>
          </li>
        ))}
      </ul>
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={navigation.state !== "idle" && navigation.formAction === action}
        data-testid="withdraw-anyway"
      >
        {t("bonus.anyway")}
      </button>
      <Link
        to={withdrawHref(here, { step: "" })}
        className="btn btn--ghost btn--block"
        replace
        preventScrollReset
        data-testid="withdraw-bonus-cancel"
      >
        {t("bonus.cancel")}
      </Link>
    </Form>
  );
}

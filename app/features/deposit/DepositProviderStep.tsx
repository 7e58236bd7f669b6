import { useEffect, useRef } from "react";
import { Link, useLocation, useRevalidator } from "@remix-run/react";
import { usePlayer } from "~/session/PlayerContext";
import { useHydrated } from "~/ui/useHydrated";
import { useModalNamespace } from "~/ui/modal-namespace";
import type { DepositProviderView } from "./deposit-data";
import { depositHref } from "./DepositMethodStep";

/** The frame the provider's page (3-D Secure, wallet login) opens in, inside the modal. */
export const PROVIDER_FRAME = "deposit-provider";

/**
 * Step 2 of a card or wallet deposit (spec §4): a form posts the gateway's parameters into a
 * frame in the modal. With JavaScript it posts itself; without, the player presses Continue.
 * The platform's transaction-status event reloads the step, which the server draws as success.
 */
export function DepositProviderStep({ view }: { view: DepositProviderView }) {
  const { t } = useModalNamespace("cashier");
  const location = useLocation();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { transaction } = usePlayer();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!view.failedKey) form.current?.submit();
  }, [view.txnId, view.failedKey]);
  useEffect(() => {
    if (transaction?.txnId === view.txnId && revalidator.state === "idle") revalidator.revalidate();
    // Only a new event for this transaction asks again.
  }, [transaction, view.txnId]); // eslint-disable-line react-hooks/exhaustive-deps

  if (view.failedKey)
    return (
      <div className="deposit__result" data-testid="deposit-provider-failed">
        <p className="form__error" role="alert">
          {t(view.failedKey)}
        </p>
        <Link
          to={depositHref(location, { method: view.method }, ["step"])}
          className="btn btn--primary btn--block"
          replace
          preventScrollReset
        >
          {t("deposit.tryAgain")}
        </Link>
      </div>
    );
  return (
    <div className="deposit__provider" data-testid="deposit-provider" data-txn-id={view.txnId}>
      <p className="deposit__amount">
        {t("deposit.amountLabel")} <strong>{view.amountText}</strong>
      </p>
      <form ref={form} method={view.httpMethod} action={view.action} target={PROVIDER_FRAME}>
        {Object.entries(view.params).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {!hydrated && (
          <button type="submit" className="btn btn--primary btn--block" data-testid="deposit-provider-continue">
            {t("deposit.continue")}
          </button>
        )}
      </form>
      <iframe
        name={PROVIDER_FRAME}
        title={t("deposit.providerTitle")}
        className="deposit__frame"
        data-testid="deposit-provider-frame"
      />
    </div>
  );
}

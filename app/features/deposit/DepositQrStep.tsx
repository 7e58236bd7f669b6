import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useShellData } from "~/frame-kit/useRootData";
import { modalHref } from "~/routing/modal-links";
import { Icon } from "~/ui/icons";
import { useHydrated } from "~/ui/useHydrated";
import { Field } from "~/forms/Field";
import { useModalNamespace } from "~/ui/modal-namespace";
import { DEPOSIT_CHECKED as CHECKED, mmss, type DepositQrView } from "./deposit-data";

/**
 * Step 2 (spec §2): the QR, amount, copy-paste code, info and the 10-minute countdown. The
 * platform's transaction-status event (over the tab's SSE) reloads the page's data
 * (PlayerProvider), which the server then draws as step 3; without JavaScript "check payment"
 * asks the same. The check names its transaction (`checked=<txnId>`): a check that finds the code
 * still unpaid says so while the countdown goes on, and a new code starts without that message.
 */
export function DepositQrStep({ view }: { view: DepositQrView }) {
  const { t } = useModalNamespace("cashier");
  const { brand } = useShellData();
  const location = useLocation();
  const left = useCountdown(view.secondsLeft, view.txnId);
  const navigation = useNavigation();
  const params = new URLSearchParams(location.search);
  const checked = params.get(CHECKED) === view.txnId;
  params.delete(CHECKED);
  const checking = navigation.state !== "idle" && navigation.location?.search.includes(`${CHECKED}=`);
  // Copy and the running countdown need JavaScript: without it the field is selected by hand and
  // the expiry reads as a clock time (issue 35 §5).
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<number>();

  useEffect(() => () => window.clearTimeout(copiedTimer.current), []);

  const copy = () => {
    void navigator.clipboard?.writeText(view.code).then(() => {
      setCopied(true);
      window.clearTimeout(copiedTimer.current);
      copiedTimer.current = window.setTimeout(() => setCopied(false), brand.limits.deposit.copiedHintMs);
    });
  };
  const expired = left <= 0;
  const again = modalHref(location, "deposit", {
    deposit: "true",
    step: "1",
    amount: view.amount,
    bonus: view.bonusCode,
  });
  return (
    <div className="deposit__qr-step" data-testid="deposit-qr-step" data-txn-id={view.txnId}>
      {expired ? (
        <div className="deposit__expired" role="alert" data-testid="deposit-expired">
          <Icon name="clock" size={28} />
          <p>{t("deposit.expired")}</p>
          <Link
            to={again}
            className="btn btn--primary btn--block"
            replace
            preventScrollReset
            data-testid="deposit-new-code"
          >
            {t("deposit.newCode")}
          </Link>
        </div>
      ) : (
        <>
          {/* Where the focus goes when this step appears, so a screen reader says what it shows. */}
          <h3 className="deposit__qr-title" tabIndex={-1} data-modal-focus aria-describedby="deposit-qr-amount-line">
            {t("deposit.qrTitle", { method: view.methodName })}
          </h3>
          {view.resumed ? (
            <p className="deposit__info" role="status" data-testid="deposit-resumed">
              <Icon name="info" size={18} /> {t("deposit.resumed", { method: view.methodName })}
            </p>
          ) : null}
          <div
            className="deposit__qr"
            data-testid="deposit-qr"
            // Drawn on the server from the code by our own SVG writer (pix/qr-svg.ts), no input markup.
            dangerouslySetInnerHTML={{ __html: view.svg }}
          />
          <p className="deposit__amount" id="deposit-qr-amount-line">
            {t("deposit.amountLabel")} <strong data-testid="deposit-qr-amount">{view.amountText}</strong>
          </p>
          <Field id="deposit-code" label={t("deposit.copyPaste", { method: view.methodName })}>
            {(control) => (
              <div className="deposit__code">
                <input
                  {...control}
                  className="input"
                  readOnly
                  value={view.code}
                  onFocus={(event) => event.currentTarget.select()}
                  data-testid="deposit-code"
                />
                {hydrated ? (
                  <button type="button" className="btn btn--ghost" onClick={copy} data-testid="deposit-copy">
                    {copied ? t("deposit.copied") : t("deposit.copy")}
                  </button>
                ) : null}
              </div>
            )}
          </Field>
          <p className="deposit__info">
            <Icon name="info" size={18} /> {t("deposit.info", { method: view.methodName })}
          </p>
          <p className="deposit__valid-until" data-testid="deposit-valid-until">
            {t("deposit.validUntil")} <strong>{view.validUntil}</strong>
          </p>
          {hydrated ? (
            <>
              <div className="deposit__timer">
                <span>{t("deposit.expiresIn")}</span>
                <strong data-testid="deposit-countdown">{mmss(left)}</strong>
              </div>
              <progress
                className="deposit__progress"
                max={view.totalSeconds}
                value={left}
                aria-label={t("deposit.expiresIn")}
              />
            </>
          ) : null}
          {checked && !checking ? (
            <p className="deposit__info" role="status" data-testid="deposit-not-yet">
              <Icon name="info" size={18} /> {t("deposit.notYet")}
            </p>
          ) : null}
          <Form method="get" action={location.pathname} replace preventScrollReset>
            {[...params].map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name={CHECKED} value={view.txnId} />
            <button type="submit" className="btn btn--primary btn--block" data-testid="deposit-check">
              {checking ? t("deposit.checking") : t("deposit.check")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}

/** Seconds left, counted down in the browser from the server's figure; restarts per transaction. */
function useCountdown(initial: number, key: string): number {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    const end = Date.now() + initial * 1000;
    setLeft(initial);
    if (initial <= 0) return;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.round((end - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [initial, key]);
  return left;
}

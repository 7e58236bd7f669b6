import { Form, useLocation } from "@remix-run/react";
import { useShellData } from "~/frame-kit/useRootData";
import { TextField } from "~/forms/controls";
import { useModalNamespace } from "~/ui/modal-namespace";
import type { WithdrawChannelView } from "./withdraw-data";

/** The channel gate (spec §4): send a code to the channel, then type it; verified, the withdrawal goes on. */
export function WithdrawChannelStep({ view }: { view: WithdrawChannelView }) {
  const { t } = useModalNamespace("withdraw");
  const { t: tc } = useModalNamespace("cashier");
  const { lang } = useShellData();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const action = `/${lang}/cashier/withdraw`;
  const error = view.error ? (view.error.startsWith("channel.") ? t(view.error) : tc(view.error)) : null;
  return (
    <div className="deposit__form" data-testid="withdraw-channel">
      <h3 className="deposit__heading">{t("channel.title")}</h3>
      <p>{t(view.sent ? "channel.sent" : "channel.text")}</p>
      {error && (
        <p className="form__error" role="alert" data-testid="withdraw-channel-error">
          {error}
        </p>
      )}
      {view.sent && (
        <Form method="post" action={action} className="deposit__form" replace preventScrollReset>
          <input type="hidden" name="intent" value="verify-code" />
          <input type="hidden" name="channel" value={view.channel} />
          <input type="hidden" name="returnTo" value={here} />
          <TextField
            id="withdraw-code"
            label={t("channel.code")}
            input={{
              name: "code",
              inputMode: "numeric",
              autoComplete: "one-time-code",
              maxLength: 4,
              required: true,
              "data-testid": "withdraw-code",
            }}
          />
          <button type="submit" className="btn btn--primary btn--block" data-testid="withdraw-code-submit">
            {t("channel.verify")}
          </button>
        </Form>
      )}
      <Form method="post" action={action} replace preventScrollReset>
        <input type="hidden" name="intent" value="send-code" />
        <input type="hidden" name="channel" value={view.channel} />
        <input type="hidden" name="returnTo" value={here} />
        <button
          type="submit"
          className={`btn btn--block ${view.sent ? "btn--ghost" : "btn--primary"}`}
          data-testid="withdraw-send-code"
        >
          {t(view.sent ? "channel.resend" : "channel.send")}
        </button>
      </Form>
    </div>
  );
}

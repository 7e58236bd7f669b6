import { Form, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/ui/Modal";
import { Button } from "~/ui/Button";
import { Money } from "~/ui/Money";
import type { GameplayView } from "./gameplay.server";
import { SUMMARY_INTENT } from "./summary-intent";

export const GAMEPLAY_ROUTE_ID = "gameplay";

/**
 * Spec §2 player bet summary (`?modal=play-summary` on the game page): the last 24 hours' bets,
 * wins and losses. It closes only by Continue, which POSTs to the game page's action
 * (addPlayerFrontEndAuditTrail) and then launches the game.
 */
export function PlaySummaryModal() {
  const { t } = useTranslation("games");
  const location = useLocation();
  const navigation = useNavigation();
  const view = useRouteLoaderData(GAMEPLAY_ROUTE_ID) as GameplayView | undefined;
  const summary = view?.summary ?? null;
  return (
    <Modal id="play-summary" title={t("summary.title")} size="small">
      <p className="play-summary__intro">{t("summary.intro")}</p>
      {summary ? (
        <dl className="play-summary__figures" data-testid="play-summary-figures">
          <div>
            <dt>{t("summary.bet")}</dt>
            <dd>
              <Money amount={summary.bet} />
            </dd>
          </div>
          <div>
            <dt>{t("summary.win")}</dt>
            <dd>
              <Money amount={summary.win} />
            </dd>
          </div>
          <div>
            <dt>{t("summary.loss")}</dt>
            <dd>
              <Money amount={summary.loss} />
            </dd>
          </div>
        </dl>
      ) : (
        <p className="form__error">{t("summary.unavailable")}</p>
      )}
      <Form method="post" action={location.pathname} className="form" replace>
        <input type="hidden" name="intent" value={SUMMARY_INTENT} />
        <Button block pending={navigation.state === "submitting"} data-testid="play-summary-continue">
          {t("summary.continue")}
        </Button>
      </Form>
    </Modal>
  );
}

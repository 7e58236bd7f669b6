import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useParams, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { mergedHeaders } from "~/routing/headers";
import { gameplayLoader, gameplaySummaryAction } from "~/features/games/gameplay.server";
import { GameWindow } from "~/features/games/GameWindow";

export const handle = { i18n: ["games", "live", "lobby"] };

/** {lang}/gameplay/{game id or code}/{vendor slug | real-game | demo-game | real-game-login} (spec §2, §4). */
export function loader(args: LoaderFunctionArgs) {
  return gameplayLoader(args);
}

/** Continue on the game-play summary pop-up: recorded with addPlayerFrontEndAuditTrail, then the launch. */
export function action(args: ActionFunctionArgs) {
  return gameplaySummaryAction(args);
}

export const headers = mergedHeaders;

export default function GameplayPage() {
  const view = useLoaderData<typeof loader>();
  return (
    <div className="gameplay-page">
      <GameWindow view={view} key={`${view.code}-${view.mode ?? "none"}`} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: view }) =>
  view
    ? [
        { title: view.meta.title },
        ...(view.meta.description ? [{ name: "description", content: view.meta.description }] : []),
        ...(view.meta.indexable ? [] : [{ name: "robots", content: "noindex" }]),
      ]
    : [{ name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("games");
  const { lang = "" } = useParams();
  return (
    <section className="page-form gameplay-error" role="alert">
      <h1>{t("errors.problem.title")}</h1>
      <p>
        {isRouteErrorResponse(error) && error.status === 503
          ? t("errors.requestFailed.text")
          : t("errors.problem.text")}
      </p>
      <Link to={`/${lang}`} className="btn btn--primary">
        {t("errors.back")}
      </Link>
    </section>
  );
}

export { shouldRevalidate } from "~/routing/revalidation";

import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useParams, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadPlayer } from "~/session/player.server";
import { loadGameplay, summaryForm, type GameplayView } from "~/features/games/gameplay.server";
import { GameWindow } from "~/features/games/GameWindow";
import { recordSummaryShown } from "~/platform/rg.server";
import { isMaintenance } from "~/platform/errors";
import { rethrowMaintenance } from "~/platform/maintenance.server";
import { mergedHeaders, NO_STORE } from "~/routing/headers";

export const handle = { i18n: ["games", "live", "lobby"] };

/** {lang}/gameplay/{game id or code}/{vendor slug | real-game | demo-game | real-game-login} (spec §2, §4). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const brand = context.brands.forHost(request.headers.get("host"));
  const lang = params.lang ?? brand.languages.default;
  return loadGameplay(request, context, brand, lang, params.game ?? "", params.kind ?? "").catch(rethrowMaintenance);
}

/** Continue on the game-play summary pop-up: recorded with addPlayerFrontEndAuditTrail, then the launch. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const brand = context.brands.forHost(request.headers.get("host"));
  const lang = params.lang ?? brand.languages.default;
  const url = new URL(request.url);
  const parsed = summaryForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ formErrors: ["games:summary.failed"] }, { status: 400 });
  const { player, caller } = await loadPlayer(request, context, brand, lang);
  if (!player) throw redirect(`${url.pathname}?modal=login`);
  const recorded = await recordSummaryShown(caller, "Game play summary acknowledged before play").catch((error) => {
    if (isMaintenance(error)) rethrowMaintenance(error);
    return false;
  });
  if (!recorded) throw redirect(`${url.pathname}?modal=play-summary&summaryError=1`);
  throw redirect(url.pathname, { headers: NO_STORE });
}

export const headers = mergedHeaders;

export default function GameplayPage() {
  const view = useLoaderData<typeof loader>() as unknown as GameplayView;
  return (
    <div className="gameplay-page">
      <GameWindow view={view} key={`${view.code}-${view.mode ?? "none"}`} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: view }) => {
  const name = (view as unknown as GameplayView | undefined)?.game?.name;
  return [{ title: name ?? "Game" }, { name: "robots", content: "noindex" }];
};

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("games");
  const { lang = "" } = useParams();
  return (
    <section className="page-form gameplay-error" role="alert">
      <h1>{t("errors.problem.title")}</h1>
      <p>{isRouteErrorResponse(error) && error.status === 503 ? t("errors.requestFailed.text") : t("errors.problem.text")}</p>
      <Link to={`/${lang}`} className="btn btn--primary">
        {t("errors.back")}
      </Link>
    </section>
  );
}

export { shouldRevalidate } from "~/routing/revalidation";

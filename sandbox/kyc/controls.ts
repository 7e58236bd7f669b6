/**
 * Sandbox controls for KYC (docs/contract/kyc.md), JSON under /sandbox/controls like the others:
 * kyc/outcome picks what a player's next finished provider session gives; kyc/set writes a
 * player's state directly (for the front end's tests).
 */
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { Db } from "../db/index";
import type { SandboxSite } from "../types";
import { playerByEmail, playerById, type PlayerRow } from "../accounts/store";
import { DOC_STATUSES, LEVELS, VERIFICATIONS, derived, readKyc, writeKyc, type KycState } from "./state";
import { OUTCOMES, type Outcome } from "./outcomes";
import { decideDocument } from "./documents";

const DOCUMENT_FIELDS = ["ageStatus", "identityStatus", "addressStatus", "sourceOfIncomeStatus"] as const;

/** The player a control names: {site, email} or {playerId}. */
export async function controlPlayer(db: Db, sites: Map<string, SandboxSite>, body: Record<string, unknown>) {
  let player: PlayerRow | undefined;
  if (body.playerId !== undefined) {
    if (!/^\d{1,18}$/.test(String(body.playerId))) throw new Error("playerId must be a number");
    player = await playerById(db, String(body.playerId));
  } else {
    const site = sites.get(String(body.site ?? ""));
    if (!site) throw new Error("give {site, email} or {playerId}");
    player = await playerByEmail(db, site.id, String(body.email ?? ""));
  }
  if (!player) throw new Error("no such player");
  return player;
}

/** The state kyc/set asks for: statuses as given; level and identity verification earned unless given. */
export function requestedState(current: KycState, body: Record<string, unknown>): KycState {
  const next: KycState = { ...current };
  for (const field of DOCUMENT_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (!DOC_STATUSES.includes(value as never)) throw new Error(`${field} must be one of ${DOC_STATUSES.join(", ")}`);
    next[field] = value as KycState[typeof field];
  }
  const earned = derived(next);
  const level = body.kycLevel ?? earned.kycLevel;
  const verification = body.verificationStatus ?? earned.verificationStatus;
  if (!LEVELS.includes(level as never)) throw new Error(`kycLevel must be one of ${LEVELS.join(", ")}`);
  if (!VERIFICATIONS.includes(verification as never))
    throw new Error(`verificationStatus must be one of ${VERIFICATIONS.join(", ")}`);
  return {
    ...next,
    kycLevel: level as KycState["kycLevel"],
    verificationStatus: verification as KycState["verificationStatus"],
  };
}

export function kycControls(db: Db, sites: Map<string, SandboxSite>): Router {
  const router = express.Router();
  const guarded = (fn: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response) => {
    fn(req, res).catch((error: Error) => res.status(400).json({ error: error.message }));
  };

  router.post(
    "/kyc/outcome",
    guarded(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const outcome = String(body.outcome ?? "");
      if (!(OUTCOMES as readonly string[]).includes(outcome))
        throw new Error(`outcome must be one of ${OUTCOMES.join(", ")}`);
      const player = await controlPlayer(db, sites, body);
      await db.query(
        `insert into kyc_forced_outcomes (player_id, outcome) values ($1, $2)
         on conflict (player_id) do update set outcome = $2`,
        [player.id, outcome as Outcome],
      );
      res.json({ ok: true, playerId: player.id, outcome });
    }),
  );

  router.post(
    "/kyc/set",
    guarded(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const player = await controlPlayer(db, sites, body);
      const state = await writeKyc(db, player.id, requestedState(await readKyc(db, player.id), body));
      res.json({ ok: true, playerId: player.id, state });
    }),
  );
  // the operator's decision without the review page: the document by id, or the player's latest under review
  router.post(
    "/kyc/review",
    guarded(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const decision = body.decision;
      if (decision !== "approve" && decision !== "reject") throw new Error("decision must be approve or reject");
      let documentId = String(body.documentId ?? "");
      if (!documentId) {
        const player = await controlPlayer(db, sites, body);
        const [latest] = await db.query<{ id: string }>(
          `select public_id as id from kyc_documents where player_id = $1 and status = 'initiated'
             and ($2::text is null or category = $2) order by id desc limit 1`,
          [player.id, body.category === undefined ? null : String(body.category)],
        );
        if (!latest) throw new Error("the player has no document under review");
        documentId = latest.id;
      }
      const doc = await decideDocument(db, documentId, decision, String(body.comment ?? ""));
      if (!doc) return void res.status(409).json({ error: "no such document under review" });
      res.json({ ok: true, document: doc });
    }),
  );
  // reset also forgets the forced outcomes (of the site's players, or all), then the other resets run
  router.post("/reset", (req: Request, _res: Response, next: NextFunction) => {
    const site = req.body?.site as string | undefined;
    if (site !== undefined && !sites.has(site)) return next();
    db.query(
      "delete from kyc_forced_outcomes where $1::text is null or player_id in (select id from players where site = $1)",
      [site ?? null],
    ).then(() => next(), next);
  });
  return router;
}

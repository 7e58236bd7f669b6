/**
 * Stand-in provider sessions (docs/contract/kyc.md): initiateThirdPartyKYC opens one; the
 * provider's pages start it (START_ONBOARDING), record where each image came from, and finish it
 * once (END_ONBOARDING, then the outcome's notification and state).
 */
import type { Db } from "../db/index";
import { newToken } from "../accounts/store";
import { notifyKyc, readKyc, writeKyc } from "./state";
import { DEFAULT_OUTCOME, OUTCOME_EFFECTS, OUTCOMES, type Outcome } from "./outcomes";

export const SESSION_MINUTES = 30;
export const SESSION_ID_RE = /^[A-Za-z0-9_-]{43}$/;
export type Step = "document" | "selfie";

export interface KycSession {
  id: string;
  playerId: string;
  site: string;
  state: "open" | "started" | "finished";
  documentSource: string | null;
  selfieSource: string | null;
  outcome: Outcome | null;
  expired: boolean;
}

export async function openSession(db: Db, playerId: string, site: string): Promise<string> {
  const id = newToken();
  await db.query(
    `insert into kyc_sessions (id, player_id, site, expires_at) values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [id, playerId, site, SESSION_MINUTES],
  );
  return id;
}

export async function sessionById(db: Db, id: string): Promise<KycSession | undefined> {
  if (!SESSION_ID_RE.test(id)) return undefined;
  const [row] = await db.query<KycSession>(
    `select id, player_id::text as "playerId", site, state, document_source as "documentSource",
       selfie_source as "selfieSource", outcome, expires_at < now() as expired
     from kyc_sessions where id = $1`,
    [id],
  );
  return row;
}

/** The first view of the provider's page: START_ONBOARDING, once per session. */
export async function startSession(db: Db, s: KycSession): Promise<void> {
  const started = await db.query(
    "update kyc_sessions set state = 'started' where id = $1 and state = 'open' returning id",
    [s.id],
  );
  if (started.length > 0) await notifyKyc(db, s.playerId, "START_ONBOARDING", null);
}

export async function recordStep(db: Db, s: KycSession, step: Step, source: "camera" | "sample"): Promise<void> {
  await db.query(
    `update kyc_sessions set ${step === "document" ? "document_source" : "selfie_source"} = $2 where id = $1 and state <> 'finished'`,
    [s.id, source],
  );
}

/**
 * Finishes the session with the player's forced outcome (kyc/outcome, used once) or the default.
 * Undefined when another request finished it first: each session reports once.
 */
export async function finishSession(db: Db, s: KycSession): Promise<Outcome | undefined> {
  const outcome = await db
    .transaction(async (tx) => {
      const [forced] = await tx.query<{ outcome: string }>(
        "delete from kyc_forced_outcomes where player_id = $1 returning outcome",
        [s.playerId],
      );
      const chosen = (OUTCOMES as readonly string[]).includes(forced?.outcome ?? "")
        ? (forced!.outcome as Outcome)
        : DEFAULT_OUTCOME;
      const done = await tx.query(
        "update kyc_sessions set state = 'finished', outcome = $2, finished_at = now() where id = $1 and state <> 'finished' returning id",
        [s.id, chosen],
      );
      // a lost race must not use up the forced outcome: throwing rolls the delete back
      if (done.length === 0) throw new AlreadyFinished();
      return chosen;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyFinished) return undefined;
      throw error;
    });
  if (!outcome) return undefined;
  const effect = OUTCOME_EFFECTS[outcome];
  await notifyKyc(db, s.playerId, "END_ONBOARDING", null);
  await writeKyc(db, s.playerId, effect.apply(await readKyc(db, s.playerId)));
  await notifyKyc(db, s.playerId, effect.status, effect.subStatus);
  return outcome;
}

class AlreadyFinished extends Error {}

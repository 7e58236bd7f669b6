/**
 * The launch pre-check calls (docs/contract/games.md "Pre-checks", spec §4): deposit limits,
 * the 24-hour game-play summary and the front end's audit trail.
 */
import { major } from "../accounts/store";
import { SandboxError, type Handler } from "../types";
import { requirePlayer } from "./account";

const amount = (minor: string | null) => (minor === null ? null : major(BigInt(minor)));

const depositLimit: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const [row] = await ctx.db.query<{ daily: string | null; weekly: string | null; monthly: string | null }>(
    "select daily_minor::text as daily, weekly_minor::text as weekly, monthly_minor::text as monthly from deposit_limits where player_id = $1",
    [player.id],
  );
  return {
    status: "SUCCESS",
    limits: {
      daily: amount(row?.daily ?? null),
      weekly: amount(row?.weekly ?? null),
      monthly: amount(row?.monthly ?? null),
    },
  };
};

/** Real-money rounds of the last 24 h; the loss is bets minus wins, never below 0. */
const playSummary: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const [row] = await ctx.db.query<{ bet: string; win: string }>(
    `select coalesce(sum(stake_minor), 0)::text as bet, coalesce(sum(win_minor), 0)::text as win
     from game_rounds where player_id = $1 and mode = 'real' and created_at > now() - interval '24 hours'`,
    [player.id],
  );
  const bet = BigInt(row.bet);
  const win = BigInt(row.win);
  return {
    status: "SUCCESS",
    betAmountInEcrCurrency: major(bet),
    winAmountInEcrCurrency: major(win),
    lossAmountInEcrCurrency: major(bet > win ? bet - win : 0n),
  };
};

const text = (value: string | undefined, max: number) => (value ?? "").trim().slice(0, max);

const addAuditTrail: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const category = text(ctx.body.auditCategory, 100);
  const event = text(ctx.body.auditEvent, 100);
  if (!category || !event)
    throw new SandboxError(100164, 200, { errorDescription: "auditCategory and auditEvent are required" });
  await ctx.db.query(
    "insert into audit_trail (player_id, category, event, comments, status, created_at) values ($1, $2, $3, $4, 'SUCCESS', clock_timestamp())",
    [player.id, category, event, text(ctx.body.comments, 1000)],
  );
  return { status: "SUCCESS" };
};

/** auditCategoryList (JSON array; empty = all), fromIndex (offset, default 0), pageOffset (page size, default 10, max 100). */
const getAuditTrail: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const field = (name: string) => ctx.body[name] ?? ctx.query.get(name) ?? "";
  let categories: string[] = [];
  const rawList = field("auditCategoryList").trim();
  if (rawList) {
    try {
      const parsed = JSON.parse(rawList) as unknown;
      if (!Array.isArray(parsed)) throw new Error("not a list");
      categories = parsed.map(String);
    } catch {
      throw new SandboxError(100164, 200, { errorDescription: "auditCategoryList must be a JSON array" });
    }
  }
  const number = (name: string, fallback: number) => {
    const raw = field(name).trim();
    if (!raw) return fallback;
    if (!/^\d{1,6}$/.test(raw))
      throw new SandboxError(100164, 200, { errorDescription: `${name} must be a whole number` });
    return Number(raw);
  };
  const from = number("fromIndex", 0);
  const size = Math.min(Math.max(number("pageOffset", 10), 1), 100);
  const rows = await ctx.db.query<{
    category: string;
    event: string;
    comments: string;
    status: string;
    updated: string;
  }>(
    `select category, event, comments, status, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated
     from audit_trail where player_id = $1 and (cardinality($2::text[]) = 0 or category = any($2::text[]))
     order by created_at desc, id desc offset $3 limit $4`,
    [player.id, categories, from, size],
  );
  return {
    status: "SUCCESS",
    auditTrailDetailsList: rows.map((r) => ({
      updatedTime: r.updated,
      status: r.status,
      auditEvent: r.event,
      auditCategory: r.category,
      comments: r.comments,
    })),
  };
};

export const rgHandlers: Record<string, Handler> = {
  "GET balance/getDepositLimit": depositLimit,
  "GET Report/getPlayerGamePlaySummary": playSummary,
  "POST ResponsibleGaming/addPlayerFrontEndAuditTrail": addAuditTrail,
  "POST ResponsibleGaming/getPlayerAuditTrail": getAuditTrail,
};

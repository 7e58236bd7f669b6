import { SandboxError, type Handler } from "../types";
import { requirePlayer } from "./account";

/**
 * Responsible gaming, the session limit part: POST ResponsibleGaming/setLimits with
 * limitType SESSION and value in minutes (0 removes it). Takes effect immediately, as a
 * reduction must; the front end adjusts the running timer by the difference (spec §4).
 */
const setLimits: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const type = (ctx.body.limitType ?? "").toUpperCase();
  const value = Number(ctx.body.value);
  if (type !== "SESSION") throw new SandboxError(100164, 200, { errorDescription: `limitType ${type || "(missing)"} is not supported` });
  if (!Number.isInteger(value) || value < 0 || value > 999 * 60) throw new SandboxError(100164, 200, { errorDescription: "value must be whole minutes between 0 and 59940" });
  await ctx.db.query("update players set session_limit_minutes = $2 where id = $1", [player.id, value]);
  return { status: "SUCCESS", limits: { overall: { value } } };
};

export const limitHandlers: Record<string, Handler> = {
  "POST ResponsibleGaming/setLimits": setLimits,
};

/**
 * GET /ajax/events: the authenticated event stream (docs/contract/accounts.md) as
 * server-sent events. Mounted before the generic /ajax handler because it keeps the
 * response open. Events come from the account bus (in-process, or NOTIFY on PostgreSQL).
 */
import type { Request, Response } from "express";
import type { Db } from "../db/index";
import type { SandboxSite } from "../types";
import { accountBus, type AccountEvent } from "../accounts/bus";
import { liveSession, sha256 } from "../accounts/store";

export const PING_MS = 15_000;
/** Delay between SessionTerminated/PushLogoutEvent and closing the stream. */
const CLOSE_AFTER_MS = 100;

const failure = (res: Response, status: number, errorCode: number) =>
  res.status(status).json({ status: "FAILURE", errorCode, errors: { errorCode: String(errorCode) } });

export function eventsHandler(db: Db, bySiteCode: Map<string, SandboxSite>, pingMs = PING_MS) {
  return async (req: Request, res: Response) => {
    const site = bySiteCode.get(String(req.get("x-site-code") ?? ""));
    if (!site) return failure(res, 400, 100191);
    const token = req.get("x-session-token") ?? null;
    let session;
    try {
      session = await liveSession(db, site.id, token);
    } catch (error) {
      console.error("sandbox: events session lookup failed", error);
      return failure(res, 500, 100100);
    }
    if (!session?.player_id || !token) return failure(res, 401, 151);
    const playerId = session.player_id;
    const key = sha256(token);

    res.status(200).set({
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    res.write("retry: 5000\n: connected\n\n");

    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(ping);
      unsubscribe();
      res.end();
    };
    const send = (name: string, data: unknown) => {
      if (!closed) res.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const unsubscribe = accountBus(db).subscribe(playerId, (event: AccountEvent) => {
      if (event.sessionKey && event.sessionKey !== key) return;
      send(event.name, event.data);
      if (event.name === "SessionTerminated") {
        send("PushLogoutEvent", {});
        setTimeout(close, CLOSE_AFTER_MS);
      } else if (event.name === "PushLogoutEvent") {
        setTimeout(close, CLOSE_AFTER_MS);
      }
    });
    // The ping also notices a session that ended without an event (logout, expiry).
    const ping = setInterval(async () => {
      if (closed) return;
      res.write(": ping\n\n");
      const still = await liveSession(db, site.id, token).catch(() => undefined);
      if (!still) close();
    }, pingMs);
    req.on("close", close);
  };
}

import type { Handler } from "../types";

/** login/status: a token is logged in only while its session row is open and unexpired. */
const loginStatus: Handler = async ({ db, site, sessionToken }) => {
  if (sessionToken) {
    const rows = await db.query<{ token: string }>(
      "select token from sessions where token = $1 and site = $2 and ended_at is null and expires_at > now()",
      [sessionToken, site.id],
    );
    if (rows[0]) {
      return { status: "SUCCESS", pragmaticUrl: null, pragmaticSessionId: rows[0].token, partnerId: site.siteCode };
    }
  }
  return { status: "FAILURE", partnerId: site.siteCode };
};

export const sessionHandlers: Record<string, Handler> = {
  "GET login/status": loginStatus,
};

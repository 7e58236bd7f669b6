/** POST Report/getTransactionHistory with the JSON criteria of docs/contract/cashier.md (spec §7). */
import type { Handler } from "../types";
import { requirePlayer } from "./account";
import { parseCriteria, transactionHistory } from "../cashier/history";

const history: Handler = async (ctx) => {
  const player = await requirePlayer(ctx);
  const criteria = parseCriteria(ctx.body);
  return { status: "SUCCESS", ...(await transactionHistory(ctx.db, player.id, criteria)) };
};

export const historyHandlers: Record<string, Handler> = {
  "POST Report/getTransactionHistory": history,
};

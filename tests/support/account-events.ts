import { accountBus } from "../../sandbox/accounts/bus";
import type { Db } from "../../sandbox/db/index";

let markers = 0;

/**
 * On PostgreSQL an account event is a NOTIFY that reaches the bus after the call has answered.
 * A marker published now arrives after every event committed before it, so awaiting it keeps
 * an earlier call's pushes out of a subscription that starts next.
 */
export function drainAccountEvents(db: Db, playerId: string): Promise<void> {
  const bus = accountBus(db);
  const marker = `drain-${process.pid}-${++markers}`;
  return new Promise<void>((resolve, reject) => {
    const off = bus.subscribe(playerId, (e) => {
      if (e.data.marker !== marker) return;
      off();
      resolve();
    });
    bus.publish({ playerId, name: "PushRealBalance", data: { marker } }).catch(reject);
  });
}

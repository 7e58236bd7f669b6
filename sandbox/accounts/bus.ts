/**
 * Account events for the SSE stream (docs/contract/accounts.md, GET events). Subscribers
 * register per player in this process; publishing goes through NOTIFY when the database can
 * LISTEN, so every process sharing a PostgreSQL database fans the event out to its own
 * subscribers (and a NOTIFY sent inside a transaction is delivered only if it commits).
 * Without LISTEN support the event is delivered in-process only.
 */
import { EventEmitter } from "node:events";
import type { Db } from "../db/index";

export const ACCOUNT_CHANNEL = "croupier_account_events";

export interface AccountEvent {
  playerId: string;
  /** When set, only the stream of this session receives it: sha256 of its token (SessionTerminated). */
  sessionKey?: string;
  name:
    | "PushRealBalance"
    | "SessionTerminated"
    | "PushLogoutEvent"
    | "PushTransactionStatusToUser"
    | "PushKycNotification"
    | "UserKycLevelUpdateEvent"
    | "PushDocumentVerificationStatus";
  data: Record<string, unknown>;
}

export class AccountBus {
  private emitter = new EventEmitter();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private db: Db) {
    this.emitter.setMaxListeners(0);
  }

  /** Starts LISTEN when the database supports it; safe to call twice. */
  async start(): Promise<void> {
    if (this.unlisten || !this.db.listen) return;
    this.unlisten = await this.db.listen(ACCOUNT_CHANNEL, (payload) => {
      try {
        this.deliver(JSON.parse(payload) as AccountEvent);
      } catch (error) {
        console.error("sandbox: bad account event payload", error);
      }
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }

  /** `via` is the handle to notify through: pass the transaction to deliver on commit. */
  async publish(event: AccountEvent, via: Db = this.db): Promise<void> {
    if (this.unlisten) {
      await via.query("select pg_notify($1, $2)", [ACCOUNT_CHANNEL, JSON.stringify(event)]);
    } else {
      this.deliver(event);
    }
  }

  subscribe(playerId: string, listener: (event: AccountEvent) => void): () => void {
    const key = `player:${playerId}`;
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  private deliver(event: AccountEvent) {
    this.emitter.emit(`player:${event.playerId}`, event);
  }
}

const buses = new WeakMap<Db, AccountBus>();

/** The bus of a sandbox database (one per Db handle the sandbox was created with). */
export function accountBus(db: Db): AccountBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = new AccountBus(db);
    buses.set(db, bus);
  }
  return bus;
}

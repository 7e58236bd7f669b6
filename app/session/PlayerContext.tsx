import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useFetcher, useRevalidator } from "@remix-run/react";
import { applyBalancePush, computeBalances, type BalanceDetails, type BalancePush, type Balances } from "./balances";
import type { PlayerSummary } from "./player.server";

/** Name of the BroadcastChannel (and localStorage key of the fallback) for cross-tab auth news. */
export const AUTH_CHANNEL = "croupier-auth";

export interface PlayerLive {
  player: PlayerSummary | null;
  /** Live wallet: the profile's balances, updated by PushRealBalance events. */
  details: BalanceDetails | null;
  balances: Balances | null;
  /** True between a SessionTerminated/PushLogoutEvent and the logout it triggers. */
  sessionEnding: boolean;
  /** True while this tab's event stream is attached to the platform's (no event can be missed). */
  streamReady: boolean;
  /** The last PushTransactionStatusToUser of this tab's stream (spec §4 socket events). */
  transaction: TransactionPush | null;
  /** The last identity-verification push of this tab's stream (spec §4, ADR 065). */
  kyc: KycPush | null;
}

/** The KYC events of the player's stream (docs/contract/kyc.md). */
export const KYC_EVENTS = ["PushKycNotification", "UserKycLevelUpdateEvent", "PushDocumentVerificationStatus"] as const;
export type KycEventName = (typeof KYC_EVENTS)[number];

/** A KYC push as received; a new object for every event, so the same status twice is seen twice. */
export interface KycPush {
  event: KycEventName;
  data: string;
}

/**
 * Spec §4: the level and a document decision change what the status views show: one reload of
 * the page's data for these. PushKycNotification reloads nothing by itself: its own handling
 * navigates (closing the modal), which loads the data once.
 */
export function kycPushRevalidates(push: KycPush): boolean {
  return push.event !== "PushKycNotification";
}

/** What the cashier reads of a transaction-status push; a new object for every event. */
export interface TransactionPush {
  txnId: string;
  status: string | null;
  txnType: string | null;
}

const PlayerContext = createContext<PlayerLive>({
  player: null,
  details: null,
  balances: null,
  sessionEnding: false,
  streamReady: false,
  transaction: null,
  kyc: null,
});

/**
 * Live updates of the context are transitions: a context change reaches every part of the page
 * still waiting to hydrate (DeferHydration), and at a blocking priority React gives those parts up
 * and renders them again in the browser (React errors #421 and #345, issue 35 §2). As a transition
 * the part hydrates first, then takes the update.
 */
const later = (update: () => void) => startTransition(update);

/** The logged-in player with live balances, for any feature inside the site shell. */
export function usePlayer(): PlayerLive {
  return useContext(PlayerContext);
}

type AuthMessage = { type: "login" | "logout"; at: number };

function broadcaster(onMessage: (message: AuthMessage) => void) {
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (event: MessageEvent<AuthMessage>) => onMessage(event.data);
    return { post: (message: AuthMessage) => channel.postMessage(message), close: () => channel.close() };
  }
  // Fallback: a localStorage write fires `storage` in every other tab of the origin.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_CHANNEL || !event.newValue) return;
    try {
      onMessage(JSON.parse(event.newValue) as AuthMessage);
    } catch {
      // not ours
    }
  };
  window.addEventListener("storage", onStorage);
  return {
    post: (message: AuthMessage) => {
      try {
        window.localStorage.setItem(AUTH_CHANNEL, JSON.stringify(message));
      } catch {
        // storage disabled: other tabs notice at their next request
      }
    },
    close: () => window.removeEventListener("storage", onStorage),
  };
}

/** A transaction-status push, or null when it names no transaction (malformed). */
export function parseTransactionPush(data: string): TransactionPush | null {
  try {
    const value = JSON.parse(data) as Record<string, unknown>;
    if (typeof value?.txnId !== "string" || !value.txnId) return null;
    const text = (v: unknown) => (typeof v === "string" ? v : null);
    return { txnId: value.txnId, status: text(value.status), txnType: text(value.txnType) };
  } catch {
    return null;
  }
}

/**
 * Client state of the player (ARCHITECTURE §1 realtime): one EventSource("/events") per tab
 * while logged in; PushRealBalance updates the balances; SessionTerminated and PushLogoutEvent
 * log out after brand.limits.socketLogoutDelayMs. Logging in or out is told to the other tabs
 * (spec §4), which follow: a logout sends them home, a login refreshes them.
 */
export function PlayerProvider({
  player,
  lang,
  logoutDelayMs: delay,
  children,
}: {
  /** The root data's player: the composition root hands it in, so the session kit reads no page data. */
  player: PlayerSummary | null;
  lang: string;
  /** brand.limits.socketLogoutDelayMs */
  logoutDelayMs: number;
  children: ReactNode;
}) {
  const loggedIn = player !== null;
  const [details, setDetails] = useState<BalanceDetails | null>(player?.balanceDetails ?? null);
  const [sessionEnding, setSessionEnding] = useState(false);
  const [streamReady, setStreamReady] = useState(false);
  const [transaction, setTransaction] = useState<TransactionPush | null>(null);
  const [kyc, setKyc] = useState<KycPush | null>(null);
  const logoutFetcher = useFetcher({ key: "logout" });
  const revalidator = useRevalidator();
  const loggedInRef = useRef(loggedIn);
  const channelRef = useRef<ReturnType<typeof broadcaster> | null>(null);

  // A fresh profile from the server (navigation, revalidation) is the truth again.
  const serverDetails = player?.balanceDetails;
  useEffect(
    () => {
      later(() => setDetails(serverDetails ?? null));
    },
    // The amounts, not the object: a revalidation brings a new object with the same figures.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      serverDetails?.withdrawableBalance,
      serverDetails?.bonus,
      serverDetails?.freebetBalance,
      serverDetails?.drpBalance,
      loggedIn,
    ],
  );

  // Cross-tab: listen, and announce our own transitions.
  useEffect(() => {
    const channel = broadcaster((message) => {
      if (message?.type === "logout" && loggedInRef.current) {
        // The cookie is shared: this tab is logged out on the server already. Go home afresh.
        window.location.assign(`/${lang}`);
      } else if (message?.type === "login" && !loggedInRef.current) {
        revalidator.revalidate();
      }
    });
    channelRef.current = channel;
    return () => {
      channel.close();
      channelRef.current = null;
    };
  }, [lang]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (loggedInRef.current !== loggedIn)
      channelRef.current?.post({ type: loggedIn ? "login" : "logout", at: Date.now() });
    loggedInRef.current = loggedIn;
    if (!loggedIn) setSessionEnding(false);
  }, [loggedIn]);

  // The event stream of this tab.
  useEffect(() => {
    if (!loggedIn || typeof EventSource === "undefined") return;
    const source = new EventSource("/events");
    let timer: number | undefined;
    source.addEventListener("ready", () => later(() => setStreamReady(true)));
    source.addEventListener("PushRealBalance", (event) => {
      try {
        const push = JSON.parse((event as MessageEvent<string>).data) as BalancePush;
        later(() => setDetails((current) => (current ? applyBalancePush(current, push) : current)));
      } catch {
        // malformed event: keep the current balances
      }
    });
    source.addEventListener("PushTransactionStatusToUser", (event) => {
      const push = parseTransactionPush((event as MessageEvent<string>).data);
      if (push) later(() => setTransaction(push));
    });
    for (const name of KYC_EVENTS) {
      source.addEventListener(name, (event) =>
        later(() => setKyc({ event: name, data: (event as MessageEvent<string>).data })),
      );
    }
    const end = () => {
      source.close();
      if (timer !== undefined) return;
      later(() => setSessionEnding(true));
      timer = window.setTimeout(() => {
        logoutFetcher.submit({}, { method: "post", action: `/${lang}/logout` });
      }, delay);
    };
    source.addEventListener("SessionTerminated", end);
    source.addEventListener("PushLogoutEvent", end);
    return () => {
      source.close();
      later(() => setStreamReady(false));
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [loggedIn, lang, delay]); // eslint-disable-line react-hooks/exhaustive-deps

  // Spec §4: a transaction push changes what the server shows (the deposit's step, a 'play'
  // player's profile and status): one reload of the page's data per event, for every view.
  useEffect(() => {
    if (transaction) revalidator.revalidate();
  }, [transaction]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (kyc && kycPushRevalidates(kyc)) revalidator.revalidate();
  }, [kyc]); // eslint-disable-line react-hooks/exhaustive-deps

  const value = useMemo<PlayerLive>(
    () => ({
      player,
      details: loggedIn ? details : null,
      balances: loggedIn && details ? computeBalances(details) : null,
      sessionEnding,
      streamReady,
      transaction: loggedIn ? transaction : null,
      kyc: loggedIn ? kyc : null,
    }),
    [player, details, loggedIn, sessionEnding, streamReady, transaction, kyc],
  );
  return <PlayerContext.Provider value={value}>{children}</PlayerContext.Provider>;
}

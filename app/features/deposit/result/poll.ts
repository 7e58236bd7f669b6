import { depositPollDecision, type TransactionStatus } from "~/features/payment-kit/status";

/** What polling a deposit's status came to. */
export type PollOutcome<A> =
  | { kind: "success" | "failure"; answer: A }
  /** Still initiated after the last try, or the platform did not answer in time: not a verdict. */
  | { kind: "pending"; answer: A | null }
  /** The platform refused the lookup (not this player's transaction, or no such one). */
  | { kind: "refused"; code: string };

export interface PollOptions {
  /** brand.limits.paymentStatusMaxRetries: how many times the platform is asked at most. */
  maxTries: number;
  delayMs: number;
  /** The page deadline (ADR 051): no further try once it has fired. */
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** `ask` answers the status, null for no answer, or throws `{ code }` when the platform refuses. */
export type AskStatus<A> = () => Promise<A | null>;

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

/**
 * Spec §4 payment status polling for one deposit: asks up to `maxTries` times, `delayMs` apart,
 * and stops at the first confirmed success or failure. Running out of tries (or of time) while
 * the deposit is still initiated is "pending", not the spec modal's failure: the provider may
 * still confirm it, and telling the player it failed invites a second, double deposit.
 */
export async function pollDepositStatus<A extends TransactionStatus>(
  ask: AskStatus<A>,
  { maxTries, delayMs, signal, sleep: wait = sleep }: PollOptions,
): Promise<PollOutcome<A>> {
  let last: A | null = null;
  for (let attempt = 1; attempt <= Math.max(1, maxTries); attempt++) {
    if (attempt > 1) {
      await wait(delayMs, signal);
      if (signal?.aborted) break;
    }
    let answer: A | null;
    try {
      answer = await ask();
    } catch (error) {
      const code = (error as { code?: unknown })?.code;
      if (code === undefined || code === null) throw error;
      return { kind: "refused", code: String(code) };
    }
    if (answer) {
      last = answer;
      // attempt 0 of ∞: the answer's own verdict, without the spec's give-up rule
      const verdict = depositPollDecision(answer, 0, Number.POSITIVE_INFINITY);
      if (verdict !== "retry") return { kind: verdict, answer };
    }
    if (signal?.aborted) break;
  }
  return { kind: "pending", answer: last };
}

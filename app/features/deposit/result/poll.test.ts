import { describe, expect, it, vi } from "vitest";
import { pollDepositStatus, sleep, type PollOptions } from "./poll";

type Answer = { status: string; actualStatusInDB: string };
const initiated: Answer = { status: "PENDING", actualStatusInDB: "txn_initiated" };
const paid: Answer = { status: "SUCCESS", actualStatusInDB: "txn_confirmed_success" };
const failed: Answer = { status: "FAILURE", actualStatusInDB: "txn_confirmed_failure" };
const expired: Answer = { status: "FAILURE", actualStatusInDB: "txn_expired" };

/** A fake platform answering the given answers in turn (the last one again after them). */
function platform(...answers: (Answer | null | Error)[]) {
  const ask = vi.fn(async () => {
    const next = answers[Math.min(ask.mock.calls.length - 1, answers.length - 1)];
    if (next instanceof Error) throw next;
    return next;
  });
  return ask;
}
const options = (more: Partial<PollOptions> = {}): PollOptions => ({
  maxTries: 5,
  delayMs: 10,
  sleep: vi.fn(async () => {}),
  ...more,
});

describe("pollDepositStatus", () => {
  it("stops at the first confirmed success", async () => {
    const ask = platform(initiated, initiated, paid);
    const opts = options();
    expect(await pollDepositStatus(ask, opts)).toEqual({ kind: "success", answer: paid });
    expect(ask).toHaveBeenCalledTimes(3);
    expect(opts.sleep).toHaveBeenCalledTimes(2);
  });

  it("a confirmed failure or a FAILURE status is a failure at once", async () => {
    expect(await pollDepositStatus(platform(failed), options())).toEqual({ kind: "failure", answer: failed });
    expect(await pollDepositStatus(platform(expired), options())).toEqual({ kind: "failure", answer: expired });
  });

  it("asks at most maxTries times, then is pending with the last answer, never a success", async () => {
    const ask = platform(initiated);
    expect(await pollDepositStatus(ask, options({ maxTries: 5 }))).toEqual({ kind: "pending", answer: initiated });
    expect(ask).toHaveBeenCalledTimes(5);
  });

  it("no answer at all is pending without an answer", async () => {
    const ask = platform(null);
    expect(await pollDepositStatus(ask, options({ maxTries: 3 }))).toEqual({ kind: "pending", answer: null });
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it("a refusal with a code ends polling; other errors propagate", async () => {
    const refusal = Object.assign(new Error("no such transaction"), { code: 100164 });
    expect(await pollDepositStatus(platform(refusal), options())).toEqual({ kind: "refused", code: "100164" });
    await expect(pollDepositStatus(platform(new Error("boom")), options())).rejects.toThrow("boom");
  });

  it("stops asking once the page deadline fired", async () => {
    const deadline = new AbortController();
    const ask = platform(initiated);
    const wait = vi.fn(async () => deadline.abort());
    expect(await pollDepositStatus(ask, options({ signal: deadline.signal, sleep: wait }))).toEqual({
      kind: "pending",
      answer: initiated,
    });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("the real delay waits, and ends early on abort", async () => {
    const started = Date.now();
    await sleep(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    const abort = new AbortController();
    const waiting = sleep(10_000, abort.signal);
    abort.abort();
    await waiting;
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { setPlatformFetch, type PlatformCaller } from "~/platform/http.server";
import { parseFilters } from "./filters";
import { allRows, historyPage, SCAN_LIMIT } from "./history.server";

const caller: PlatformCaller = {
  baseUrl: "http://platform.test",
  brandId: "brand-a",
  siteCode: "SOL",
  language: "en",
  clientIp: "203.0.113.9",
  sessionToken: "tok",
};

/** A platform holding `total` movements, alternating pending and paid withdrawals, newest first. */
function platformWith(total: number) {
  const rows = Array.from({ length: total }, (_, i) => ({
    txnId: `T${i}`,
    txnType: "WITHDRAWAL",
    amount: -(i + 1),
    accountType: "PIX",
    accountNumber: "********1234",
    status: i % 2 === 0 ? "co_initiated" : "co_success",
    txnDate: "2026-11-20T10:00:00Z",
  }));
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (_url: URL | RequestInfo, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { page: { index: number; size: number } };
    bodies.push(body);
    const { index, size } = body.page;
    const page = rows.slice(index * size, index * size + size);
    return new Response(JSON.stringify({ status: "SUCCESS", totalRecords: total, transactions: page }));
  });
  setPlatformFetch(fetchMock as typeof fetch);
  return { bodies, fetchMock };
}

const filters = (query: string) => parseFilters(new URLSearchParams(query), "2026-11-25").filters;

afterEach(() => setPlatformFetch(null));

describe("historyPage", () => {
  it("lets the platform page when no status is chosen, with the spec's criteria", async () => {
    const { bodies } = platformWith(25);
    const page = await historyPage(caller, filters("type=withdrawals&period=90Days&page=3"), "America/Sao_Paulo");
    expect(page).toMatchObject({ total: 25, truncated: false });
    expect(page!.rows.map((r) => r.txnId)).toEqual(["T20", "T21", "T22", "T23", "T24"]);
    expect(bodies).toEqual([
      { txnType: "WITHDRAWAL", period: "90Days", timeZone: "America/Sao_Paulo", page: { index: 2, size: 10 } },
    ]);
  });

  it("sends custom dates instead of a period", async () => {
    const { bodies } = platformWith(1);
    await historyPage(caller, filters("from=2026-01-01&to=2026-01-31"), "UTC");
    expect(bodies[0]).toMatchObject({ fromDate: "2026-01-01", toDate: "2026-01-31", txnType: "ALL" });
    expect(bodies[0]).not.toHaveProperty("period");
  });

  it("with a status, reads the whole range and pages the matching rows itself", async () => {
    const { bodies } = platformWith(250);
    const page = await historyPage(caller, filters("status=pending&page=2"), "UTC");
    // 125 pending rows: page 2 holds the 11th to 20th of them.
    expect(page).toMatchObject({ total: 125, truncated: false });
    expect(page!.rows.map((r) => r.txnId)).toEqual([
      "T20",
      "T22",
      "T24",
      "T26",
      "T28",
      "T30",
      "T32",
      "T34",
      "T36",
      "T38",
    ]);
    expect(bodies.map((b) => b.page)).toEqual([
      { index: 0, size: 100 },
      { index: 1, size: 100 },
      { index: 2, size: 100 },
    ]);
  });

  it("is null when the platform does not answer", async () => {
    setPlatformFetch(vi.fn(async () => new Response("oops", { status: 500 })) as typeof fetch);
    expect(await historyPage(caller, filters(""), "UTC")).toBeNull();
    expect(await historyPage(caller, filters("status=failed"), "UTC")).toBeNull();
  });
});

describe("allRows", () => {
  it("stops at SCAN_LIMIT rows and says the list was cut", async () => {
    const { fetchMock } = platformWith(SCAN_LIMIT + 150);
    const all = await allRows(caller, filters(""), "UTC");
    expect(all!.rows).toHaveLength(SCAN_LIMIT);
    expect(all!.truncated).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(SCAN_LIMIT / 100);
  });
});

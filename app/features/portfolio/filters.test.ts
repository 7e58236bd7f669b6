import { describe, expect, it } from "vitest";
import { dateError, filterQuery, filtersSchema, parseFilters, statusOf } from "./filters";

const TODAY = "2026-11-25";
const parse = (query: string) => parseFilters(new URLSearchParams(query), TODAY);

describe("parseFilters", () => {
  it("defaults to every type, any status, the last 7 days, page 1", () => {
    expect(parse("")).toEqual({
      filters: { type: "all", status: "any", period: "7Days", from: "", to: "", page: 1 },
      dateError: null,
    });
  });

  it("reads the spec §9 filters and falls back on unknown values", () => {
    expect(parse("type=cancelled&status=pending&period=90Days&page=3").filters).toMatchObject({
      type: "cancelled",
      status: "pending",
      period: "90Days",
      page: 3,
    });
    expect(parse("type=BET&status=weird&period=1Day&page=-2").filters).toMatchObject({
      type: "all",
      status: "any",
      period: "7Days",
      page: 1,
    });
  });

  it("takes dates as a custom period; a preset chosen in the form wins over dates left filled", () => {
    expect(parse("from=2026-01-01&to=2026-01-31").filters).toMatchObject({ period: "custom", from: "2026-01-01" });
    expect(parse("period=pastYear&from=2026-01-01&to=2026-01-31")).toEqual({
      filters: expect.objectContaining({ period: "pastYear", from: "", to: "" }),
      dateError: null,
    });
  });

  it("refuses a custom period without both dates (spec §5: required together)", () => {
    expect(parse("period=custom").dateError).toBe("datesTogether");
    expect(parse("period=custom&from=2026-01-01").dateError).toBe("datesTogether");
    expect(parse("to=2026-01-01").dateError).toBe("datesTogether");
  });
});

describe("dateError (spec §5 start and end dates)", () => {
  it("accepts one day and a whole leap year, and today as the end", () => {
    expect(dateError("2026-11-25", "2026-11-25", TODAY)).toBeNull();
    expect(dateError("2024-01-01", "2024-12-31", TODAY)).toBeNull();
  });
  it("refuses an end before the start", () => {
    expect(dateError("2026-02-10", "2026-02-09", TODAY)).toBe("endBeforeStart");
  });
  it("refuses an end in the future", () => {
    expect(dateError("2026-11-20", "2026-11-26", TODAY)).toBe("future");
  });
  it("refuses more than 366 days", () => {
    expect(dateError("2025-01-01", "2026-01-02", TODAY)).toBe("tooLong");
  });
  it("refuses dates that do not exist or are not YYYY-MM-DD", () => {
    expect(dateError("2026-02-30", "2026-03-01", TODAY)).toBe("invalidDate");
    expect(dateError("01/02/2026", "2026-03-01", TODAY)).toBe("invalidDate");
  });
});

describe("filterQuery", () => {
  it("round-trips through parseFilters, leaving defaults out", () => {
    const { filters } = parse("type=withdrawals&status=rejected&from=2026-01-01&to=2026-02-01&page=2");
    const query = filterQuery(filters);
    expect(query.toString()).toBe(
      "type=withdrawals&status=rejected&period=custom&from=2026-01-01&to=2026-02-01&page=2",
    );
    expect(parseFilters(query, TODAY).filters).toEqual(filters);
    expect(filterQuery(parse("").filters).toString()).toBe("");
  });
});

describe("statusOf", () => {
  it("folds deposit and withdrawal states into what the player reads", () => {
    expect(["pending", "co_initiated"].map(statusOf)).toEqual(["pending", "pending"]);
    expect(["success", "co_success", null].map(statusOf)).toEqual(["completed", "completed", "completed"]);
    expect(["failed", "expired"].map(statusOf)).toEqual(["failed", "failed"]);
    expect(statusOf("co_reverted")).toBe("cancelled");
    expect(statusOf("co_rejected")).toBe("rejected");
  });
});

describe("filtersSchema (the loader's zod schema of the GET form)", () => {
  const errors = (query: string) => {
    const parsed = filtersSchema(TODAY).safeParse(Object.fromEntries(new URLSearchParams(query)));
    return parsed.success ? null : parsed.error.issues.map((issue) => [issue.path, issue.message]);
  };

  it("refuses a custom range by spec §5 at `dates`, with the page's key", () => {
    expect(errors("period=custom&from=2026-02-10&to=2026-02-01")).toEqual([
      [["dates"], "filters.errors.endBeforeStart"],
    ]);
    expect(errors("from=2026-01-01")).toEqual([[["dates"], "filters.errors.datesTogether"]]);
  });

  it("leaves the dates of a preset period alone", () => {
    expect(errors("period=90Days&from=2026-02-10&to=2026-02-01")).toBeNull();
  });
});

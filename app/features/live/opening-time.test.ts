import { describe, expect, it } from "vitest";
import { gmtTime } from "./opening-time";

describe("gmtTime", () => {
  it("formats the opening time in GMT", () => {
    expect(gmtTime("9:00")).toBe("09:00 GMT");
    expect(gmtTime("18:30")).toBe("18:30 GMT");
    expect(gmtTime("")).toBeNull();
    expect(gmtTime("soon")).toBeNull();
  });
});

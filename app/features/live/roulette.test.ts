import { describe, expect, it } from "vitest";
import { backoffMs, rouletteColour } from "./roulette";

describe("live tables", () => {
  it("colours results by the European wheel", () => {
    expect(rouletteColour(0)).toBe("green");
    expect(rouletteColour(1)).toBe("red");
    expect(rouletteColour(2)).toBe("black");
    expect(rouletteColour(19)).toBe("red");
    expect(rouletteColour(36)).toBe("red");
    expect(rouletteColour(35)).toBe("black");
  });
  it("backs off reconnects up to 30 s", () => {
    expect(backoffMs(0)).toBe(1000);
    expect(backoffMs(3)).toBe(8000);
    expect(backoffMs(10)).toBe(30_000);
  });
});

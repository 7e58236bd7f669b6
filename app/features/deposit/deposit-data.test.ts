import { describe, expect, it } from "vitest";
import { closedDepositPath, depositPrefill, mmss, opensDeposit } from "./deposit-data";

describe("deposit URL", () => {
  it("opens on deposit=true and on source=website&service=deposit only", () => {
    expect(opensDeposit(new URLSearchParams("deposit=true"))).toBe(true);
    expect(opensDeposit(new URLSearchParams("source=website&service=deposit&amount=50"))).toBe(true);
    expect(opensDeposit(new URLSearchParams("service=deposit"))).toBe(false);
    expect(opensDeposit(new URLSearchParams("source=website&service=withdraw"))).toBe(false);
    expect(opensDeposit(new URLSearchParams("deposit=false"))).toBe(false);
  });
  it("prefills amount and bonus, the spec's bonus before login's bonusCode", () => {
    expect(depositPrefill(new URLSearchParams("amount=50&bonus=WELCOME&bonusCode=OTHER"))).toEqual({
      amount: "50",
      bonusCode: "WELCOME",
    });
    expect(depositPrefill(new URLSearchParams("bonusCode=B1"))).toEqual({ amount: "", bonusCode: "B1" });
  });
  it("writes the countdown as mm:ss", () => {
    expect(mmss(600)).toBe("10:00");
    expect(mmss(61.9)).toBe("01:01");
    expect(mmss(-3)).toBe("00:00");
  });
  it("closes to the page without the deposit keys, keeping the others", () => {
    const url = new URL("http://x/pb/jogos?modal=deposit&deposit=true&step=2&amount=5&bonus=B&tab=new");
    expect(closedDepositPath(url)).toBe("/pb/jogos?tab=new");
    expect(closedDepositPath(new URL("http://x/pb?deposit=true"))).toBe("/pb");
  });
});

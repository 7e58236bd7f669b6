import { describe, expect, it } from "vitest";
import type { CallContext } from "../types";
import { handlers } from "./index";

const call = (query: string) =>
  handlers["GET profile/getStateDetails"]({ query: new URLSearchParams(query), body: {} } as unknown as CallContext);

describe("GET profile/getStateDetails", () => {
  it("lists a country's states by ISO 3166-2 code, any case of the country", async () => {
    const ca = (await call("country=ca")) as { country: string; states: { code: string; name: string }[] };
    expect(ca.country).toBe("CA");
    expect(ca.states).toHaveLength(13);
    expect(ca.states).toContainEqual({ code: "QC", name: "Quebec" });
    const br = (await call("countryCode=BR")) as { states: { code: string }[] };
    expect(br.states.map((s) => s.code)).toContain("SP");
    expect(br.states).toHaveLength(27);
    const us = (await call("country=US")) as { states: unknown[] };
    expect(us.states).toHaveLength(51);
  });

  it("answers an empty list for a country without states", async () => {
    expect(await call("country=DE")).toEqual({ status: "SUCCESS", country: "DE", states: [] });
    expect(await call("country=CL")).toMatchObject({ states: [] });
  });

  it("refuses a missing or malformed country with 100164", async () => {
    await expect(call("")).rejects.toMatchObject({ errorCode: 100164 });
    await expect(call("country=Germany")).rejects.toMatchObject({ errorCode: 100164 });
  });

  it("is also served without the profile prefix", () => {
    expect(handlers["GET getStateDetails"]).toBe(handlers["GET profile/getStateDetails"]);
  });
});

import { describe, expect, it } from "vitest";
import { scriptJson } from "./script-json";

describe("scriptJson", () => {
  const tricky = { text: "</script><!-- & \u2028\u2029", wide: "Carregando… “aspas” 😀 Ωmega", latin1: "ação · ¿qué?" };

  it("reads back as the same value", () => {
    expect(JSON.parse(scriptJson(tricky))).toEqual(tricky);
  });

  it("leaves nothing that can end the script element or a line of JavaScript", () => {
    const json = scriptJson(tricky);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it("is Latin-1 only: characters above U+00FF are escapes, Latin-1 letters stay as they are", () => {
    const json = scriptJson(tricky);
    expect([...json].every((c) => c.charCodeAt(0) <= 0xff)).toBe(true);
    expect(json).toContain("\\u2026");
    expect(json).toContain("\\ud83d\\ude00");
    expect(json).toContain("ação · ¿qué?");
  });

  it("escapes a string the way the handoff script needs it", () => {
    expect(scriptJson('a"b</script>')).toBe('"a\\"b\\u003c/script\\u003e"');
  });
});

import { describe, expect, it } from "vitest";
import i18next from "i18next";
import { SLOT, template } from "./tile-text";

describe("tile sentence templates", () => {
  it("puts the value where i18next would, in every language's word order", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: "pb",
      interpolation: { escapeValue: false },
      resources: { pb: { lobby: { info: "Sobre {{name}}", opens: "{{time}} abre", plain: "Ao vivo" } } },
    });
    const t = i18n.getFixedT("pb", "lobby");
    expect(template(t("info", { name: SLOT }))("Gates of Olympus")).toBe(t("info", { name: "Gates of Olympus" }));
    expect(template(t("opens", { time: SLOT }))("18:00 GMT")).toBe("18:00 GMT abre");
    expect(template(t("plain", { name: SLOT }))("anything")).toBe("Ao vivo");
  });
});

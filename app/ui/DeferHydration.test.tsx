import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { sameElement } from "./DeferHydration";

function Row(_: { row: object; lang: string }) {
  return null;
}
function Other(_: { row: object; lang: string }) {
  return null;
}

describe("DeferHydration's memo comparison", () => {
  const data = { id: 1 };
  it("skips a re-render whose child is the same component with the same props", () => {
    expect(
      sameElement(createElement(Row, { row: data, lang: "pb" }), createElement(Row, { row: data, lang: "pb" })),
    ).toBe(true);
  });
  it("re-renders when a prop, the component or the key changed", () => {
    expect(
      sameElement(createElement(Row, { row: data, lang: "pb" }), createElement(Row, { row: { id: 1 }, lang: "pb" })),
    ).toBe(false);
    expect(
      sameElement(createElement(Row, { row: data, lang: "pb" }), createElement(Row, { row: data, lang: "en" })),
    ).toBe(false);
    expect(
      sameElement(createElement(Row, { row: data, lang: "pb" }), createElement(Other, { row: data, lang: "pb" })),
    ).toBe(false);
    expect(
      sameElement(
        createElement(Row, { key: "a", row: data, lang: "pb" }),
        createElement(Row, { key: "b", row: data, lang: "pb" }),
      ),
    ).toBe(false);
  });
  it("re-renders for inline markup, whose children are new on every render", () => {
    const markup = () => createElement("section", null, [createElement("h2", { key: "t" }, "Providers")]);
    expect(sameElement(markup(), markup())).toBe(false);
  });
});

/**
 * The browser half of the form DOM dump: an element and its subtree as plain data (normalise.ts
 * prints it). Form controls are captured with their live state (value, checked, selected), which
 * the markup alone does not show once a player has typed or the page has answered.
 * Kept as JavaScript source: tsx's transpiled named functions call a helper (__name) the page lacks.
 */
import type { Locator } from "@playwright/test";
import type { DomElement } from "./normalise";

const CAPTURE = `(root) => {
  const walk = (el) => {
    const attrs = {};
    for (const a of el.attributes) attrs[a.name] = a.value;
    const tag = el.tagName.toLowerCase();
    if (tag === "input" || tag === "textarea" || tag === "select") {
      if (el.type !== "file" && el.type !== "password") attrs.value = el.value;
      delete attrs.checked;
      if (el.checked) attrs.checked = "";
    }
    if (tag === "option") {
      delete attrs.selected;
      if (el.selected) attrs.selected = "";
    }
    const children = [];
    for (const child of el.childNodes) {
      if (child.nodeType === 1) children.push(walk(child));
      else if (child.nodeType === 3 && child.data.trim()) children.push(child.data);
    }
    return { tag, attrs, children };
  };
  return walk(root);
}`;

export async function captureTree(locator: Locator): Promise<DomElement> {
  const capture = await locator.page().evaluateHandle<(el: Element) => DomElement>(CAPTURE);
  const element = await locator.elementHandle();
  try {
    return await capture.evaluate((walk, el) => walk(el), element);
  } finally {
    await Promise.all([capture.dispose(), element?.dispose()]);
  }
}

import { describe, expect, it } from "vitest";
import { normalise, type DomElement, type DomNode } from "./normalise";

const h = (tag: string, attrs: Record<string, string> = {}, ...children: DomNode[]): DomElement => ({
  tag,
  attrs,
  children,
});

/** A login-like form as React renders it, with what one request mints: useId ids, a key, a nonce. */
function form(
  opts: {
    id?: string;
    key?: string;
    label?: string;
    describedBy?: boolean;
    error?: string;
    txn?: string;
    clock?: string;
    qr?: string;
  } = {},
): DomElement {
  const { id = ":r1:", key = "b3a1c0de", label = "E-mail", describedBy = true, error = "Enter your e-mail." } = opts;
  return h(
    "form",
    { method: "post", action: `/en/cashier/withdraw?txnId=${opts.txn ?? "T-1"}`, class: "form deposit__form" },
    h("input", { type: "hidden", name: "idempotencyKey", value: key }),
    h("input", { type: "hidden", name: "txnId", value: opts.txn ?? "T-1" }),
    h("script", { nonce: `n-${key}` }),
    h("label", { for: `${id}-email` }, label),
    h("input", {
      id: `${id}-email`,
      name: "email",
      value: "",
      "aria-invalid": "true",
      ...(describedBy ? { "aria-describedby": `${id}-email-error` } : {}),
    }),
    h("p", { id: `${id}-email-error`, class: "field__error" }, error),
    h("input", { type: "date", name: "from", max: opts.clock ? "2026-12-01" : "2026-11-28" }),
    h("p", { "data-txn-id": opts.txn ?? "T-1" }, `Sent at ${opts.clock ?? "12:01:05"} on 2026-11-28`),
    h("span", { "data-testid": "otp-resend-seconds" }, opts.clock ?? "29 s"),
    h("div", { "data-testid": "deposit-qr" }, h("svg", {}, h("path", { d: opts.qr ?? "M0 0h1v1" }))),
  );
}

const dump = (tree: DomElement) => normalise([{ label: "main form", tree }]);

describe("form DOM normaliser", () => {
  it("gives two renders of one form the same text although ids, keys, nonces, clocks and QR differ", () => {
    const first = dump(form());
    const second = dump(form({ id: ":R2a6:", key: "ffee0011", txn: "T-99", clock: "09:59:59", qr: "M3 3h9v9z" }));
    expect(second).toBe(first);
    expect(first).not.toMatch(/b3a1c0de|:r1:|T-1\b|12:01|M0 0/);
    expect(first).toContain('value="[token]"');
  });

  it("numbers generated ids in order, the same in every reference to them", () => {
    const text = dump(form({ id: ":R2a6:" }));
    expect(text).toContain('<label for=":id1:-email">');
    expect(text).toContain('aria-describedby=":id1:-email-error"');
    expect(text).toContain('<p class="field__error" id=":id1:-email-error">');
  });

  it("prints one element or text per line, attributes sorted, class tokens sorted", () => {
    const lines = dump(form()).split("\n");
    expect(lines[0]).toBe("# main form");
    expect(lines[1]).toBe(
      '<form action="/en/cashier/withdraw?txnId=[volatile]" class="deposit__form form" method="post">',
    );
    expect(lines).toContain('    "E-mail"');
    expect(lines).toContain("  </label>");
  });

  it("still shows a changed label text", () => {
    expect(dump(form({ label: "Email address" }))).not.toBe(dump(form()));
  });

  it("still shows a dropped aria-describedby", () => {
    const before = dump(form());
    const after = dump(form({ describedBy: false }));
    expect(after).not.toBe(before);
    expect(before).toContain("aria-describedby");
    expect(after).not.toContain("aria-describedby");
  });

  it("still shows a changed error message", () => {
    expect(dump(form({ error: "E-mail is required." }))).not.toBe(dump(form()));
  });

  it("still shows a changed field name, a value the player typed and a hand-written id", () => {
    const base = form();
    const renamed = structuredClone(base);
    (renamed.children[3] as DomElement).attrs.name = "emailId";
    expect(dump(renamed)).not.toBe(dump(base));
    const typed = structuredClone(base);
    (typed.children[3] as DomElement).attrs.value = "ana@example.com";
    expect(dump(typed)).not.toBe(dump(base));
    expect(dump(form({ id: "login-page" }))).not.toBe(dump(base));
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, FieldGroup } from "./Field";

const html = (node: React.ReactElement) => renderToStaticMarkup(node);
/** The attributes of the first element matching `tag` (name → value). */
function attrs(markup: string, tag: string): Record<string, string> {
  const open = markup.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0];
  if (!open) throw new Error(`no <${tag}> in ${markup}`);
  return Object.fromEntries([...open.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)].slice(1).map((m) => [m[1], m[2] ?? ""]));
}

describe("Field (ARCHITECTURE §4 forms)", () => {
  it("labels its control and leaves a valid field without aria state", () => {
    const out = html(
      <Field id="email" label="E-mail">
        {(control) => <input name="email" {...control} />}
      </Field>,
    );
    expect(out).toBe(
      '<div class="field"><label class="field__label" for="email">E-mail</label><input name="email" id="email"/></div>',
    );
  });

  it("describes the control with its hint", () => {
    const out = html(
      <Field id="cpf" label="CPF" hint="Type your CPF">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(attrs(out, "input")).toEqual({ id: "cpf", "aria-describedby": "cpf-hint" });
    expect(out).toContain('<p id="cpf-hint" class="field__hint">Type your CPF</p>');
  });

  it("marks an error: aria-invalid, described by the error, which takes the hint's place", () => {
    const out = html(
      <Field id="cpf" label="CPF" hint="Type your CPF" error="Invalid CPF">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(attrs(out, "input")).toEqual({ id: "cpf", "aria-invalid": "true", "aria-describedby": "cpf-error" });
    expect(out).toContain('<p id="cpf-error" class="field__error">Invalid CPF</p>');
    expect(out).not.toContain("field__hint");
  });

  it("draws a sub-label of a group as a hint when asked (the portfolio's date range)", () => {
    const out = html(
      <Field id="from" label="From" labelStyle="hint">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(out).toContain('<label class="field__hint" for="from">From</label>');
  });

  it("keeps the hint under the error when asked, error first", () => {
    const out = html(
      <Field
        id="monthly"
        label="Monthly"
        hint="Per month"
        keepHint
        error="Too much"
        errorId="deposit-limit-monthly-error"
      >
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(attrs(out, "input")["aria-describedby"]).toBe("deposit-limit-monthly-error monthly-hint");
    expect(out.indexOf('id="monthly-hint"')).toBeLessThan(out.indexOf('id="deposit-limit-monthly-error"'));
  });

  it("names the caller's own descriptions first (a password checklist)", () => {
    const valid = html(
      <Field id="pw" label="Password" describedBy="pw-checklist">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(attrs(valid, "input")["aria-describedby"]).toBe("pw-checklist");
    const invalid = html(
      <Field id="pw" label="Password" describedBy="pw-checklist" error="Too weak">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(attrs(invalid, "input")["aria-describedby"]).toBe("pw-checklist pw-error");
  });

  it("announces the error only when asked (role=alert)", () => {
    expect(
      html(
        <Field id="a" label="A" error="Wrong" announce>
          {(control) => <input {...control} />}
        </Field>,
      ),
    ).toContain('<p id="a-error" class="field__error" role="alert">Wrong</p>');
    expect(
      html(
        <Field id="a" label="A" error="Wrong">
          {(control) => <input {...control} />}
        </Field>,
      ),
    ).not.toContain("role=");
  });

  it("keeps empty hint and error lines in the page when asked, with more help between them", () => {
    const markup = html(
      <Field id="amount" label="Amount" keepLines announce afterHint={<p className="limits">Daily</p>}>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(attrs(markup, "input")["aria-describedby"]).toBe("amount-error amount-hint");
    expect(attrs(markup, "input")["aria-invalid"]).toBeUndefined();
    expect(markup).toContain(
      '<p id="amount-hint" class="field__hint"></p><p class="limits">Daily</p><p id="amount-error" class="field__error" role="alert"></p>',
    );
  });

  it("wraps the control and a trailing slot in .field__control", () => {
    const out = html(
      <Field id="pw" label="Password" wrap="password-input" trailing={<button type="button">Show</button>}>
        {(control) => <input type="password" {...control} />}
      </Field>,
    );
    expect(out).toBe(
      '<div class="field"><label class="field__label" for="pw">Password</label><div class="field__control password-input"><input type="password" id="pw"/><button type="button">Show</button></div></div>',
    );
    expect(
      html(
        <Field id="x" label="X" wrap>
          <input id="x" />
        </Field>,
      ),
    ).toContain('<div class="field__control"><input id="x"/></div>');
  });

  it("puts a checkbox inside its label, before the text", () => {
    const out = html(
      <Field kind="checkbox" id="terms" label="I accept" labelClassName="registration__terms" error="Required">
        {(control) => <input type="checkbox" name="terms" {...control} />}
      </Field>,
    );
    expect(out).toBe(
      '<div class="field"><label class="checkbox registration__terms" for="terms"><input type="checkbox" name="terms" id="terms" aria-invalid="true" aria-describedby="terms-error"/><span>I accept</span></label><p id="terms-error" class="field__error">Required</p></div>',
    );
  });

  it("renders plain children as they are, without wiring", () => {
    const out = html(
      <Field id="first" label="Name" error="Invalid name" className="otp__area">
        <input id="first" readOnly />
      </Field>,
    );
    expect(attrs(out, "input")).toEqual({ id: "first", readonly: "" });
    expect(out).toMatch(/^<div class="field otp__area">/);
    expect(out).toContain('<p id="first-error" class="field__error">Invalid name</p>');
  });
});

describe("FieldGroup", () => {
  const group = (error?: string) =>
    html(
      <FieldGroup legend="Choose" className="reality-check__options" errorId="hours-error" error={error}>
        <label>
          <input type="radio" name="hours" value="1" />
        </label>
      </FieldGroup>,
    );

  it("is a fieldset with a legend, described by its error, which follows it", () => {
    expect(group("Pick one")).toBe(
      '<fieldset class="reality-check__options" aria-describedby="hours-error"><legend class="field__label">Choose</legend><label><input type="radio" name="hours" value="1"/></label></fieldset><p class="field__error" id="hours-error">Pick one</p>',
    );
  });

  it("has no description and no message while valid", () => {
    expect(group()).toBe(
      '<fieldset class="reality-check__options"><legend class="field__label">Choose</legend><label><input type="radio" name="hours" value="1"/></label></fieldset>',
    );
  });
});

describe("FieldGroup inside", () => {
  const dates = (error?: string) =>
    renderToStaticMarkup(
      <FieldGroup
        legend="Dates"
        errorId="d-error"
        errorTestId="d-err"
        error={error}
        hint="Both or none"
        errorInside
        announce
      >
        <input name="from" />
      </FieldGroup>,
    );

  it("keeps a hint at its end, which describes it, while valid", () => {
    expect(dates()).toBe(
      '<fieldset aria-describedby="d-hint"><legend class="field__label">Dates</legend><input name="from"/><p id="d-hint" class="field__hint">Both or none</p></fieldset>',
    );
  });

  it("puts the error in the hint's place, inside, announced", () => {
    expect(dates("End before start")).toBe(
      '<fieldset aria-describedby="d-error"><legend class="field__label">Dates</legend><input name="from"/><p class="field__error" id="d-error" role="alert" data-testid="d-err">End before start</p></fieldset>',
    );
  });

  it("names the caller's descriptions first, and a legend of the caller's class", () => {
    const out = renderToStaticMarkup(
      <FieldGroup legend="L" legendClassName="" errorId="x-error" error="E" describedBy="x-intro">
        <p id="x-intro">Intro</p>
      </FieldGroup>,
    );
    expect(out).toMatch(/^<fieldset aria-describedby="x-intro x-error"><legend>L<\/legend>/);
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorSummary } from "./ErrorSummary";

describe("ErrorSummary", () => {
  it("announces the form's message in .form__error, with the id the form names", () => {
    expect(renderToStaticMarkup(<ErrorSummary id="f-error" message="Refused" data-testid="f-err" />)).toBe(
      '<p data-testid="f-err" id="f-error" class="form__error" role="alert">Refused</p>',
    );
  });

  it("renders nothing without a message", () => {
    expect(renderToStaticMarkup(<ErrorSummary message={undefined} />)).toBe("");
  });

  it("is a block when asked, with the caller's classes added", () => {
    expect(renderToStaticMarkup(<ErrorSummary as="div" className="x" message="No" />)).toBe(
      '<div class="form__error x" role="alert">No</div>',
    );
  });
});

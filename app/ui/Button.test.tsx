import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./Button";

describe("Button (ARCHITECTURE §4 forms)", () => {
  it("is a primary submit button by default, enabled and not busy", () => {
    expect(renderToStaticMarkup(<Button>Save</Button>)).toBe(
      '<button type="submit" class="btn btn--primary">Save</button>',
    );
  });

  it("while pending: disabled, aria-busy and the pending label", () => {
    expect(
      renderToStaticMarkup(
        <Button pending pendingLabel="Saving…">
          Save
        </Button>,
      ),
    ).toBe('<button type="submit" class="btn btn--primary" disabled="" aria-busy="true">Saving…</button>');
  });

  it("keeps its label while pending when it has no pending label", () => {
    expect(renderToStaticMarkup(<Button pending>Verify</Button>)).toBe(
      '<button type="submit" class="btn btn--primary" disabled="" aria-busy="true">Verify</button>',
    );
  });

  it("can be disabled without being busy", () => {
    expect(
      renderToStaticMarkup(
        <Button disabled pendingLabel="Sending…">
          Create account
        </Button>,
      ),
    ).toBe('<button type="submit" class="btn btn--primary" disabled="">Create account</button>');
  });

  it("takes its look, width, classes and the attributes a form needs", () => {
    const out = renderToStaticMarkup(
      <Button
        variant="ghost"
        block
        className="registration__cpf-button"
        name="intent"
        value="editCpf"
        formNoValidate
        data-testid="edit"
      >
        Edit
      </Button>,
    );
    expect(out).toBe(
      '<button name="intent" value="editCpf" formnovalidate="" data-testid="edit" type="submit" class="btn btn--ghost btn--block registration__cpf-button">Edit</button>',
    );
    expect(renderToStaticMarkup(<Button type="button">Show</Button>)).toBe(
      '<button type="button" class="btn btn--primary">Show</button>',
    );
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SubmitButton, type SubmitButtonProps } from "./SubmitButton";

/** Renders the button on a route, as a page does (it reads the router's navigation state). */
const html = (props: SubmitButtonProps) =>
  renderToStaticMarkup(
    <RouterProvider router={createMemoryRouter([{ path: "/", element: <SubmitButton {...props} /> }])} />,
  );

describe("SubmitButton", () => {
  it("submits, and is not pending while the page is idle", () => {
    expect(html({ children: "Send", block: true })).toBe(
      '<button type="submit" class="btn btn--primary btn--block">Send</button>',
    );
  });

  it("is disabled and busy, saying so, while its form is sent", () => {
    expect(html({ children: "Send", pending: true, pendingLabel: "Sending…" })).toBe(
      '<button type="submit" class="btn btn--primary" disabled="" aria-busy="true">Sending…</button>',
    );
  });
});

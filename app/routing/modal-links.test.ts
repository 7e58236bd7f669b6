import { describe, expect, it } from "vitest";
import { closedModalHref, modalHref } from "./modal-links";

describe("closedModalHref", () => {
  it("drops the modal's keys and keeps the page's own query", () => {
    const url = new URL("http://x/pb/lobby?category=slots&deposit=true&step=2&page=3");
    expect(closedModalHref(url, ["deposit", "step"])).toBe("/pb/lobby?category=slots&page=3");
  });

  it("answers the bare path when nothing else is left, and undoes modalHref", () => {
    const location = { pathname: "/en/", search: "" };
    const [pathname, search] = modalHref(location, "kycverify").split("?");
    expect(closedModalHref({ pathname, search: `?${search}` }, ["modal"])).toBe("/en/");
  });
});

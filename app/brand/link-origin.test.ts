import { describe, expect, it } from "vitest";
import { linkOrigin } from "./link-origin";

const brand = { id: "brand-a", domains: ["brand-a.example", "www.brand-a.example"] as [string, ...string[]] };

describe("linkOrigin: the origin of canonical and hreflang links (issue 24 §3)", () => {
  it.each([
    "https://evil.example/pb",
    "http://127.0.0.1:3000/pb",
    "https://brand-a.example.evil.example/pb",
    "https://brand-a.example./pb",
  ])("uses the brand's configured domain for the unknown host of %s", (href) =>
    expect(linkOrigin(brand, new URL(href))).toBe("https://brand-a.example"),
  );
  it.each([
    ["https://www.brand-a.example/pb", "https://www.brand-a.example"],
    ["https://BRAND-A.example/pb", "https://brand-a.example"],
    ["http://brand-a.localhost:3100/pb", "http://brand-a.localhost:3100"],
  ])("keeps the request's origin for the brand's own host %s", (href, origin) =>
    expect(linkOrigin(brand, new URL(href))).toBe(origin),
  );
});

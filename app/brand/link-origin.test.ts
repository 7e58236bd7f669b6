import { describe, expect, it } from "vitest";
import { linkOrigin } from "./link-origin";

const brand = { id: "solbet", domains: ["solbet.com.br", "www.solbet.com.br"] as [string, ...string[]] };

describe("linkOrigin: the origin of canonical and hreflang links (issue 24 §3)", () => {
  it.each([
    "https://evil.example/pb",
    "http://127.0.0.1:3000/pb",
    "https://solbet.com.br.evil.example/pb",
    "https://solbet.com.br./pb",
  ])("uses the brand's configured domain for the unknown host of %s", (href) =>
    expect(linkOrigin(brand, new URL(href))).toBe("https://solbet.com.br"),
  );
  it.each([
    ["https://www.solbet.com.br/pb", "https://www.solbet.com.br"],
    ["https://SOLBET.com.br/pb", "https://solbet.com.br"],
    ["http://solbet.localhost:3100/pb", "http://solbet.localhost:3100"],
  ])("keeps the request's origin for the brand's own host %s", (href, origin) =>
    expect(linkOrigin(brand, new URL(href))).toBe(origin),
  );
});

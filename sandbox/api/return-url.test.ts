import { describe, expect, it } from "vitest";
import { onBrandOrigin } from "./return-url";

const site = { id: "brand", domains: ["brand.example", "www.brand.example"] };
const ok = (url: string, port?: number) => onBrandOrigin(new URL(url), site, port);

describe("a returnUrl on the brand's own origins (ADR 079)", () => {
  it("takes the brand's domains on their default port, http or https", () => {
    expect(ok("https://brand.example/en/cashier/callback/X")).toBe(true);
    expect(ok("https://WWW.Brand.example/en")).toBe(true);
    expect(ok("http://brand.example/en")).toBe(true);
    expect(ok("https://brand.example:8443/en")).toBe(false);
    expect(ok("https://evil.example/en")).toBe(false);
    expect(ok("https://brand.example.evil.example/en")).toBe(false);
    expect(ok("https://user:pw@brand.example/en")).toBe(false);
    expect(ok("javascript://brand.example/%0aalert(1)")).toBe(false);
  });

  it("takes this machine only on the port the server serves, over http", () => {
    for (const host of ["brand.localhost", "localhost", "127.0.0.1", "[::1]"]) {
      expect(ok(`http://${host}:3000/en`, 3000)).toBe(true);
      expect(ok(`http://${host}:3001/en`, 3000)).toBe(false);
      expect(ok(`http://${host}/en`, 3000)).toBe(false);
      expect(ok(`https://${host}:3000/en`, 3000)).toBe(false);
      expect(ok(`http://${host}:3000/en`)).toBe(false);
    }
    expect(ok("http://other.localhost:3000/en", 3000)).toBe(false);
    expect(ok("http://127.0.0.2:3000/en", 3000)).toBe(false);
  });
});

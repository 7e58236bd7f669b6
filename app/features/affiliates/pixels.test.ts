import { describe, expect, it } from "vitest";
import { entryFor, pixelUrls, safePixelUrl } from "./pixels";

const tag = (event: string) => `<img src="/sandbox/pix/pixel.gif?affiliateId=AFF&amp;event=${event}" width="1" alt="">`;

describe("pixel URLs from the platform's markup", () => {
  it("reads src of img tags, decoding &amp;, in any quoting", () => {
    expect(pixelUrls(tag("deposit"))).toEqual(["/sandbox/pix/pixel.gif?affiliateId=AFF&event=deposit"]);
    expect(pixelUrls(`<IMG width=1 SRC='https://t.example/p?a=1&b=2'><img src=https://u.example/x.gif>`)).toEqual([
      "https://t.example/p?a=1&b=2",
      "https://u.example/x.gif",
    ]);
    expect(pixelUrls("https://t.example/bare.gif")).toEqual(["https://t.example/bare.gif"]);
  });

  it("refuses javascript:, data:, protocol-relative, credentials and markup inside the URL", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:image/gif;base64,R0lGOD",
      "//evil.example/p.gif",
      "/\\evil.example/p.gif",
      "ftp://t.example/p.gif",
      "https://user:pw@t.example/p.gif",
      'https://t.example/"><script>',
      "https://t.example/a b",
    ])
      expect(safePixelUrl(bad), bad).toBeNull();
    expect(pixelUrls(`<img src="javascript:alert(1)"><img src="data:image/gif;base64,AA">`)).toEqual([]);
    expect(pixelUrls(`<script>new Image().src="https://t.example/x"</script>`)).toEqual([]);
    expect(pixelUrls(`<img onerror="alert(1)" src="x:y">`)).toEqual([]);
    expect(pixelUrls(null)).toEqual([]);
  });

  it("keeps each URL once and at most four", () => {
    const many = Array.from({ length: 6 }, (_, i) => `<img src="https://t.example/${i % 5}.gif">`).join("");
    expect(pixelUrls(many)).toHaveLength(4);
    expect(pixelUrls(`<img src="/a.gif"><img src="/a.gif">`)).toEqual(["/a.gif"]);
  });
});

describe("entryFor", () => {
  it("uses one entry: the affiliate's, with its banner when both name one", () => {
    const list = [
      { affiliateId: 7, bannerId: "b1", depositPixel: "/one.gif" },
      { affiliateId: "7", bannerId: "b2", depositPixel: "/two.gif" },
    ];
    expect(entryFor(list, { affiliateId: "7", bannerId: "b2" })?.depositPixel).toBe("/two.gif");
    expect(entryFor(list, { affiliateId: "7", bannerId: null })?.depositPixel).toBe("/one.gif");
    expect(entryFor(list, { affiliateId: "7", bannerId: "b9" })?.depositPixel).toBe("/one.gif");
  });
});

import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { pixQrDataUrl } from "./pix-qr";

describe("pixQrDataUrl", () => {
  it("is an SVG of the code's QR symbol at level M with a 4-module quiet zone, dark on white", async () => {
    const code =
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
    const url = await pixQrDataUrl(code);
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(url.split(",")[1], "base64").toString();
    const side = QRCode.create(code, { errorCorrectionLevel: "M" }).modules.size + 8;
    expect(svg).toContain(`viewBox="0 0 ${side} ${side}"`);
    expect(svg).toMatch(/fill="#ffffff"/);
    expect(svg).toMatch(/stroke="#000000"/);
  });
});

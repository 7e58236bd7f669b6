/**
 * The QR image of a deposit's BR Code (spec §3 gatewayRequest.qrImage), drawn by the `qrcode`
 * package's own SVG writer: error correction M (15 %, enough for a scanned screen) and the
 * 4-module quiet zone of ISO/IEC 18004, dark on white.
 */
import QRCode from "qrcode";

export async function pixQrDataUrl(code: string): Promise<string> {
  const svg = await QRCode.toString(code, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

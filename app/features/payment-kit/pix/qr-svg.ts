/**
 * The PIX QR as inline SVG, drawn on the server from the copy-paste code so it shows without
 * JavaScript (issue 25). The symbol itself comes from the `qrcode` package: pass its `create`
 * (`import QRCode from "qrcode"; brCodeQrSvg(code, QRCode.create, title)`); this module only
 * turns the module matrix into one compact path.
 */

/** What we read of qrcode's BitMatrix (`QRCode.create(text).modules`): get(row, col) is 1 for dark. */
export interface QrModules {
  size: number;
  get(row: number, col: number): number | boolean;
}

/** qrcode's `create(text, options)`, narrowed to what we use. */
export type QrCreate = (text: string, options: { errorCorrectionLevel: "M" }) => { modules: QrModules };

/** The light margin scanners need around the symbol: 4 modules (ISO/IEC 18004). */
export const QUIET_ZONE = 4;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/**
 * One `<svg>` sized by its viewBox (the page sets its width): a white square and one dark path of
 * horizontal runs. Always dark on white, whatever the brand theme: bank apps scan for that contrast.
 */
export function qrSvg(modules: QrModules, title: string): string {
  const side = modules.size + 2 * QUIET_ZONE;
  let path = "";
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`;
    }
  }
  const label = escapeXml(title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" role="img" aria-label="${label}" ` +
    `shape-rendering="crispEdges"><title>${label}</title>` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

/** The QR of a BR Code at error-correction level M (15 %), enough for a screen that is scanned. */
export function brCodeQrSvg(code: string, create: QrCreate, title: string): string {
  return qrSvg(create(code, { errorCorrectionLevel: "M" }).modules, title);
}

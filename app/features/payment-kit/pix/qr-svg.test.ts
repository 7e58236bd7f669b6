import { fc, it as prop } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { brCodeQrSvg, QUIET_ZONE, qrSvg, type QrModules } from "./qr-svg";
import QRCode from "qrcode";
import { buildBrCode } from "./br-code";

const matrix = (rows: number[][]): QrModules => ({ size: rows.length, get: (r, c) => rows[r][c] });

/** The dark modules an SVG from qrSvg paints, read back from its path. */
function painted(svg: string, size: number): number[][] {
  const grid = Array.from({ length: size }, () => Array<number>(size).fill(0));
  for (const [, x, y, width] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let i = 0; i < Number(width); i++) grid[Number(y) - QUIET_ZONE][Number(x) - QUIET_ZONE + i] = 1;
  return grid;
}

describe("qrSvg", () => {
  it("draws runs of dark modules inside a 4-module quiet zone", () => {
    const svg = qrSvg(
      matrix([
        [1, 1, 0],
        [0, 1, 0],
        [1, 0, 1],
      ]),
      "PIX QR",
    );
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 11 11" role="img" aria-label="PIX QR" ' +
        'shape-rendering="crispEdges"><title>PIX QR</title><rect width="11" height="11" fill="#fff"/>' +
        '<path fill="#000" d="M4 4h2v1h-2zM5 5h1v1h-1zM4 6h1v1h-1zM6 6h1v1h-1z"/></svg>',
    );
  });

  it("escapes the title", () => {
    const svg = qrSvg(matrix([[1]]), `Pague "R$ 50" <agora> & já`);
    expect(svg).toContain("<title>Pague &quot;R$ 50&quot; &lt;agora&gt; &amp; já</title>");
    expect(svg).not.toContain("<agora>");
  });

  prop.prop([
    fc.integer({ min: 1, max: 25 }).chain((n) =>
      fc.array(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: n, maxLength: n }), {
        minLength: n,
        maxLength: n,
      }),
    ),
  ])("paints exactly the dark modules", (rows) => {
    expect(painted(qrSvg(matrix(rows), "QR"), rows.length)).toEqual(rows);
  });

  it("asks the QR library for level M and draws its modules", () => {
    const calls: unknown[] = [];
    const svg = brCodeQrSvg(
      "000201...",
      (text, options) => {
        calls.push([text, options]);
        return { modules: matrix([[1]]) };
      },
      "QR",
    );
    expect(calls).toEqual([["000201...", { errorCorrectionLevel: "M" }]]);
    expect(svg).toContain('d="M4 4h1v1h-1z"');
  });
});

describe("brCodeQrSvg with the qrcode package", () => {
  it("paints exactly the symbol qrcode builds for a real BR Code", () => {
    const code = buildBrCode({
      key: "123e4567-e12b-12d1-a456-426655440000",
      amountMinor: 5000,
      merchantName: "SolBet Entretenimento",
      merchantCity: "São Paulo",
      txid: "DEP2026112400001",
    });
    const symbol = QRCode.create(code, { errorCorrectionLevel: "M" }).modules;
    const svg = brCodeQrSvg(code, QRCode.create, "PIX");
    const expected = Array.from({ length: symbol.size }, (_, row) =>
      Array.from({ length: symbol.size }, (_, col) => (symbol.get(row, col) ? 1 : 0)),
    );
    expect(painted(svg, symbol.size)).toEqual(expected);
    expect(svg).toContain(`viewBox="0 0 ${symbol.size + 2 * QUIET_ZONE} ${symbol.size + 2 * QUIET_ZONE}"`);
  });
});

import { mkdtempSync, readFileSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressDirectory } from "./precompress";

describe("precompressDirectory", () => {
  it("writes brotli and gzip copies of text assets that decompress to the file, and redoes only changed files", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "precompress-"));
    const script = "export const greeting = " + JSON.stringify("olá ".repeat(500)) + ";\n";
    writeFileSync(path.join(dir, "entry-abc.js"), script);
    writeFileSync(path.join(dir, "site-abc.css"), "body{color:red}".repeat(100));
    writeFileSync(path.join(dir, "tile.webp"), Buffer.from([1, 2, 3]));

    expect(await precompressDirectory(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "entry-abc.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, "entry-abc.js.gz"))).toString()).toBe(script);
    expect(readFileSync(path.join(dir, "entry-abc.js.br")).length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dir, "tile.webp.br"))).toBe(false);

    expect(await precompressDirectory(dir)).toBe(0);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, "site-abc.css"), later, later);
    expect(await precompressDirectory(dir)).toBe(1);
  });
});

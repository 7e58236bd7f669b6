/**
 * A new PGlite database runs initdb inside WebAssembly: seconds per open, and the tests and perf
 * scripts open hundreds of throwaway in-memory ones (it was most of vitest's time in CI). The
 * first open on a machine saves the freshly initialised, still empty cluster as a tarball in the
 * temp directory; later in-memory opens load that instead of running initdb again.
 */
import { PGlite } from "@electric-sql/pglite";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

function templateFile(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const pkg = JSON.parse(readFileSync(path.join(path.dirname(entry), "..", "package.json"), "utf8"));
  // keyed by version: another PGlite's initdb output may not load in this one
  return path.join(os.tmpdir(), `croupier-pglite-initdb-${pkg.version}.tar`);
}

async function ready(lite: PGlite): Promise<PGlite> {
  await lite.waitReady;
  return lite;
}

export async function openMemoryPglite(): Promise<PGlite> {
  const file = templateFile();
  if (existsSync(file)) {
    try {
      return await ready(new PGlite({ loadDataDir: new Blob([readFileSync(file)]) }));
    } catch {
      rmSync(file, { force: true }); // unreadable or from a broken write: make it again below
    }
  }
  const lite = await ready(new PGlite());
  const dump = Buffer.from(await (await lite.dumpDataDir("none")).arrayBuffer());
  // write then rename, so a parallel test process never loads half a file
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return lite;
}

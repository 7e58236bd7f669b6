import { existsSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openMemoryPglite } from "./pglite-template";

const templates = () =>
  readdirSync(os.tmpdir())
    .filter((f) => f.startsWith("croupier-pglite-initdb-") && f.endsWith(".tar"))
    .map((f) => path.join(os.tmpdir(), f));

describe("in-memory PGlite from the initdb template", () => {
  it("gives each open its own empty database", async () => {
    const first = await openMemoryPglite();
    await first.exec("create table marks (n int); insert into marks values (1)");
    expect(templates().length).toBeGreaterThan(0);
    const second = await openMemoryPglite();
    const tables = await second.query("select 1 from pg_tables where tablename = 'marks'");
    expect(tables.rows).toEqual([]);
    await Promise.all([first.close(), second.close()]);
  });

  it("rebuilds a template that does not load", async () => {
    for (const file of templates()) writeFileSync(file, "not a tarball");
    const lite = await openMemoryPglite();
    expect((await lite.query<{ v: number }>("select 41 + 1 as v")).rows).toEqual([{ v: 42 }]);
    await lite.close();
    const [file] = templates();
    expect(existsSync(file)).toBe(true);
    const again = await openMemoryPglite();
    expect((await again.query<{ v: number }>("select 1 as v")).rows).toEqual([{ v: 1 }]);
    await again.close();
  });
});

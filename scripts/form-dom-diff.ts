// Compares two form DOM dumps (scripts/form-dom-dump.ts):
//   npm run forms:diff -- <before-dir> <after-dir>
// prints a unified diff per changed file, each file found on one side only, and a summary line;
// exit code 1 when anything differs.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const [before, after] = process.argv.slice(2);
if (!before || !after || !existsSync(before) || !existsSync(after)) {
  console.error("usage: npm run forms:diff -- <before-dir> <after-dir>");
  process.exit(2);
}

const list = (dir: string) => new Set(readdirSync(dir).filter((f) => f.endsWith(".html")));
const a = list(before);
const b = list(after);
const files = [...new Set([...a, ...b])].sort();
let identical = 0;
let changed = 0;
let missing = 0;
for (const file of files) {
  if (!a.has(file) || !b.has(file)) {
    missing++;
    console.log(`only in ${a.has(file) ? before : after}: ${file}`);
    continue;
  }
  const left = path.join(before, file);
  const right = path.join(after, file);
  if (readFileSync(left, "utf8") === readFileSync(right, "utf8")) {
    identical++;
    continue;
  }
  changed++;
  // diff(1) writes the unified diff; its exit code 1 only says the files differ.
  const diff = spawnSync("diff", ["-u", "--label", `before/${file}`, "--label", `after/${file}`, left, right], {
    encoding: "utf8",
  });
  if (diff.status !== 1) throw new Error(`diff failed on ${file}: ${diff.stderr || diff.error}`);
  process.stdout.write(diff.stdout);
}
console.log(`${files.length} forms, ${identical} identical, ${changed} changed, ${missing} missing`);
process.exit(changed || missing ? 1 : 0);

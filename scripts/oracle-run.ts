/**
 * `tsx scripts/oracle-run.ts file.py [args…]`: runs a program in the oracle (CPython 3.14.2 in
 * pyodide, PYTHONHASHSEED=0) and passes on its stdout, stderr and exit code — the reference a
 * `pyts run` is compared with. Uncached; the conformance harness caches.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { loadOracle } from "../conformance/src/harness/oracle.js";

const [file, ...args] = process.argv.slice(2);
if (file === undefined) {
  console.error("usage: tsx scripts/oracle-run.ts file.py [args…]");
  process.exit(2);
}
const oracle = await loadOracle();
// The script and its sibling .py files (importable modules) go into the oracle's file system at
// the same absolute paths.
const path = resolve(file);
const dir = dirname(path);
oracle.pyodide.FS.mkdirTree(dir);
for (const name of readdirSync(dir)) {
  if (name.endsWith(".py") || join(dir, name) === path) oracle.writeFile(join(dir, name), readFileSync(join(dir, name)));
}
const out = await oracle.runScript(path, args);
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exit(out.exitCode);

/**
 * The stdlib's compiled code kept on disk between processes, as CPython keeps `__pycache__` (and
 * freezes its start-up modules): a zip member's code object is compiled once, written as a `.pyc`
 * (pyts's marshal, CPython's format), and later processes load it — 7–25× faster than compiling
 * (measured on the modules `import re` loads). The key is the member's file name and source bytes;
 * the cache folder is named by a fingerprint of the lexer, parser and compiler sources (their
 * paths, sizes and mtimes), so a changed compiler never reads code an older one wrote; another
 * compiler's folder is removed once a day has passed since it was last written.
 *
 * Where: `$PYTS_CACHE_DIR`, else `.cache/code` at the root of the pyts checkout. Off when
 * `PYTS_CODE_CACHE=0`, or when the compiler's sources cannot be found. It is the stdlib's, as the
 * `.pyc` files a CPython installation ships with its `Lib/` (or its frozen modules): `-B` and
 * `PYTHONDONTWRITEBYTECODE`, which stop a program's own `__pycache__`, do not turn it off. Writes
 * are atomic (a temporary file renamed), so parallel processes share the folder.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readPyc, writePyc, type CodeObject } from "@pyts/compiler";

const FRONT_END = ["lexer", "parser", "compiler"];

/** The pyts checkout's `packages` folder: found upwards from this module (src or a dist bundle). */
function packagesDir(): string | null {
  let d = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(d, "compiler", "src")) && existsSync(join(d, "vm"))) return d;
    if (existsSync(join(d, "packages", "compiler", "src"))) return join(d, "packages");
    d = dirname(d);
  }
  return null;
}

function fingerprint(packages: string): string {
  const h = createHash("sha1");
  const walk = (dir: string, rel: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith(".test.ts")) continue;
      const p = join(dir, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p, `${rel}/${name}`);
      else h.update(`${rel}/${name}\0${st.size}\0${st.mtimeMs}\n`);
    }
  };
  for (const pkg of FRONT_END) walk(join(packages, pkg, "src"), pkg);
  return h.digest("hex").slice(0, 16);
}

let folder: string | null | undefined;

/** The cache's folder for this compiler, made on first use (other compilers' folders unused for a day removed), or null when off. */
function cacheFolder(): string | null {
  if (folder !== undefined) return folder;
  folder = null;
  if (process.env.PYTS_CODE_CACHE === "0") return null;
  try {
    const packages = packagesDir();
    if (packages === null) return null;
    const root = process.env.PYTS_CACHE_DIR ?? join(dirname(packages), ".cache", "code");
    const fp = fingerprint(packages);
    const f = join(root, fp);
    if (!existsSync(f)) {
      mkdirSync(f, { recursive: true });
      // other compilers' folders go once unused for a day: checkouts that share the cache (worktrees
      // of one repository) each keep theirs rather than removing each other's at every start
      const stale = Date.now() - 86_400_000;
      for (const old of readdirSync(root)) {
        if (old !== fp && statSync(join(root, old)).mtimeMs < stale) rmSync(join(root, old), { recursive: true, force: true });
      }
    }
    folder = f;
  } catch {
    folder = null;
  }
  return folder;
}

/** The code object of `source` named `filename`: from the cache, else `compile()`d and stored. */
export function cachedCode(source: Uint8Array, filename: string, compile: () => CodeObject): CodeObject {
  const dir = cacheFolder();
  if (dir === null) return compile();
  const key = createHash("sha1").update(filename).update("\0").update(source).digest("hex");
  const path = join(dir, `${key}.pyc`);
  try {
    return readPyc(readFileSync(path), filename).code;
  } catch {
    // not there yet (or unreadable): compiled below
  }
  const co = compile();
  try {
    const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(tmp, writePyc(co));
    renameSync(tmp, path);
  } catch {
    // a read-only or vanished folder: the code is still good
  }
  return co;
}

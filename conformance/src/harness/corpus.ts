/**
 * The conformance corpus: the 559 `.py` files of the oracle's own `python_stdlib.zip` (real code
 * no one here wrote), plus the project's cases under `conformance/cases/<stage>/`.
 */
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { inflateRawSync } from "node:zlib";
import { stdlibZipPath } from "./oracle.js";

export interface CorpusFile {
  /** The path the file is known by in both pyts and the oracle (it shows up in outputs). */
  readonly path: string;
  readonly bytes: Uint8Array;
  /** Where the file is on this machine, for the project's cases (a module a program imports sits beside it). */
  readonly fsPath?: string;
}

/** Reads every entry of a zip archive whose name passes `keep` (stored or deflated entries). */
export function readZip(zipPath: string, keep: (name: string) => boolean): Map<string, Uint8Array> {
  const buf = readFileSync(zipPath);
  // End of central directory: the last 0x06054b50 signature.
  let eocd = buf.length - 22;
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error(`${zipPath}: not a zip file`);
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out = new Map<string, Uint8Array>();
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error(`${zipPath}: bad central directory`);
    const method = buf.readUInt16LE(p + 10);
    const csize = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString("utf8", p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (!keep(name)) continue;
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(dataStart, dataStart + csize);
    if (method === 0) out.set(name, new Uint8Array(raw));
    else if (method === 8) out.set(name, new Uint8Array(inflateRawSync(raw)));
    else throw new Error(`${zipPath}: ${name}: unsupported compression ${method}`);
  }
  return out;
}

let stdlib: CorpusFile[] | undefined;

/** The stdlib corpus, as `stdlib/<path inside the zip>`, sorted by path. */
export function stdlibCorpus(): CorpusFile[] {
  if (!stdlib) {
    const files = readZip(stdlibZipPath(), (n) => n.endsWith(".py"));
    stdlib = [...files].map(([name, bytes]) => ({ path: `stdlib/${name}`, bytes })).sort((a, b) => (a.path < b.path ? -1 : 1));
  }
  return stdlib;
}

export const casesRoot = join(import.meta.dirname, "..", "..", "cases");

/**
 * The project's own cases for one stage folder (`conformance/cases/<dir>/**.py`), as `cases/<dir>/…`.
 * A folder that is missing or holds no case is an error, never an empty corpus that passes.
 */
export function casesCorpus(dir: string): CorpusFile[] {
  const root = join(casesRoot, dir);
  if (!existsSync(root)) throw new Error(`conformance/cases/${dir}: no such folder`);
  const out: CorpusFile[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".py")) out.push({ path: `cases/${relative(casesRoot, full)}`, bytes: new Uint8Array(readFileSync(full)), fsPath: full });
    }
  };
  walk(root);
  if (out.length === 0) throw new Error(`conformance/cases/${dir}: no .py file`);
  return out;
}

/**
 * The one rule for helper modules: a path with a segment starting `_case_` (`cases/run/_case_x.py`,
 * everything inside a `cases/run/_case_pkg/` package) is a module the cases import, never a
 * program of its own. Both sides must see all of them (the oracle's file system gets them before
 * a case runs).
 */
export function isCaseHelper(path: string): boolean {
  return path.split("/").some((seg) => seg.startsWith("_case_"));
}

/** The helper modules of the run cases (see isCaseHelper). */
export function runCaseHelpers(): CorpusFile[] {
  return casesCorpus("run").filter((f) => isCaseHelper(f.path));
}

/** The run cases' programs: every file of cases/run that is not a helper module. */
export function runCasePrograms(): CorpusFile[] {
  return casesCorpus("run").filter((f) => !isCaseHelper(f.path));
}

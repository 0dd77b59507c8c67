/**
 * Runs stages: expected outcomes from the oracle (cached by content hash under .cache/oracle),
 * actual outcomes from pyts, compared byte for byte; each difference is reduced to its first
 * differing line.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CorpusFile } from "./corpus.js";
import { discardOracle, loadOracle, pyodideVersion, type Oracle } from "./oracle.js";
import { stageSlug, type Outcome, type Stage } from "./stage.js";
import { nativeArgv, nativeEnv } from "../../../packages/cli/src/nativeCpython.js";

export interface FileResult {
  readonly path: string;
  readonly identical: boolean;
  /** For a difference: where and what, e.g. `stdout line 12: expected '…' got '…'`. */
  readonly firstDifference?: string;
}

export interface StageResult {
  readonly stage: string;
  readonly total: number;
  readonly identical: number;
  readonly files: readonly FileResult[];
  readonly seconds: number;
  /** More lines for the text report (libtest: the counts per module). */
  readonly details?: readonly string[];
  /** The known-failures list `--write-known-failures` writes, when it is not the failing paths (libtest: a module that cannot be imported as one line with its reason). */
  readonly knownFailureLines?: readonly string[];
}

const cacheRoot = join(import.meta.dirname, "..", "..", "..", ".cache", "oracle");

function cachePath(stage: Stage, file: CorpusFile): string {
  const name = stage.cacheAs ?? stage.name;
  const h = createHash("sha256").update(name).update("\0").update(file.path).update("\0").update(file.bytes);
  const extra = stage.cacheKey?.(file) ?? "";
  if (extra !== "") h.update("\0").update(extra);
  const hex = h.digest("hex");
  const reference = stage.native ? `native-${nativeVersion()}` : pyodideVersion();
  return join(cacheRoot, reference, stageSlug(name), `${hex.slice(0, 32)}.json`);
}

let nativeVersionText: string | undefined;
/** The native interpreter's full version (its outcomes are cached under it). */
function nativeVersion(): string {
  if (nativeVersionText === undefined) {
    const [exe, ...pre] = nativeArgv();
    nativeVersionText = execFileSync(exe!, [...pre, "-c", "import sys; print(sys.version.split()[0])"], { encoding: "utf8", env: nativeEnv() }).trim();
  }
  return nativeVersionText;
}

let oracle: Oracle | undefined;

async function expected(stage: Stage, file: CorpusFile): Promise<Outcome> {
  const p = cachePath(stage, file);
  if (existsSync(p)) return JSON.parse(readFileSync(p, "utf8")) as Outcome;
  let out: Outcome;
  if (stage.native) {
    out = stage.native(file);
    mkdirSync(join(p, ".."), { recursive: true });
    writeFileSync(p, JSON.stringify({ stdout: out.stdout, stderr: out.stderr, exitCode: out.exitCode }));
    return out;
  }
  oracle ??= await loadOracle();
  try {
    oracle.writeFile(file.path, file.bytes);
    out = stage.oracle(oracle, file);
  } catch (e) {
    // a pyodide fatal error (the interpreter's wasm state is corrupt): once more in a fresh one
    if (!(e instanceof Error && (e as { pyodide_fatal_error?: boolean }).pyodide_fatal_error)) throw e;
    discardOracle();
    oracle = await loadOracle();
    oracle.writeFile(file.path, file.bytes);
    out = stage.oracle(oracle, file);
  }
  const { stdout, stderr, exitCode } = out;
  mkdirSync(join(p, ".."), { recursive: true });
  writeFileSync(p, JSON.stringify({ stdout, stderr, exitCode }));
  return out;
}

async function actual(stage: Stage, file: CorpusFile): Promise<Outcome> {
  try {
    return await stage.pyts(file);
  } catch (e) {
    const msg = e instanceof Error ? (e.stack ?? e.message) : String(e);
    return { stdout: "", stderr: `pyts crashed (a bug: pyts must never throw a host error)\n${msg}\n`, exitCode: -1 };
  }
}

function clip(s: string): string {
  const r = JSON.stringify(s);
  return r.length > 160 ? `${r.slice(0, 157)}...` : r;
}

/** The first line where two texts differ, or undefined when equal. */
export function firstDifference(label: string, want: string, got: string): string | undefined {
  if (want === got) return undefined;
  const a = want.split("\n");
  const b = got.split("\n");
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) {
      return `${label} line ${i + 1}: expected ${a[i] === undefined ? "<end>" : clip(a[i]!)} got ${b[i] === undefined ? "<end>" : clip(b[i]!)}`;
    }
  }
  return `${label}: differs`;
}

export function compareOutcomes(stage: Stage, want: Outcome, got: Outcome): string | undefined {
  const norm = stage.normalize ?? ((t: string) => t);
  return (
    firstDifference("stdout", norm(want.stdout), norm(got.stdout)) ??
    firstDifference("stderr", norm(want.stderr), norm(got.stderr)) ??
    (want.exitCode !== got.exitCode ? `exit code: expected ${want.exitCode} got ${got.exitCode}` : undefined)
  );
}

export async function runStage(
  stage: Stage,
  onProgress?: (done: number, total: number) => void,
  only?: string,
): Promise<StageResult> {
  if (stage.run) return stage.run(onProgress, only);
  const t0 = performance.now();
  const whole = stage.corpus();
  if (whole.length < stage.minFiles) throw new Error(`stage ${stage.name}: ${whole.length} files in its corpus, fewer than its minimum ${stage.minFiles}`);
  const corpus = only === undefined ? whole : whole.filter((f) => f.path.includes(only));
  const files: FileResult[] = [];
  let identical = 0;
  for (const file of corpus) {
    const raw = await expected(stage, file);
    const want = stage.maskExpected ? stage.maskExpected(raw, file) : raw;
    const got = await actual(stage, file);
    const diff = compareOutcomes(stage, want, got);
    if (diff === undefined) identical++;
    files.push(diff === undefined ? { path: file.path, identical: true } : { path: file.path, identical: false, firstDifference: diff });
    onProgress?.(files.length, corpus.length);
  }
  return { stage: stage.name, total: corpus.length, identical, files, seconds: (performance.now() - t0) / 1000 };
}

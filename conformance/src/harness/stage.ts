/**
 * A conformance stage compares one pyts command with the oracle's equivalent, file by file:
 * stdout, stderr and exit code, byte for byte (after the masks ARCHITECTURE.md §1 allows).
 */
import type { CorpusFile } from "./corpus.js";
import { pyodideVersion, type Oracle } from "./oracle.js";
import type { StageResult } from "./runner.js";

export interface Outcome {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

export interface Stage {
  /** As the report and README print it, e.g. "tokenize -e". */
  readonly name: string;
  /** What the README's table names as its reference, when it is neither the oracle nor `python3.14 file.py`. */
  readonly reference?: string;
  /** The files this stage runs on. */
  corpus(): CorpusFile[];
  /** The fewest files the corpus may have: fewer (a folder emptied or renamed) fails the run. */
  readonly minFiles: number;
  /** What CPython 3.14 gives; `file` has already been written into the oracle's file system at `file.path`. Cached as is. */
  oracle(oracle: Oracle, file: CorpusFile): Outcome;
  /**
   * When set, the reference is native CPython 3.14 (`python3.14 file.py` as a process), not the
   * oracle: what this returns is the expected outcome (cached by content and native version).
   */
  native?(file: CorpusFile): Outcome;
  /** Stages that share one oracle outcome per file (the run stage's tiers) name the same cache here; default: the stage's name. */
  readonly cacheAs?: string;
  /** More of what the oracle's outcome depends on besides the file's path and bytes (part of the cache key). */
  cacheKey?(file: CorpusFile): string;
  /** Applied to the (cached) oracle outcome before comparing: drops what pyts does not reproduce, and says why in its doc. */
  maskExpected?(expected: Outcome, file: CorpusFile): Outcome;
  /** What pyts gives. */
  pyts(file: CorpusFile): Outcome | Promise<Outcome>;
  /** Masks applied to both sides before comparing (code-object addresses, …). */
  normalize?(text: string): string;
  /**
   * A stage whose unit is not one file (libtest: each natively passing test of a Lib/test module)
   * runs itself: it returns one entry per unit, compared with its known failures as any stage's.
   */
  /** Whether a known-failures line concerns what this run covers (default: every line; libtest: the modules it ran). */
  knownInScope?(line: string): boolean;
  run?(onProgress: ((done: number, total: number) => void) | undefined, only: string | undefined): Promise<StageResult>;
}

/** A stage name as a file name: "tokenize -e" → "tokenize-e". */
export function stageSlug(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** Runs `code` in the oracle as `python -m <module> args…` would, with output captured. */
export function oracleMain(oracle: Oracle, statement: string): Outcome {
  return oracle.capture(statement);
}

/** `repr()` of a string list as Python source (paths are plain ASCII here; JSON is valid Python for them). */
export function pyArgs(args: readonly string[]): string {
  return `[${args.map((a) => JSON.stringify(a)).join(", ")}]`;
}

/**
 * Keeps an uncaught exception's traceback from its frame in `file` on. `python -m ast|dis` print
 * frames inside runpy and the module itself first; those are CPython's own code, which pyts does
 * not reproduce, so stages compare from the source file's `  File "…"` line on. Whatever comes
 * before the traceback (SyntaxWarnings) is kept; with no frame in `file` at all (an error raised
 * before any line of it is read, like null bytes), the exception's last line is what is compared.
 */
export function fromFileFrame(stderr: string, file: CorpusFile): string {
  const tb = stderr.indexOf("Traceback (most recent call last):\n");
  if (tb < 0) return stderr;
  const before = stderr.slice(0, tb);
  const at = stderr.lastIndexOf(`  File "${file.path}"`);
  if (at > tb) return before + stderr.slice(at);
  const lines = stderr.trimEnd().split("\n");
  return `${before}${lines[lines.length - 1]}\n`;
}

/** What a stage's outcomes are compared with, as the README's table names it. */
export function stageReference(stage: Stage): string {
  return stage.reference ?? (stage.native ? "native CPython 3.14, `python3.14 file.py`" : `oracle: CPython 3.14.2, pyodide ${pyodideVersion()}`);
}

/**
 * The engine of the call fuzzers: a list of Python expressions is evaluated one by one in pyts and
 * in the reference (native CPython 3.14 as a process, or the oracle), in batches of one program
 * each, and each expression's outcome — `repr()` of its value, or the exception's type and
 * message — is compared. Code-object and object addresses (`at 0x…`) are masked; nothing else.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compile } from "@pyts/compiler";
import { initHashSecret, runCode } from "@pyts/vm";
import type { FuzzContext, FuzzResult } from "./fuzzer.js";

/** The program that evaluates `exprs` (each in a lambda, so one that raises stops nothing else). */
export function batchProgram(exprs: readonly string[], first: number, prelude = ""): string {
  const lines = [
    "import sys",
    prelude,
    "def _pyts_r(f):",
    "    try:",
    "        v = f()",
    "    except BaseException as e:",
    "        try:",
    "            m = str(e)",
    "        except BaseException:",
    "            m = '<str() failed>'",
    "        return type(e).__name__ + ': ' + m",
    "    try:",
    "        return repr(v)",
    "    except BaseException as e:",
    "        return 'repr() raised ' + type(e).__name__",
    "_pyts_w = sys.stdout.write",
  ];
  exprs.forEach((e, i) => lines.push(`_pyts_w('\\x01${first + i} ' + _pyts_r(lambda: ${e}).replace('\\n', '\\\\n') + '\\n')`));
  lines.push("sys.stdout.flush()");
  return lines.join("\n") + "\n";
}

const mask = (s: string) => s.replace(/ at 0x[0-9a-fA-F]+/g, " at 0x…");

/** The outcome line of each expression, by index, from a batch's output. */
function records(out: string): Map<number, string> {
  const m = new Map<number, string>();
  for (const part of out.split("\x01").slice(1)) {
    const sp = part.indexOf(" ");
    const nl = part.lastIndexOf("\n");
    m.set(Number(part.slice(0, sp)), mask(part.slice(sp + 1, nl < 0 ? undefined : nl)));
  }
  return m;
}

/** Runs a program in pyts, in this process; output and whatever escaped as a host error. */
export function runPyts(program: string, filename: string): { stdout: string; crash?: string } {
  initHashSecret("0");
  let stdout = "";
  try {
    const code = compile(new TextEncoder().encode(program), filename, "exec");
    runCode(code, { argv: [filename], writeStdout: (s) => (stdout += s), writeStderr: () => {}, readLine: () => null });
  } catch (e) {
    return { stdout, crash: e instanceof Error ? e.message : String(e) };
  }
  return { stdout };
}

/** Runs a program with native CPython 3.14 (`ctx.native`), PYTHONHASHSEED=0; its stdout. */
export function runNative(ctx: FuzzContext, program: string, name: string): string {
  const dir = join(import.meta.dirname, "..", "..", ".cache", "fuzz");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.py`);
  writeFileSync(file, program);
  try {
    return execFileSync("sh", ["-c", `${ctx.native} "$0"`, file], { encoding: "utf8", input: "", env: { ...process.env, PYTHONHASHSEED: "0" }, maxBuffer: 1 << 28, timeout: 300_000 });
  } catch (e) {
    const r = e as { stdout?: string };
    if (typeof r.stdout === "string") return r.stdout;
    throw e;
  }
}

export interface CompareOptions {
  readonly reference: "native" | "oracle";
  /** Python run before the expressions (imports, helpers). */
  readonly prelude?: string;
  readonly batch?: number;
  /** How many differences to keep (default: all; `pnpm fuzz` prints the first 20). */
  readonly keep?: number;
}

/** Evaluates every expression in pyts and in the reference; counts those whose outcomes are identical. */
export async function compareExpressions(name: string, ctx: FuzzContext, exprs: readonly string[], opts: CompareOptions): Promise<FuzzResult> {
  const batch = opts.batch ?? 2000;
  const keep = opts.keep ?? Infinity;
  let identical = 0;
  let crashes = 0;
  const differences: string[] = [];
  for (let first = 0; first < exprs.length; first += batch) {
    const part = exprs.slice(first, first + batch);
    const program = batchProgram(part, first, opts.prelude);
    const want = records(opts.reference === "native" ? runNative(ctx, program, name) : (await ctx.oracle()).capture(program).stdout);
    const run = runPyts(program, `${name}.py`);
    if (run.crash !== undefined) {
      crashes++;
      if (differences.length < 20) differences.push(`host error in the batch from ${first}: ${run.crash}`);
    }
    const got = records(run.stdout);
    part.forEach((e, i) => {
      const w = want.get(first + i);
      const g = got.get(first + i);
      if (w !== undefined && w === g) identical++;
      else if (differences.length < keep) differences.push(`${e}\n    expected: ${w ?? "<nothing>"}\n    got:      ${g ?? "<nothing>"}`);
    });
  }
  return { identical, total: exprs.length, differences, counts: { host_errors: crashes }, failed: crashes > 0 };
}

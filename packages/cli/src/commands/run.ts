/**
 * `pyts run file [args...]`: `python3.14 file args...`. The source is parsed and compiled by
 * pyts (`@pyts/parser`, `@pyts/compiler`) and executed by the pyts VM as `__main__`; a
 * SyntaxError prints what CPython prints (exit 1), an uncaught exception its traceback (exit 1),
 * `SystemExit` its code. `runToText` captures the output (tests, conformance), `runCommand`
 * writes to the real stdout/stderr.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { compile, type CodeObject, type CompileWarning } from "@pyts/compiler";
import { PySyntaxError } from "@pyts/lexer";
import { decodedText, formatSyntaxWarnings, type CommandOutput } from "./common.js";
import { formatSyntaxErrorWithHints } from "@pyts/parser";
import { runCode } from "@pyts/vm";

export type RunOutput = CommandOutput;


/** Compiles a source file; returns the code object or the SyntaxError text CPython prints. */
export function compileSource(filename: string, source: Uint8Array): { code?: CodeObject; stderr: string } {
  const warnings: CompileWarning[] = [];
  try {
    const code = compile(source, filename, "exec", { warn: (w) => warnings.push(w) });
    return { code, stderr: formatSyntaxWarnings(warnings, decodedText(source)) };
  } catch (e) {
    if (e instanceof PySyntaxError) {
      const text = decodedText(source);
      const msg = e.type === "SyntaxError" ? formatSyntaxErrorWithHints(e, text) : `${e.type}: ${e.msg}`;
      return { stderr: formatSyntaxWarnings(warnings, text) + (msg.endsWith("\n") ? msg : msg + "\n") };
    }
    throw e;
  }
}

function execute(filename: string, source: Uint8Array, argv: string[], out: (s: string) => void, err: (s: string) => void, path?: string[], readLine?: () => string | null): number {
  const compiled = compileSource(filename, source);
  if (compiled.stderr) err(compiled.stderr);
  if (!compiled.code) return 1;
  const searchPath = path ?? [dirname(resolve(filename))];
  return runCode(compiled.code, { argv: [filename, ...argv], path: searchPath, source: decodedText(source), writeStdout: out, writeStderr: err, readLine }).exitCode;
}

/**
 * Runs `filename` with its output captured and an empty standard input (as the oracle has);
 * `path` overrides the import search path (default: the file's directory).
 */
export async function runToText(filename: string, source: Uint8Array, argv: string[], path?: string[]): Promise<RunOutput> {
  let stdout = "";
  let stderr = "";
  const exitCode = execute(filename, source, argv, (s) => (stdout += s), (s) => (stderr += s), path, () => null);
  return { stdout, stderr, exitCode };
}

/** `pyts run file args...` with real I/O; returns the exit code. */
export async function runCommand(filename: string, argv: string[]): Promise<number> {
  let source: Uint8Array;
  try {
    source = readFileSync(filename);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "[Errno 2] No such file or directory" : String((e as Error).message);
    process.stderr.write(`pyts: can't open file '${filename}': ${why}\n`);
    return 2;
  }
  return execute(filename, source, argv, (s) => process.stdout.write(s), (s) => process.stderr.write(s));
}

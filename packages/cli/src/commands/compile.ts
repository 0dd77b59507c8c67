/**
 * `pyts compile [-q] file...`: `python3.14 -m py_compile` (Lib/py_compile.py): compiles each
 * source file and writes its timestamp-based .pyc to `importlib.util.cache_from_source(file)`
 * (`<dir>/__pycache__/<stem>.cpython-314.pyc`). Writing the .pyc is here; turning source into a
 * code object needs pyts's compiler: when `@pyts/compiler` exports
 * `compile(source: Uint8Array, filename: string, mode: "exec"): CodeObject` it is used, otherwise
 * the command reports that it is not implemented yet.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import * as compiler from "@pyts/compiler";
import { writePyc, type CodeObject } from "@pyts/compiler";

/** `sys.implementation.cache_tag`. */
export const CACHE_TAG = "cpython-314";

/** `importlib.util.cache_from_source(path)` (no optimization level). */
export function cacheFromSource(path: string): string {
  const base = basename(path);
  const dot = base.lastIndexOf(".");
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return join(dirname(path), "__pycache__", `${stem}.${CACHE_TAG}.pyc`);
}

type CompileFn = (source: Uint8Array, filename: string, mode: "exec") => CodeObject;

function compilerEntry(): CompileFn | undefined {
  const fn = (compiler as Record<string, unknown>)["compile"];
  return typeof fn === "function" ? (fn as CompileFn) : undefined;
}

export interface CompileOutput {
  /** The .pyc bytes, when compilation succeeded. */
  pyc?: Uint8Array;
  stderr: string;
  exitCode: number;
}

/** The .pyc that `py_compile.compile(filename)` writes for this source (mtime in seconds). */
export function compileToPyc(filename: string, source: Uint8Array, mtime: number): CompileOutput {
  const compile = compilerEntry();
  if (!compile) return { stderr: "pyts compile: the compiler is not implemented yet\n", exitCode: 2 };
  try {
    const code = compile(source, filename, "exec");
    return { pyc: writePyc(code, { flags: 0, mtime: Math.floor(mtime) >>> 0, sourceSize: source.length >>> 0 }), stderr: "", exitCode: 0 };
  } catch (e) {
    if (e instanceof compiler.PythonException) return { stderr: `${e.toString()}\n`, exitCode: 1 };
    throw e;
  }
}

/** `pyts compile [-q] file...`; returns the exit code. */
export async function compileCommand(files: string[], opts: { quiet: boolean }): Promise<number> {
  for (const file of files) {
    let source: Uint8Array;
    let mtime: number;
    try {
      source = readFileSync(file);
      mtime = statSync(file).mtimeMs / 1000;
    } catch (e) {
      if (!opts.quiet) process.stderr.write(`[Errno 2] No such file or directory: '${file}'`);
      void e;
      return 1;
    }
    const out = compileToPyc(file, source, mtime);
    if (!out.pyc) {
      if (!opts.quiet || out.exitCode === 2) process.stderr.write(out.stderr);
      return out.exitCode;
    }
    const target = cacheFromSource(file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, out.pyc);
  }
  return 0;
}

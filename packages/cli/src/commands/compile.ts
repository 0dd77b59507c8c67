/**
 * `pyts compile [-q] file...`: `python3.14 -m py_compile` (Lib/py_compile.py): compiles each
 * source file with pyts (parse + compile, exec mode) and writes its timestamp-based .pyc to
 * `importlib.util.cache_from_source(file)` (`<dir>/__pycache__/<stem>.cpython-314.pyc`), with the
 * source's mtime and size in the header. A SyntaxError prints `traceback.format_exception_only`'s
 * text (other SyntaxError subclasses: `Sorry: IndentationError: msg (file, line N)`) and exits 1.
 * Not done: the hash-based pyc py_compile writes when SOURCE_DATE_EPOCH is set.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { compile, writePyc } from "@pyts/compiler";
import { PySyntaxError } from "@pyts/lexer";
import { decodedText, osError, type CommandOutput } from "./common.js";
import { formatSyntaxErrorWithHints, parse } from "@pyts/parser";

/** `sys.implementation.cache_tag`. */
export const CACHE_TAG = "cpython-314";

/** `importlib.util.cache_from_source(path)` (no optimization level). */
export function cacheFromSource(path: string): string {
  // base, sep, rest = tail.rpartition('.'); (base or rest) + sep + tag + '.pyc'
  const tail = basename(path);
  const dot = tail.lastIndexOf(".");
  const [base, sep, rest] = dot < 0 ? ["", "", tail] : [tail.slice(0, dot), ".", tail.slice(dot + 1)];
  return join(dirname(path), "__pycache__", `${base || rest}${sep}${CACHE_TAG}.pyc`);
}

export interface CompileOutput extends Omit<CommandOutput, "stdout"> {
  /** The .pyc bytes, when compilation succeeded. */
  pyc?: Uint8Array;
}


/** The .pyc that `py_compile.compile(filename)` writes for this source (mtime in seconds). */
export function compileToPyc(filename: string, source: Uint8Array, mtime: number): CompileOutput {
  try {
    const code = compile(parse(source, { filename, mode: "exec" }), filename, "exec");
    return { pyc: writePyc(code, { flags: 0, mtime: Math.floor(mtime) >>> 0, sourceSize: source.length >>> 0 }), stderr: "", exitCode: 0 };
  } catch (e) {
    if (e instanceof PySyntaxError) {
      const msg =
        e.type === "SyntaxError"
          ? formatSyntaxErrorWithHints(e, decodedText(source))
          : `Sorry: ${e.type}: ${e.msg} (${e.filename}, line ${e.lineno})`;
      return { stderr: msg, exitCode: 1 };
    }
    throw e;
  }
}

/**
 * `pyts compile [-q] [-o out.pyc] file...`; returns the exit code. With `-o` (one source file
 * only, like `py_compile.compile(file, cfile=out)`) the .pyc goes there instead of __pycache__.
 */
export async function compileCommand(files: string[], opts: { quiet: boolean; output?: string }): Promise<number> {
  if (opts.output !== undefined && files.length !== 1) {
    process.stderr.write("pyts compile: -o takes exactly one source file\n");
    return 2;
  }
  for (const file of files) {
    let source: Uint8Array;
    let mtime: number;
    try {
      source = readFileSync(file);
      mtime = statSync(file).mtimeMs / 1000;
    } catch (e) {
      if (!opts.quiet) process.stderr.write(osError(file, e).reason);
      return 1;
    }
    const out = compileToPyc(file, source, mtime);
    if (!out.pyc) {
      if (!opts.quiet) process.stderr.write(out.stderr);
      return out.exitCode;
    }
    const target = opts.output ?? cacheFromSource(file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, out.pyc);
  }
  return 0;
}

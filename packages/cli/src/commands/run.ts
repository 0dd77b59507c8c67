/**
 * `pyts run file [args...]`: `python3.14 file args...`. The source is parsed and compiled by
 * pyts (`@pyts/parser`, `@pyts/compiler`) and executed by the pyts VM as `__main__`; a
 * SyntaxError prints what CPython prints (exit 1), an uncaught exception its traceback (exit 1),
 * `SystemExit` its code. `runToText` captures the output (tests, conformance), `runCommand`
 * writes to the real stdout/stderr (by file descriptor: `pyts run` calls it on a worker thread
 * with a large stack, runThread.ts).
 */
import { readFileSync } from "node:fs";
import { isatty } from "node:tty";
import { dirname, resolve } from "node:path";
import { compile, type CodeObject, type CompileWarning } from "@pyts/compiler";
import { PySyntaxError } from "@pyts/lexer";
import { decodedText, formatSyntaxWarnings, osError, type CommandOutput } from "./common.js";
import { writeFd } from "../stdio.js";
import { reprStr } from "@pyts/lexer";
import { formatSyntaxErrorWithHints } from "@pyts/parser";
import { findMainModule, runCode, stdlibZipPath, type SysConfig } from "@pyts/vm";
import type { InterpreterConfig } from "./interpreterOptions.js";

export type RunOutput = CommandOutput;


/** Compiles a source file; returns the code object or the SyntaxError text CPython prints. */
export function compileSource(filename: string, source: Uint8Array, optimize = 0): { code?: CodeObject; stderr: string } {
  const warnings: CompileWarning[] = [];
  try {
    const code = compile(source, filename, "exec", { warn: (w) => warnings.push(w), ...(optimize > 0 ? { optimize } : {}) });
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

interface ExecOptions {
  /** The code's filename (tracebacks, `__file__`). */
  filename: string;
  /** sys.argv. */
  argv: string[];
  /** sys.path (default: the file's directory). */
  path?: string[];
  mainFile?: boolean;
  out: (s: string) => void;
  err: (s: string) => void;
  readLine?: () => string | null;
  /** Real standard streams: sys.stdout is line-buffered when fd 1 is a terminal, block-buffered otherwise. */
  realIO?: boolean;
  /** The command line's options (`pyts run -O …`); none: CPython's defaults. */
  config?: LaunchConfig;
  /** `-m`: the module's full name. */
  moduleName?: string;
}

/** The interpreter's options with the command line as given (sys.orig_argv). */
export interface LaunchConfig extends InterpreterConfig {
  origArgv: string[];
  /** sys.executable. */
  executable?: string;
}

function execute(source: Uint8Array, o: ExecOptions): number {
  const c = o.config;
  // -x: the first line is skipped, its newline kept (line numbers stay the file's)
  if (c?.skipFirstLine) {
    const nl = source.indexOf(10);
    source = nl < 0 ? new Uint8Array(0) : source.subarray(nl);
  }
  const compiled = compileSource(o.filename, source, c?.flags.optimize ?? 0);
  if (compiled.stderr) o.err(compiled.stderr);
  if (!compiled.code) return 1;
  const first = o.path ?? [dirname(resolve(o.filename))];
  // sys.path: the script's folder (none under -P/-I), then PYTHONPATH's entries
  const searchPath = c === undefined ? first : [...(c.flags.safe_path ? [] : first), ...c.pythonPath];
  return runCode(compiled.code, {
    ...(c !== undefined ? { config: sysConfig(c), unbuffered: c.unbuffered } : {}),
    ...(o.moduleName !== undefined ? { moduleName: o.moduleName } : {}),
    argv: o.argv,
    path: searchPath,
    source: decodedText(source),
    mainFile: o.mainFile ?? true,
    writeStdout: o.out,
    writeStderr: o.err,
    stdoutIsTTY: o.realIO === true && isatty(1),
    ...(o.readLine ? { readLine: o.readLine } : {}),
  }).exitCode;
}

/**
 * Runs `filename` with its output captured and an empty standard input (as the oracle has);
 * `path` overrides the import search path (default: the file's directory).
 */
export async function runToText(filename: string, source: Uint8Array, argv: string[], path?: string[]): Promise<RunOutput> {
  let stdout = "";
  let stderr = "";
  const exitCode = execute(source, {
    filename,
    argv: [filename, ...argv],
    ...(path ? { path } : {}),
    out: (s) => (stdout += s),
    err: (s) => (stderr += s),
    readLine: () => null,
  });
  return { stdout, stderr, exitCode };
}

/**
 * `python -c code args…`: the code runs as `__main__` from "<string>" (its lines shown in
 * tracebacks), with no `__file__`, sys.argv ['-c', args…] and sys.path[0] '' (the current
 * directory). Output captured when `capture` is set (tests), else the process's streams.
 */
export function runStringToText(code: string, argv: string[]): RunOutput {
  let stdout = "";
  let stderr = "";
  const exitCode = execute(new TextEncoder().encode(code), {
    filename: "<string>",
    argv: ["-c", ...argv],
    path: [""],
    mainFile: false,
    out: (s) => (stdout += s),
    err: (s) => (stderr += s),
    readLine: () => null,
  });
  return { stdout, stderr, exitCode };
}

/** `pyts run -c code args...` with real I/O; returns the exit code. */
export function runStringCommand(code: string, argv: string[], config?: LaunchConfig): number {
  return execute(new TextEncoder().encode(code), {
    filename: "<string>",
    argv: ["-c", ...argv],
    path: [""],
    mainFile: false,
    out: (s) => writeFd(1, s),
    err: (s) => writeFd(2, s),
    realIO: true,
    ...(config ? { config } : {}),
  });
}

/**
 * `pyts run -m module args...` with real I/O; returns the exit code. As CPython 3.14's
 * `python -m`: sys.path[0] is the current directory (absolute; none under -P/-I), sys.argv[0] the
 * module's file, `__name__` "__main__" with the module's `__package__` and `__spec__`; a package
 * runs its `__main__`; a module that cannot be found is "No module named …", status 1. The source
 * is found by pyts's first cut of runpy (packages/vm mainModule.ts), not by runpy itself.
 */
export function runModuleCommand(name: string, argv: string[], config?: LaunchConfig): number {
  const cwd = process.cwd();
  const path = [...(config?.flags.safe_path ? [] : [cwd]), ...(config?.pythonPath ?? [])];
  const zip = stdlibZipPath();
  const found = findMainModule(name, zip !== null ? [...path, zip] : path, cwd);
  if ("error" in found) {
    writeFd(2, `pyts: ${found.error}\n`);
    return 1;
  }
  return execute(found.source, {
    filename: found.file,
    argv: [found.file, ...argv],
    path: [cwd],
    out: (s) => writeFd(1, s),
    err: (s) => writeFd(2, s),
    realIO: true,
    moduleName: found.name,
    ...(config ? { config } : {}),
  });
}

/** What the VM's sys module shows of the command line's options. */
function sysConfig(c: LaunchConfig): SysConfig {
  const { int_max_str_digits, ...rest } = c.flags;
  return {
    flags: { ...rest, ...(int_max_str_digits >= 0 ? { int_max_str_digits } : {}) },
    warnoptions: c.warnoptions,
    xoptions: c.xoptions,
    origArgv: c.origArgv,
    ...(c.executable !== undefined ? { executable: c.executable } : {}),
  };
}

/**
 * `pyts run file args...` with real I/O; returns the exit code. As CPython 3.14: the script's
 * code (tracebacks, `__file__`) names it by its absolute path, sys.argv[0] as given; a file that
 * cannot be read gives "can't open file" and exit status 2.
 */
export async function runCommand(filename: string, argv: string[], config?: LaunchConfig): Promise<number> {
  const absolute = resolve(filename);
  let source: Uint8Array;
  try {
    source = readFileSync(filename);
  } catch (e) {
    // strerror without the filename CPython's OSError str would append
    const reason = osError(absolute, e).reason.replace(`: ${reprStr(absolute)}`, "");
    writeFd(2, `pyts: can't open file ${reprStr(absolute)}: ${reason}\n`);
    return 2;
  }
  return execute(source, { filename: absolute, argv: [filename, ...argv], out: (s) => writeFd(1, s), err: (s) => writeFd(2, s), realIO: true, ...(config ? { config } : {}) });
}

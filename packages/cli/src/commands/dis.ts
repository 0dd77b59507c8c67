/**
 * `pyts dis [-C] [-O] [-P] [-S] [file]`: `python3.14 -m dis` (Lib/dis.py `main`). A source file
 * (or standard input, named `<stdin>`) is parsed and compiled in exec mode by pyts and
 * disassembled, nested code objects after. A SyntaxError prints what the interpreter prints at
 * the end of the uncaught exception's traceback (the CPython-internal frames before it are not
 * reproduced) and exits 1. A `.pyc` file (a pyts extension: CPython's `-m dis` would try to
 * compile its bytes as source) is read as importlib reads it and its module code disassembled.
 * `--format json` (pyts) prints the module's code object, nested ones inside it, in the protobuf
 * JSON form of packages/compiler/src/proto/code.proto instead.
 */
import { readFileSync } from "node:fs";
import { decodedText, formatSyntaxWarnings, osError, print, readStdin, type CommandOutput } from "./common.js";
import { DisassemblyError, PythonException, compile, dis, loadCodeProto, readPyc, type CodeObject, type CompileWarning } from "@pyts/compiler";
import { PySyntaxError } from "@pyts/lexer";
import { formatSyntaxErrorWithHints } from "@pyts/parser";

export interface DisOptions {
  /** `-C`, `--show-caches`. */
  showCaches: boolean;
  /** `-O`, `--show-offsets`. */
  showOffsets: boolean;
  /** `-P`, `--show-positions`. */
  showPositions: boolean;
  /** `-S`, `--specialized`. */
  adaptive: boolean;
  /** `--format json` (a pyts extension): the module's code object as code.proto's JSON form. */
  format?: "text" | "json";
  /** For `format: "json"`: the loaded code.proto module (`loadCodeProto()`). */
  codeProto?: Awaited<ReturnType<typeof loadCodeProto>>;
}

export type DisOutput = CommandOutput;

function render(code: CodeObject, opts: DisOptions): string {
  if (opts.format !== "json") return dis(code, opts);
  if (!opts.codeProto) throw new Error("disToText: format json needs opts.codeProto (loadCodeProto())");
  return `${opts.codeProto.codeToJson(code)}\n`;
}


/** What `pyts dis` prints for a file with these bytes. */
export function disToText(filename: string, source: Uint8Array, opts: DisOptions): DisOutput {
  if (!filename.endsWith(".pyc")) {
    const warnings: CompileWarning[] = [];
    try {
      // compile(source, name, "exec") as dis.main does; its SyntaxWarnings are shown first.
      const code = compile(source, filename, "exec", { warn: (w) => warnings.push(w) });
      return { stdout: render(code, opts), stderr: formatSyntaxWarnings(warnings, decodedText(source)), exitCode: 0 };
    } catch (e) {
      if (e instanceof PySyntaxError) {
        const text = decodedText(source);
        return { stdout: "", stderr: formatSyntaxWarnings(warnings, text) + formatSyntaxErrorWithHints(e, text), exitCode: 1 };
      }
      if (e instanceof RangeError) return { stdout: "", stderr: "RecursionError: maximum recursion depth exceeded during compilation\n", exitCode: 1 };
      throw e;
    }
  }
  try {
    const { code } = readPyc(source, filename);
    return { stdout: render(code, opts), stderr: "", exitCode: 0 };
  } catch (e) {
    // a crafted code object's oparg out of range: dis.py has printed the instructions before it,
    // then the traceback ends in this line (its frames inside dis.py are not reproduced)
    if (e instanceof DisassemblyError) return { stdout: e.partial, stderr: `${e.toString()}\n`, exitCode: 1 };
    if (e instanceof PythonException) return { stdout: "", stderr: `${filename}: ${e.toString()}\n`, exitCode: 1 };
    throw e;
  }
}

/** `pyts dis [options] file`: prints like `python -m dis`; returns the exit code. */
export async function disCommand(file: string | undefined, options: DisOptions): Promise<number> {
  const opts = options.format === "json" ? { ...options, codeProto: await loadCodeProto() } : options;
  if (file === undefined || file === "-") return print(disToText("<stdin>", readStdin(), opts));
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    // CPython prints a traceback ending in this line; pyts prints the line alone.
    const { type, reason } = osError(file, e);
    process.stderr.write(`${type}: ${reason}
`);
    return 1;
  }
  return print(disToText(file, bytes, opts));
}



/**
 * `pyts ast [-m MODE] [-a] [-i N] [--show-empty] [-O LEVEL] [--no-type-comments] [file]`:
 * byte-identical to `python3.14 -m ast …` (`ast.main`): parse with type comments on (unless
 * `--no-type-comments`) and print `ast.dump(tree, include_attributes=-a, indent=-i,
 * show_empty=--show-empty)`. A SyntaxError prints what the interpreter prints at the end of the
 * uncaught exception's traceback (`  File "x.py", line N`, the source line, carets, the message
 * with the traceback module's keyword hints) and exits 1; the frames before it (runpy, ast.py)
 * are CPython-internal and not reproduced.
 */
import { readFileSync } from "node:fs";
import { decodedText, osError, print, readStdin, type CommandOutput } from "./common.js";
import {
  PyRecursionError,
  PySyntaxError,
  ParserMemoryError,
  dump,
  formatSyntaxErrorWithHints,
  parseWithWarnings,
  splitLines,
  warningsOf,
} from "@pyts/parser";

export interface AstOptions {
  mode: string;
  includeAttributes: boolean;
  indent: number | null;
  showEmpty: boolean;
  optimize: number;
  typeComments: boolean;
}

export type AstOutput = CommandOutput;

const MODES = ["exec", "single", "eval", "func_type"] as const;
type Mode = (typeof MODES)[number];


/** `python -m ast` on one source: the text it prints and its exit status. */
export function astToText(filename: string, source: Uint8Array, opts: AstOptions): AstOutput {
  if (!(MODES as readonly string[]).includes(opts.mode)) {
    return {
      stdout: "",
      stderr: `usage: python -m ast [-h] [-m {exec,single,eval,func_type}] [--no-type-comments] [-a] [-i INDENT] [--feature-version VERSION] [-O LEVEL] [--show-empty] [infile]\npython -m ast: error: argument -m/--mode: invalid choice: '${opts.mode}' (choose from exec, single, eval, func_type)\n`,
      exitCode: 2,
    };
  }
  let stderr = "";
  try {
    const { tree, warnings } = parseWithWarnings(source, {
      filename,
      mode: opts.mode as Mode,
      typeComments: opts.typeComments,
      optimize: opts.optimize,
    });
    stderr += formatWarnings(filename, source, warnings);
    const indent = opts.indent === null ? null : Math.max(0, opts.indent);
    const out = dump(tree, { includeAttributes: opts.includeAttributes, indent, showEmpty: opts.showEmpty });
    return { stdout: out + "\n", stderr, exitCode: 0 };
  } catch (e) {
    stderr += formatWarnings(filename, source, warningsOf(e));
    if (e instanceof PySyntaxError) {
      return { stdout: "", stderr: stderr + formatSyntaxErrorWithHints(e, decodedText(source)), exitCode: 1 };
    }
    if (e instanceof ParserMemoryError) {
      return { stdout: "", stderr: stderr + `MemoryError: ${e.message}\n`, exitCode: 1 };
    }
    if (e instanceof PyRecursionError) {
      return { stdout: "", stderr: stderr + `RecursionError: ${e.message}\n`, exitCode: 1 };
    }
    throw e;
  }
}

/** `warnings.showwarning` for each SyntaxWarning (once per line and message, the default filter). */
function formatWarnings(filename: string, source: Uint8Array, warnings: readonly { msg: string; lineno: number }[]): string {
  if (!warnings.length) return "";
  let out = "";
  const lines = splitLines(decodedText(source));
  const seen = new Set<string>();
  for (const w of warnings) {
    const key = `${w.lineno}\0${w.msg}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const line = (lines[w.lineno - 1] ?? "").trim();
    out += `${filename}:${w.lineno}: SyntaxWarning: ${w.msg}\n` + (line ? `  ${line}\n` : "");
  }
  return out;
}


/** Reads `file` ('-' or undefined: standard input, named `<stdin>`), prints, returns the exit code. */
export async function astCommand(file: string | undefined, opts: AstOptions): Promise<number> {
  let name: string;
  let source: Uint8Array;
  if (file === undefined || file === "-") {
    name = "<stdin>";
    source = readStdin();
  } else {
    name = file;
    try {
      source = new Uint8Array(readFileSync(file));
    } catch (e) {
      const { type, reason } = osError(file, e);
      process.stderr.write(`Traceback (most recent call last):\n${type}: ${reason}\n`);
      return 1;
    }
  }
  return print(astToText(name, source, opts));
}

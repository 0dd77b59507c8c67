/**
 * `pyts dis [-C] [-O] [-P] [-S] [file]`: `python3.14 -m dis` (Lib/dis.py `main`). A `.py` file is
 * compiled in exec mode and disassembled, nested code objects after; that needs pyts's compiler,
 * which is not there yet. A `.pyc` file (a pyts extension: CPython's `-m dis` would try to compile
 * its bytes as source) is read as importlib reads it and its module code object disassembled.
 */
import { readFileSync } from "node:fs";
import { PythonException, dis, readPyc } from "@pyts/compiler";
import { reprStr } from "@pyts/lexer";

export interface DisOptions {
  /** `-C`, `--show-caches`. */
  showCaches: boolean;
  /** `-O`, `--show-offsets`. */
  showOffsets: boolean;
  /** `-P`, `--show-positions`. */
  showPositions: boolean;
  /** `-S`, `--specialized`. */
  adaptive: boolean;
}

export interface DisOutput {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** What `pyts dis` prints for a file with these bytes. */
export function disToText(filename: string, source: Uint8Array, opts: DisOptions): DisOutput {
  if (!filename.endsWith(".pyc")) {
    return { stdout: "", stderr: "pyts dis: disassembling .py source needs the compiler, which is not implemented yet\n", exitCode: 2 };
  }
  try {
    const { code } = readPyc(source, filename);
    return { stdout: dis(code, opts), stderr: "", exitCode: 0 };
  } catch (e) {
    if (e instanceof PythonException) return { stdout: "", stderr: `${filename}: ${e.toString()}\n`, exitCode: 1 };
    throw e;
  }
}

/** `pyts dis [options] file`: prints like `python -m dis`; returns the exit code. */
export async function disCommand(file: string | undefined, opts: DisOptions): Promise<number> {
  if (file === undefined || file === "-") {
    process.stderr.write("pyts dis: reading source from standard input needs the compiler, which is not implemented yet\n");
    return 2;
  }
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    const reason =
      err.code === "ENOENT"
        ? `[Errno 2] No such file or directory: ${reprStr(file)}`
        : err.code === "EISDIR"
          ? `[Errno 21] Is a directory: ${reprStr(file)}`
          : err.code === "EACCES"
            ? `[Errno 13] Permission denied: ${reprStr(file)}`
            : String(err.message);
    // CPython prints a traceback ending in this line; pyts prints the line alone.
    const type = err.code === "ENOENT" ? "FileNotFoundError" : err.code === "EISDIR" ? "IsADirectoryError" : err.code === "EACCES" ? "PermissionError" : "OSError";
    process.stderr.write(`${type}: ${reason}\n`);
    return 1;
  }
  const out = disToText(file, bytes, opts);
  process.stdout.write(out.stdout);
  process.stderr.write(out.stderr);
  return out.exitCode;
}

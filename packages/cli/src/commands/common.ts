/** What the subcommands share: their captured result, reading input, and OS errors as Python words them. */
import { readSync } from "node:fs";
import { decodeSource, reprStr } from "@pyts/lexer";
import { splitLines } from "@pyts/parser";

/** A command's whole effect: what it prints on each stream, and its exit code. */
export interface CommandOutput {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** Writes a captured result to the real streams; returns its exit code. */
export function print(out: CommandOutput): number {
  process.stdout.write(out.stdout);
  process.stderr.write(out.stderr);
  return out.exitCode;
}

/** The source as text for error display (PEP 263 decoding; lossy UTF-8 when that fails). */
export function decodedText(source: Uint8Array): string {
  try {
    return decodeSource(source).text;
  } catch {
    return new TextDecoder().decode(source);
  }
}

/** All of standard input, as bytes. */
export function readStdin(): Uint8Array {
  const chunks: Buffer[] = [];
  const buf = Buffer.alloc(65536);
  for (;;) {
    let n = 0;
    try {
      n = readSync(0, buf, 0, buf.length, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EAGAIN") continue;
      if ((e as NodeJS.ErrnoException).code === "EOF") break;
      throw e;
    }
    if (n === 0) break;
    chunks.push(Buffer.from(buf.subarray(0, n)));
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** A failed open of `file` as Python reports it: the OSError subclass and `str(err)`. */
export function osError(file: string, e: unknown): { type: string; reason: string } {
  const err = e as NodeJS.ErrnoException;
  switch (err.code) {
    case "ENOENT":
      return { type: "FileNotFoundError", reason: `[Errno 2] No such file or directory: ${reprStr(file)}` };
    case "EISDIR":
      return { type: "IsADirectoryError", reason: `[Errno 21] Is a directory: ${reprStr(file)}` };
    case "EACCES":
      return { type: "PermissionError", reason: `[Errno 13] Permission denied: ${reprStr(file)}` };
    default:
      return { type: "OSError", reason: String(err.message) };
  }
}

/**
 * What `warnings.showwarning` prints for compile-time SyntaxWarnings (`file:line: SyntaxWarning:
 * msg`, then the stripped source line from linecache when there is one). CPython warns with no
 * registry here, so the default filter shows every one, repeats included.
 */
export function formatSyntaxWarnings(warnings: readonly { filename: string; lineno: number; msg: string }[], sourceText: string): string {
  if (!warnings.length) return "";
  const lines = splitLines(sourceText);
  let out = "";
  for (const w of warnings) {
    const line = (lines[w.lineno - 1] ?? "").trim();
    out += `${w.filename}:${w.lineno}: SyntaxWarning: ${w.msg}\n` + (line ? `  ${line}\n` : "");
  }
  return out;
}

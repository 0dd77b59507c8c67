/**
 * `pyts tokenize [-e] [file]`: byte-identical to `python3.14 -m tokenize [-e] [file]`
 * (`tokenize._main`). A file is read as bytes and decoded as `tokenize.tokenize` does (ENCODING
 * first); all tokens are collected before anything is printed, so an error prints only
 * `file:line:col: error: msg` (exit 1). Standard input goes through `generate_tokens` (no
 * ENCODING token) and is printed as it is tokenized, under the name `<stdin>`.
 */
import { readFileSync } from "node:fs";
import { osError, readStdin, type CommandOutput } from "./common.js";
import {
  PyEncodingError,
  PySyntaxError,
  TokenStream,
  codePointLength,
  decodeSource,
  encodingToken,
  reprStr,
  tok_name,
} from "@pyts/lexer";
import type { Token } from "@pyts/lexer";

export type TokenizeOutput = CommandOutput;

function pad(s: string, width: number): string {
  const n = codePointLength(s);
  return n >= width ? s : s + " ".repeat(width - n);
}

/** One line of `tokenize._main`'s output: `"%-20s%-15s%-15r"`. */
export function formatToken(token: Token, exact: boolean): string {
  const type = exact ? token.exactType : token.type;
  const range = `${token.start[0]},${token.start[1]}-${token.end[0]},${token.end[1]}:`;
  return pad(range, 20) + pad(tok_name[type] ?? String(type), 15) + pad(reprStr(token.string), 15) + "\n";
}

/** `_generate_tokens_from_c_tokenizer`'s message rewrite for TokenError. */
function transformMsg(msg: string): string {
  return msg.includes("unterminated triple-quoted string literal") ? "EOF in multi-line string" : msg;
}

function errorLine(filename: string, err: PySyntaxError): string {
  const msg = err.type === "SyntaxError" ? transformMsg(err.msg) : err.msg;
  return `${filename}:${err.lineno}:${err.offset}: error: ${msg}\n`;
}

function warningLines(stream: TokenStream): string {
  let s = "";
  for (const w of stream.warnings) s += `<string>:${w.lineno}: ${w.category}: ${w.msg}\n`;
  return s;
}

/**
 * Tokenizes decoded text and formats it. `streaming` (the stdin path) prints tokens as they come,
 * so an error leaves the tokens before it on stdout; otherwise all tokens are collected first.
 */
function run(filename: string, text: string, first: Token | null, exact: boolean, streaming: boolean): TokenizeOutput {
  const stream = new TokenStream(text);
  const lines: string[] = [];
  if (first !== null) lines.push(formatToken(first, exact));
  try {
    for (let t = stream.next(); t !== null; t = stream.next()) lines.push(formatToken(t, exact));
  } catch (e) {
    if (!(e instanceof PySyntaxError)) throw e;
    return { stdout: streaming ? lines.join("") : "", stderr: warningLines(stream) + errorLine(filename, e), exitCode: 1 };
  }
  return { stdout: lines.join(""), stderr: warningLines(stream), exitCode: 0 };
}

/** What `python3.14 -m tokenize [-e] <filename>` prints for a file with these bytes. */
export function tokenizeToText(filename: string, source: Uint8Array, exact: boolean): TokenizeOutput {
  let decoded;
  try {
    decoded = decodeSource(source, filename);
  } catch (e) {
    if (e instanceof PyEncodingError) return { stdout: "", stderr: `${filename}: error: ${e.msg}\n`, exitCode: 1 };
    // A codec CPython finds but cannot decode text with (LookupError): tokenize._main reports it
    // as an unexpected error (and re-raises it, with a traceback pyts does not reproduce).
    if (e instanceof Error) return { stdout: "", stderr: `unexpected error: ${e.message}\n`, exitCode: 1 };
    throw e;
  }
  return run(filename, decoded.text, encodingToken(decoded.encoding), exact, false);
}

/** What `python3.14 -m tokenize [-e]` prints for this text on standard input. */
export function tokenizeStdinToText(text: string, exact: boolean): TokenizeOutput {
  // sys.stdin is a text stream with universal newlines.
  const translated = text.replace(/\r\n?/g, "\n");
  return run("<stdin>", translated, null, exact, true);
}


/** `pyts tokenize [-e] [file]`: prints like `python -m tokenize`; returns the exit code. */
export async function tokenizeCommand(file: string | undefined, opts: { exact: boolean }): Promise<number> {
  let out: TokenizeOutput;
  if (file !== undefined) {
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(file);
    } catch (e) {
      const { reason } = osError(file, e);
      process.stderr.write(`error: ${reason}\n`);
      return 1;
    }
    out = tokenizeToText(file, bytes, opts.exact);
  } else {
    out = tokenizeStdinToText(new TextDecoder().decode(readStdin()), opts.exact);
  }
  process.stdout.write(out.stdout);
  process.stderr.write(out.stderr);
  return out.exitCode;
}

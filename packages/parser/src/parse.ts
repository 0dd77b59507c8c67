/**
 * `parse(source, options)`: `ast.parse` — bytes are decoded as a source file (PEP 263 cookie,
 * BOM), a string is taken as decoded text; the lexer's parser-mode tokens feed the grammar; with
 * `optimize` > 0 the tree goes through the AST preprocessing of Python/ast_preprocess.c.
 */
import { PySyntaxError, TokenStream, decodeSourceForCompile, translateNewlines } from "@pyts/lexer";
import type * as A from "./ast/nodes.generated.js";
import type { Mode } from "./parser/core.js";
import { parseTokens } from "./parser/parse.js";
import { TokenBuffer } from "./parser/tokenStream.js";
import { preprocess } from "./optimize/preprocess.js";

export interface ParseOptions {
  filename?: string;
  mode?: Mode;
  /** `type_comments=True`: TYPE_COMMENT tokens and TypeIgnore entries (default false, as ast.parse). */
  typeComments?: boolean;
  /** `optimize`: -1/0 none; ≥ 1 the AST preprocessing (`__debug__`…); ≥ 2 also drops docstrings. */
  optimize?: number;
  /** `feature_version` minor (3.x); accepted for API parity. */
  featureVersion?: number;
}

export interface ParseResult {
  tree: A.mod;
  /** SyntaxWarnings emitted while parsing, in order. */
  warnings: { msg: string; lineno: number }[];
}

/** Splits decoded text into lines, each keeping its line ending. */
export function splitLines(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      out.push(text.slice(start, i + 1));
      start = i + 1;
    } else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      out.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}

export function parseWithWarnings(source: string | Uint8Array, options: ParseOptions = {}): ParseResult {
  const filename = options.filename ?? "<unknown>";
  if (typeof source === "string" ? source.includes("\0") : source.includes(0)) {
    // compile() refuses such sources before tokenizing: a SyntaxError without a location.
    const none = null as unknown as number;
    const err = new PySyntaxError({ msg: "source code string cannot contain null bytes", lineno: none, offset: none, text: null });
    (err as { filename: string | null }).filename = null;
    throw err;
  }
  // the tokenizer's input, as CPython's decode_str / translate_newlines make it: bytes decoded
  // strictly ("Non-UTF-8 code starting with …" at any line), "\r\n" and lone "\r" read as "\n"
  const mode = options.mode ?? "exec";
  const text = typeof source === "string" ? (source.includes("\r") ? translateNewlines(source, false) : source) : decodeSourceForCompile(source, filename, false).text;
  let lines: string[] | undefined;
  const sourceLines = (): string[] => (lines ??= splitLines(text));
  const stream = new TokenStream(text, { extraTokens: false, filename });
  const buf = new TokenBuffer(stream, options.typeComments === true, sourceLines, text);
  const { tree, warnings } = parseTokens(buf, { filename, mode, sourceLines });
  const optimize = options.optimize ?? -1;
  return { tree: optimize > 0 ? preprocess(tree, optimize) : tree, warnings };
}

/** `ast.parse(source, filename, mode, type_comments=…, optimize=…)`. Throws PySyntaxError. */
export function parse(source: string | Uint8Array, options: ParseOptions = {}): A.mod {
  return parseWithWarnings(source, options).tree;
}

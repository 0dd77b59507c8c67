/**
 * From the lexer's `tokenize`-style tokens to the stream the grammar reads, as CPython's parser
 * sees its tokenizer (Parser/lexer/lexer.c without extra tokens): COMMENT, NL and ENCODING are
 * dropped; hard keywords become KEYWORD; with type comments on, `# type: ...` comments become
 * TYPE_COMMENT tokens and `# type: ignore...` ones are collected as TypeIgnore entries.
 */
import { tok_name, type Token } from "@pyts/lexer";

export interface PToken {
  /** tok_name of the type (OP for operators), or KEYWORD for a hard keyword. */
  type: string;
  string: string;
  lineno: number;
  /** UTF-8 byte column. */
  col: number;
  endLineno: number;
  endCol: number;
  /** Character columns (for SyntaxError offsets). */
  charCol: number;
  endCharCol: number;
  /** The source line(s) of the token. */
  line: string;
}

/** Python's hard keywords (keyword.kwlist). */
export const KEYWORDS = new Set([
  "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
  "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
  "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
]);

export interface TokenStream {
  tokens: PToken[];
  typeIgnores: { lineno: number; tag: string }[];
}

const TYPE_PREFIX = /^#[ \t]*type:[ \t]*/;

export function prepareTokens(tokens: readonly Token[], typeComments: boolean): TokenStream {
  const out: PToken[] = [];
  const typeIgnores: { lineno: number; tag: string }[] = [];
  let blankLineComment = false;
  const rawStack: boolean[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    let type: string = tok_name[t.type] ?? "OP";
    if (type === "ENCODING") continue;
    if (type === "NL") {
      if (blankLineComment) {
        blankLineComment = false;
        type = "NEWLINE";
      } else continue;
    }
    if (type === "COMMENT") {
      if (!typeComments) continue;
      const m = TYPE_PREFIX.exec(t.string);
      if (!m) continue;
      const rest = t.string.slice(m[0].length);
      const prev = out[out.length - 1];
      const next = tokens[i + 1];
      const onBlankLine = next !== undefined && tok_name[next.type] === "NL" && (prev === undefined || prev.endLineno < t.start[0] || prev.type === "NEWLINE");
      const isIgnore = rest.startsWith("ignore") && !(rest.length > 6 && /[A-Za-z0-9_\u0080-\uffff]/.test(rest[6]!));
      if (isIgnore) {
        let tag = rest.slice(6);
        if (onBlankLine) {
          tag += "\n";
          i++; // the newline belongs to the comment
        }
        typeIgnores.push({ lineno: t.start[0], tag });
        continue;
      }
      out.push(mk(t, "TYPE_COMMENT", rest));
      if (onBlankLine) blankLineComment = true;
      continue;
    }
    if (type === "NAME" && KEYWORDS.has(t.string)) type = "KEYWORD";
    if (type === "FSTRING_START" || type === "TSTRING_START") rawStack.push(/[rR]/.test(t.string));
    else if (type === "FSTRING_END" || type === "TSTRING_END") rawStack.pop();
    const pt = mk(t, type, t.string);
    if ((type === "FSTRING_MIDDLE" || type === "TSTRING_MIDDLE") && endsWithDoubledBrace(t.string, rawStack[rawStack.length - 1] ?? false)) {
      // `tokenize` reports a middle that ends in `{{`/`}}` with one brace; the parser's token spans both.
      pt.endCol += 1;
      pt.endCharCol += 1;
    }
    out.push(pt);
  }
  return { tokens: out, typeIgnores };
}

function mk(t: Token, type: string, string: string): PToken {
  return {
    type,
    string,
    lineno: t.start[0],
    col: t.startByte,
    endLineno: t.end[0],
    endCol: t.endByte,
    charCol: t.start[1],
    endCharCol: t.end[1],
    line: t.line,
  };
}

function endsWithDoubledBrace(s: string, raw: boolean): boolean {
  const last = s[s.length - 1];
  if (last === "{") return true;
  if (last !== "}") return false;
  if (!raw) {
    const m = /(\\+)N\{[^{}]*\}$/.exec(s);
    if (m && m[1]!.length % 2 === 1) return false;
  }
  return true;
}

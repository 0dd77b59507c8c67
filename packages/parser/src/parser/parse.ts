/**
 * The driver: tokens → AST for each mode (exec/eval/single/func_type), with CPython's two passes
 * (Parser/pegen.c `_PyPegen_run_parser`): when the first pass fails, the parser is reset and run
 * again with the invalid_* rules, whose specialised error wins; otherwise the generic error is
 * placed at the furthest token the first pass reached. Tokenizer failures are turned into the
 * parser's errors as Parser/pegen_errors.c does (`_Pypegen_tokenizer_error`), and after a syntax
 * error the rest of the source is tokenized so that a later tokenizer error takes precedence
 * (`_PyPegen_tokenize_full_source_to_check_for_errors`).
 */
import type * as A from "../ast/nodes.generated.js";
import { PySyntaxError, isNoMatch, syntaxError } from "../errors.js";
import { Parser, ParserStackOverflow, type Mode, type Pos } from "./core.js";
import { expression, starExpressions } from "./expressions.js";
import { compoundStmt, simpleStmts, statements } from "./statements.js";
import type { PToken, TokenBuffer } from "./tokenStream.js";

export interface ParseTokensOptions {
  filename: string;
  mode: Mode;
  /** The source's lines, or a function computing them (called only when they are needed: errors, `f"{x=}"`). */
  sourceLines: readonly string[] | (() => readonly string[]);
}

/** CPython's MemoryError "Parser stack overflowed - Python source too complex to parse". */
export class ParserMemoryError extends Error {}

function runMode(p: Parser, buf: TokenBuffer): A.mod {
  switch (p.mode) {
    case "exec": {
      const body = statements(p);
      p.expectType("ENDMARKER");
      const type_ignores: A.TypeIgnore[] = buf.typeIgnores.map((t) => ({ _type: "TypeIgnore", lineno: t.lineno, tag: t.tag }));
      return { _type: "Module", body, type_ignores };
    }
    case "eval": {
      const body = starExpressions(p);
      while (p.atType("NEWLINE")) p.next();
      p.expectType("ENDMARKER");
      return { _type: "Expression", body };
    }
    case "single": {
      // statement_newline: compound_stmt NEWLINE | simple_stmts | NEWLINE | ENDMARKER
      let body: A.stmt[];
      if (p.atType("NEWLINE")) {
        const t = p.next();
        body = [{ _type: "Pass", lineno: t.lineno, col_offset: t.col, end_lineno: t.endLineno, end_col_offset: t.endCol }];
      } else {
        const c = compoundStmt(p);
        if (c) {
          body = [c];
          if (!p.atType("ENDMARKER")) p.expectType("NEWLINE");
        } else body = simpleStmts(p);
      }
      return { _type: "Interactive", body };
    }
    case "func_type": {
      p.expect("(");
      const argtypes: A.expr[] = [];
      while (!p.at(")")) {
        // type_expressions accept `*a` and `**a` and keep only the expression.
        if (p.at("*") || p.at("**")) p.next();
        argtypes.push(expression(p));
        if (!p.eat(",")) break;
      }
      p.expect(")");
      p.expect("->");
      const returns = expression(p);
      while (p.atType("NEWLINE")) p.next();
      p.expectType("ENDMARKER");
      return { _type: "FunctionType", argtypes, returns };
    }
  }
}


/** SyntaxWarnings emitted before a parse failed (printed before the error, as CPython does). */
const errorWarnings = new WeakMap<object, { msg: string; lineno: number }[]>();
export function warningsOf(err: unknown): { msg: string; lineno: number }[] {
  return (typeof err === "object" && err !== null && errorWarnings.get(err)) || [];
}

export function parseTokens(buf: TokenBuffer, opts: ParseTokensOptions): { tree: A.mod; warnings: { msg: string; lineno: number }[] } {
  let warnings: { msg: string; lineno: number }[] = [];
  try {
    return parseTokensInner(buf, opts, (w) => (warnings = w));
  } catch (e) {
    if (typeof e === "object" && e !== null) errorWarnings.set(e, warnings);
    throw e;
  }
}

function parseTokensInner(buf: TokenBuffer, opts: ParseTokensOptions, setWarnings: (w: { msg: string; lineno: number }[]) => void): { tree: A.mod; warnings: { msg: string; lineno: number }[] } {
  const first = new Parser(buf, opts.filename, opts.mode, opts.sourceLines);
  setWarnings(first.warnings);
  try {
    const tree = runMode(first, buf);
    if (opts.mode === "single" && badSingleStatement(first)) first.raiseOnLast("multiple statements found while compiling a single statement");
    return { tree, warnings: first.warnings };
  } catch (e) {
    if (e instanceof ParserStackOverflow) throw new ParserMemoryError("Parser stack overflowed - Python source too complex to parse");
    if (e instanceof PySyntaxError) throw tokenizerError(first, e);
    if (!isNoMatch(e)) throw e;
  }
  // Second pass with the invalid_* rules.
  const second = new Parser(buf, opts.filename, opts.mode, opts.sourceLines);
  second.callInvalidRules = true;
  second.fill = first.fill;
  let err: PySyntaxError;
  const firstLast = first.tokenAt(Math.max(0, first.fill - 1));
  if (firstLast.type === "INDENT" || firstLast.type === "DEDENT") {
    // CPython reports these without the second pass's rules or a look at the rest of the source.
    try {
      runMode(second, buf);
    } catch (e) {
      if (e instanceof PySyntaxError && !isLexerError(e) && e.errcode === undefined) throw e;
      if (e instanceof PySyntaxError) throw tokenizerError(second, e);
      if (!isNoMatch(e)) throw e;
    }
    throw genericError(first);
  }
  try {
    runMode(second, buf);
    err = genericError(first);
  } catch (e) {
    if (e instanceof ParserStackOverflow) throw new ParserMemoryError("Parser stack overflowed - Python source too complex to parse");
    if (e instanceof PySyntaxError) {
      if (e.errcode !== undefined || isLexerError(e)) throw tokenizerError(second, e);
      err = e;
    } else if (!isNoMatch(e)) throw e;
    else err = genericError(first);
  }
  throw checkRestOfSource(second, buf, err);
}

const lexerErrors = new WeakSet<PySyntaxError>();
function isLexerError(e: PySyntaxError): boolean {
  return lexerErrors.has(e);
}

/** After a parser error: a tokenizer error further on replaces it. */
function checkRestOfSource(p: Parser, buf: TokenBuffer, err: PySyntaxError): PySyntaxError {
  try {
    buf.drain();
  } catch (e) {
    if (e instanceof PySyntaxError) {
      if (e.errcode === undefined) return e;
      const level = e.state?.level ?? 0;
      const ob = e.state?.openBracket;
      if (level > 0 && ob && p.lastFetched().lineno > ob.lineno) return unclosedParen(p, e);
      return err;
    }
    throw e;
  }
  return err;
}

function unclosedParen(p: Parser, e: PySyntaxError): PySyntaxError {
  const ob = e.state!.openBracket!;
  return syntaxError("SyntaxError", `'${ob.char}' was never closed`, p.filename, ob.lineno, p.charOffset(ob.lineno, ob.col), p.lineText(ob.lineno), ob.lineno, 0);
}

/** `_Pypegen_tokenizer_error`: a lexer failure as the parser reports it. */
function tokenizerError(p: Parser, e: PySyntaxError): PySyntaxError {
  lexerErrors.add(e);
  switch (e.errcode) {
    case undefined:
      return e;
    case "E_EOF":
      if ((e.state?.level ?? 0) > 0) return unclosedParen(p, e);
      return atLastToken(p, "SyntaxError", "unexpected EOF while parsing", e);
    case "E_DEDENT":
      return atLastToken(p, "IndentationError", "unindent does not match any outer indentation level", e);
    case "E_TABSPACE":
    case "E_TOODEEP":
    case "E_LINECONT": {
      const st = e.state!;
      const col = e.errcode === "E_LINECONT" ? st.cur - st.buf - 1 : 0;
      const text = p.lineText(st.lineno);
      const offset = p.charOffset(st.lineno, col);
      return syntaxError(e.type, e.msg, p.filename, st.lineno, offset, text, st.lineno, 0);
    }
    default:
      return e;
  }
}

/** `_PyPegen_raise_error` at the last token: the ERRORTOKEN the tokenizer failed on. */
function atLastToken(p: Parser, type: "SyntaxError" | "IndentationError", msg: string, e?: PySyntaxError): PySyntaxError {
  const st = e?.state;
  if (st) {
    const line = p.lineText(st.lineno) ?? "";
    const bytes = new TextEncoder().encode(line);
    const off = new TextDecoder().decode(bytes.subarray(0, Math.max(0, st.cur - st.lineStart))).length;
    return syntaxError(type, msg, p.filename, st.lineno, off, p.lineText(st.lineno), st.lineno, -1);
  }
  const t = p.buf.tokens[p.buf.tokens.length - 1];
  if (!t) return syntaxError(type, msg, p.filename, 0, 0, null, 0, 0);
  const offset = t.col < 0 ? 0 : p.charOffset(t.lineno, t.col);
  const endOffset = t.endCol < 0 ? -1 : p.charOffset(t.endLineno, t.endCol);
  return syntaxError(type, msg, p.filename, t.lineno, offset, p.lineText(t.lineno), t.endLineno, endOffset);
}

/** "invalid syntax" at the last token the first pass looked at (CPython: p->tokens[p->fill-1]). */
function genericError(p: Parser): PySyntaxError {
  const t = p.tokenAt(Math.max(0, p.fill - 1));
  try {
    if (t.type === "INDENT") p.raiseAtToken("unexpected indent", t, "IndentationError");
    if (t.type === "DEDENT") p.raiseAtToken("unexpected unindent", t, "IndentationError");
    p.raiseRange("invalid syntax", t, t);
  } catch (e) {
    if (e instanceof PySyntaxError) return e;
    throw e;
  }
}



/** `bad_single_statement`: anything but whitespace and comments after the one statement? */
function badSingleStatement(p: Parser): boolean {
  const t = p.lastFetched();
  if (t.type === "ENDMARKER") return false;
  const lines = p.sourceLines;
  const bytes = new TextEncoder().encode(lines[t.endLineno - 1] ?? "");
  let rest = new TextDecoder().decode(bytes.subarray(Math.max(0, t.endCol)));
  for (let l = t.endLineno; l < lines.length; l++) rest += lines[l];
  for (const line of rest.split("\n")) {
    const s = line.replace(/^[ \t\f\r]+/, "");
    if (s !== "" && !s.startsWith("#")) return true;
  }
  return false;
}

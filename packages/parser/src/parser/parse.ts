/**
 * The driver: tokens → AST for each mode (exec/eval/single/func_type), CPython's two passes
 * (a failing first pass is rerun with the invalid_* rules, whose specialised error wins; else the
 * generic "invalid syntax" at the furthest token the first pass reached).
 */
import type * as A from "../ast/nodes.generated.js";
import { PySyntaxError, isNoMatch } from "../errors.js";
import { Parser, ParserStackOverflow, type Mode, type Pos } from "./core.js";
import { expression, starExpressions } from "./expressions.js";
import { compoundStmt, simpleStmts, statements } from "./statements.js";
import type { PToken, TokenStream } from "./tokenStream.js";

export interface ParseTokensOptions {
  filename: string;
  mode: Mode;
  sourceLines: readonly string[];
}

export class ParserMemoryError extends Error {}

function runMode(p: Parser, stream: TokenStream): A.mod {
  switch (p.mode) {
    case "exec": {
      const body = statements(p);
      p.expectType("ENDMARKER");
      const type_ignores: A.TypeIgnore[] = stream.typeIgnores.map((t) => ({ _type: "TypeIgnore", lineno: t.lineno, tag: t.tag }));
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
          p.expectType("NEWLINE");
        } else body = simpleStmts(p);
      }
      return { _type: "Interactive", body };
    }
    case "func_type": {
      p.expect("(");
      const argtypes: A.expr[] = [];
      while (!p.at(")")) {
        if (p.at("*") || p.at("**")) {
          const star = p.next();
          const value = expression(p);
          argtypes.push({ _type: "Starred", value, ctx: { _type: "Load" }, ...spanOf(star, value) });
        } else argtypes.push(expression(p));
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

function spanOf(t: PToken, e: Pos): Pos {
  return { lineno: t.lineno, col_offset: t.col, end_lineno: e.end_lineno, end_col_offset: e.end_col_offset };
}

export function parseTokens(stream: TokenStream, opts: ParseTokensOptions): { tree: A.mod; warnings: { msg: string; lineno: number }[] } {
  const first = new Parser(stream.tokens, opts.filename, opts.mode, opts.sourceLines);
  try {
    return { tree: runMode(first, stream), warnings: first.warnings };
  } catch (e) {
    if (e instanceof ParserStackOverflow) throw new ParserMemoryError("Parser stack overflowed - Python source too complex to parse");
    if (!isNoMatch(e)) throw e;
  }
  // Second pass with the invalid_* rules.
  const second = new Parser(stream.tokens, opts.filename, opts.mode, opts.sourceLines);
  second.callInvalidRules = true;
  try {
    runMode(second, stream);
  } catch (e) {
    if (e instanceof ParserStackOverflow) throw new ParserMemoryError("Parser stack overflowed - Python source too complex to parse");
    if (e instanceof PySyntaxError) throw e;
    if (!isNoMatch(e)) throw e;
  }
  throw genericError(first);
}

/** "invalid syntax" at the last token the first pass looked at (CPython: p->tokens[p->fill-1]). */
function genericError(p: Parser): PySyntaxError {
  const t = p.tokens[Math.max(0, p.fill - 1)]!;
  if (t.type === "INDENT") return mkErr(p, "IndentationError", "unexpected indent", t);
  if (t.type === "DEDENT") return mkErr(p, "IndentationError", "unexpected unindent", t);
  if (t.type === "ENDMARKER" || (t.type === "NEWLINE" && t.string === "")) {
    return mkErr(p, "SyntaxError", "invalid syntax", t);
  }
  return mkErr(p, "SyntaxError", "invalid syntax", t);
}

function mkErr(p: Parser, type: "SyntaxError" | "IndentationError", msg: string, t: PToken): PySyntaxError {
  return new PySyntaxError(type, msg, p.filename, t.lineno, t.charCol + 1, p.lineText(t.lineno), t.endLineno, t.endCharCol + 1);
}

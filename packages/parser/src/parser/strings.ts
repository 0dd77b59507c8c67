/**
 * String atoms (python.gram `strings`, Parser/action_helpers.c, Parser/string_parser.c): STRING
 * tokens decoded (prefixes, escapes, \N{...}), f-strings (JoinedStr/FormattedValue) and t-strings
 * (TemplateStr/Interpolation) from FSTRING_* / TSTRING_* tokens, implicit concatenation, and the
 * mixing rules (bytes with str, t-strings with the rest).
 */
import type * as A from "../ast/nodes.generated.js";
import { PyBytesValue } from "../ast/constant.js";
import { mk, type Parser, type Pos, span, tpos } from "./core.js";
import type { PToken } from "./tokenStream.js";
import { starExpressions, yieldExpr } from "./expressions.js";
import { decodeEscapes, decodeBytesEscapes } from "./escapes.js";
import { isNoMatch } from "../errors.js";


interface Literal {
  value: string;
  pos: Pos;
}

type Piece = Literal | A.FormattedValue | A.Interpolation;

function isLiteral(x: Piece): x is Literal {
  return !("_type" in x);
}

/** strings: (STRING | fstring | tstring)+ */
export function strings(p: Parser): A.expr {
  const first = p.tok;
  if (first.type === "STRING") {
    // The common case, one plain str literal not followed by another: no piece bookkeeping.
    const after = p.peek(1).type;
    if (after !== "STRING" && after !== "FSTRING_START" && after !== "TSTRING_START") {
      const { prefix, body } = splitString(first.string);
      const lower = prefix.length === 0 ? prefix : prefix.toLowerCase();
      if (!lower.includes("b")) {
        p.next();
        const value = lower.includes("r") ? body : decodeEscapes(p, body, first);
        const kind = lower.includes("u") ? "u" : null;
        return mk<A.Constant>({ _type: "Constant", value, kind, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(first));
      }
    }
  }
  let sawBytes = false;
  let sawStr = false;
  let sawF = false;
  let sawT = false;
  let sawNonT = false;
  const pieces: Piece[] = [];
  let bytesParts: number[] = [];
  let kind: string | null = null;
  let index = 0;
  const units: { t: boolean; pos: Pos }[] = [];
  for (;;) {
    const t = p.tok;
    const unitStart = tpos(t);
    if (t.type === "STRING") {
      p.next();
      const { prefix, body } = splitString(t.string);
      const lower = prefix.toLowerCase();
      if (index === 0 && lower.includes("u")) kind = "u";
      const raw = lower.includes("r");
      if (lower.includes("b")) {
        sawBytes = true;
        for (let i = 0; i < body.length; i++) {
          if (body.charCodeAt(i) >= 128) p.raiseAtTokens("bytes can only contain ASCII literal characters", t);
        }
        const bytes = raw ? Array.from(body, (c) => c.charCodeAt(0)) : decodeBytesEscapes(p, body, t);
        bytesParts = bytesParts.concat(bytes);
      } else {
        sawStr = true;
        pieces.push({ value: raw ? body : decodeEscapes(p, body, t), pos: tpos(t) });
      }
      sawNonT = true;
    } else if (t.type === "FSTRING_START" || t.type === "TSTRING_START") {
      const isT = t.type === "TSTRING_START";
      if (isT) sawT = true;
      else {
        sawF = true;
        sawNonT = true;
      }
      sawStr = true;
      fstring(p, pieces, isT);
    } else break;
    units.push({ t: t.type === "TSTRING_START", pos: span(unitStart, p.extra(unitStart)) });
    index++;
  }
  const pos = p.extra(tpos(first));
  if (sawT && sawNonT) {
    // invalid_string_tstring_concat: from the last literal of the leading run to the first of the other kind
    const i = units.findIndex((u) => u.t !== units[0]!.t);
    p.raiseAt("cannot mix t-string literals with string or bytes literals", units[i - 1]!.pos, units[i]!.pos);
  }
  if (sawBytes && sawStr) p.raiseOnLast("cannot mix bytes and nonbytes literals");
  if (sawBytes) return mk<A.Constant>({ _type: "Constant", value: new PyBytesValue(Uint8Array.from(bytesParts)), kind: null, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, pos);
  if (!sawF && !sawT) {
    return mk<A.Constant>({ _type: "Constant", value: pieces.map((x) => (x as Literal).value).join(""), kind, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, pos);
  }
  const values = joinPieces(pieces);
  if (sawT) return mk<A.TemplateStr>({ _type: "TemplateStr", values, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, pos);
  return mk<A.JoinedStr>({ _type: "JoinedStr", values, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, pos);
}

/** Merges adjacent literals into Constants and drops empty ones. */
function joinPieces(pieces: Piece[]): A.expr[] {
  const out: A.expr[] = [];
  let acc: Literal | null = null;
  const flush = () => {
    if (acc && acc.value !== "") out.push(mk<A.Constant>({ _type: "Constant", value: acc.value, kind: null, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, acc.pos));
    acc = null;
  };
  for (const x of pieces) {
    if (isLiteral(x)) {
      if (x.value === "") continue;
      acc = acc ? { value: acc.value + x.value, pos: span(acc.pos, x.pos) } : { ...x };
    } else {
      flush();
      out.push(x);
    }
  }
  flush();
  return out;
}

export function splitString(s: string): { prefix: string; body: string } {
  let i = 0;
  while (s[i] !== "'" && s[i] !== '"') i++;
  const prefix = s.slice(0, i);
  const q = s[i]!;
  const triple = s.startsWith(q.repeat(3), i) && s.length - i >= 6;
  const ql = triple ? 3 : 1;
  return { prefix, body: normalizeNewlines(s.slice(i + ql, s.length - ql)) };
}

function normalizeNewlines(s: string): string {
  return s.includes("\r") ? s.replace(/\r\n?/g, "\n") : s;
}

/** One f-string or t-string: START (MIDDLE | replacement field)* END. */
function fstring(p: Parser, pieces: Piece[], isT: boolean): void {
  const start = p.next();
  const raw = start.string.toLowerCase().includes("r");
  const MIDDLE = isT ? "TSTRING_MIDDLE" : "FSTRING_MIDDLE";
  const END = isT ? "TSTRING_END" : "FSTRING_END";
  for (;;) {
    const t = p.tok;
    if (t.type === MIDDLE) {
      p.next();
      pieces.push({ value: raw ? normalizeNewlines(t.string) : decodeEscapes(p, normalizeNewlines(t.string), t), pos: tpos(t) });
    } else if (p.at("{")) {
      replacementField(p, pieces, isT, raw, MIDDLE);
    } else if (t.type === END) {
      p.next();
      return;
    } else p.fail();
  }
}

/** '{' expr ['='] ['!' NAME] [':' spec*] '}' */
function replacementField(p: Parser, out: Piece[], isT: boolean, raw: boolean, MIDDLE: string): void {
  if (!p.callInvalidRules) return replacementFieldInner(p, out, isT, raw, MIDDLE);
  const save = p.pos;
  try {
    return replacementFieldInner(p, out, isT, raw, MIDDLE);
  } catch (e) {
    if (isNoMatch(e)) {
      p.pos = save;
      invalidReplacementField(p, isT ? "t-string" : "f-string", MIDDLE);
    }
    throw e;
  }
}

/** invalid_fstring_replacement_field / invalid_tstring_replacement_field. */
function invalidReplacementField(p: Parser, kind: string, MIDDLE: string): void {
  p.expect("{");
  for (const c of ["=", "!", ":", "}"]) if (p.at(c)) p.raiseRange(`${kind}: valid expression required before '${c}'`, p.tok);
  const e = p.attempt(() => (p.at("yield") ? yieldExpr(p) : starExpressions(p)));
  if (!e) p.raiseOnNext(`${kind}: expecting a valid expression after '{'`);
  if (!(p.at("=") || p.at("!") || p.at(":") || p.at("}"))) p.raiseOnNext(`${kind}: expecting '=', or '!', or ':', or '}'`);
  const sawEq = p.eat("=") !== null;
  if (sawEq && !(p.at("!") || p.at(":") || p.at("}"))) p.raiseOnNext(`${kind}: expecting '!', or ':', or '}'`);
  if (p.at("!")) {
    p.next();
    if (p.at(":") || p.at("}")) p.raiseOnNext(`${kind}: missing conversion character`);
    if (!p.atType("NAME")) p.raiseOnNext(`${kind}: invalid conversion character`);
    p.next();
  }
  if (!(p.at(":") || p.at("}"))) p.raiseOnNext(`${kind}: expecting ':' or '}'`);
  if (p.at(":")) {
    p.next();
    for (;;) {
      if (p.tok.type === MIDDLE) p.next();
      else if (p.at("{")) {
        const ok = p.attempt(() => replacementField(p, [], kind === "t-string", false, MIDDLE));
        if (ok === null) break;
      } else break;
    }
    if (!p.at("}")) p.raiseOnNext(`${kind}: expecting '}', or format specs`);
  }
  if (!p.at("}")) p.raiseOnNext(`${kind}: expecting '}'`);
}

function replacementFieldInner(p: Parser, out: Piece[], isT: boolean, raw: boolean, MIDDLE: string): void {
  const lbrace = p.expect("{");
  const exprStart = p.tok;
  const value = p.at("yield") ? yieldExpr(p) : starExpressions(p);
  const exprEndIdx = p.pos - 1;
  let debug: PToken | null = null;
  let debugIdx = -1;
  if (p.at("=")) {
    debugIdx = p.pos;
    debug = p.next();
  }
  let conversion = -1;
  if (p.at("!")) {
    const bang = p.next();
    const name = p.tok;
    if (name.type !== "NAME") p.fail();
    if (name.lineno !== bang.lineno || name.col !== bang.endCol) {
      p.raiseRange(`${isT ? "t" : "f"}-string: conversion type must come right after the exclamation mark`, bang, name);
    }
    p.next();
    if (name.string === "s" || name.string === "r" || name.string === "a") conversion = name.string.charCodeAt(0);
    else
      p.raiseAtTokens(
        `f-string: invalid conversion character '${name.string}': expected 's', 'r', or 'a'`.replace("f-string", isT ? "t-string" : "f-string"),
        name,
      );
  }
  let formatSpec: A.JoinedStr | null = null;
  if (p.at(":")) {
    const colon = p.next();
    const spec: Piece[] = [];
    for (;;) {
      const t = p.tok;
      if (t.type === MIDDLE) {
        p.next();
        spec.push({ value: raw ? normalizeNewlines(t.string) : decodeEscapes(p, normalizeNewlines(t.string), t), pos: tpos(t) });
      } else if (p.at("{")) replacementField(p, spec, false, raw, MIDDLE);
      else break;
    }
    const values = joinPieces(spec);
    formatSpec = mk<A.JoinedStr>({ _type: "JoinedStr", values, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, p.extra(colon));
  }
  const rbrace = p.expect("}");
  const pos = span(tpos(lbrace), tpos(rbrace));
  if (debug) {
    const after = p.tokenAt(debugIdx + 1);
    const text = p.sourceSlice(lbrace.lineno, lbrace.endCharCol, after.lineno, after.charCol);
    out.push({ value: text, pos: { lineno: lbrace.endLineno, col_offset: lbrace.endCol, end_lineno: after.lineno, end_col_offset: after.col } });
    if (conversion === -1 && formatSpec === null) conversion = "r".charCodeAt(0);
  }
  if (isT) {
    // The expression's source text: from after '{' to the end of its last token.
    const last = p.tokenAt(exprEndIdx);
    const str = p.sourceSlice(lbrace.lineno, lbrace.endCharCol, last.endLineno, last.endCharCol);
    void exprStart;
    out.push(mk<A.Interpolation>({ _type: "Interpolation", value, str, conversion, format_spec: formatSpec, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, pos));
  } else {
    out.push(mk<A.FormattedValue>({ _type: "FormattedValue", value, conversion, format_spec: formatSpec, lineno: 0, col_offset: 0, end_lineno: 0, end_col_offset: 0 }, pos));
  }
}

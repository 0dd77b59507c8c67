/**
 * Backslash escapes of str and bytes literals (Parser/string_parser.c `decode_unicode_with_escapes`
 * and `_PyBytes_DecodeEscape`). Invalid escape sequences are kept as written; the first one of each
 * literal (CPython's decoders report only `first_invalid_escape`) is a SyntaxWarning.
 */
import type { Parser } from "./core.js";
import type { PToken } from "./tokenStream.js";
import { lookupUnicodeName } from "../unicodeNames.js";

const SIMPLE: Record<string, string> = { "\n": "", "\\": "\\", "'": "'", '"': '"', a: "\x07", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" };
const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c);
const isOct = (c: string | undefined) => c !== undefined && c >= "0" && c <= "7";

export function decodeEscapes(p: Parser, body: string, tok: PToken): string {
  if (!body.includes("\\")) return body;
  let warned = false;
  // At the line of the escape (`warn_invalid_escape_sequence` counts the newlines before it).
  const warn = (msg: string): void => {
    if (!warned) p.warn(msg, tok, tok.lineno + newlinesBefore(body, i));
    warned = true;
  };
  let out = "";
  let i = 0;
  while (i < body.length) {
    const c = body[i]!;
    if (c !== "\\") {
      out += c;
      i++;
      continue;
    }
    const e = body[i + 1];
    if (e === undefined) {
      out += "\\";
      break;
    }
    if (e in SIMPLE) {
      out += SIMPLE[e];
      i += 2;
    } else if (isOct(e)) {
      let j = i + 1;
      let v = 0;
      while (j < i + 4 && isOct(body[j])) v = v * 8 + Number(body[j++]);
      if (v > 0o377) warn(`"\\${body.slice(i + 1, j)}" is an invalid octal escape sequence. Such sequences will not work in the future. Did you mean "\\\\${body.slice(i + 1, j)}"? A raw string is also an option.`);
      out += String.fromCodePoint(v);
      i = j;
    } else if (e === "x" || e === "u" || e === "U") {
      const n = e === "x" ? 2 : e === "u" ? 4 : 8;
      const hex = body.slice(i + 2, i + 2 + n);
      if (hex.length < n || ![...hex].every(isHex)) {
        const what = e === "x" ? "\\xXX" : e === "u" ? "\\uXXXX" : "\\UXXXXXXXX";
        p.raiseAtTokens(`(unicode error) 'unicodeescape' codec can't decode bytes in position ${utf8Pos(body, i)}-${utf8Pos(body, i + 1 + Math.min(hex.length, n)) + (hex.length < n ? 0 : 0)}: truncated ${what} escape`, tok);
      }
      const cp = parseInt(hex, 16);
      if (cp > 0x10ffff) p.raiseAtTokens(`(unicode error) 'unicodeescape' codec can't decode bytes in position ${utf8Pos(body, i)}-${utf8Pos(body, i + 9)}: illegal Unicode character`, tok);
      out += String.fromCodePoint(cp);
      i += 2 + n;
    } else if (e === "N") {
      const m = /^\{([^}]*)\}/.exec(body.slice(i + 2));
      const cp = m ? lookupUnicodeName(m[1]!) : undefined;
      if (!m || cp === undefined) {
        p.raiseAtTokens(`(unicode error) 'unicodeescape' codec can't decode bytes in position ${utf8Pos(body, i)}-${utf8Pos(body, m ? i + 2 + m[0].length - 1 : i + 1)}: ${m ? "unknown Unicode character name" : "malformed \\N character escape"}`, tok);
      }
      out += String.fromCodePoint(cp);
      i += 2 + m[0].length;
    } else {
      const ch = String.fromCodePoint(body.codePointAt(i + 1)!);
      warn(`"\\${ch}" is an invalid escape sequence. Such sequences will not work in the future. Did you mean "\\\\${ch}"? A raw string is also an option.`);
      out += "\\" + ch;
      i += 1 + ch.length;
    }
  }
  return out;
}

function newlinesBefore(s: string, end: number): number {
  let n = 0;
  for (let k = s.indexOf("\n"); k !== -1 && k < end; k = s.indexOf("\n", k + 1)) n++;
  return n;
}

function utf8Pos(s: string, i: number): number {
  return new TextEncoder().encode(s.slice(0, i)).length;
}

export function decodeBytesEscapes(p: Parser, body: string, tok: PToken): number[] {
  let warned = false;
  // At the line of the escape (`warn_invalid_escape_sequence` counts the newlines before it).
  const warn = (msg: string): void => {
    if (!warned) p.warn(msg, tok, tok.lineno + newlinesBefore(body, i));
    warned = true;
  };
  const out: number[] = [];
  let i = 0;
  while (i < body.length) {
    const c = body[i]!;
    if (c !== "\\") {
      out.push(c.charCodeAt(0));
      i++;
      continue;
    }
    const e = body[i + 1];
    if (e === undefined) {
      out.push(0x5c);
      break;
    }
    if (e in SIMPLE) {
      for (const ch of SIMPLE[e]!) out.push(ch.charCodeAt(0));
      i += 2;
    } else if (isOct(e)) {
      let j = i + 1;
      let v = 0;
      while (j < i + 4 && isOct(body[j])) v = v * 8 + Number(body[j++]);
      if (v > 0o377) warn(`"\\${body.slice(i + 1, j)}" is an invalid octal escape sequence. Such sequences will not work in the future. Did you mean "\\\\${body.slice(i + 1, j)}"? A raw string is also an option.`);
      out.push(v & 0xff);
      i = j;
    } else if (e === "x") {
      const hex = body.slice(i + 2, i + 4);
      if (hex.length < 2 || !isHex(hex[0]) || !isHex(hex[1])) {
        p.raiseAtTokens(`(value error) invalid \\x escape at position ${i}`, tok);
      }
      out.push(parseInt(hex, 16));
      i += 4;
    } else {
      warn(`"\\${e}" is an invalid escape sequence. Such sequences will not work in the future. Did you mean "\\\\${e}"? A raw string is also an option.`);
      out.push(0x5c, e.charCodeAt(0));
      i += 2;
    }
  }
  return out;
}

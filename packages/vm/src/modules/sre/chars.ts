/**
 * Character predicates of SRE (Modules/_sre/sre.c: sre_category, SRE_IS_*, SRE_LOC_IS_*,
 * SRE_UNI_IS_*) and the set matcher SRE(charset) over the compiled set words.
 */
import * as C from "./constants.js";
import { upperUnicode } from "./casefold.js";
import { isAlnum, isDecimal, isSpace, isLinebreak } from "../../unicodectype.js";
// local bindings: the dispatch compares against constants, not module namespace lookups
const { AT_BEGINNING, AT_BEGINNING_LINE, AT_BEGINNING_STRING, AT_BOUNDARY, AT_END, AT_END_LINE, AT_END_STRING, AT_LOC_BOUNDARY, AT_LOC_NON_BOUNDARY, AT_NON_BOUNDARY, AT_UNI_BOUNDARY, AT_UNI_NON_BOUNDARY, CATEGORY_DIGIT, CATEGORY_LINEBREAK, CATEGORY_LOC_NOT_WORD, CATEGORY_LOC_WORD, CATEGORY_NOT_DIGIT, CATEGORY_NOT_LINEBREAK, CATEGORY_NOT_SPACE, CATEGORY_NOT_WORD, CATEGORY_SPACE, CATEGORY_UNI_DIGIT, CATEGORY_UNI_LINEBREAK, CATEGORY_UNI_NOT_DIGIT, CATEGORY_UNI_NOT_LINEBREAK, CATEGORY_UNI_NOT_SPACE, CATEGORY_UNI_NOT_WORD, CATEGORY_UNI_SPACE, CATEGORY_UNI_WORD, CATEGORY_WORD, OP_BIGCHARSET, OP_CATEGORY, OP_CHARSET, OP_FAILURE, OP_LITERAL, OP_NEGATE, OP_RANGE, OP_RANGE_UNI_IGNORE } = C;


/** The subject's code units: bytes, or the code points of a str. */
export type Chars = Uint8Array | Uint16Array | Uint32Array;

export function isDigitAscii(ch: number): boolean {
  return ch >= 48 && ch <= 57;
}

export function isSpaceAscii(ch: number): boolean {
  return ch === 32 || (ch >= 9 && ch <= 13);
}

function isAlnumAscii(ch: number): boolean {
  return (ch >= 48 && ch <= 57) || (ch >= 65 && ch <= 90) || (ch >= 97 && ch <= 122);
}

export function isWordAscii(ch: number): boolean {
  return isAlnumAscii(ch) || ch === 95;
}

/** SRE_LOC_IS_WORD in the C locale. */
export function isWordLocale(ch: number): boolean {
  return isAlnumAscii(ch) || ch === 95;
}

export function isWordUnicode(ch: number): boolean {
  return ch < 128 ? isAlnumAscii(ch) || ch === 95 : isAlnum(ch);
}

export function category(cat: number, ch: number): boolean {
  switch (cat) {
    case CATEGORY_DIGIT:
      return isDigitAscii(ch);
    case CATEGORY_NOT_DIGIT:
      return !isDigitAscii(ch);
    case CATEGORY_SPACE:
      return isSpaceAscii(ch);
    case CATEGORY_NOT_SPACE:
      return !isSpaceAscii(ch);
    case CATEGORY_WORD:
      return isWordAscii(ch);
    case CATEGORY_NOT_WORD:
      return !isWordAscii(ch);
    case CATEGORY_LINEBREAK:
      return ch === 10;
    case CATEGORY_NOT_LINEBREAK:
      return ch !== 10;
    case CATEGORY_LOC_WORD:
      return isWordLocale(ch);
    case CATEGORY_LOC_NOT_WORD:
      return !isWordLocale(ch);
    case CATEGORY_UNI_DIGIT:
      return isDecimal(ch);
    case CATEGORY_UNI_NOT_DIGIT:
      return !isDecimal(ch);
    case CATEGORY_UNI_SPACE:
      return isSpace(ch);
    case CATEGORY_UNI_NOT_SPACE:
      return !isSpace(ch);
    case CATEGORY_UNI_WORD:
      return isWordUnicode(ch);
    case CATEGORY_UNI_NOT_WORD:
      return !isWordUnicode(ch);
    case CATEGORY_UNI_LINEBREAK:
      return isLinebreak(ch);
    case CATEGORY_UNI_NOT_LINEBREAK:
      return !isLinebreak(ch);
  }
  return false;
}

/** SRE(charset): is `ch` in the set whose words start at code[set] (ending in FAILURE)? */
export function inCharset(code: Uint32Array, set: number, ch: number): boolean {
  let ok = true;
  for (;;) {
    switch (code[set++]) {
      case OP_FAILURE:
        return !ok;
      case OP_LITERAL:
        if (ch === code[set]) return ok;
        set++;
        break;
      case OP_CATEGORY:
        if (category(code[set]!, ch)) return ok;
        set++;
        break;
      case OP_CHARSET:
        if (ch < 256 && (code[set + (ch >>> 5)]! & (1 << (ch & 31))) !== 0) return ok;
        set += 8;
        break;
      case OP_RANGE:
        if (code[set]! <= ch && ch <= code[set + 1]!) return ok;
        set += 2;
        break;
      case OP_RANGE_UNI_IGNORE: {
        if (code[set]! <= ch && ch <= code[set + 1]!) return ok;
        const uch = upperUnicode(ch);
        if (code[set]! <= uch && uch <= code[set + 1]!) return ok;
        set += 2;
        break;
      }
      case OP_NEGATE:
        ok = !ok;
        break;
      case OP_BIGCHARSET: {
        const count = code[set++]!;
        let block = -1;
        if (ch < 0x10000) {
          const k = ch >>> 8;
          block = (code[set + (k >>> 2)]! >>> ((k & 3) * 8)) & 255;
        }
        set += 64;
        if (block >= 0 && (code[set + ((block * 256 + (ch & 255)) >>> 5)]! & (1 << (ch & 31))) !== 0) return ok;
        set += count * 8;
        break;
      }
      default:
        return false;
    }
  }
}

/** SRE(at): is position `ptr` of `s` (bounded by `end`) at the given AT code? */
export function atCode(s: Chars, end: number, ptr: number, at: number): boolean {
  let thisp: boolean, thatp: boolean;
  switch (at) {
    case AT_BEGINNING:
    case AT_BEGINNING_STRING:
      return ptr === 0;
    case AT_BEGINNING_LINE:
      return ptr === 0 || s[ptr - 1] === 10;
    case AT_END:
      return (end - ptr === 1 && s[ptr] === 10) || ptr === end;
    case AT_END_LINE:
      return ptr === end || s[ptr] === 10;
    case AT_END_STRING:
      return ptr === end;
    case AT_BOUNDARY:
    case AT_NON_BOUNDARY:
      // 3.14: \B matches the empty string (only \b is false there)
      if (end === 0) return at === AT_NON_BOUNDARY;
      thatp = ptr > 0 ? isWordAscii(s[ptr - 1]!) : false;
      thisp = ptr < end ? isWordAscii(s[ptr]!) : false;
      return at === AT_BOUNDARY ? thisp !== thatp : thisp === thatp;
    case AT_LOC_BOUNDARY:
    case AT_LOC_NON_BOUNDARY:
      // 3.14: \B matches the empty string (only \b is false there)
      if (end === 0) return at === AT_LOC_NON_BOUNDARY;
      thatp = ptr > 0 ? isWordLocale(s[ptr - 1]!) : false;
      thisp = ptr < end ? isWordLocale(s[ptr]!) : false;
      return at === AT_LOC_BOUNDARY ? thisp !== thatp : thisp === thatp;
    case AT_UNI_BOUNDARY:
    case AT_UNI_NON_BOUNDARY:
      // 3.14: \B matches the empty string (only \b is false there)
      if (end === 0) return at === AT_UNI_NON_BOUNDARY;
      thatp = ptr > 0 ? isWordUnicode(s[ptr - 1]!) : false;
      thisp = ptr < end ? isWordUnicode(s[ptr]!) : false;
      return at === AT_UNI_BOUNDARY ? thisp !== thatp : thisp === thatp;
  }
  return false;
}

/**
 * str.encode / bytes.decode (Objects/unicodeobject.c, Python/codecs.c): UTF-8, UTF-16, UTF-32
 * (with and without BOM), ASCII, Latin-1 and the generated charmap codecs, with the error
 * handlers strict, ignore, replace, backslashreplace, xmlcharrefreplace, namereplace,
 * surrogateescape and surrogatepass, raising UnicodeEncodeError / UnicodeDecodeError exactly as
 * CPython (encoding, object, start, end, reason).
 */
import { type PyObject } from "./objects/object.js";
import { defMethod } from "./objects/descr.js";
import { newStr, type PyStr } from "./objects/str.js";
import { newBytes } from "./objects/bytes.js";
import { newInt } from "./objects/int.js";
import {
  PyExc_LookupError, PyExc_UnicodeDecodeError, PyExc_UnicodeEncodeError, PyExc_UnicodeError, newException, newExceptionArgs, typeError, PyBaseExceptionObject,
} from "./objects/exceptions.js";
import { lookupCodec, CHARMAP_TABLES, NON_TEXT_CODECS } from "@pyts/lexer";
import { codePoints } from "./unicodectype.js";
import { unicodeErrorMember } from "./types/exceptionAttrs.js";
import { PyObject_Str, asIndex } from "./abstract.js";
/** Character names are not in the VM yet: namereplace falls back to backslash escapes. */
const unicodeName = (_c: number): string | null => null;

const HANDLERS = new Set(["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace", "namereplace", "surrogateescape", "surrogatepass"]);

function checkHandler(errors: string): void {
  if (!HANDLERS.has(errors)) throw newException(PyExc_LookupError, `unknown error handler name '${errors}'`);
}

/** The canonical codec name (`codecs.lookup(name).name`) or LookupError. */
export function canonicalEncoding(name: string): string {
  const c = lookupCodec(name);
  if (c === null) throw newException(PyExc_LookupError, `unknown encoding: ${name}`);
  if (NON_TEXT_CODECS.has(c.name)) {
    throw newException(PyExc_LookupError, `'${name}' is not a text encoding; use codecs.${"encode"}() to handle arbitrary codecs`);
  }
  return c.name;
}

function hex(n: number, w: number): string {
  return n.toString(16).padStart(w, "0");
}

// ---- fast paths ------------------------------------------------------------------------------

const utf8Encoder = new TextEncoder();
/** Strict UTF-8 (surrogates, overlong forms and truncated sequences throw), a leading BOM kept. */
const utf8Decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

let lastEncodingName = "utf-8";
let lastEncoding = "utf-8";
/** canonicalEncoding, the last name asked remembered (`s.encode()` in a loop asks the same one). */
function canonicalEncodingCached(name: string): string {
  if (name === lastEncodingName) return lastEncoding;
  const c = canonicalEncoding(name);
  lastEncodingName = name;
  lastEncoding = c;
  return c;
}

/** The bytes of `s` when each of its UTF-16 units is below `limit` (0x80: ASCII, 0x100: Latin-1), else null. */
function asciiBytes(s: string, limit: number): Uint8Array | null {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= limit) return null;
    out[i] = c;
  }
  return out;
}

/** Does `s` hold a lone surrogate? Without any, TextEncoder's UTF-8 is CPython's. */
function hasLoneSurrogate(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c & 0xf800) !== 0xd800) continue;
    if (c >= 0xdc00 || i + 1 === s.length) return true;
    const d = s.charCodeAt(i + 1);
    if (d < 0xdc00 || d >= 0xe000) return true;
    i++;
  }
  return false;
}

function isAsciiBytes(b: Uint8Array): boolean {
  for (let i = 0; i < b.length; i++) if (b[i]! >= 0x80) return false;
  return true;
}

/** The string of the bytes read as Latin-1 (each byte one character). */
export function latin1String(b: Uint8Array): string {
  if (b.length <= 4096) return String.fromCharCode.apply(null, b as unknown as number[]);
  const parts: string[] = [];
  for (let k = 0; k < b.length; k += 4096) parts.push(String.fromCharCode.apply(null, b.subarray(k, k + 4096) as unknown as number[]));
  return parts.join("");
}

// ---- encoding -------------------------------------------------------------------------------

function encodeError(enc: string, s: string, start: number, end: number, reason: string): PyBaseExceptionObject {
  return newExceptionArgs(PyExc_UnicodeEncodeError, [newStr(enc), newStr(s), newInt(start), newInt(end), newStr(reason)]);
}

/**
 * Encodes code points with `one(c)` (bytes, or null when unencodable); unencodable runs go
 * through the error handler. `surrogatePass` writes a surrogate for surrogatepass.
 */
function encodeWith(
  s: string, enc: string, errors: string, reason: string,
  one: (c: number) => number[] | null, surrogatePass: ((c: number) => number[]) | null,
): Uint8Array {
  const cps = codePoints(s);
  const out: number[] = [];
  let i = 0;
  while (i < cps.length) {
    const b = one(cps[i]!);
    if (b !== null) {
      for (const x of b) out.push(x);
      i++;
      continue;
    }
    let j = i + 1;
    while (j < cps.length && one(cps[j]!) === null) j++;
    if (errors !== "strict") checkHandler(errors);
    const ok = (f: (c: number) => number[] | null): boolean => {
      const parts: number[] = [];
      for (let k = i; k < j; k++) {
        const r = f(cps[k]!);
        if (r === null) {
          // CPython reports the first character the handler cannot take
          throw encodeError(enc, s, k, k + 1, reason);
        }
        parts.push(...r);
      }
      out.push(...parts);
      return true;
    };
    const ascii = (t: string) => Array.from(t, (ch) => ch.charCodeAt(0)).flatMap((x) => one(x) ?? []);
    switch (errors) {
      case "strict":
        throw encodeError(enc, s, i, j, reason);
      case "ignore":
        break;
      case "replace":
        for (let k = i; k < j; k++) out.push(...(one(63) ?? [63]));
        break;
      case "backslashreplace":
        ok((c) => ascii(c < 0x100 ? "\\x" + hex(c, 2) : c < 0x10000 ? "\\u" + hex(c, 4) : "\\U" + hex(c, 8)));
        break;
      case "namereplace":
        ok((c) => {
          const n = unicodeName(c);
          return ascii(n !== null ? `\\N{${n}}` : c < 0x100 ? "\\x" + hex(c, 2) : c < 0x10000 ? "\\u" + hex(c, 4) : "\\U" + hex(c, 8));
        });
        break;
      case "xmlcharrefreplace":
        ok((c) => ascii(`&#${c};`));
        break;
      case "surrogateescape":
        for (let k = i; k < j; k++) {
          const c = cps[k]!;
          if (c < 0xdc80 || c > 0xdcff) throw encodeError(enc, s, i, j, reason);
        }
        ok((c) => [c - 0xdc00]);
        break;
      case "surrogatepass":
        if (surrogatePass === null) throw encodeError(enc, s, i, j, reason);
        for (let k = i; k < j; k++) {
          const c = cps[k]!;
          if (c < 0xd800 || c > 0xdfff) throw encodeError(enc, s, i, j, reason);
        }
        ok(surrogatePass);
        break;
    }
    i = j;
  }
  return Uint8Array.from(out);
}

const isSurrogate = (c: number) => c >= 0xd800 && c < 0xe000;

function utf8Bytes(c: number): number[] {
  if (c < 0x80) return [c];
  if (c < 0x800) return [0xc0 | (c >> 6), 0x80 | (c & 63)];
  if (c < 0x10000) return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)];
  return [0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)];
}

function utf16Bytes(c: number, be: boolean): number[] {
  const unit = (u: number) => (be ? [u >> 8, u & 255] : [u & 255, u >> 8]);
  if (c < 0x10000) return unit(c);
  const v = c - 0x10000;
  return [...unit(0xd800 + (v >> 10)), ...unit(0xdc00 + (v & 0x3ff))];
}

function utf32Bytes(c: number, be: boolean): number[] {
  const b = [c & 255, (c >> 8) & 255, (c >> 16) & 255, c >>> 24];
  return be ? b.reverse() : b;
}

let charmapEncoders: Map<string, Map<number, number>> | null = null;
function charmapEncoder(name: string): Map<number, number> | null {
  const table = (CHARMAP_TABLES as Readonly<Record<string, string>>)[name];
  if (table === undefined) return null;
  charmapEncoders ??= new Map();
  let m = charmapEncoders.get(name);
  if (m === undefined) {
    m = new Map();
    for (let b = 0; b < table.length; b++) {
      const c = table.charCodeAt(b);
      if (c !== 0xfffe && !m.has(c)) m.set(c, b);
    }
    charmapEncoders.set(name, m);
  }
  return m;
}

/** str.encode(encoding, errors). */
export function encodeStr(s: string, encoding: string, errors: string): Uint8Array {
  const name = canonicalEncodingCached(encoding);
  // the common cases without a code-point array (unicode_encode_utf8's and
  // unicode_encode_ucs1's fast paths): a well-formed string to UTF-8, a string within range to
  // ASCII or Latin-1; anything else (lone surrogates, unencodable characters) the general loop
  if (name === "utf-8") {
    const fast = s.length < 32 ? asciiBytes(s, 0x80) : null;
    if (fast !== null) return fast;
    if (!hasLoneSurrogate(s)) return utf8Encoder.encode(s);
  } else if (name === "ascii" || name === "iso8859-1") {
    const fast = asciiBytes(s, name === "ascii" ? 0x80 : 0x100);
    if (fast !== null) return fast;
  }
  switch (name) {
    case "utf-8":
      return encodeWith(s, "utf-8", errors, "surrogates not allowed", (c) => (isSurrogate(c) ? null : utf8Bytes(c)), utf8Bytes);
    case "utf-8-sig":
      return Uint8Array.from([0xef, 0xbb, 0xbf, ...encodeWith(s, "utf-8", errors, "surrogates not allowed", (c) => (isSurrogate(c) ? null : utf8Bytes(c)), utf8Bytes)]);
    case "ascii":
      return encodeWith(s, "ascii", errors, "ordinal not in range(128)", (c) => (c < 0x80 ? [c] : null), null);
    case "iso8859-1":
      return encodeWith(s, "latin-1", errors, "ordinal not in range(256)", (c) => (c < 0x100 ? [c] : null), null);
    case "utf-16":
    case "utf-16-le":
    case "utf-16-be": {
      const be = name === "utf-16-be";
      const body = encodeWith(s, name, errors, "surrogates not allowed", (c) => (isSurrogate(c) ? null : utf16Bytes(c, be)), (c) => utf16Bytes(c, be));
      return name === "utf-16" ? Uint8Array.from([0xff, 0xfe, ...body]) : body;
    }
    case "utf-32":
    case "utf-32-le":
    case "utf-32-be": {
      const be = name === "utf-32-be";
      const body = encodeWith(s, name, errors, "surrogates not allowed", (c) => (isSurrogate(c) ? null : utf32Bytes(c, be)), (c) => utf32Bytes(c, be));
      return name === "utf-32" ? Uint8Array.from([0xff, 0xfe, 0, 0, ...body]) : body;
    }
  }
  const m = charmapEncoder(name);
  if (m !== null) return encodeWith(s, "charmap", errors, "character maps to <undefined>", (c) => (m.has(c) ? [m.get(c)!] : null), null);
  if (name === "cp1252") {
    const dec = lookupCodec("cp1252")!;
    const cm = new Map<number, number>();
    for (let b = 0; b < 256; b++) {
      const ch = dec.decode(Uint8Array.of(b), true);
      if (ch !== null) cm.set(ch.charCodeAt(0), b);
    }
    return encodeWith(s, "charmap", errors, "character maps to <undefined>", (c) => (cm.has(c) ? [cm.get(c)!] : null), null);
  }
  throw newException(PyExc_LookupError, `pyts: encoding '${name}' is not supported yet`);
}

// ---- decoding -------------------------------------------------------------------------------

interface DecodeFail {
  start: number;
  end: number;
  reason: string;
}

/** One decoding step at `i`: [code points, next index] or a failure. */
type Step = (b: Uint8Array, i: number) => [number[], number] | DecodeFail;

function decodeWith(b: Uint8Array, enc: string, errors: string, step: Step, surrogatePass: Step | null, bytesObj: () => PyObject, from = 0): string {
  const out: number[] = [];
  let i = from;
  while (i < b.length) {
    const r = step(b, i);
    if (Array.isArray(r)) {
      for (const c of r[0]) out.push(c);
      i = r[1];
      continue;
    }
    if (errors !== "strict") checkHandler(errors);
    const fail = () => newExceptionArgs(PyExc_UnicodeDecodeError, [newStr(enc), bytesObj(), newInt(r.start), newInt(r.end), newStr(r.reason)]);
    switch (errors) {
      case "strict":
      case "xmlcharrefreplace":
      case "namereplace":
        if (errors !== "strict") typeError(`don't know how to handle UnicodeDecodeError in error callback`);
        throw fail();
      case "ignore":
        break;
      case "replace":
        out.push(0xfffd);
        break;
      case "backslashreplace":
        for (let k = r.start; k < r.end; k++) for (const ch of "\\x" + hex(b[k]!, 2)) out.push(ch.charCodeAt(0));
        break;
      case "surrogateescape":
        for (let k = r.start; k < r.end; k++) if (b[k]! < 0x80) throw fail();
        for (let k = r.start; k < r.end; k++) out.push(0xdc00 + b[k]!);
        break;
      case "surrogatepass": {
        const p = surrogatePass?.(b, r.start);
        if (p === undefined || !Array.isArray(p)) throw fail();
        out.push(...p[0]);
        i = p[1];
        continue;
      }
    }
    i = r.end;
  }
  let s = "";
  for (let k = 0; k < out.length; k += 4096) s += String.fromCodePoint(...out.slice(k, k + 4096));
  return s;
}

const cont = (x: number | undefined) => x !== undefined && (x & 0xc0) === 0x80;

const utf8Step: Step = (b, i) => {
  const ch = b[i]!;
  if (ch < 0x80) return [[ch], i + 1];
  const n = b.length - i;
  const endFail = (): DecodeFail => ({ start: i, end: b.length, reason: "unexpected end of data" });
  const inv = (k: number): DecodeFail => ({ start: i, end: i + k, reason: "invalid continuation byte" });
  if (ch < 0xc2 || ch > 0xf4) return { start: i, end: i + 1, reason: "invalid start byte" };
  const c2 = b[i + 1], c3 = b[i + 2], c4 = b[i + 3];
  if (ch < 0xe0) {
    if (n < 2) return endFail();
    if (!cont(c2)) return inv(1);
    return [[((ch & 0x1f) << 6) | (c2! & 0x3f)], i + 2];
  }
  if (ch < 0xf0) {
    if (n < 2) return endFail();
    if (!cont(c2) || (c2! < 0xa0 ? ch === 0xe0 : ch === 0xed)) return inv(1);
    if (n < 3) return endFail();
    if (!cont(c3)) return inv(2);
    return [[((ch & 0xf) << 12) | ((c2! & 0x3f) << 6) | (c3! & 0x3f)], i + 3];
  }
  if (n < 2) return endFail();
  if (!cont(c2) || (c2! < 0x90 ? ch === 0xf0 : ch === 0xf4)) return inv(1);
  if (n < 3) return endFail();
  if (!cont(c3)) return inv(2);
  if (n < 4) return endFail();
  if (!cont(c4)) return inv(3);
  return [[((ch & 7) << 18) | ((c2! & 0x3f) << 12) | ((c3! & 0x3f) << 6) | (c4! & 0x3f)], i + 4];
};

const utf8SurrogatePass: Step = (b, i) => {
  const ch = b[i]!, c2 = b[i + 1], c3 = b[i + 2];
  if (ch === 0xed && c2 !== undefined && c2 >= 0xa0 && c2 <= 0xbf && cont(c3)) return [[((ch & 0xf) << 12) | ((c2 & 0x3f) << 6) | (c3! & 0x3f)], i + 3];
  return { start: i, end: i + 1, reason: "" };
};

function utf16Step(be: boolean): Step {
  const unit = (b: Uint8Array, i: number) => (be ? (b[i]! << 8) | b[i + 1]! : b[i]! | (b[i + 1]! << 8));
  return (b, i) => {
    if (b.length - i < 2) return { start: i, end: b.length, reason: "truncated data" };
    const u = unit(b, i);
    if (u < 0xd800 || u > 0xdfff) return [[u], i + 2];
    if (u >= 0xdc00) return { start: i, end: i + 2, reason: "illegal encoding" };
    if (b.length - i < 4) return { start: i, end: b.length, reason: "unexpected end of data" };
    const v = unit(b, i + 2);
    if (v < 0xdc00 || v > 0xdfff) return { start: i, end: i + 2, reason: "illegal UTF-16 surrogate" };
    return [[0x10000 + ((u - 0xd800) << 10) + (v - 0xdc00)], i + 4];
  };
}

function utf32Step(be: boolean): Step {
  return (b, i) => {
    if (b.length - i < 4) return { start: i, end: b.length, reason: "truncated data" };
    const c = be ? ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0 : (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
    if (c > 0x10ffff) return { start: i, end: i + 4, reason: "code point not in range(0x110000)" };
    if (isSurrogate(c)) return { start: i, end: i + 4, reason: "code point in surrogate code point range(0xd800, 0xe000)" };
    return [[c], i + 4];
  };
}

/** bytes.decode(encoding, errors); `bytesObj` makes the exception's object. */
export function decodeBytes(b: Uint8Array, encoding: string, errors: string, bytesObj: () => PyObject = () => newBytes(b)): string {
  const name = canonicalEncodingCached(encoding);
  // valid input without a code-point array (CPython's ASCII and UTF-8 fast loops): ASCII bytes
  // read as Latin-1, longer valid UTF-8 through the platform's strict decoder; invalid input
  // (the decoder throws) goes through the general loop for its error or handler
  if (name === "utf-8" || name === "ascii") {
    if (isAsciiBytes(b)) return latin1String(b);
    if (name === "utf-8") {
      try {
        return utf8Decoder.decode(b);
      } catch {
        /* invalid: the general loop below reports it */
      }
    }
  }
  switch (name) {
    case "utf-8":
      return decodeWith(b, "utf-8", errors, utf8Step, utf8SurrogatePass, bytesObj);
    case "utf-8-sig": {
      const bom = b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf;
      return decodeWith(b, "utf-8", errors, utf8Step, utf8SurrogatePass, bytesObj, bom ? 3 : 0);
    }
    case "ascii":
      return decodeWith(b, "ascii", errors, (x, i) => (x[i]! < 0x80 ? [[x[i]!], i + 1] : { start: i, end: i + 1, reason: "ordinal not in range(128)" }), null, bytesObj);
    case "iso8859-1":
      return latin1String(b);
    case "utf-16":
    case "utf-16-le":
    case "utf-16-be": {
      let be = name === "utf-16-be";
      let body = b;
      if (name === "utf-16" && b.length >= 2) {
        if (b[0] === 0xff && b[1] === 0xfe) body = b.subarray(2);
        else if (b[0] === 0xfe && b[1] === 0xff) {
          body = b.subarray(2);
          be = true;
        }
      }
      const off = b.length - body.length;
      const unit = (x: Uint8Array, i: number) => (be ? (x[i]! << 8) | x[i + 1]! : x[i]! | (x[i + 1]! << 8));
      const pass: Step = (x, i) => (x.length - i >= 2 && isSurrogate(unit(x, i)) ? [[unit(x, i)], i + 2] : { start: i, end: i + 1, reason: "" });
      return decodeWith(b, be ? "utf-16-be" : "utf-16-le", errors, utf16Step(be), pass, bytesObj, off);
    }
    case "utf-32":
    case "utf-32-le":
    case "utf-32-be": {
      let be = name === "utf-32-be";
      let body = b;
      if (name === "utf-32" && b.length >= 4) {
        if (b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) body = b.subarray(4);
        else if (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) {
          body = b.subarray(4);
          be = true;
        }
      }
      const off = b.length - body.length;
      return decodeWith(b, be ? "utf-32-be" : "utf-32-le", errors, utf32Step(be), null, bytesObj, off);
    }
  }
  const codec = lookupCodec(name)!;
  return decodeWith(b, "charmap", errors, (x, i) => {
    const ch = codec.decode(x.subarray(i, i + 1), true);
    return ch === null ? { start: i, end: i + 1, reason: "character maps to <undefined>" } : [[ch.charCodeAt(0)], i + 1];
  }, null, bytesObj);
}

/** Positions in errors count from the start of the whole input (BOM included). */
function shift(step: Step, off: number): Step {
  if (off === 0) return step;
  return (b, i) => {
    const r = step(b, i);
    return Array.isArray(r) ? r : { start: r.start + off, end: r.end + off, reason: r.reason };
  };
}

// ---- UnicodeError objects ------------------------------------------------------------------

/** PyObject_Str of a member, "<NULL>" for a missing one (PyUnicode_FromFormat's %U of NULL). */
function strOf(v: PyObject | null): string {
  return v === null ? "<NULL>" : PyObject_Str(v).value;
}

/** str() of UnicodeEncodeError / UnicodeDecodeError (Objects/exceptions.c). */
export function unicodeErrorStr(o: PyObject): string | null {
  const m = (name: string) => unicodeErrorMember(o, name);
  const obj = m("object");
  // not initialised: the empty string
  if (obj === null) return "";
  // reason and encoding through str(): an assignment may have made them anything
  const r = strOf(m("reason")), e = strOf(m("encoding"));
  const start = asIndex(m("start") ?? newInt(0)), end = asIndex(m("end") ?? newInt(0));
  if (o.ob_type.isSubtype(PyExc_UnicodeDecodeError)) {
    const bytes = (obj as unknown as { value: Uint8Array }).value;
    if (start >= 0 && start < bytes.length && end >= 0 && end <= bytes.length && end === start + 1) return `'${e}' codec can't decode byte 0x${hex(bytes[start]!, 2)} in position ${start}: ${r}`;
    return `'${e}' codec can't decode bytes in position ${start}-${end - 1}: ${r}`;
  }
  if (o.ob_type.isSubtype(PyExc_UnicodeEncodeError)) {
    const cps = codePoints((obj as PyStr).value);
    if (start >= 0 && start < cps.length && end >= 0 && end <= cps.length && end === start + 1) {
      const c = cps[start]!;
      const esc = c < 0x100 ? "\\x" + hex(c, 2) : c < 0x10000 ? "\\u" + hex(c, 4) : "\\U" + hex(c, 8);
      return `'${e}' codec can't encode character '${esc}' in position ${start}: ${r}`;
    }
    return `'${e}' codec can't encode characters in position ${start}-${end - 1}: ${r}`;
  }
  void PyExc_UnicodeError;
  return null;
}

/** tp_str of UnicodeEncodeError and UnicodeDecodeError (their members: types/exceptionAttrs.ts). */
export function initUnicodeErrors(): void {
  for (const T of [PyExc_UnicodeEncodeError, PyExc_UnicodeDecodeError]) {
    const base = T.tp_str;
    T.tp_str = (o) => {
      const s = unicodeErrorStr(o);
      return s === null ? base!(o) : newStr(s);
    };
    defMethod(T, "__str__", (self) => T.tp_str!(self));
  }
}

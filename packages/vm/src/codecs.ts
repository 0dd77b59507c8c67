/**
 * The codec machinery (Python/codecs.c and the codec parts of Objects/unicodeobject.c): the codec
 * registry (search functions, the lookup cache, error handlers), the builtin codecs — UTF-8,
 * UTF-7, UTF-16, UTF-32 (with and without BOM), ASCII, Latin-1, charmap, unicode-escape,
 * raw-unicode-escape — each once, with `final` for incremental decoding, and the error handlers
 * strict, ignore, replace, backslashreplace, xmlcharrefreplace, namereplace, surrogateescape and
 * surrogatepass, plus any handler registered with codecs.register_error (called with a real
 * UnicodeEncodeError / UnicodeDecodeError, its (replacement, new position) honoured).
 *
 * str.encode / bytes.decode take CPython's fast paths (utf-8, utf-16, utf-32, ascii, latin-1 under
 * their usual spellings) and go through the registry for every other name, as PyUnicode_Encode /
 * PyUnicode_Decode do.
 */
import { type PyObject, Py_INCREF, Py_DECREF } from "./objects/object.js";
import { defMethod, newCFunction } from "./objects/descr.js";
import { newStr, isStr, type PyStr } from "./objects/str.js";
import { newBytes, isBytes } from "./objects/bytes.js";
import { newInt, isInt } from "./objects/int.js";
import { newTuple, isTuple, type PyTuple } from "./objects/tuple.js";
import { newDict, dictGetItem, dictSetItem, dictPop, type PyDict } from "./objects/dict.js";
import { None } from "./objects/none.js";
import {
  PyExc_LookupError, PyExc_UnicodeDecodeError, PyExc_UnicodeEncodeError, PyExc_UnicodeError, PyExc_UnicodeTranslateError, PyExc_IndexError, PyExc_KeyError, PyExc_ValueError,
  newException, newExceptionArgs, typeError, PyBaseExceptionObject, isException,
} from "./objects/exceptions.js";
import { codePoints } from "./unicodectype.js";
import { lookupCodec, NON_TEXT_CODECS } from "@pyts/lexer";
import { unicodeErrorMember } from "./types/exceptionAttrs.js";
import { callMethod, PyObject_Str, PyObject_Call, PyObject_GetOptionalAttr, PyObject_IsTrue, PyCallable_Check, asIndex, asSsize, typeName, PyObject_GetItem } from "./abstract.js";
import { bufferBytes } from "./types/buffer.js";
import { importModuleLevel } from "./modules/importer.js";
import { internStr } from "./objects/str.js";

/** Character names are not in the VM yet: namereplace falls back to backslash escapes. */
const unicodeName = (_c: number): string | null => null;

function hex(n: number, w: number): string {
  return n.toString(16).padStart(w, "0");
}

const isSurrogate = (c: number) => c >= 0xd800 && c < 0xe000;

/** A string from code points (lone surrogates kept as lone UTF-16 units). */
export function fromCodePoints(out: ArrayLike<number>): string {
  let s = "";
  const n = out.length;
  for (let k = 0; k < n; k += 4096) {
    const part: number[] = [];
    const stop = Math.min(n, k + 4096);
    for (let i = k; i < stop; i++) part.push(out[i]!);
    s += String.fromCodePoint(...part);
  }
  return s;
}

/** The string of the bytes read as Latin-1 (each byte one character). */
export function latin1String(b: Uint8Array): string {
  if (b.length <= 4096) return String.fromCharCode.apply(null, b as unknown as number[]);
  const parts: string[] = [];
  for (let k = 0; k < b.length; k += 4096) parts.push(String.fromCharCode.apply(null, b.subarray(k, k + 4096) as unknown as number[]));
  return parts.join("");
}

// ---- the registry (Python/codecs.c) -----------------------------------------------------------

interface Registry {
  search: PyObject[];
  cache: PyDict | null;
  errors: Map<string, PyObject>;
  /** `import encodings` was attempted (the interpreter's start does it in CPython). */
  initialised: boolean;
}

const registry: Registry = { search: [], cache: null, errors: new Map(), initialised: false };

const BUILTIN_HANDLERS = ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace", "namereplace", "surrogateescape", "surrogatepass"] as const;
const BUILTIN_SET: ReadonlySet<string> = new Set(BUILTIN_HANDLERS);

/** Forgets every search function, cached codec and registered error handler (a fresh interpreter). */
export function resetCodecRegistry(): void {
  for (const f of registry.search) Py_DECREF(f);
  registry.search = [];
  if (registry.cache !== null) Py_DECREF(registry.cache);
  registry.cache = null;
  for (const h of registry.errors.values()) Py_DECREF(h);
  registry.errors = new Map();
  registry.initialised = false;
}

function ensureRegistry(): void {
  if (registry.cache === null) {
    registry.cache = newDict();
    for (const name of BUILTIN_HANDLERS) registry.errors.set(name, newCFunction(`${name}_errors`, builtinHandlerImpl(name), null));
  }
}

/** _PyCodecRegistry_Init's `import encodings` (CPython does it while starting). */
function ensureEncodings(): void {
  ensureRegistry();
  if (registry.initialised) return;
  registry.initialised = true;
  const name = newStr("encodings");
  try {
    Py_DECREF(importModuleLevel(name, null, null, 0));
  } finally {
    Py_DECREF(name);
  }
}

export function codecRegister(search: PyObject): void {
  if (!PyCallable_Check(search)) typeError("argument must be callable");
  // encodings' search function comes first, as CPython registers it while starting
  ensureEncodings();
  Py_INCREF(search);
  registry.search.push(search);
}

export function codecUnregister(search: PyObject): void {
  ensureRegistry();
  const i = registry.search.indexOf(search);
  if (i < 0) return;
  registry.search.splice(i, 1);
  // the cache is cleared: a lookup may have found a codec through it
  const old = registry.cache!;
  registry.cache = newDict();
  Py_DECREF(old);
  Py_DECREF(search);
}

/** _Py_normalize_encoding: lower-cased ASCII letters, digits and dots; other runs become one "_". */
export function normalizeCodecName(name: string): string {
  let out = "";
  let punct = false;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const alnum = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
    if (alnum || c === 0x2e) {
      if (punct && out.length > 0) out += "_";
      punct = false;
      out += c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 32) : name[i];
    } else punct = true;
  }
  return out;
}

/** _PyCodec_Lookup: the CodecInfo (a new reference) or LookupError "unknown encoding: x". */
export function codecLookup(encoding: string): PyObject {
  ensureEncodings();
  const norm = newStr(normalizeCodecName(encoding));
  try {
    const hit = dictGetItem(registry.cache!, norm);
    if (hit !== null) {
      Py_INCREF(hit);
      return hit;
    }
    for (const f of [...registry.search]) {
      const r = PyObject_Call(f, [norm], null);
      if (r === None) {
        Py_DECREF(r);
        continue;
      }
      if (!isTuple(r) || r.items.length !== 4) {
        Py_DECREF(r);
        typeError("codec search functions must return 4-tuples");
      }
      dictSetItem(registry.cache!, norm, r);
      return r;
    }
    throw newException(PyExc_LookupError, `unknown encoding: ${encoding}`);
  } finally {
    Py_DECREF(norm);
  }
}

/** _forget_codec: drops a name from the lookup cache. */
export function codecForget(encoding: string): void {
  ensureRegistry();
  const norm = newStr(normalizeCodecName(encoding));
  const v = dictPop(registry.cache!, norm);
  Py_DECREF(norm);
  if (v !== null) Py_DECREF(v);
}

function codecItem(info: PyObject, i: number): PyObject {
  if (isTuple(info)) {
    const v = info.items[i]!;
    Py_INCREF(v);
    return v;
  }
  const k = newInt(i);
  try {
    return PyObject_GetItem(info, k);
  } finally {
    Py_DECREF(k);
  }
}

/** _PyCodec_LookupTextEncoding: a codec whose `_is_text_encoding` is false is refused. */
function lookupTextEncoding(encoding: string, alternate: string): PyObject {
  let info: PyObject;
  try {
    info = codecLookup(encoding);
  } catch (e) {
    // a bytes-to-bytes codec whose module cannot be imported yet (hex_codec and base64_codec
    // need binascii, not yet native): it is still known not to be a text encoding
    const known = lookupCodec(encoding);
    if (e instanceof PyBaseExceptionObject && e.ob_type === PyExc_LookupError && known !== null && NON_TEXT_CODECS.has(known.name)) {
      Py_DECREF(e);
      throw newException(PyExc_LookupError, `'${encoding}' is not a text encoding; use ${alternate} to handle arbitrary codecs`);
    }
    throw e;
  }
  const flag = PyObject_GetOptionalAttr(info, internStr("_is_text_encoding"));
  if (flag !== null) {
    let text: boolean;
    try {
      text = PyObject_IsTrue(flag);
    } finally {
      Py_DECREF(flag);
    }
    if (!text) {
      Py_DECREF(info);
      throw newException(PyExc_LookupError, `'${encoding}' is not a text encoding; use ${alternate} to handle arbitrary codecs`);
    }
  }
  return info;
}

/** Runs a codec function: its result must be an (object, int) tuple; returns the object. */
function runCodec(fn: PyObject, obj: PyObject, errors: string | null, operation: "encoding" | "decoding", encoding: string): PyObject {
  const args: PyObject[] = [obj];
  let errObj: PyObject | null = null;
  if (errors !== null) args.push((errObj = newStr(errors)));
  let r: PyObject;
  try {
    r = PyObject_Call(fn, args, null);
  } catch (e) {
    if (e instanceof PyBaseExceptionObject) addNote(e, `${operation} with '${encoding}' codec failed`);
    throw e;
  } finally {
    if (errObj !== null) Py_DECREF(errObj);
  }
  if (!isTuple(r) || r.items.length !== 2) {
    Py_DECREF(r);
    typeError(operation === "encoding" ? "encoder must return a tuple (object, integer)" : "decoder must return a tuple (object,integer)");
  }
  const v = r.items[0]!;
  Py_INCREF(v);
  Py_DECREF(r);
  return v;
}

/** codecs.encode(obj, encoding, errors) (PyCodec_Encode). */
export function codecEncode(obj: PyObject, encoding: string, errors: string | null): PyObject {
  const info = codecLookup(encoding);
  const enc = codecItem(info, 0);
  Py_DECREF(info);
  try {
    return runCodec(enc, obj, errors, "encoding", encoding);
  } finally {
    Py_DECREF(enc);
  }
}

/** codecs.decode(obj, encoding, errors) (PyCodec_Decode). */
export function codecDecode(obj: PyObject, encoding: string, errors: string | null): PyObject {
  const info = codecLookup(encoding);
  const dec = codecItem(info, 1);
  Py_DECREF(info);
  try {
    return runCodec(dec, obj, errors, "decoding", encoding);
  } finally {
    Py_DECREF(dec);
  }
}

/** BaseException.add_note. */
function addNote(e: PyBaseExceptionObject, note: string): void {
  const n = newStr(note);
  try {
    Py_DECREF(callMethod(e, "add_note", [n]));
  } finally {
    Py_DECREF(n);
  }
}

// ---- error handlers --------------------------------------------------------------------------

export function registerError(name: string, handler: PyObject): void {
  ensureRegistry();
  if (!PyCallable_Check(handler)) typeError("handler must be callable");
  Py_INCREF(handler);
  const old = registry.errors.get(name);
  registry.errors.set(name, handler);
  if (old !== undefined) Py_DECREF(old);
}

/** _codecs._unregister_error: true if a handler was removed; builtin ones cannot be. */
export function unregisterError(name: string): boolean {
  ensureRegistry();
  if (BUILTIN_SET.has(name)) throw newException(PyExc_ValueError, `cannot un-register built-in error handler '${name}'`);
  const old = registry.errors.get(name);
  if (old === undefined) return false;
  registry.errors.delete(name);
  Py_DECREF(old);
  return true;
}


/** PyCodec_LookupError: the handler (a new reference) or LookupError. */
export function lookupError(name: string): PyObject {
  ensureRegistry();
  const h = registry.errors.get(name);
  if (h === undefined) throw newException(PyExc_LookupError, `unknown error handler name '${name}'`);
  Py_INCREF(h);
  return h;
}

function encodeError(enc: string, s: string, start: number, end: number, reason: string): PyBaseExceptionObject {
  return newExceptionArgs(PyExc_UnicodeEncodeError, [newStr(enc), newStr(s), newInt(start), newInt(end), newStr(reason)]);
}

/** Calls a registered handler with `exc` (stolen); returns its (replacement, position) checked. */
function callHandler(errors: string, exc: PyBaseExceptionObject, len: number, encoding: boolean): [PyObject, number] {
  let h: PyObject;
  try {
    h = lookupError(errors);
  } catch (e) {
    Py_DECREF(exc);
    throw e;
  }
  let r: PyObject;
  try {
    r = PyObject_Call(h, [exc], null);
  } finally {
    Py_DECREF(h);
    Py_DECREF(exc);
  }
  const items = isTuple(r) ? r.items : null;
  if (items === null || items.length !== 2 || !(isStr(items[0]!) || (encoding && isBytes(items[0]!))) || !isInt(items[1]!)) {
    Py_DECREF(r);
    typeError(encoding ? "encoding error handler must return (str/bytes, int) tuple" : "decoding error handler must return (str, int) tuple");
  }
  let pos = asSsize(items[1]!);
  if (pos < 0) pos += len;
  if (pos < 0 || pos > len) {
    Py_DECREF(r);
    throw newException(PyExc_IndexError, `position ${pos} from error handler out of bounds`);
  }
  const rep = items[0]!;
  Py_INCREF(rep);
  Py_DECREF(r);
  return [rep, pos];
}

/** What one codec's encoder needs: the bytes of an encodable code point, null for one it cannot take. */
interface EncSpec {
  /** The encoding's name in UnicodeEncodeError. */
  enc: string;
  reason: string;
  one: (c: number) => number[] | null;
  /** surrogatepass's bytes for a surrogate, null where the codec has none. */
  pass: ((c: number) => number[]) | null;
  /** A str replacement must be ASCII (the UTF codecs), else each character goes through `one`. */
  asciiRepl: boolean;
}

const escapeOf = (c: number) => (c < 0x100 ? "\\x" + hex(c, 2) : c < 0x10000 ? "\\u" + hex(c, 4) : "\\U" + hex(c, 8));
const asciiCodes = (t: string): number[] => Array.from(t, (ch) => ch.charCodeAt(0));

/** Encodes code points through `sp.one`; unencodable runs go through the error handler. */
function encodeWith(s: string, errors: string, sp: EncSpec, cps: number[] = codePoints(s)): Uint8Array {
  const out: number[] = [];
  const { one } = sp;
  let i = 0;
  const fail = (a: number, b: number) => encodeError(sp.enc, s, a, b, sp.reason);
  while (i < cps.length) {
    const b = one(cps[i]!);
    if (b !== null) {
      for (let k = 0; k < b.length; k++) out.push(b[k]!);
      i++;
      continue;
    }
    let j = i + 1;
    while (j < cps.length && one(cps[j]!) === null) j++;
    /** Each code point of [i, j) through f; the first it refuses raises (from it to j). */
    const each = (f: (c: number) => number[] | null): void => {
      for (let k = i; k < j; k++) {
        const r = f(cps[k]!);
        if (r === null) throw fail(k, j);
        for (const x of r) out.push(x);
      }
    };
    const viaOne = (t: string): number[] | null => {
      const r: number[] = [];
      for (const x of asciiCodes(t)) {
        const y = one(x);
        if (y === null) return null;
        r.push(...y);
      }
      return r;
    };
    switch (errors) {
      case "strict":
        throw fail(i, j);
      case "ignore":
        break;
      case "replace":
        each(() => one(63));
        break;
      case "backslashreplace":
        each((c) => viaOne(escapeOf(c)));
        break;
      case "namereplace":
        each((c) => {
          const n = unicodeName(c);
          return viaOne(n !== null ? `\\N{${n}}` : escapeOf(c));
        });
        break;
      case "xmlcharrefreplace":
        each((c) => viaOne(`&#${c};`));
        break;
      case "surrogateescape":
        each((c) => (c >= 0xdc80 && c <= 0xdcff ? [c - 0xdc00] : null));
        break;
      case "surrogatepass":
        if (sp.pass === null) throw fail(i, j);
        each((c) => (isSurrogate(c) ? sp.pass!(c) : null));
        break;
      default: {
        const [rep, pos] = callHandler(errors, fail(i, j), cps.length, true);
        try {
          if (isBytes(rep)) for (const x of rep.value) out.push(x);
          else {
            for (const c of codePoints((rep as PyStr).value)) {
              const y = sp.asciiRepl && c >= 0x80 ? null : one(c);
              if (y === null) throw fail(i, j);
              for (const x of y) out.push(x);
            }
          }
        } finally {
          Py_DECREF(rep);
        }
        i = pos;
        continue;
      }
    }
    i = j;
  }
  return Uint8Array.from(out);
}

/** One decoding step at `i`: [code point, next index] or a failure. */
interface DecodeFail {
  start: number;
  end: number;
  reason: string;
  /** The input ended inside a sequence (a later chunk may complete it). */
  incomplete?: boolean;
}
type Step = (b: Uint8Array, i: number) => number | DecodeFail;

/** The position after the step's code point (steps return the code point; `stepEnd` the index). */
let stepEnd = 0;

interface Decoded {
  s: string;
  consumed: number;
}

/**
 * The decoder error machinery: `handle(out, start, end, reason)` applies `errors` to the bytes
 * [start, end) and returns where decoding goes on. `pass(b, i)` decodes a surrogate for
 * surrogatepass ([code point, length] or null).
 */
class DecodeErrors {
  constructor(
    readonly b: Uint8Array, readonly enc: string, readonly errors: string, readonly bytesObj: () => PyObject,
    readonly pass: ((b: Uint8Array, i: number) => [number, number] | null) | null,
  ) {}
  fail(start: number, end: number, reason: string): PyBaseExceptionObject {
    return newExceptionArgs(PyExc_UnicodeDecodeError, [newStr(this.enc), this.bytesObj(), newInt(start), newInt(end), newStr(reason)]);
  }
  handle(out: number[], start: number, end: number, reason: string): number {
    const b = this.b;
    switch (this.errors) {
      case "strict":
        throw this.fail(start, end, reason);
      case "xmlcharrefreplace":
      case "namereplace":
        typeError("don't know how to handle UnicodeDecodeError in error callback");
      // eslint-disable-next-line no-fallthrough
      case "ignore":
        return end;
      case "replace":
        out.push(0xfffd);
        return end;
      case "backslashreplace":
        for (let k = start; k < end; k++) for (const ch of "\\x" + hex(b[k]!, 2)) out.push(ch.charCodeAt(0));
        return end;
      case "surrogateescape": {
        let n = 0;
        while (n < 4 && start + n < end && b[start + n]! >= 0x80) n++;
        if (n === 0) throw this.fail(start, end, reason);
        for (let k = 0; k < n; k++) out.push(0xdc00 + b[start + k]!);
        return start + n;
      }
      case "surrogatepass": {
        const p = this.pass?.(b, start) ?? null;
        if (p === null) throw this.fail(start, end, reason);
        out.push(p[0]);
        return start + p[1];
      }
      default: {
        const [rep, pos] = callHandler(this.errors, this.fail(start, end, reason), b.length, false);
        for (const c of codePoints((rep as PyStr).value)) out.push(c);
        Py_DECREF(rep);
        return pos;
      }
    }
  }
}

/** Decodes with `step` from `from`; with `final` false an incomplete sequence at the end is left unconsumed. */
function decodeWith(ctx: DecodeErrors, step: Step, from: number, final: boolean): Decoded {
  const b = ctx.b;
  const out: number[] = [];
  let i = from;
  while (i < b.length) {
    const r = step(b, i);
    if (typeof r === "number") {
      out.push(r);
      i = stepEnd;
      continue;
    }
    if (r.incomplete === true && !final) break;
    i = ctx.handle(out, r.start, r.end, r.reason);
  }
  return { s: fromCodePoints(out), consumed: i };
}

// ---- the Python-visible builtin error handlers (codecs.strict_errors, …) ----------------------

function excInfo(exc: PyObject): { kind: "encode" | "decode" | "translate"; start: number; end: number; obj: PyObject } | null {
  const t = exc.ob_type;
  const kind = t.isSubtype(PyExc_UnicodeEncodeError) ? "encode" : t.isSubtype(PyExc_UnicodeDecodeError) ? "decode" : t.isSubtype(PyExc_UnicodeTranslateError) ? "translate" : null;
  if (kind === null) return null;
  const obj = unicodeErrorMember(exc, "object");
  if (obj === null) typeError(`object attribute not set`);
  let start = asIndex(unicodeErrorMember(exc, "start") ?? newInt(0));
  let end = asIndex(unicodeErrorMember(exc, "end") ?? newInt(0));
  const len = kind === "decode" ? (bufferBytes(obj) ?? new Uint8Array()).length : codePoints((obj as PyStr).value).length;
  // PyUnicode{Encode,Decode}Error_GetStart/End clamp to the object
  if (start < 0) start = 0;
  if (start >= len) start = len === 0 ? 0 : len - 1;
  if (end < 1) end = 1;
  if (end > len) end = len;
  return { kind, start, end, obj };
}

function wrongException(exc: PyObject): never {
  typeError(`don't know how to handle ${typeName(exc)} in error callback`);
}

/** (replacement, end) for the handlers that return a str. */
function strResult(s: string, pos: number): PyTuple {
  return newTuple([newStr(s), newInt(pos)]);
}

function standardEncoding(enc: string): { unit: number; be: boolean } | null {
  const n = normalizeCodecName(enc).replace(/_/g, "-");
  if (n === "utf-8" || n === "utf8") return { unit: 1, be: false };
  if (n === "utf-16" || n === "utf-16-le" || n === "utf16") return { unit: 2, be: false };
  if (n === "utf-16-be") return { unit: 2, be: true };
  if (n === "utf-32" || n === "utf-32-le" || n === "utf32") return { unit: 4, be: false };
  if (n === "utf-32-be") return { unit: 4, be: true };
  return null;
}

function builtinHandlerImpl(name: string) {
  return (_self: PyObject, args: PyObject[], kw: string[] | null): PyObject => {
    if ((kw !== null && kw.length > 0) || args.length !== 1) typeError(`${name}_errors() takes exactly one argument (${args.length} given)`);
    const exc = args[0]!;
    if (name === "strict") {
      if (!isException(exc)) typeError("codec must pass exception instance");
      Py_INCREF(exc);
      throw exc;
    }
    const info = excInfo(exc);
    if (info === null) wrongException(exc);
    const { kind, start, end, obj } = info;
    const cps = kind === "decode" ? [] : codePoints((obj as PyStr).value);
    const bytes = kind === "decode" ? bufferBytes(obj) ?? new Uint8Array() : new Uint8Array();
    switch (name) {
      case "ignore":
        return strResult("", end);
      case "replace":
        if (kind === "encode") return strResult("?".repeat(Math.max(0, end - start)), end);
        if (kind === "decode") return strResult("\ufffd", end);
        return strResult("\ufffd".repeat(Math.max(0, end - start)), end);
      case "backslashreplace": {
        let s = "";
        if (kind === "decode") for (let k = start; k < end; k++) s += "\\x" + hex(bytes[k]!, 2);
        else for (let k = start; k < end; k++) s += escapeOf(cps[k]!);
        return strResult(s, end);
      }
      case "xmlcharrefreplace":
      case "namereplace": {
        if (kind !== "encode") wrongException(exc);
        let s = "";
        for (let k = start; k < end; k++) {
          const c = cps[k]!;
          const n = name === "namereplace" ? unicodeName(c) : null;
          s += name === "xmlcharrefreplace" ? `&#${c};` : n !== null ? `\\N{${n}}` : escapeOf(c);
        }
        return strResult(s, end);
      }
      case "surrogateescape": {
        if (kind === "encode") {
          const out: number[] = [];
          for (let k = start; k < end; k++) {
            const c = cps[k]!;
            if (c < 0xdc80 || c > 0xdcff) {
              Py_INCREF(exc);
              throw exc;
            }
            out.push(c - 0xdc00);
          }
          return newTuple([newBytes(Uint8Array.from(out)), newInt(end)]);
        }
        if (kind === "decode") {
          let n = 0;
          const out: number[] = [];
          while (n < 4 && start + n < end && bytes[start + n]! >= 0x80) out.push(0xdc00 + bytes[start + n++]!);
          if (n === 0) {
            Py_INCREF(exc);
            throw exc;
          }
          return strResult(fromCodePoints(out), start + n);
        }
        wrongException(exc);
      }
      // eslint-disable-next-line no-fallthrough
      case "surrogatepass": {
        const encName = unicodeErrorMember(exc, "encoding");
        const std = encName !== null && isStr(encName) ? standardEncoding(encName.value) : null;
        if (std === null) {
          if (kind !== "translate") {
            Py_INCREF(exc);
            throw exc;
          }
          wrongException(exc);
        }
        if (kind === "encode") {
          const out: number[] = [];
          for (let k = start; k < end; k++) {
            const c = cps[k]!;
            if (!isSurrogate(c)) {
              Py_INCREF(exc);
              throw exc;
            }
            out.push(...(std.unit === 1 ? utf8Bytes(c) : std.unit === 2 ? utf16Bytes(c, std.be) : utf32Bytes(c, std.be)));
          }
          return newTuple([newBytes(Uint8Array.from(out)), newInt(end)]);
        }
        if (kind === "decode") {
          const p = surrogateAt(bytes, start, std.unit, std.be);
          if (p === null) {
            Py_INCREF(exc);
            throw exc;
          }
          return strResult(String.fromCharCode(p), start + std.unit + (std.unit === 1 ? 2 : 0));
        }
        wrongException(exc);
      }
    }
    wrongException(exc);
  };
}

/** The surrogate encoded at `i` in UTF-8 (3 bytes), UTF-16 or UTF-32, or null. */
function surrogateAt(b: Uint8Array, i: number, unit: number, be: boolean): number | null {
  if (unit === 1) {
    const ch = b[i], c2 = b[i + 1], c3 = b[i + 2];
    if (ch === 0xed && c2 !== undefined && c2 >= 0xa0 && c2 <= 0xbf && cont(c3)) return ((ch & 0xf) << 12) | ((c2 & 0x3f) << 6) | (c3! & 0x3f);
    return null;
  }
  if (b.length - i < unit) return null;
  let c: number;
  if (unit === 2) c = be ? (b[i]! << 8) | b[i + 1]! : b[i]! | (b[i + 1]! << 8);
  else c = be ? ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0 : (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
  return isSurrogate(c) ? c : null;
}

// ---- UTF-8 / UTF-16 / UTF-32 / ASCII / Latin-1 ------------------------------------------------

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

const utf8Encoder = new TextEncoder();
/** Strict UTF-8 (surrogates, overlong forms and truncated sequences throw), a leading BOM kept. */
const utf8Decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

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

const UTF8_SPEC: EncSpec = { enc: "utf-8", reason: "surrogates not allowed", one: (c) => (isSurrogate(c) ? null : utf8Bytes(c)), pass: utf8Bytes, asciiRepl: true };
const ASCII_SPEC: EncSpec = { enc: "ascii", reason: "ordinal not in range(128)", one: (c) => (c < 0x80 ? [c] : null), pass: null, asciiRepl: false };
const LATIN1_SPEC: EncSpec = { enc: "latin-1", reason: "ordinal not in range(256)", one: (c) => (c < 0x100 ? [c] : null), pass: null, asciiRepl: false };
function utf16Spec(be: boolean, enc: string): EncSpec {
  return { enc, reason: "surrogates not allowed", one: (c) => (isSurrogate(c) ? null : utf16Bytes(c, be)), pass: (c) => utf16Bytes(c, be), asciiRepl: true };
}
function utf32Spec(be: boolean, enc: string): EncSpec {
  return { enc, reason: "surrogates not allowed", one: (c) => (isSurrogate(c) ? null : utf32Bytes(c, be)), pass: (c) => utf32Bytes(c, be), asciiRepl: true };
}

export function utf8Encode(s: string, errors: string): Uint8Array {
  const fast = s.length < 32 ? asciiBytes(s, 0x80) : null;
  if (fast !== null) return fast;
  if (!hasLoneSurrogate(s)) return utf8Encoder.encode(s);
  return encodeWith(s, errors, UTF8_SPEC);
}

export function asciiEncode(s: string, errors: string): Uint8Array {
  return asciiBytes(s, 0x80) ?? encodeWith(s, errors, ASCII_SPEC);
}

export function latin1Encode(s: string, errors: string): Uint8Array {
  return asciiBytes(s, 0x100) ?? encodeWith(s, errors, LATIN1_SPEC);
}

/** UTF-16: byteorder 0 writes a BOM and little-endian units, -1 little-endian, 1 big-endian. */
export function utf16Encode(s: string, errors: string, byteorder: number): Uint8Array {
  const be = byteorder > 0;
  const body = encodeWith(s, errors, utf16Spec(be, byteorder === 0 ? "utf-16" : be ? "utf-16-be" : "utf-16-le"));
  if (byteorder !== 0) return body;
  const out = new Uint8Array(body.length + 2);
  out[0] = 0xff;
  out[1] = 0xfe;
  out.set(body, 2);
  return out;
}

export function utf32Encode(s: string, errors: string, byteorder: number): Uint8Array {
  const be = byteorder > 0;
  const body = encodeWith(s, errors, utf32Spec(be, byteorder === 0 ? "utf-32" : be ? "utf-32-be" : "utf-32-le"));
  if (byteorder !== 0) return body;
  const out = new Uint8Array(body.length + 4);
  out.set([0xff, 0xfe, 0, 0]);
  out.set(body, 4);
  return out;
}

const cont = (x: number | undefined) => x !== undefined && (x & 0xc0) === 0x80;

const utf8Step: Step = (b, i) => {
  const ch = b[i]!;
  if (ch < 0x80) {
    stepEnd = i + 1;
    return ch;
  }
  const n = b.length - i;
  const endFail = (): DecodeFail => ({ start: i, end: b.length, reason: "unexpected end of data", incomplete: true });
  const inv = (k: number): DecodeFail => ({ start: i, end: i + k, reason: "invalid continuation byte" });
  if (ch < 0xc2 || ch > 0xf4) return { start: i, end: i + 1, reason: "invalid start byte" };
  const c2 = b[i + 1], c3 = b[i + 2], c4 = b[i + 3];
  if (ch < 0xe0) {
    if (n < 2) return endFail();
    if (!cont(c2)) return inv(1);
    stepEnd = i + 2;
    return ((ch & 0x1f) << 6) | (c2! & 0x3f);
  }
  if (ch < 0xf0) {
    if (n < 2) return endFail();
    if (!cont(c2) || (c2! < 0xa0 ? ch === 0xe0 : ch === 0xed)) return inv(1);
    if (n < 3) return endFail();
    if (!cont(c3)) return inv(2);
    stepEnd = i + 3;
    return ((ch & 0xf) << 12) | ((c2! & 0x3f) << 6) | (c3! & 0x3f);
  }
  if (n < 2) return endFail();
  if (!cont(c2) || (c2! < 0x90 ? ch === 0xf0 : ch === 0xf4)) return inv(1);
  if (n < 3) return endFail();
  if (!cont(c3)) return inv(2);
  if (n < 4) return endFail();
  if (!cont(c4)) return inv(3);
  stepEnd = i + 4;
  return ((ch & 7) << 18) | ((c2! & 0x3f) << 12) | ((c3! & 0x3f) << 6) | (c4! & 0x3f);
};

const utf8Pass = (b: Uint8Array, i: number): [number, number] | null => {
  const c = surrogateAt(b, i, 1, false);
  return c === null ? null : [c, 3];
};

export function utf8Decode(b: Uint8Array, errors: string, final: boolean, bytesObj: () => PyObject, from = 0): Decoded {
  if (from === 0) {
    if (isAsciiBytes(b)) return { s: latin1String(b), consumed: b.length };
    try {
      return { s: utf8Decoder.decode(b), consumed: b.length };
    } catch {
      /* invalid or incomplete: the general loop */
    }
  }
  return decodeWith(new DecodeErrors(b, "utf-8", errors, bytesObj, utf8Pass), utf8Step, from, final);
}

export function asciiDecode(b: Uint8Array, errors: string, bytesObj: () => PyObject): string {
  if (isAsciiBytes(b)) return latin1String(b);
  const step: Step = (x, i) => {
    if (x[i]! < 0x80) {
      stepEnd = i + 1;
      return x[i]!;
    }
    return { start: i, end: i + 1, reason: "ordinal not in range(128)" };
  };
  return decodeWith(new DecodeErrors(b, "ascii", errors, bytesObj, null), step, 0, true).s;
}

function utf16Step(be: boolean): Step {
  const unit = (b: Uint8Array, i: number) => (be ? (b[i]! << 8) | b[i + 1]! : b[i]! | (b[i + 1]! << 8));
  return (b, i) => {
    if (b.length - i < 2) return { start: i, end: b.length, reason: "truncated data", incomplete: true };
    const u = unit(b, i);
    if (u < 0xd800 || u > 0xdfff) {
      stepEnd = i + 2;
      return u;
    }
    if (u >= 0xdc00) return { start: i, end: i + 2, reason: "illegal encoding" };
    if (b.length - i < 4) return { start: i, end: b.length, reason: "unexpected end of data", incomplete: true };
    const v = unit(b, i + 2);
    if (v < 0xdc00 || v > 0xdfff) return { start: i, end: i + 2, reason: "illegal UTF-16 surrogate" };
    stepEnd = i + 4;
    return 0x10000 + ((u - 0xd800) << 10) + (v - 0xdc00);
  };
}

function utf32Step(be: boolean): Step {
  return (b, i) => {
    if (b.length - i < 4) return { start: i, end: b.length, reason: "truncated data", incomplete: true };
    const c = be ? ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0 : (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
    if (c > 0x10ffff) return { start: i, end: i + 4, reason: "code point not in range(0x110000)" };
    if (isSurrogate(c)) return { start: i, end: i + 4, reason: "code point in surrogate code point range(0xd800, 0xe000)" };
    stepEnd = i + 4;
    return c;
  };
}

/**
 * UTF-16 or UTF-32 (`unit` 2 or 4) with byteorder 0 (a BOM read if there is one, else
 * little-endian), -1 or 1; returns the byte order found (0 while undetermined), as
 * utf_16_ex_decode does.
 */
export function utfWideDecode(unit: 2 | 4, b: Uint8Array, errors: string, byteorder: number, final: boolean, bytesObj: () => PyObject): Decoded & { byteorder: number } {
  let bo = byteorder;
  let from = 0;
  if (bo === 0 && b.length >= unit) {
    if (unit === 2) {
      if (b[0] === 0xff && b[1] === 0xfe) (bo = -1), (from = 2);
      else if (b[0] === 0xfe && b[1] === 0xff) (bo = 1), (from = 2);
    } else if (b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) (bo = -1), (from = 4);
    else if (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) (bo = 1), (from = 4);
  }
  const be = bo > 0;
  const enc = `utf-${unit * 8}-${be ? "be" : "le"}`;
  const ctx = new DecodeErrors(b, enc, errors, bytesObj, (x, i) => {
    const c = surrogateAt(x, i, unit, be);
    return c === null ? null : [c, unit];
  });
  const r = decodeWith(ctx, unit === 2 ? utf16Step(be) : utf32Step(be), from, final);
  return { ...r, byteorder: bo };
}

// ---- UTF-7 ------------------------------------------------------------------------------------

/** RFC 2152's character classes as CPython uses them: 0 direct, 1 optional direct, 2 whitespace, 3 special. */
const UTF7_CATEGORY = [
  3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 3, 3, 2, 3, 3,
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  2, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 3, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0,
  1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 3, 1, 1, 1,
  1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 3, 3,
];
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const isB64 = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2f;
const fromB64 = (c: number) => (c >= 0x41 && c <= 0x5a ? c - 0x41 : c >= 0x61 && c <= 0x7a ? c - 0x61 + 26 : c >= 0x30 && c <= 0x39 ? c - 0x30 + 52 : c === 0x2b ? 62 : 63);
const encodeDirect = (c: number) => c < 128 && c > 0 && UTF7_CATEGORY[c]! !== 3;

export function utf7Encode(s: string): Uint8Array {
  const out: number[] = [];
  let inShift = false;
  let bits = 0;
  let buf = 0;
  const push16 = (u: number) => {
    bits += 16;
    buf = ((buf << 16) | u) >>> 0;
    while (bits >= 6) {
      out.push(B64.charCodeAt((buf >>> (bits - 6)) & 0x3f));
      bits -= 6;
    }
    buf &= (1 << bits) - 1;
  };
  for (const ch of codePoints(s)) {
    if (inShift) {
      if (encodeDirect(ch)) {
        if (bits > 0) out.push(B64.charCodeAt((buf << (6 - bits)) & 0x3f));
        buf = 0;
        bits = 0;
        inShift = false;
        if (isB64(ch) || ch === 0x2d) out.push(0x2d);
        out.push(ch);
        continue;
      }
    } else if (ch === 0x2b) {
      out.push(0x2b, 0x2d);
      continue;
    } else if (encodeDirect(ch)) {
      out.push(ch);
      continue;
    } else {
      out.push(0x2b);
      inShift = true;
    }
    if (ch >= 0x10000) {
      push16(0xd800 + ((ch - 0x10000) >> 10));
      push16(0xdc00 + ((ch - 0x10000) & 0x3ff));
    } else push16(ch);
  }
  if (bits > 0) out.push(B64.charCodeAt((buf << (6 - bits)) & 0x3f));
  if (inShift) out.push(0x2d);
  return Uint8Array.from(out);
}

export function utf7Decode(b: Uint8Array, errors: string, final: boolean, bytesObj: () => PyObject): Decoded {
  const ctx = new DecodeErrors(b, "utf7", errors, bytesObj, null);
  const out: number[] = [];
  let inShift = false;
  let bits = 0;
  let buf = 0;
  let surrogate = 0;
  let shiftOutStart = 0;
  let startinpos = 0;
  let s = 0;
  const e = b.length;
  while (s < e) {
    const ch = b[s]!;
    let err: string | null = null;
    if (inShift) {
      if (isB64(ch)) {
        buf = ((buf << 6) | fromB64(ch)) >>> 0;
        bits += 6;
        s++;
        if (bits >= 16) {
          const outCh = (buf >>> (bits - 16)) & 0xffff;
          bits -= 16;
          buf &= (1 << bits) - 1;
          if (surrogate !== 0) {
            if (outCh >= 0xdc00 && outCh <= 0xdfff) {
              out.push(0x10000 + ((surrogate - 0xd800) << 10) + (outCh - 0xdc00));
              surrogate = 0;
              continue;
            }
            out.push(surrogate);
            surrogate = 0;
          }
          if (outCh >= 0xd800 && outCh <= 0xdbff) surrogate = outCh;
          else out.push(outCh);
        }
      } else {
        inShift = false;
        if (bits >= 6) {
          s++;
          err = "partial character in shift sequence";
        } else if (bits > 0 && buf !== 0) {
          s++;
          err = "non-zero padding bits in shift sequence";
        } else {
          if (surrogate !== 0 && ch <= 127 && ch !== 0x2b) out.push(surrogate);
          surrogate = 0;
          if (ch === 0x2d) s++;
        }
      }
    } else if (ch === 0x2b) {
      startinpos = s;
      s++;
      if (s < e && b[s] === 0x2d) {
        s++;
        out.push(0x2b);
      } else if (s < e && !isB64(b[s]!)) {
        s++;
        err = "ill-formed sequence";
      } else {
        inShift = true;
        surrogate = 0;
        shiftOutStart = out.length;
        bits = 0;
        buf = 0;
      }
    } else if (ch <= 127) {
      s++;
      out.push(ch);
    } else {
      startinpos = s;
      s++;
      err = "unexpected special character";
    }
    if (err !== null) s = ctx.handle(out, startinpos, s, err);
  }
  if (inShift && final) {
    inShift = false;
    if (surrogate !== 0 || bits >= 6 || (bits > 0 && buf !== 0)) {
      s = ctx.handle(out, startinpos, e, "unterminated shift sequence");
    }
  }
  if (!final && inShift) {
    out.length = shiftOutStart;
    return { s: fromCodePoints(out), consumed: startinpos };
  }
  return { s: fromCodePoints(out), consumed: s };
}

// ---- charmap -----------------------------------------------------------------------------------

/** The EncodingMap of charmap_build: code point → byte. */
export class EncodingMapData {
  constructor(readonly map: Map<number, number>) {}
}

let encodingMapOf: (o: PyObject) => EncodingMapData | null = () => null;
/** How _codecs's EncodingMap type is recognised (the type lives in modules/_codecs.ts). */
export function setEncodingMapOf(f: (o: PyObject) => EncodingMapData | null): void {
  encodingMapOf = f;
}

/** charmap_decode with a decoding table (str), a mapping, or None (Latin-1). */
export function charmapDecode(b: Uint8Array, errors: string, mapping: PyObject | null, bytesObj: () => PyObject): string {
  if (mapping === null || mapping === None) return latin1String(b);
  const ctx = new DecodeErrors(b, "charmap", errors, bytesObj, null);
  const out: number[] = [];
  const undef = (i: number): DecodeFail => ({ start: i, end: i + 1, reason: "character maps to <undefined>" });
  if (isStr(mapping)) {
    const table = codePoints(mapping.value);
    let i = 0;
    while (i < b.length) {
      const c = table[b[i]!];
      if (c === undefined || c === 0xfffe) i = ctx.handle(out, i, i + 1, undef(i).reason);
      else {
        out.push(c);
        i++;
      }
    }
    return fromCodePoints(out);
  }
  let i = 0;
  while (i < b.length) {
    const key = newInt(b[i]!);
    let v: PyObject | null;
    try {
      v = PyObject_GetItem(mapping, key);
    } catch (e) {
      if (!(e instanceof PyBaseExceptionObject) || !e.ob_type.isSubtype(PyExc_LookupError)) throw e;
      Py_DECREF(e);
      v = null;
    } finally {
      Py_DECREF(key);
    }
    if (v === null || v === None) {
      if (v !== null) Py_DECREF(v);
      i = ctx.handle(out, i, i + 1, "character maps to <undefined>");
      continue;
    }
    try {
      if (isInt(v)) {
        const c = asSsize(v);
        if (c < 0 || c > 0x10ffff) typeError("character mapping must be in range(0x110000)");
        out.push(c);
      } else if (isStr(v)) {
        const cps = codePoints(v.value);
        if (cps.length === 1 && cps[0] === 0xfffe) {
          i = ctx.handle(out, i, i + 1, "character maps to <undefined>");
          continue;
        }
        out.push(...cps);
      } else typeError("character mapping must return integer, None or str");
    } finally {
      Py_DECREF(v);
    }
    i++;
  }
  return fromCodePoints(out);
}

/** charmap_encode with an EncodingMap, a mapping (code point → int, bytes or None) or None (Latin-1). */
export function charmapEncode(s: string, errors: string, mapping: PyObject | null): Uint8Array {
  if (mapping === null || mapping === None) return latin1Encode(s, errors);
  const em = encodingMapOf(mapping);
  let one: (c: number) => number[] | null;
  if (em !== null) {
    one = (c) => {
      const v = em.map.get(c);
      return v === undefined ? null : [v];
    };
  } else {
    one = (c) => {
      const key = newInt(c);
      let v: PyObject;
      try {
        v = PyObject_GetItem(mapping, key);
      } catch (e) {
        if (e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_LookupError)) {
          Py_DECREF(e);
          return null;
        }
        throw e;
      } finally {
        Py_DECREF(key);
      }
      try {
        if (v === None) return null;
        if (isInt(v)) {
          const n = asSsize(v);
          if (n < 0 || n > 255) typeError("character mapping must be in range(256)");
          return [n];
        }
        if (isBytes(v)) return Array.from(v.value);
        typeError(`character mapping must return integer, bytes or None, not ${typeName(v)}`);
      } finally {
        Py_DECREF(v);
      }
    };
  }
  return encodeWith(s, errors, { enc: "charmap", reason: "character maps to <undefined>", one, pass: null, asciiRepl: false });
}

// ---- unicode-escape, raw-unicode-escape, escape (bytes) ---------------------------------------

export function unicodeEscapeEncode(s: string, raw: boolean): Uint8Array {
  const out: number[] = [];
  const put = (t: string) => {
    for (let k = 0; k < t.length; k++) out.push(t.charCodeAt(k));
  };
  for (const c of codePoints(s)) {
    if (raw) {
      if (c < 0x100) out.push(c);
      else put(c < 0x10000 ? "\\u" + hex(c, 4) : "\\U" + hex(c, 8));
      continue;
    }
    if (c === 0x5c) put("\\\\");
    else if (c === 9) put("\\t");
    else if (c === 10) put("\\n");
    else if (c === 13) put("\\r");
    else if (c >= 0x20 && c < 0x7f) out.push(c);
    else put(escapeOf(c));
  }
  return Uint8Array.from(out);
}

const hexVal = (c: number) => (c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x61 + 10 : c >= 0x41 && c <= 0x46 ? c - 0x41 + 10 : -1);

/** unicode_escape_decode (_PyUnicode_DecodeUnicodeEscapeInternal2); warns of the first invalid escape. */
export function unicodeEscapeDecode(b: Uint8Array, errors: string, final: boolean, bytesObj: () => PyObject, warn: (msg: string) => void): Decoded {
  const ctx = new DecodeErrors(b, "unicodeescape", errors, bytesObj, null);
  const out: number[] = [];
  let firstInvalid = -1;
  let s = 0;
  const end = b.length;
  let consumed = -1;
  while (s < end) {
    const c0 = b[s]!;
    if (c0 !== 0x5c) {
      out.push(c0);
      s++;
      continue;
    }
    const startinpos = s;
    s++;
    let message: string;
    let incomplete = false;
    if (s >= end) {
      message = "\\ at end of string";
      incomplete = true;
    } else {
      const c = b[s++]!;
      let count = 0;
      switch (c) {
        case 0x0a: continue;
        case 0x5c: out.push(0x5c); continue;
        case 0x27: out.push(0x27); continue;
        case 0x22: out.push(0x22); continue;
        case 0x62: out.push(8); continue;
        case 0x66: out.push(12); continue;
        case 0x74: out.push(9); continue;
        case 0x6e: out.push(10); continue;
        case 0x72: out.push(13); continue;
        case 0x76: out.push(11); continue;
        case 0x61: out.push(7); continue;
        case 0x30: case 0x31: case 0x32: case 0x33: case 0x34: case 0x35: case 0x36: case 0x37: {
          let x = c - 0x30;
          if (s < end && b[s]! >= 0x30 && b[s]! <= 0x37) {
            x = (x << 3) + b[s++]! - 0x30;
            if (s < end && b[s]! >= 0x30 && b[s]! <= 0x37) x = (x << 3) + b[s++]! - 0x30;
          }
          if (x > 0o377 && firstInvalid === -1) firstInvalid = x;
          out.push(x);
          continue;
        }
        case 0x78: count = 2; message = "truncated \\xXX escape"; break;
        case 0x75: count = 4; message = "truncated \\uXXXX escape"; break;
        case 0x55: count = 8; message = "truncated \\UXXXXXXXX escape"; break;
        case 0x4e:
          throw newException(PyExc_UnicodeError, "\\N escapes not supported (can't load unicodedata module)");
        default:
          if (firstInvalid === -1) firstInvalid = c;
          out.push(0x5c, c);
          continue;
      }
      let ch = 0;
      let bad = false;
      for (; count > 0; s++, count--) {
        if (s >= end) {
          incomplete = true;
          break;
        }
        const v = hexVal(b[s]!);
        if (v < 0) {
          bad = true;
          break;
        }
        ch = ch * 16 + v;
      }
      if (!incomplete && !bad) {
        if (ch > 0x10ffff) message = "illegal Unicode character";
        else {
          out.push(ch);
          continue;
        }
      }
    }
    if (incomplete && !final) {
      consumed = startinpos;
      break;
    }
    s = ctx.handle(out, startinpos, s, message!);
  }
  if (firstInvalid !== -1) {
    if (firstInvalid > 0xff) warn(`"\\${firstInvalid.toString(8)}" is an invalid octal escape sequence. Such sequences will not work in the future. `);
    else warn(`"\\${String.fromCharCode(firstInvalid)}" is an invalid escape sequence. Such sequences will not work in the future. `);
  }
  return { s: fromCodePoints(out), consumed: consumed >= 0 ? consumed : s };
}

/** raw_unicode_escape_decode: only \uXXXX and \UXXXXXXXX after an odd run of backslashes. */
export function rawUnicodeEscapeDecode(b: Uint8Array, errors: string, final: boolean, bytesObj: () => PyObject): Decoded {
  const ctx = new DecodeErrors(b, "rawunicodeescape", errors, bytesObj, null);
  const out: number[] = [];
  let s = 0;
  const end = b.length;
  while (s < end) {
    const c0 = b[s]!;
    if (c0 !== 0x5c) {
      out.push(c0);
      s++;
      continue;
    }
    const startinpos = s;
    s++;
    if (s >= end) {
      if (!final) return { s: fromCodePoints(out), consumed: startinpos };
      out.push(0x5c);
      break;
    }
    const c = b[s]!;
    if (c !== 0x75 && c !== 0x55) {
      out.push(0x5c);
      // a second backslash is written as is (and does not start an escape)
      if (c === 0x5c) {
        out.push(0x5c);
        s++;
      }
      continue;
    }
    s++;
    let count = c === 0x75 ? 4 : 8;
    const message0 = c === 0x75 ? "truncated \\uXXXX escape" : "truncated \\UXXXXXXXX escape";
    let ch = 0;
    let incomplete = false;
    let bad = false;
    for (; count > 0; s++, count--) {
      if (s >= end) {
        incomplete = true;
        break;
      }
      const v = hexVal(b[s]!);
      if (v < 0) {
        bad = true;
        break;
      }
      ch = ch * 16 + v;
    }
    let message = message0;
    if (!incomplete && !bad) {
      if (ch <= 0x10ffff) {
        out.push(ch);
        continue;
      }
      message = "\\Uxxxxxxxx out of range";
    }
    if (incomplete && !final) return { s: fromCodePoints(out), consumed: startinpos };
    s = ctx.handle(out, startinpos, s, message);
  }
  return { s: fromCodePoints(out), consumed: s };
}

/** escape_encode: bytes as repr() writes them, without the quotes. */
export function escapeEncode(b: Uint8Array): Uint8Array {
  const out: number[] = [];
  const put = (t: string) => {
    for (let k = 0; k < t.length; k++) out.push(t.charCodeAt(k));
  };
  for (const c of b) {
    if (c === 0x27 || c === 0x5c) out.push(0x5c, c);
    else if (c === 9) put("\\t");
    else if (c === 10) put("\\n");
    else if (c === 13) put("\\r");
    else if (c < 0x20 || c >= 0x7f) put("\\x" + hex(c, 2));
    else out.push(c);
  }
  return Uint8Array.from(out);
}

/** escape_decode (_PyBytes_DecodeEscape2): ValueError for a bad \x or a trailing backslash. */
export function escapeDecode(b: Uint8Array, errors: string | null, warn: (msg: string) => void): Uint8Array {
  const out: number[] = [];
  let firstInvalid = -1;
  let s = 0;
  const end = b.length;
  while (s < end) {
    if (b[s] !== 0x5c) {
      out.push(b[s++]!);
      continue;
    }
    s++;
    if (s >= end) throw newException(PyExc_ValueError, "Trailing \\ in string");
    const c = b[s++]!;
    switch (c) {
      case 0x0a: break;
      case 0x5c: out.push(0x5c); break;
      case 0x27: out.push(0x27); break;
      case 0x22: out.push(0x22); break;
      case 0x62: out.push(8); break;
      case 0x66: out.push(12); break;
      case 0x74: out.push(9); break;
      case 0x6e: out.push(10); break;
      case 0x72: out.push(13); break;
      case 0x76: out.push(11); break;
      case 0x61: out.push(7); break;
      case 0x30: case 0x31: case 0x32: case 0x33: case 0x34: case 0x35: case 0x36: case 0x37: {
        let x = c - 0x30;
        if (s < end && b[s]! >= 0x30 && b[s]! <= 0x37) {
          x = (x << 3) + b[s++]! - 0x30;
          if (s < end && b[s]! >= 0x30 && b[s]! <= 0x37) x = (x << 3) + b[s++]! - 0x30;
        }
        if (x > 0o377 && firstInvalid === -1) firstInvalid = x;
        out.push(x & 0xff);
        break;
      }
      case 0x78: {
        const d1 = s < end ? hexVal(b[s]!) : -1;
        const d2 = s + 1 < end ? hexVal(b[s + 1]!) : -1;
        if (d1 >= 0 && d2 >= 0) {
          out.push(d1 * 16 + d2);
          s += 2;
          break;
        }
        // only strict is supported here, as in CPython: replace and ignore are the others
        if (errors === null || errors === "strict") {
          throw newException(PyExc_ValueError, `invalid \\x escape at position ${s - 2}`);
        } else if (errors === "replace") out.push(0x3f);
        else if (errors !== "ignore") throw newException(PyExc_ValueError, `decoding error; unknown error handling code: ${errors}`);
        // skip \x and the one hex digit there is
        if (d1 >= 0) s++;
        break;
      }
      default:
        if (firstInvalid === -1) firstInvalid = c;
        out.push(0x5c);
        s--;
    }
  }
  if (firstInvalid !== -1) {
    if (firstInvalid > 0xff) warn(`b"\\${firstInvalid.toString(8)}" is an invalid octal escape sequence. Such sequences will not work in the future. `);
    else warn(`b"\\${String.fromCharCode(firstInvalid)}" is an invalid escape sequence. Such sequences will not work in the future. `);
  }
  return Uint8Array.from(out);
}

// ---- str.encode / bytes.decode (PyUnicode_AsEncodedString, PyUnicode_Decode) -------------------

type Fast = "utf-8" | "utf-16" | "utf-32" | "ascii" | "latin-1" | null;

let lastFastName = "utf-8";
let lastFast: Fast = "utf-8";
/** The fast path for an encoding name as _Py_normalize_encoding spells it, or null (the registry). */
function fastCodec(encoding: string): Fast {
  if (encoding === lastFastName) return lastFast;
  let f: Fast = null;
  const n = normalizeCodecName(encoding);
  if (n.startsWith("utf")) {
    const rest = n.slice(n[3] === "_" ? 4 : 3);
    f = rest === "8" ? "utf-8" : rest === "16" ? "utf-16" : rest === "32" ? "utf-32" : null;
  } else if (n === "ascii" || n === "us_ascii") f = "ascii";
  else if (n === "latin1" || n === "latin_1" || n === "iso_8859_1" || n === "iso8859_1") f = "latin-1";
  lastFastName = encoding;
  lastFast = f;
  return f;
}

/**
 * The codec's own name for an encoding (`codecs.lookup(enc).name`, as TextIOWrapper reads it to
 * pick its fast encoder), for a text encoding only: LookupError for an unknown or bytes-to-bytes
 * codec. The fast ones are named without the registry.
 */
export function canonicalEncoding(encoding: string): string {
  const f = fastCodec(encoding);
  if (f === "utf-8" || f === "ascii") return f;
  if (f === "latin-1") return "iso8859-1";
  const info = lookupTextEncoding(encoding, "codecs.open()");
  try {
    const n = PyObject_GetOptionalAttr(info, internStr("name"));
    const name = n !== null && isStr(n) ? (n as PyStr).value : encoding;
    if (n !== null) Py_DECREF(n);
    return name;
  } finally {
    Py_DECREF(info);
  }
}

/** str.encode(encoding, errors). */
export function encodeStr(s: string, encoding: string, errors: string): Uint8Array {
  switch (fastCodec(encoding)) {
    case "utf-8":
      return utf8Encode(s, errors);
    case "ascii":
      return asciiEncode(s, errors);
    case "latin-1":
      return latin1Encode(s, errors);
    case "utf-16":
      return utf16Encode(s, errors, 0);
    case "utf-32":
      return utf32Encode(s, errors, 0);
  }
  const info = lookupTextEncoding(encoding, "codecs.encode()");
  const enc = codecItem(info, 0);
  Py_DECREF(info);
  const str = newStr(s);
  let v: PyObject;
  try {
    v = runCodec(enc, str, errors, "encoding", encoding);
  } finally {
    Py_DECREF(enc);
    Py_DECREF(str);
  }
  const bytes = isBytes(v) ? v.value : v.ob_type.tp_name === "bytearray" ? bufferBytes(v)!.slice() : null;
  if (bytes === null) {
    const t = typeName(v);
    Py_DECREF(v);
    typeError(`'${encoding}' encoder returned '${t}' instead of 'bytes'; use codecs.encode() to encode to arbitrary types`);
  }
  Py_DECREF(v);
  return bytes;
}

/** bytes.decode(encoding, errors); `bytesObj` makes the exception's (and a registry codec's) object. */
export function decodeBytes(b: Uint8Array, encoding: string, errors: string, bytesObj: () => PyObject = () => newBytes(b)): string {
  switch (fastCodec(encoding)) {
    case "utf-8":
      return utf8Decode(b, errors, true, bytesObj).s;
    case "ascii":
      return asciiDecode(b, errors, bytesObj);
    case "latin-1":
      return latin1String(b);
    case "utf-16":
      return utfWideDecode(2, b, errors, 0, true, bytesObj).s;
    case "utf-32":
      return utfWideDecode(4, b, errors, 0, true, bytesObj).s;
  }
  const info = lookupTextEncoding(encoding, "codecs.decode()");
  const dec = codecItem(info, 1);
  Py_DECREF(info);
  const obj = bytesObj();
  let v: PyObject;
  try {
    v = runCodec(dec, obj, errors, "decoding", encoding);
  } finally {
    Py_DECREF(dec);
    Py_DECREF(obj);
  }
  if (!isStr(v)) {
    const t = typeName(v);
    Py_DECREF(v);
    typeError(`'${encoding}' decoder returned '${t}' instead of 'str'; use codecs.decode() to decode to arbitrary types`);
  }
  const r = v.value;
  Py_DECREF(v);
  return r;
}

void PyExc_KeyError;

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

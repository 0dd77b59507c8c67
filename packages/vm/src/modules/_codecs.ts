/**
 * The _codecs module (Modules/_codecsmodule.c, 3.14): the codec registry's functions and the
 * codec functions the encodings package calls, each returning (result, consumed). The codecs
 * themselves and the registry are in ../codecs.ts (Python/codecs.c and the codec part of
 * Objects/unicodeobject.c); this file parses arguments as argument clinic does.
 */
import { PyObject, Py_INCREF, Py_DECREF, newStaticType, keepConstructFast } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newInt, isInt } from "../objects/int.js";
import { newBool } from "../objects/bool.js";
import { newTuple } from "../objects/tuple.js";
import { newStr, internStr, isStr } from "../objects/str.js";
import { newBytes, isBytes } from "../objects/bytes.js";
import { newDict, dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, type MethodImpl } from "../objects/descr.js";
import { typeError } from "../objects/exceptions.js";
import { PyObject_IsTrue, asCInt } from "../abstract.js";
import { noKw, checkPositional, parseArgs, badArgument, defMethodNoArgs } from "../args.js";
import { bufferBytes } from "../types/buffer.js";
import { codePoints } from "../unicodectype.js";
import { warnDeprecated } from "../eval/warnings.js";
import {
  codecRegister, codecUnregister, codecLookup, codecForget, codecEncode, codecDecode, registerError, unregisterError, lookupError,
  utf8Encode, utf8Decode, utf7Encode, utf7Decode, utf16Encode, utf32Encode, utfWideDecode, latin1Encode, asciiEncode, asciiDecode,
  latin1String, charmapDecode, charmapEncode, unicodeEscapeEncode, unicodeEscapeDecode, rawUnicodeEscapeDecode, escapeEncode, escapeDecode,
  EncodingMapData, setEncodingMapOf,
} from "../codecs.js";

export const PyEncodingMap_Type = newStaticType("EncodingMap", undefined, 0);

class EncodingMapObject extends PyObject {
  declare data: EncodingMapData;
  /** The decoding table's length (EncodingMap.size()). */
  declare size: number;
  constructor(data: EncodingMapData, size: number) {
    super(PyEncodingMap_Type);
    this.data = data;
    this.size = size;
  }
}

let ready = false;
function initTypes(): void {
  if (ready) return;
  ready = true;
  PyEncodingMap_Type.tp_new = null;
  defMethodNoArgs(PyEncodingMap_Type, "size", (self) => newInt((self as EncodingMapObject).size));
  setEncodingMapOf((o) => (o instanceof EncodingMapObject ? o.data : null));
}

// ---- argument conversions (argument clinic's converters) ------------------------------------

/** `i` 0: the function's only parameter (clinic names it "argument"). */
function strArg(fname: string, i: number, o: PyObject): string {
  if (!isStr(o)) badArgument(fname, i === 0 ? "argument" : `argument ${i}`, "str", o);
  return o.value;
}

function errorsArg(fname: string, i: number, o: PyObject | undefined | null): string {
  if (o === undefined || o === null || o === None) return "strict";
  if (!isStr(o)) badArgument(fname, `argument ${i}`, "str or None", o);
  return o.value;
}

/** Py_buffer: a bytes-like object. */
function bufferArg(fname: string, i: number, o: PyObject): Uint8Array {
  const b = bufferBytes(o);
  if (b === null) {
    void fname;
    void i;
    typeError(`a bytes-like object is required, not '${o.ob_type.tp_name}'`);
  }
  return b;
}

/** Py_buffer(accept={str, buffer}): a str is its UTF-8. */
function bufferOrStrArg(fname: string, i: number, o: PyObject): Uint8Array {
  if (isStr(o)) return utf8Encode(o.value, "surrogatepass");
  const b = bufferBytes(o);
  if (b === null) badArgument(fname, `argument ${i}`, "a bytes-like object", o);
  return b;
}

function intArg(fname: string, i: number, o: PyObject | undefined): number {
  if (o === undefined) return 0;
  void fname;
  void i;
  return asCInt(o);
}

const boolArg = (o: PyObject | undefined, dflt: boolean) => (o === undefined ? dflt : PyObject_IsTrue(o));

/** A positional-only function of `min`..`max` arguments. */
function pos(name: string, min: number, max: number, f: (a: PyObject[]) => PyObject): MethodImpl {
  return (_s, args, kw) => {
    noKw(`_codecs.${name}`, kw);
    // a single positional-only parameter is METH_O
    if (min === 1 && max === 1 && args.length !== 1) typeError(`_codecs.${name}() takes exactly one argument (${args.length} given)`);
    checkPositional(name, args.length, min, max);
    return f(args);
  };
}

/** (str, consumed) */
const strPair = (s: string, n: number) => newTuple([newStr(s), newInt(n)]);
const bytesPair = (b: Uint8Array, n: number) => newTuple([newBytes(b), newInt(n)]);
const cpLen = (s: string) => codePoints(s).length;

/** The object a UnicodeDecodeError holds: the argument if it is bytes, else a copy as bytes. */
const bytesOf = (o: PyObject, b: Uint8Array) => () => (isBytes(o) ? (Py_INCREF(o), o) : newBytes(b.slice()));

function buildEncodingMap(s: string): PyObject {
  const cps = codePoints(s);
  let needDict = cps.length !== 256 || cps[0] !== 0;
  if (!needDict) {
    const l1 = new Set<number>();
    const l2 = new Set<number>();
    for (let i = 1; i < 256; i++) {
      const ch = cps[i]!;
      if (ch === 0 || ch > 0xffff) {
        needDict = true;
        break;
      }
      if (ch === 0xfffe) continue;
      l1.add(ch >> 11);
      l2.add(ch >> 7);
    }
    if (l1.size >= 0xff || l2.size >= 0xff) needDict = true;
  }
  if (needDict) {
    const d = newDict();
    // at most 256 entries, as the table is a byte's
    cps.slice(0, 256).forEach((c, i) => {
      const k = newInt(c), v = newInt(i);
      dictSetItem(d, k, v);
      Py_DECREF(k);
      Py_DECREF(v);
    });
    return d;
  }
  const m = new Map<number, number>();
  const l1 = new Set<number>();
  const l2 = new Set<number>();
  cps.forEach((c, i) => {
    if (c === 0xfffe) return;
    m.set(c, i);
    l1.add(c >> 11);
    l2.add(c >> 7);
  });
  // EncodingMap.size(): the bytes of CPython's 64-bit struct encoding_map and its level tables
  return new EncodingMapObject(new EncodingMapData(m), 63 + 16 * l1.size + 128 * l2.size);
}

export function makeCodecs(): PyModule {
  initTypes();
  const mod = newModule("_codecs");
  const d = mod.dict!;
  const def = (name: string, impl: MethodImpl) => dictSetItem(d, internStr(name), newCFunction(name, impl, mod));

  def("register", pos("register", 1, 1, (a) => (codecRegister(a[0]!), (Py_INCREF(None), None))));
  def("unregister", pos("unregister", 1, 1, (a) => (codecUnregister(a[0]!), (Py_INCREF(None), None))));
  def("lookup", pos("lookup", 1, 1, (a) => codecLookup(strArg("lookup", 0, a[0]!))));
  def("_forget_codec", pos("_forget_codec", 1, 1, (a) => (codecForget(strArg("_forget_codec", 0, a[0]!)), (Py_INCREF(None), None))));
  for (const [name, f] of [["encode", codecEncode], ["decode", codecDecode]] as const) {
    def(name, (_s, args, kw) => {
      const [obj, enc, err] = parseArgs(name, args, kw, ["obj", "encoding", "errors"], 1);
      const encoding = enc === null ? "utf-8" : strArg(name, 2, enc);
      const errors = err === null ? null : isStr(err) ? err.value : badArgument(name, "argument 'errors'", "str", err);
      if (enc !== null && !isStr(enc)) badArgument(name, "argument 'encoding'", "str", enc);
      return f(obj!, encoding, errors);
    });
  }
  def("register_error", pos("register_error", 2, 2, (a) => (registerError(strArg("register_error", 1, a[0]!), a[1]!), (Py_INCREF(None), None))));
  def("_unregister_error", pos("_unregister_error", 1, 1, (a) => newBool(unregisterError(strArg("_unregister_error", 0, a[0]!)))));
  def("lookup_error", pos("lookup_error", 1, 1, (a) => lookupError(strArg("lookup_error", 0, a[0]!))));

  // ---- encoders: (str, errors=None) → (bytes, len(str))
  const encoder = (name: string, f: (s: string, errors: string, a: PyObject[]) => Uint8Array, max = 2) =>
    def(name, pos(name, 1, max, (a) => {
      const s = strArg(name, 1, a[0]!);
      return bytesPair(f(s, errorsArg(name, 2, a[1]), a), cpLen(s));
    }));
  encoder("utf_8_encode", utf8Encode);
  encoder("utf_7_encode", (s) => utf7Encode(s));
  encoder("utf_16_encode", (s, e, a) => utf16Encode(s, e, intArg("utf_16_encode", 3, a[2])), 3);
  encoder("utf_16_le_encode", (s, e) => utf16Encode(s, e, -1));
  encoder("utf_16_be_encode", (s, e) => utf16Encode(s, e, 1));
  encoder("utf_32_encode", (s, e, a) => utf32Encode(s, e, intArg("utf_32_encode", 3, a[2])), 3);
  encoder("utf_32_le_encode", (s, e) => utf32Encode(s, e, -1));
  encoder("utf_32_be_encode", (s, e) => utf32Encode(s, e, 1));
  encoder("latin_1_encode", latin1Encode);
  encoder("ascii_encode", asciiEncode);
  encoder("unicode_escape_encode", (s) => unicodeEscapeEncode(s, false));
  encoder("raw_unicode_escape_encode", (s) => unicodeEscapeEncode(s, true));
  encoder("charmap_encode", (s, e, a) => charmapEncode(s, e, a[2] ?? null), 3);

  // ---- decoders: (data, errors=None, final=False) → (str, consumed)
  const decoder = (name: string, f: (b: Uint8Array, errors: string, final: boolean, obj: () => PyObject) => { s: string; consumed: number }, dfltFinal = false, asStr = false) =>
    def(name, pos(name, 1, 3, (a) => {
      const b = asStr ? bufferOrStrArg(name, 1, a[0]!) : bufferArg(name, 1, a[0]!);
      const r = f(b, errorsArg(name, 2, a[1]), boolArg(a[2], dfltFinal), bytesOf(a[0]!, b));
      return strPair(r.s, r.consumed);
    }));
  decoder("utf_8_decode", utf8Decode);
  decoder("utf_7_decode", utf7Decode);
  decoder("utf_16_decode", (b, e, f, o) => utfWideDecode(2, b, e, 0, f, o));
  decoder("utf_16_le_decode", (b, e, f, o) => utfWideDecode(2, b, e, -1, f, o));
  decoder("utf_16_be_decode", (b, e, f, o) => utfWideDecode(2, b, e, 1, f, o));
  decoder("utf_32_decode", (b, e, f, o) => utfWideDecode(4, b, e, 0, f, o));
  decoder("utf_32_le_decode", (b, e, f, o) => utfWideDecode(4, b, e, -1, f, o));
  decoder("utf_32_be_decode", (b, e, f, o) => utfWideDecode(4, b, e, 1, f, o));
  const warn = (m: string) => warnDeprecated(m);
  decoder("unicode_escape_decode", (b, e, f, o) => unicodeEscapeDecode(b, e, f, o, warn), true, true);
  decoder("raw_unicode_escape_decode", rawUnicodeEscapeDecode, true, true);
  for (const [name, unit] of [["utf_16_ex_decode", 2], ["utf_32_ex_decode", 4]] as const) {
    def(name, pos(name, 1, 4, (a) => {
      const b = bufferArg(name, 1, a[0]!);
      const r = utfWideDecode(unit, b, errorsArg(name, 2, a[1]), intArg(name, 3, a[2]), boolArg(a[3], false), bytesOf(a[0]!, b));
      return newTuple([newStr(r.s), newInt(r.consumed), newInt(r.byteorder)]);
    }));
  }
  def("latin_1_decode", pos("latin_1_decode", 1, 2, (a) => {
    const b = bufferArg("latin_1_decode", 1, a[0]!);
    errorsArg("latin_1_decode", 2, a[1]);
    return strPair(latin1String(b), b.length);
  }));
  def("ascii_decode", pos("ascii_decode", 1, 2, (a) => {
    const b = bufferArg("ascii_decode", 1, a[0]!);
    return strPair(asciiDecode(b, errorsArg("ascii_decode", 2, a[1]), bytesOf(a[0]!, b)), b.length);
  }));
  def("charmap_decode", pos("charmap_decode", 1, 3, (a) => {
    const b = bufferArg("charmap_decode", 1, a[0]!);
    return strPair(charmapDecode(b, errorsArg("charmap_decode", 2, a[1]), a[2] ?? null, bytesOf(a[0]!, b)), b.length);
  }));
  def("charmap_build", pos("charmap_build", 1, 1, (a) => buildEncodingMap(strArg("charmap_build", 0, a[0]!))));
  def("escape_encode", pos("escape_encode", 1, 2, (a) => {
    if (!isBytes(a[0]!)) badArgument("escape_encode", "argument 1", "bytes", a[0]!);
    errorsArg("escape_encode", 2, a[1]);
    const b = a[0].value;
    return bytesPair(escapeEncode(b), b.length);
  }));
  def("escape_decode", pos("escape_decode", 1, 2, (a) => {
    const b = bufferOrStrArg("escape_decode", 1, a[0]!);
    const e = a[1] === undefined || a[1] === None ? null : errorsArg("escape_decode", 2, a[1]);
    return bytesPair(escapeDecode(b, e, warn), b.length);
  }));
  def("readbuffer_encode", pos("readbuffer_encode", 1, 2, (a) => {
    const b = bufferOrStrArg("readbuffer_encode", 1, a[0]!);
    errorsArg("readbuffer_encode", 2, a[1]);
    return bytesPair(b.slice(), b.length);
  }));
  return mod;
}

keepConstructFast(EncodingMapObject);

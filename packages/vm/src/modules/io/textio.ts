/**
 * _io.TextIOWrapper and _io.IncrementalNewlineDecoder (Modules/_io/textio.c): text over a
 * buffered binary stream, with CPython's read chunks, snapshots and tell()/seek() cookies
 * (start_pos | dec_flags << 64 | bytes_to_feed << 128 | chars_to_skip << 192 | need_eof << 256).
 * UTF-8, Latin-1 and ASCII are decoded and encoded here; any other encoding through the codec
 * registry's incremental decoder and encoder (codecs.getincrementaldecoder/-encoder).
 */
import { PyObject, Py_DECREF, Py_XDECREF, newStaticType, keepConstructFast, type PyType } from "../../objects/object.js";
import { None } from "../../objects/none.js";
import { True, False, newBool } from "../../objects/bool.js";
import { newInt, newIntBig, isInt, type PyInt } from "../../objects/int.js";
import { newStr, internStr, isStr, type PyStr } from "../../objects/str.js";
import { newBytes, isBytes, type PyBytes } from "../../objects/bytes.js";
import { newTuple, isTuple, type PyTuple } from "../../objects/tuple.js";
import { defGetSet } from "../../objects/descr.js";
import { gcRegisterType } from "../../objects/gcstate.js";
import { newException, typeError, valueError, PyExc_OSError, PyExc_ValueError, PyBaseExceptionObject } from "../../objects/exceptions.js";
import { addSlotWrappers, objectNew } from "../../objects/typeobject.js";
import { PyObject_Call, PyObject_IsTrue, PyObject_Repr, PyObject_GetOptionalAttr, PyObject_RichCompareBool, PyNumber_AsSsize_t, indexValue, typeName, getAttrString, asCInt, asSsize } from "../../abstract.js";
import { parseArgs } from "../../args.js";
import { encodeStr, decodeBytes, canonicalEncoding } from "../../codecs.js";
import { bufferBytes } from "../../types/buffer.js";
import { importModuleLevel } from "../importer.js";
import { IOObject, PyTextIOBase_Type, meth, optSize, ref, unsupported, callM, callV, callB, isExc, finalizeInDealloc, concatBytes, newIOType } from "./iobase.js";
import { newNewlineState, decodeNewlines, findLineEnding, cpLen, cpIndex, type NewlineState } from "./newlines.js";
import { newlinesObject } from "./stringio.js";

export const PyTextIOWrapper_Type = newIOType("_io.TextIOWrapper", PyTextIOBase_Type);
export const PyIncrementalNewlineDecoder_Type = newStaticType("_io.IncrementalNewlineDecoder");

// ---- decoders and encoders ----------------------------------------------------------------------

/** An incremental decoder: getstate is (buffered bytes, flags) as codecs' are. */
interface Decoder {
  decode(b: Uint8Array, final: boolean): string;
  getstate(): [Uint8Array, bigint];
  setstate(buf: Uint8Array, flags: bigint): void;
  reset(): void;
}

interface Encoder {
  encode(s: string): Uint8Array;
  reset(): void;
  setstate(n: number): void;
}

function nativeCodec(enc: string): "utf-8" | "ascii" | "iso8859-1" | null {
  let c: string;
  try {
    c = canonicalEncoding(enc);
  } catch (e) {
    if (e instanceof PyObject) Py_DECREF(e);
    return null;
  }
  return c === "utf-8" || c === "ascii" || c === "iso8859-1" ? c : null;
}

/** How many bytes at the end of `b` start a UTF-8 sequence the next chunk may complete. */
function utf8Incomplete(b: Uint8Array): number {
  const n = b.length;
  for (let k = 1; k <= 3 && k <= n; k++) {
    const c = b[n - k]!;
    if ((c & 0xc0) === 0x80) continue;
    const need = c >= 0xf0 && c <= 0xf4 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c < 0xe0 ? 2 : 1;
    if (need > k) {
      // a valid prefix only (decoding reports an invalid one now)
      if (k >= 2) {
        const d = b[n - k + 1]!;
        if (c === 0xe0 && d < 0xa0) return 0;
        if (c === 0xed && d > 0x9f) return 0;
        if (c === 0xf0 && d < 0x90) return 0;
        if (c === 0xf4 && d > 0x8f) return 0;
      }
      return k;
    }
    return 0;
  }
  return 0;
}

class NativeDecoder implements Decoder {
  pending: Uint8Array = new Uint8Array(0);
  constructor(readonly codec: string, readonly errors: string) {}
  decode(b: Uint8Array, final: boolean): string {
    let data = this.pending.length > 0 ? concatBytes([this.pending, b]) : b;
    this.pending = new Uint8Array(0);
    if (this.codec === "utf-8" && !final) {
      const k = utf8Incomplete(data);
      if (k > 0) {
        this.pending = data.slice(data.length - k);
        data = data.subarray(0, data.length - k);
      }
    }
    if (data.length === 0) return "";
    return decodeBytes(data, this.codec, this.errors);
  }
  getstate(): [Uint8Array, bigint] {
    return [this.pending, 0n];
  }
  setstate(buf: Uint8Array, _flags: bigint): void {
    this.pending = buf.slice();
  }
  reset(): void {
    this.pending = new Uint8Array(0);
  }
}

/** A decoder from the codec registry, called through Python. */
class PyDecoder implements Decoder {
  constructor(readonly obj: PyObject) {}
  decode(b: Uint8Array, final: boolean): string {
    const r = callM(this.obj, "decode", [newBytes(b), final ? True : False]);
    if (!isStr(r)) {
      const t = typeName(r);
      Py_DECREF(r);
      typeError(`decoder should return a string result, not '${t}'`);
    }
    const s = (r as PyStr).value;
    Py_DECREF(r);
    return s;
  }
  getstate(): [Uint8Array, bigint] {
    const st = callM(this.obj, "getstate");
    try {
      if (!isTuple(st) || (st as PyTuple).items.length !== 2) typeError("illegal decoder state");
      const [b, f] = (st as PyTuple).items as [PyObject, PyObject];
      if (!isBytes(b) || !isInt(f)) typeError(`illegal decoder state: ${PyObject_Repr(st).value}`);
      return [(b as PyBytes).value.slice(), BigInt(indexValue(f))];
    } finally {
      Py_DECREF(st);
    }
  }
  setstate(buf: Uint8Array, flags: bigint): void {
    callV(this.obj, "setstate", [newTuple([newBytes(buf), newIntBig(flags)])]);
  }
  reset(): void {
    callV(this.obj, "reset");
  }
}

class NativeEncoder implements Encoder {
  constructor(readonly codec: string, readonly errors: string) {}
  encode(s: string): Uint8Array {
    return encodeStr(s, this.codec, this.errors);
  }
  reset(): void {}
  setstate(_n: number): void {}
}

class PyEncoder implements Encoder {
  constructor(readonly obj: PyObject) {}
  encode(s: string): Uint8Array {
    const r = callM(this.obj, "encode", [newStr(s)]);
    const b = bufferBytes(r);
    if (b === null) {
      const t = typeName(r);
      Py_DECREF(r);
      typeError(`encoder should return a bytes object, not '${t}'`);
    }
    const v = b.slice();
    Py_DECREF(r);
    return v;
  }
  reset(): void {
    callV(this.obj, "reset");
  }
  setstate(n: number): void {
    callV(this.obj, "setstate", [newInt(n)]);
  }
}

function codecsModule(): PyObject {
  return importModuleLevel(newStr("codecs"), null, null, 0);
}

function registryCoder(enc: string, errors: string, kind: "getincrementaldecoder" | "getincrementalencoder"): PyObject {
  const codecs = codecsModule();
  try {
    const factory = callM(codecs, kind, [newStr(enc)]);
    try {
      return PyObject_Call(factory, [newStr(errors)], null);
    } finally {
      Py_DECREF(factory);
    }
  } finally {
    Py_DECREF(codecs);
  }
}

/** codecs.lookup(enc) for an encoding this file does not know (LookupError when none has it). */
function checkEncoding(enc: string): void {
  if (nativeCodec(enc) !== null) return;
  let codecs: PyObject;
  try {
    codecs = codecsModule();
  } catch (e) {
    // no codec registry to ask (no _codecs): an encoding codecs.ts does not know is unknown
    try {
      canonicalEncoding(enc);
    } catch (l) {
      if (e instanceof PyObject) Py_DECREF(e);
      throw l;
    }
    throw e;
  }
  try {
    Py_DECREF(callM(codecs, "lookup", [newStr(enc)]));
  } finally {
    Py_DECREF(codecs);
  }
}

// ---- the newline layer over a decoder (IncrementalNewlineDecoder's state in TS) ------------------

class NLDecoder implements Decoder {
  constructor(readonly inner: Decoder | null, readonly st: NewlineState) {}
  decode(b: Uint8Array, final: boolean): string {
    const out = this.inner !== null ? this.inner.decode(b, final) : "";
    return decodeNewlines(this.st, out, final);
  }
  getstate(): [Uint8Array, bigint] {
    let buf: Uint8Array = new Uint8Array(0);
    let flags = 0n;
    if (this.inner !== null) [buf, flags] = this.inner.getstate();
    flags <<= 1n;
    if (this.st.pendingCR) flags |= 1n;
    return [buf, flags];
  }
  setstate(buf: Uint8Array, flags: bigint): void {
    this.st.pendingCR = (flags & 1n) === 1n;
    if (this.inner !== null) this.inner.setstate(buf, flags >> 1n);
  }
  reset(): void {
    this.st.seennl = 0;
    this.st.pendingCR = false;
    if (this.inner !== null) this.inner.reset();
  }
}

// ---- IncrementalNewlineDecoder --------------------------------------------------------------------

class NLDecoderObject extends PyObject {
  declare decoder: PyObject | null;
  declare st: NewlineState | null;
  declare errors: PyObject | null;
  constructor(type: PyType) {
    super(type);
    this.decoder = null;
    this.st = null;
    this.errors = null;
  }
}
keepConstructFast(NLDecoderObject);

function nlSelf(o: PyObject): NLDecoderObject {
  const d = o as NLDecoderObject;
  if (d.st === null) valueError("IncrementalNewlineDecoder.__init__() not called");
  return d;
}

function initNLDecoderType(): void {
  const T = PyIncrementalNewlineDecoder_Type;
  T.tp_alloc = (t) => new NLDecoderObject(t);
  T.tp_new = objectNew;
  T.tp_init = (s, args, kw) => {
    const [decoder, translate, errors] = parseArgs("IncrementalNewlineDecoder", args, kw, ["decoder", "translate", "errors"], 2);
    const d = s as NLDecoderObject;
    Py_XDECREF(d.decoder);
    Py_XDECREF(d.errors);
    d.decoder = ref(decoder!);
    d.errors = ref(errors ?? newStr("strict"));
    d.st = newNewlineState(PyObject_IsTrue(translate!));
  };
  T.tp_dealloc = (o) => {
    const d = o as NLDecoderObject;
    Py_XDECREF(d.decoder);
    Py_XDECREF(d.errors);
    d.decoder = d.errors = null;
    const dict = o.dict;
    o.dict = null;
    if (dict !== null) Py_DECREF(dict);
  };
  gcRegisterType(T, (o, visit) => {
    const d = o as NLDecoderObject;
    if (d.decoder !== null) visit(d.decoder);
  });
  meth(T, "decode", [1, 2], (s, a) => {
    const d = nlSelf(s);
    const final = a.length > 1 ? PyObject_IsTrue(a[1]!) : false;
    let output: PyObject;
    if (d.decoder !== None) output = callM(d.decoder!, "decode", [a[0]!, final ? True : False]);
    else output = ref(a[0]!);
    if (!isStr(output)) {
      const t = typeName(output);
      Py_DECREF(output);
      typeError(`decoder should return a string result, not '${t}'`);
    }
    const v = (output as PyStr).value;
    Py_DECREF(output);
    return newStr(decodeNewlines(d.st!, v, final));
  });
  meth(T, "getstate", "noargs", (s) => {
    const d = nlSelf(s);
    let buf: PyObject = newBytes(new Uint8Array(0));
    let flag: bigint = 0n;
    if (d.decoder !== None) {
      const st = callM(d.decoder!, "getstate");
      if (!isTuple(st) || (st as PyTuple).items.length !== 2) {
        Py_DECREF(st);
        typeError("illegal decoder state");
      }
      const [b, f] = (st as PyTuple).items as [PyObject, PyObject];
      buf = ref(b);
      flag = BigInt(indexValue(f));
      Py_DECREF(st);
    }
    flag <<= 1n;
    if (d.st!.pendingCR) flag |= 1n;
    return newTuple([buf, newIntBig(flag)]);
  });
  meth(T, "setstate", "o", (s, a) => {
    const d = nlSelf(s);
    const state = a[0]!;
    if (!isTuple(state)) typeError("state argument must be a tuple");
    const items = (state as PyTuple).items;
    if (items.length !== 2 || !isInt(items[1]!)) typeError("setstate(): illegal state argument");
    const flag = BigInt(indexValue(items[1]!));
    d.st!.pendingCR = (flag & 1n) === 1n;
    if (d.decoder !== None) callV(d.decoder!, "setstate", [newTuple([ref(items[0]!), newIntBig(flag >> 1n)])]);
    return None;
  });
  meth(T, "reset", "noargs", (s) => {
    const d = nlSelf(s);
    d.st!.seennl = 0;
    d.st!.pendingCR = false;
    if (d.decoder !== None) callV(d.decoder!, "reset");
    return None;
  });
  defGetSet(T, "newlines", (s) => newlinesObject(nlSelf(s).st!.seennl));
  addSlotWrappers(T);
}

// ---- TextIOWrapper ------------------------------------------------------------------------------

export class TextIOObject extends IOObject {
  declare ok: boolean;
  declare detached: boolean;
  declare buffer: PyObject | null;
  declare encoding: string;
  declare errors: string;
  declare decoder: Decoder | null;
  declare encoder: Encoder | null;
  declare nl: NewlineState | null;
  declare readnl: string | null;
  declare writenl: string | null;
  declare readuniversal: boolean;
  declare readtranslate: boolean;
  declare writetranslate: boolean;
  declare lineBuffering: boolean;
  declare writeThrough: boolean;
  declare seekable: boolean;
  declare telling: boolean;
  declare hasRead1: boolean;
  declare finalizing: boolean;
  declare chunkSize: number;
  declare decoded: string;
  /** How much of `decoded` was handed out (UTF-16 units). */
  declare decodedUsed: number;
  declare snapshot: [bigint, Uint8Array] | null;
  declare b2cratio: number;
  declare pending: Uint8Array[];
  declare pendingCount: number;
  /** The registry's decoder/encoder objects this wrapper holds (for the collector). */
  declare held: PyObject[];
  constructor(type: PyType) {
    super(type);
    this.ok = false;
    this.detached = false;
    this.buffer = null;
    this.encoding = "";
    this.errors = "strict";
    this.decoder = null;
    this.encoder = null;
    this.nl = null;
    this.readnl = null;
    this.writenl = null;
    this.readuniversal = false;
    this.readtranslate = false;
    this.writetranslate = false;
    this.lineBuffering = false;
    this.writeThrough = false;
    this.seekable = false;
    this.telling = false;
    this.hasRead1 = false;
    this.finalizing = false;
    this.chunkSize = 8192;
    this.decoded = "";
    this.decodedUsed = 0;
    this.snapshot = null;
    this.b2cratio = 0;
    this.pending = [];
    this.pendingCount = 0;
    this.held = [];
  }
}
keepConstructFast(TextIOObject);

function tself(o: PyObject): TextIOObject {
  return o as TextIOObject;
}

function checkAttached(t: TextIOObject): PyObject {
  if (!t.ok) valueError("I/O operation on uninitialized object");
  if (t.detached || t.buffer === null) valueError("underlying buffer has been detached");
  return t.buffer!;
}

function checkClosed(o: PyObject): void {
  const t = tself(o);
  const buf = checkAttached(t);
  const r = getAttrString(buf, "closed");
  const closed = PyObject_IsTrue(r);
  Py_DECREF(r);
  if (closed) valueError("I/O operation on closed file.");
}

function releaseHeld(t: TextIOObject): void {
  const h = t.held;
  t.held = [];
  for (const o of h) Py_DECREF(o);
}

function makeCoders(t: TextIOObject, readable: boolean, writable: boolean): void {
  releaseHeld(t);
  const native = nativeCodec(t.encoding);
  t.decoder = null;
  t.encoder = null;
  if (readable) {
    let inner: Decoder;
    if (native !== null) inner = new NativeDecoder(native, t.errors);
    else {
      const o = registryCoder(t.encoding, t.errors, "getincrementaldecoder");
      t.held.push(o);
      inner = new PyDecoder(o);
    }
    t.decoder = t.readuniversal ? new NLDecoder(inner, (t.nl = newNewlineState(t.readtranslate))) : inner;
    if (!t.readuniversal) t.nl = null;
  }
  if (writable) {
    if (native !== null) t.encoder = new NativeEncoder(native, t.errors);
    else {
      const o = registryCoder(t.encoding, t.errors, "getincrementalencoder");
      t.held.push(o);
      t.encoder = new PyEncoder(o);
    }
  }
}

function setNewline(t: TextIOObject, newline: string | null): void {
  t.readuniversal = newline === null || newline === "";
  t.readtranslate = newline === null;
  t.readnl = newline;
  t.writetranslate = newline === null || newline !== "";
  t.writenl = !t.readuniversal && newline !== null ? newline : null;
  if (t.writenl === "\n") t.writenl = null;
}

function newlineArg(o: PyObject | null, fname: string): string | null {
  if (o === null || o === None) return null;
  if (!isStr(o)) typeError(`${fname}() argument 'newline' must be str or None, not ${typeName(o)}`);
  const v = (o as PyStr).value;
  if (v !== "" && v !== "\n" && v !== "\r" && v !== "\r\n") valueError(`illegal newline value: ${v}`);
  return v;
}

function strArg(o: PyObject | null, fname: string, what: string): string | null {
  if (o === null || o === None) return null;
  if (!isStr(o)) typeError(`${fname}() argument '${what}' must be str or None, not ${typeName(o)}`);
  return (o as PyStr).value;
}

function textInit(o: PyObject, buffer: PyObject, encO: PyObject | null, errO: PyObject | null, nlO: PyObject | null, lbO: PyObject | null, wtO: PyObject | null): void {
  const t = tself(o);
  t.ok = false;
  t.detached = false;
  let encoding = strArg(encO, "TextIOWrapper", "encoding");
  if (encoding !== null && encoding.includes("\0")) valueError("embedded null character");
  const errors = strArg(errO, "TextIOWrapper", "errors") ?? "strict";
  const newline = newlineArg(nlO, "TextIOWrapper");
  if (encoding === null || encoding === "locale") encoding = "UTF-8";
  checkEncoding(encoding);
  t.encoding = encoding;
  t.errors = errors;
  t.chunkSize = 8192;
  t.decoded = "";
  t.decodedUsed = 0;
  t.pending = [];
  t.pendingCount = 0;
  t.snapshot = null;
  t.lineBuffering = lbO !== null && PyObject_IsTrue(lbO);
  t.writeThrough = wtO !== null && PyObject_IsTrue(wtO);
  setNewline(t, newline);
  const readable = callB(buffer, "readable");
  const writable = callB(buffer, "writable");
  const old = t.buffer;
  t.buffer = ref(buffer);
  Py_XDECREF(old);
  makeCoders(t, readable, writable);
  t.seekable = t.telling = callB(buffer, "seekable");
  const r1 = PyObject_GetOptionalAttr(buffer, internStr("read1"));
  t.hasRead1 = r1 !== null;
  Py_XDECREF(r1);
  t.iobClosed = false;
  if (t.seekable && t.encoder !== null) {
    const pos = callM(buffer, "tell");
    const zero = PyObject_RichCompareBool(pos, newInt(0), 2);
    Py_DECREF(pos);
    if (!zero) t.encoder.setstate(0);
  }
  t.ok = true;
}

function writeflush(t: TextIOObject): void {
  if (t.pending.length === 0) return;
  const b = concatBytes(t.pending);
  t.pending = [];
  t.pendingCount = 0;
  callV(t.buffer!, "write", [newBytes(b === t.pending[0] ? b.slice() : b)]);
}

function setDecoded(t: TextIOObject, s: string): void {
  t.decoded = s;
  t.decodedUsed = 0;
}

function takeDecoded(t: TextIOObject, n: number): string {
  const avail = t.decoded.length - t.decodedUsed;
  if (avail <= 0) return "";
  let s: string;
  if (n < 0) s = t.decoded.slice(t.decodedUsed);
  else {
    const rest = t.decoded.slice(t.decodedUsed);
    s = rest.slice(0, cpIndex(rest, n));
  }
  t.decodedUsed += s.length;
  return s;
}

/** textiowrapper_read_chunk: false at EOF. */
function readChunk(t: TextIOObject, sizeHint: number): boolean {
  const dec = t.decoder;
  if (dec === null) unsupported("not readable");
  let decFlags = 0n;
  let decBuffer: Uint8Array = new Uint8Array(0);
  if (t.telling) [decBuffer, decFlags] = dec.getstate();
  if (sizeHint > 0) sizeHint = Math.floor(Math.max(t.b2cratio, 1.0) * sizeHint);
  const size = Math.max(t.chunkSize, sizeHint);
  const method = t.hasRead1 ? "read1" : "read";
  const chunk = callM(t.buffer!, method, [newInt(size)]);
  const bytes = bufferBytes(chunk);
  if (bytes === null) {
    const tn = typeName(chunk);
    Py_DECREF(chunk);
    typeError(`underlying ${method}() should have returned a bytes-like object, not '${tn}'`);
  }
  const input = bytes.slice();
  Py_DECREF(chunk);
  let eof = input.length === 0;
  const decoded = dec.decode(input, eof);
  setDecoded(t, decoded);
  const nchars = decoded.length;
  t.b2cratio = nchars > 0 ? input.length / nchars : 0;
  if (nchars > 0) eof = false;
  if (t.telling) t.snapshot = [decFlags, concatBytes([decBuffer, input]).slice()];
  return !eof;
}

function textRead(o: PyObject, n: number): PyObject {
  const t = tself(o);
  checkAttached(t);
  checkClosed(o);
  if (t.decoder === null) unsupported("not readable");
  writeflush(t);
  if (n < 0) {
    const r = callM(t.buffer!, "read");
    const bytes = r === None ? new Uint8Array(0) : bufferBytes(r);
    if (bytes === null) {
      const tn = typeName(r);
      Py_DECREF(r);
      typeError(`underlying read() should have returned a bytes object, not '${tn}'`);
    }
    const input = bytes.slice();
    Py_DECREF(r);
    const decoded = t.decoder.decode(input, true);
    const result = takeDecoded(t, -1) + decoded;
    setDecoded(t, "");
    t.snapshot = null;
    return newStr(result);
  }
  let result = takeDecoded(t, n);
  let remaining = n - cpLen(result);
  const parts = [result];
  while (remaining > 0) {
    const more = readChunk(t, remaining);
    if (!more) break;
    const s = takeDecoded(t, remaining);
    parts.push(s);
    remaining -= cpLen(s);
  }
  result = parts.join("");
  return newStr(result);
}

function textReadline(o: PyObject, limit: number): string {
  const t = tself(o);
  checkAttached(t);
  checkClosed(o);
  writeflush(t);
  if (t.decoder === null) unsupported("not readable");
  const chunks: string[] = [];
  let chunked = 0;
  let remaining: string | null = null;
  let line: string | null = null;
  let start = 0, endpos = 0, offsetToBuffer = 0;
  for (;;) {
    let res = true;
    while (t.decoded.length === 0 || t.decodedUsed >= t.decoded.length) {
      res = readChunk(t, 0);
      if (!res) break;
    }
    if (!res) {
      setDecoded(t, "");
      t.snapshot = null;
      start = endpos = offsetToBuffer = 0;
      line = null;
      break;
    }
    if (remaining === null) {
      line = t.decoded;
      start = t.decodedUsed;
      offsetToBuffer = 0;
    } else {
      line = remaining + t.decoded;
      start = 0;
      offsetToBuffer = remaining.length;
      remaining = null;
    }
    const rn = t.readnl ?? "\n";
    const found = findLineEnding(line, start, t.readtranslate, t.readuniversal, rn);
    if (found >= 0) {
      endpos = found;
      if (limit >= 0 && cpLen(line.slice(start, endpos)) + chunked >= limit) endpos = start + cpIndex(line.slice(start), limit - chunked);
      break;
    }
    let consumed = line.length;
    if (!t.readtranslate && !t.readuniversal && rn.length > 1) {
      // keep a tail that may start the terminator
      for (let k = rn.length - 1; k > 0; k--) {
        if (line.endsWith(rn.slice(0, k)) && line.length - k >= start) {
          consumed = line.length - k;
          break;
        }
      }
    }
    endpos = consumed;
    if (limit >= 0 && cpLen(line.slice(start, endpos)) + chunked >= limit) {
      endpos = start + cpIndex(line.slice(start), limit - chunked);
      break;
    }
    if (endpos > start) {
      const part = line.slice(start, endpos);
      chunks.push(part);
      chunked += cpLen(part);
    }
    if (endpos < line.length) remaining = line.slice(endpos);
    line = null;
    setDecoded(t, "");
  }
  if (line !== null) {
    t.decodedUsed = endpos - offsetToBuffer;
    chunks.push(line.slice(start, endpos));
  }
  if (remaining !== null) chunks.push(remaining);
  return chunks.join("");
}

function textWrite(o: PyObject, arg: PyObject): PyObject {
  const t = tself(o);
  checkAttached(t);
  checkClosed(o);
  if (t.encoder === null) unsupported("not writable");
  if (!isStr(arg)) typeError(`write() argument must be str, not ${typeName(arg)}`);
  let text = (arg as PyStr).value;
  const n = cpLen(text);
  const haslf = text.includes("\n");
  if (haslf && t.writetranslate && t.writenl !== null) text = text.split("\n").join(t.writenl);
  const needflush = t.lineBuffering && (haslf || text.includes("\r"));
  const textNeedflush = t.writeThrough;
  const b = t.encoder.encode(text);
  t.pending.push(b);
  t.pendingCount += b.length;
  if (t.pendingCount >= t.chunkSize || needflush || textNeedflush) writeflush(t);
  if (needflush) callV(t.buffer!, "flush");
  setDecoded(t, "");
  t.snapshot = null;
  if (t.decoder !== null) t.decoder.reset();
  return newInt(n);
}

const M64 = (1n << 64n) - 1n;

function buildCookie(startPos: bigint, decFlags: bigint, bytesToFeed: number, charsToSkip: number, needEof: boolean): PyObject {
  const v = startPos | (decFlags << 64n) | (BigInt(bytesToFeed) << 128n) | (BigInt(charsToSkip) << 192n) | ((needEof ? 1n : 0n) << 256n);
  return newIntBig(v);
}

function textTell(o: PyObject): PyObject {
  const t = tself(o);
  const buffer = checkAttached(t);
  checkClosed(o);
  if (!t.seekable) unsupported("underlying stream is not seekable");
  if (!t.telling) throw newException(PyExc_OSError, "telling position disabled by next() call");
  writeflush(t);
  callV(o, "flush");
  const posObj = callM(buffer, "tell");
  const dec = t.decoder;
  if (dec === null || t.snapshot === null) return posObj;
  const pos = BigInt(indexValue(posObj));
  Py_DECREF(posObj);
  const [snapFlags, nextInput] = t.snapshot;
  let startPos = pos - BigInt(nextInput.length);
  let decFlags = snapFlags;
  if (t.decodedUsed === 0) return buildCookie(startPos, decFlags, 0, 0, false);
  let charsToSkip = cpLen(t.decoded.slice(0, t.decodedUsed));
  const saved = dec.getstate();
  const initialStart = startPos;
  // _textiowrapper_decoder_setstate: reset() at the start of the stream (the newline kinds seen go too)
  const setstate = (flags: bigint): void => {
    if (initialStart === 0n && flags === 0n) dec.reset();
    else dec.setstate(new Uint8Array(0), flags);
  };
  let bytesToFeed = 0;
  let needEof = false;
  try {
    let skipBytes = Math.floor(t.b2cratio * charsToSkip);
    let skipBack = 1;
    while (skipBytes > 0) {
      setstate(decFlags);
      const decoded = cpLen(dec.decode(nextInput.subarray(0, skipBytes), false));
      const bufLen = dec.getstate()[0].length;
      if (decoded <= charsToSkip) {
        if (bufLen === 0) {
          charsToSkip -= decoded;
          break;
        }
        skipBytes -= bufLen;
        skipBack = 1;
      } else {
        skipBytes -= skipBack;
        skipBack *= 2;
      }
    }
    if (skipBytes <= 0) {
      skipBytes = 0;
      setstate(decFlags);
    }
    startPos += BigInt(skipBytes);
    if (charsToSkip !== 0) {
      let charsDecoded = 0;
      let i = skipBytes;
      for (; i < nextInput.length; i++) {
        charsDecoded += cpLen(dec.decode(nextInput.subarray(i, i + 1), false));
        bytesToFeed++;
        const [b, f] = dec.getstate();
        if (b.length === 0 && charsDecoded <= charsToSkip) {
          startPos += BigInt(bytesToFeed);
          charsToSkip -= charsDecoded;
          decFlags = f;
          bytesToFeed = 0;
          charsDecoded = 0;
        }
        if (charsDecoded >= charsToSkip) break;
      }
      if (i >= nextInput.length) {
        charsDecoded += cpLen(dec.decode(new Uint8Array(0), true));
        needEof = true;
        if (charsDecoded < charsToSkip) throw newException(PyExc_OSError, "can't reconstruct logical file position");
      }
    }
  } finally {
    dec.setstate(saved[0], saved[1]);
  }
  return buildCookie(startPos, decFlags, bytesToFeed, charsToSkip, needEof);
}

function textSeek(o: PyObject, cookieObj: PyObject, whenceObj: PyObject | undefined): PyObject {
  const t = tself(o);
  const buffer = checkAttached(t);
  checkClosed(o);
  const whence = whenceObj === undefined ? 0 : asCInt(whenceObj);
  if (!t.seekable) unsupported("underlying stream is not seekable");
  let cookieRef = ref(cookieObj);
  try {
    if (whence === 1) {
      if (!PyObject_RichCompareBool(cookieObj, newInt(0), 2)) unsupported("can't do nonzero cur-relative seeks");
      Py_DECREF(cookieRef);
      cookieRef = textTell(o);
    } else if (whence === 2) {
      if (!PyObject_RichCompareBool(cookieObj, newInt(0), 2)) unsupported("can't do nonzero end-relative seeks");
      callV(o, "flush");
      setDecoded(t, "");
      t.snapshot = null;
      if (t.decoder !== null) t.decoder.reset();
      const res = callM(buffer, "seek", [newInt(0), newInt(2)]);
      if (t.encoder !== null) {
        if (PyObject_RichCompareBool(res, newInt(0), 2)) t.encoder.reset();
        else t.encoder.setstate(0);
      }
      return res;
    } else if (whence !== 0) valueError(`invalid whence (${whence}, should be 0, 1 or 2)`);
    if (PyObject_RichCompareBool(cookieRef, newInt(0), 0)) valueError(`negative seek position ${PyObject_Repr(cookieRef).value}`);
    callV(o, "flush");
    const v = BigInt(indexValue(cookieRef));
    const startPos = v & M64;
    const decFlags = (v >> 64n) & M64;
    const bytesToFeed = Number((v >> 128n) & M64);
    const charsToSkip = Number((v >> 192n) & M64);
    const needEof = ((v >> 256n) & 1n) === 1n;
    callV(buffer, "seek", [newIntBig(startPos)]);
    setDecoded(t, "");
    t.snapshot = null;
    if (t.decoder !== null) {
      if (startPos === 0n && decFlags === 0n) t.decoder.reset();
      else t.decoder.setstate(new Uint8Array(0), decFlags);
    }
    if (charsToSkip !== 0) {
      const r = callM(buffer, "read", [newInt(bytesToFeed)]);
      if (!isBytes(r)) {
        const tn = typeName(r);
        Py_DECREF(r);
        typeError(`underlying read() should have returned a bytes object, not '${tn}'`);
      }
      const input = (r as PyBytes).value.slice();
      Py_DECREF(r);
      t.snapshot = [decFlags, input];
      const decoded = t.decoder !== null ? t.decoder.decode(input, needEof) : "";
      setDecoded(t, decoded);
      if (cpLen(decoded) < charsToSkip) throw newException(PyExc_OSError, "can't restore logical file position");
      t.decodedUsed = cpIndex(decoded, charsToSkip);
    } else t.snapshot = [decFlags, new Uint8Array(0)];
    if (t.encoder !== null) {
      if (startPos === 0n && decFlags === 0n) t.encoder.reset();
      else t.encoder.setstate(0);
    }
    return ref(cookieRef);
  } finally {
    Py_DECREF(cookieRef);
  }
}

function textClose(o: PyObject): PyObject {
  const t = tself(o);
  const buffer = checkAttached(t);
  const r = getAttrString(buffer, "closed");
  const closed = PyObject_IsTrue(r);
  Py_DECREF(r);
  if (closed) return None;
  if (t.finalizing) {
    try {
      callV(buffer, "_dealloc_warn", [o]);
    } catch (e) {
      if (e instanceof PyObject) Py_DECREF(e);
    }
  }
  let err: unknown = null;
  try {
    callV(o, "flush");
  } catch (e) {
    err = e;
  }
  try {
    callV(buffer, "close");
  } catch (e) {
    if (err instanceof PyBaseExceptionObject && e instanceof PyBaseExceptionObject && (e.context === null || e.context === undefined)) e.context = err;
    err = e;
  }
  if (err !== null) throw err;
  return None;
}

function textRepr(o: PyObject): PyObject {
  const t = tself(o);
  let s = `<${o.ob_type.tp_name}`;
  if (!t.ok) return newStr(s + ">");
  for (const attr of ["name", "mode"]) {
    let v: PyObject | null;
    try {
      v = PyObject_GetOptionalAttr(o, internStr(attr));
    } catch (e) {
      if (!isExc(e, PyExc_ValueError)) throw e;
      Py_DECREF(e);
      v = null;
    }
    if (v !== null) {
      s += ` ${attr}=${PyObject_Repr(v).value}`;
      Py_DECREF(v);
    }
  }
  return newStr(`${s} encoding=${PyObject_Repr(newStr(t.encoding)).value}>`);
}

function initTextIOWrapper(): void {
  const T = PyTextIOWrapper_Type;
  T.tp_alloc = (t) => new TextIOObject(t);
  T.tp_new = (t) => t.tp_alloc(t);
  T.tp_init = (s, args, kw) => {
    const [buffer, enc, err, nl, lb, wt] = parseArgs("TextIOWrapper", args, kw, ["buffer", "encoding", "errors", "newline", "line_buffering", "write_through"], 1);
    textInit(s, buffer!, enc, err, nl, lb, wt);
  };
  T.tp_repr = textRepr;
  T.tp_dealloc = (o) => {
    tself(o).finalizing = true;
    if (o.ob_type === T && !finalizeInDealloc(o)) return;
    const t = tself(o);
    const b = t.buffer;
    t.buffer = null;
    Py_XDECREF(b);
    releaseHeld(t);
    const d = o.dict;
    o.dict = null;
    if (d !== null) Py_DECREF(d);
  };
  gcRegisterType(T, (o, visit) => {
    const t = tself(o);
    if (t.buffer != null) visit(t.buffer);
    for (const h of t.held ?? []) visit(h);
  });
  T.tp_iter = (s) => {
    checkClosed(s);
    return ref(s);
  };
  T.tp_iternext = (s) => {
    const t = tself(s);
    checkAttached(t);
    t.telling = false;
    let line: PyObject;
    if (s.ob_type === T) line = newStr(textReadline(s, -1));
    else {
      line = callM(s, "readline");
      if (!isStr(line)) {
        const tn = typeName(line);
        Py_DECREF(line);
        throw newException(PyExc_OSError, `readline() should have returned a str object, not '${tn}'`);
      }
    }
    if ((line as PyStr).value.length === 0) {
      Py_DECREF(line);
      t.snapshot = null;
      t.telling = t.seekable;
      return null;
    }
    return line;
  };
  meth(T, "detach", "noargs", (s) => {
    const t = tself(s);
    checkAttached(t);
    callV(s, "flush");
    const b = t.buffer!;
    t.buffer = null;
    t.detached = true;
    return b;
  });
  meth(T, "write", "o", (s, a) => textWrite(s, a[0]!));
  meth(T, "read", [0, 1], (s, a) => textRead(s, optSize(a[0])));
  meth(T, "readline", [0, 1], (s, a) => {
    if (a[0] !== undefined && a[0] !== None && a[0]!.ob_type.nb_index === null) typeError(`'${typeName(a[0]!)}' object cannot be interpreted as an integer`);
    return newStr(textReadline(s, a[0] === undefined || a[0] === None ? -1 : asSsize(a[0]!)));
  });
  meth(T, "flush", "noargs", (s) => {
    const t = tself(s);
    const buf = checkAttached(t);
    checkClosed(s);
    t.telling = t.seekable;
    writeflush(t);
    return callM(buf, "flush");
  });
  meth(T, "close", "noargs", (s) => textClose(s));
  meth(T, "fileno", "noargs", (s) => callM(checkAttached(tself(s)), "fileno"));
  meth(T, "seekable", "noargs", (s) => callM(checkAttached(tself(s)), "seekable"));
  meth(T, "readable", "noargs", (s) => callM(checkAttached(tself(s)), "readable"));
  meth(T, "writable", "noargs", (s) => callM(checkAttached(tself(s)), "writable"));
  meth(T, "isatty", "noargs", (s) => callM(checkAttached(tself(s)), "isatty"));
  meth(T, "tell", "noargs", (s) => textTell(s));
  meth(T, "seek", [1, 2], (s, a) => textSeek(s, a[0]!, a[1]));
  meth(T, "truncate", [0, 1], (s, a) => {
    const t = tself(s);
    const buf = checkAttached(t);
    callV(s, "flush");
    return callM(buf, "truncate", [a[0] ?? None]);
  });
  defMethodKw(T, "reconfigure", (s, args, kw) => {
    const t = tself(s);
    checkAttached(t);
    const nkw = kw?.length ?? 0;
    if (args.length - nkw > 0) typeError(`reconfigure() takes exactly 0 positional arguments (${args.length - nkw} given)`);
    const [enc, err, nl, lb, wt] = parseArgs("reconfigure", args, kw, ["encoding", "errors", "newline", "line_buffering", "write_through"], 0, 0, 0);
    const newlineGiven = nl !== null && nl !== PyEllipsis();
    if (t.decoder !== null && (enc !== null && enc !== None || err !== null && err !== None || newlineGiven) && t.decodedUsed < t.decoded.length) {
      unsupported("It is not possible to set the encoding or newline of stream after the first read");
    }
    let encoding = strArg(enc, "reconfigure", "encoding");
    let errors = strArg(err, "reconfigure", "errors");
    const newline = newlineGiven ? newlineArg(nl, "reconfigure") : undefined;
    callV(s, "flush");
    if (encoding !== null || errors !== null) {
      if (encoding === "locale") encoding = "UTF-8";
      if (encoding !== null) checkEncoding(encoding);
      if (errors === null) errors = encoding !== null ? "strict" : t.errors;
      t.encoding = encoding ?? t.encoding;
      t.errors = errors;
    }
    if (newline !== undefined) setNewline(t, newline);
    if (encoding !== null || errors !== null || newline !== undefined) makeCoders(t, t.decoder !== null || callB(t.buffer!, "readable"), t.encoder !== null);
    if (lb !== null && lb !== None) t.lineBuffering = PyObject_IsTrue(lb);
    if (wt !== null && wt !== None) t.writeThrough = PyObject_IsTrue(wt);
    return None;
  });
  meth(T, "__getstate__", "noargs", (s) => typeError(`cannot pickle '${s.ob_type.tp_name.slice(s.ob_type.tp_name.lastIndexOf(".") + 1)}' instances`));
  defGetSet(T, "name", (s) => getAttrString(checkAttached(tself(s)), "name"));
  defGetSet(T, "closed", (s) => getAttrString(checkAttached(tself(s)), "closed"));
  defGetSet(T, "buffer", (s) => ref(checkAttached(tself(s))));
  defGetSet(T, "encoding", (s) => (checkAttached(tself(s)), newStr(tself(s).encoding)));
  defGetSet(T, "errors", (s) => (checkAttached(tself(s)), newStr(tself(s).errors)));
  defGetSet(T, "line_buffering", (s) => (checkAttached(tself(s)), newBool(tself(s).lineBuffering)));
  defGetSet(T, "write_through", (s) => (checkAttached(tself(s)), newBool(tself(s).writeThrough)));
  defGetSet(T, "_finalizing", (s) => newBool(tself(s).finalizing));
  defGetSet(T, "newlines", (s) => {
    const t = tself(s);
    checkAttached(t);
    if (t.nl === null) return None;
    return newlinesObject(t.nl.seennl);
  });
  defGetSet(T, "_CHUNK_SIZE", (s) => (checkAttached(tself(s)), newInt(tself(s).chunkSize)), (s, v) => {
    const t = tself(s);
    checkAttached(t);
    if (v === null) throw newException(PyExc_AttributeError(), "cannot delete attribute");
    const n = PyNumber_AsSsize_t(v);
    if (n <= 0) valueError("a strictly positive integer is required");
    t.chunkSize = n;
  });
  addSlotWrappers(T);
}

import { defMethod } from "../../objects/descr.js";
import { Ellipsis } from "../../objects/none.js";
import { PyExc_AttributeError as AttrErr } from "../../objects/exceptions.js";
function defMethodKw(T: PyType, name: string, impl: (s: PyObject, a: PyObject[], kw: string[] | null) => PyObject): void {
  defMethod(T, name, impl);
}
function PyEllipsis(): PyObject {
  return Ellipsis;
}
function PyExc_AttributeError(): PyType {
  return AttrErr;
}

initNLDecoderType();
initTextIOWrapper();
export type { PyInt };

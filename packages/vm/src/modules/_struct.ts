/**
 * The _struct module (Modules/_struct.c, 3.14): `pack`, `pack_into`, `unpack`, `unpack_from`,
 * `iter_unpack`, `calcsize`, `_clearcache`, the `Struct` type, `error` and `unpack_iterator`.
 * Formats are compiled once into a list of codes (offset, size) and kept in a cache of 100, cleared
 * when full, as CPython's. The native table ('@', the default) is x86-64 Linux's: little-endian,
 * C sizes (long, size_t and pointers 8 bytes) and alignment; the standard tables ('=', '<', '>', '!')
 * have fixed sizes, no alignment and no 'n', 'N', 'P'. Floats go through PyFloat_Pack2/4/8's
 * rules (round half even for 'e', OverflowError past the format's range); 'F'/'D' pack complexes.
 */
import { PyObject, PyType, newStaticType, keepConstructFast, Py_DECREF, Py_INCREF, Py_TPFLAGS_BASETYPE, Py_TPFLAGS_BASE_EXC_SUBCLASS } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newStr, internStr, isStr, type PyStr } from "../objects/str.js";
import { newInt, newIntBig, isInt, type PyInt } from "../objects/int.js";
import { newFloat } from "../objects/float.js";
import { newComplex, isComplex, type PyComplex } from "../objects/complex.js";
import { newBool } from "../objects/bool.js";
import { newBytes, isBytes, type PyBytes } from "../objects/bytes.js";
import { isByteArray } from "../objects/bytearray.js";
import { PyMemoryView_Type } from "../objects/memoryview.js";
import { newTuple } from "../objects/tuple.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defMethod, defGetSet } from "../objects/descr.js";
import { typeError, newException, newExceptionArgs, PyExc_Exception, PyExc_OverflowError, PyExc_UnicodeEncodeError, PyBaseExceptionObject } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { PyNumber_Index, PyObject_IsTrue, PyObject_Repr, asSsize, typeName, callSpecial } from "../abstract.js";
import { floatValueOf } from "../types/numbers.js";
import { parseArgs, noKw, checkPositional } from "../args.js";
import { bufferBytes } from "../types/buffer.js";

/** struct.error (a heap exception type in CPython: PyErr_NewException("struct.error", NULL, NULL)). */
export const PyStructError = newStaticType("struct.error", PyExc_Exception, Py_TPFLAGS_BASETYPE | Py_TPFLAGS_BASE_EXC_SUBCLASS);
PyStructError.tp_hasdict = true;
PyStructError.tp_weaklist = true;

function structError(msg: string): never {
  throw newException(PyStructError, msg);
}

// ---- format tables ---------------------------------------------------------------------------

interface FormatDef {
  /** The format character. */
  c: string;
  size: number;
  /** Native alignment (0 in the standard tables). */
  align: number;
}

const NATIVE: Record<string, [number, number]> = {
  x: [1, 0], c: [1, 0], b: [1, 0], B: [1, 0], "?": [1, 1], h: [2, 2], H: [2, 2], i: [4, 4], I: [4, 4],
  l: [8, 8], L: [8, 8], q: [8, 8], Q: [8, 8], n: [8, 8], N: [8, 8], P: [8, 8], e: [2, 2], f: [4, 4], d: [8, 8],
  F: [8, 4], D: [16, 8], s: [1, 0], p: [1, 0],
};
const STANDARD: Record<string, number> = {
  x: 1, c: 1, b: 1, B: 1, "?": 1, h: 2, H: 2, i: 4, I: 4, l: 4, L: 4, q: 8, Q: 8, e: 2, f: 4, d: 8, F: 8, D: 16, s: 1, p: 1,
};

/** One item of a compiled format: its character, offset and size ('s'/'p': the byte count). */
interface Code {
  c: string;
  offset: number;
  size: number;
}

interface Compiled {
  codes: Code[];
  /** Bytes packed. */
  size: number;
  /** Items packed (s_len). */
  len: number;
  le: boolean;
  native: boolean;
}

const SSIZE_MAX = 2 ** 63 - 1;
const isSpace = (ch: string): boolean => ch === " " || (ch >= "\t" && ch <= "\r");

/** prepare_s: compiles the format's ASCII text. */
function compile(fmt: string): Compiled {
  let i = 0;
  let le = true;
  let native = true;
  const c0 = fmt[0];
  if (c0 === "@") i = 1;
  else if (c0 === "=" || c0 === "<") (native = false), (le = true), (i = 1);
  else if (c0 === ">" || c0 === "!") (native = false), (le = false), (i = 1);
  const defOf = (ch: string): FormatDef => {
    if (native) {
      const d = NATIVE[ch];
      if (d === undefined || !Object.hasOwn(NATIVE, ch)) structError("bad char in struct format");
      return { c: ch, size: d[0], align: d[1] };
    }
    const s = STANDARD[ch];
    if (s === undefined || !Object.hasOwn(STANDARD, ch)) structError("bad char in struct format");
    return { c: ch, size: s, align: 0 };
  };
  const align = (size: number, d: FormatDef): number => {
    if (d.align > 1 && native && size > 0) {
      const extra = (d.align - 1) - ((size - 1) % d.align);
      if (extra > SSIZE_MAX - size) structError("total struct size too long");
      return size + extra;
    }
    return size;
  };
  // first pass: sizes and counts
  const items: [FormatDef, number][] = [];
  let size = 0;
  let len = 0;
  const start = i;
  while (i < fmt.length) {
    const ch = fmt[i++]!;
    if (isSpace(ch)) continue;
    let num = 1;
    let c = ch;
    if (ch >= "0" && ch <= "9") {
      num = ch.charCodeAt(0) - 48;
      while (i < fmt.length && fmt[i]! >= "0" && fmt[i]! <= "9") {
        const dgt = fmt.charCodeAt(i++) - 48;
        if (num > Math.floor((SSIZE_MAX - dgt) / 10)) structError("total struct size too long");
        num = num * 10 + dgt;
      }
      if (i >= fmt.length) structError("repeat count given without format specifier");
      c = fmt[i++]!;
    }
    const d = defOf(c);
    if (c === "s" || c === "p") len += 1;
    else if (c !== "x") len += num;
    size = align(size, d);
    if (num > 0 && d.size > (SSIZE_MAX - size) / num) structError("total struct size too long");
    size += num * d.size;
    items.push([d, num]);
  }
  void start;
  const codes: Code[] = [];
  let off = 0;
  for (const [d, num] of items) {
    off = align(off, d);
    if (d.c === "s" || d.c === "p") {
      codes.push({ c: d.c, offset: off, size: num });
      off += num;
    } else if (d.c === "x") off += num;
    else {
      for (let k = 0; k < num; k++) {
        codes.push({ c: d.c, offset: off, size: d.size });
        off += d.size;
      }
    }
  }
  return { codes, size, len, le, native };
}

// ---- the Struct type -------------------------------------------------------------------------

export const PyStruct_Type = newStaticType("_struct.Struct");
export const PyUnpackIter_Type = newStaticType("_struct.unpack_iterator", undefined, 0);

class PyStructObject extends PyObject {
  declare fmt: PyStr;
  declare s: Compiled;
  constructor(type: PyType) {
    super(type);
    this.fmt = newStr("");
    this.s = { codes: [], size: 0, len: 0, le: true, native: true };
  }
}
keepConstructFast(PyStructObject);

class PyUnpackIterObject extends PyObject {
  declare so: PyStructObject;
  declare buf: Uint8Array;
  declare index: number;
  constructor(type: PyType, so: PyStructObject, buf: Uint8Array) {
    super(type);
    this.so = so;
    this.buf = buf;
    this.index = 0;
  }
  owned() {
    return [this.so];
  }
}
keepConstructFast(PyUnpackIterObject);

/** The format's text as Struct.__init__ takes it: str (ASCII) or bytes, no NUL. */
function formatText(o: PyObject): string {
  let s: string;
  if (isStr(o)) {
    s = (o as PyStr).value;
    for (let k = 0; k < s.length; k++) {
      if (s.charCodeAt(k) > 0x7f) {
        let end = k + 1;
        while (end < s.length && s.charCodeAt(end) > 0x7f) end++;
        const cp = [...s.slice(0, k)].length;
        const cpEnd = cp + [...s.slice(k, end)].length;
        throw newExceptionArgs(PyExc_UnicodeEncodeError, [newStr("ascii"), (Py_INCREF(o), o), newInt(cp), newInt(cpEnd), newStr("ordinal not in range(128)")]);
      }
    }
  } else if (isBytes(o)) {
    s = String.fromCharCode(...(o as PyBytes).value);
  } else {
    typeError(`Struct() argument 1 must be a str or bytes object, not ${typeName(o)}`);
  }
  if (s.includes("\0")) structError("embedded null character");
  return s;
}

function structInit(so: PyStructObject, format: PyObject): void {
  const text = formatText(format);
  const s = compile(text);
  const f = newStr(text);
  Py_DECREF(so.fmt);
  so.fmt = f;
  so.s = s;
}

// ---- packing ---------------------------------------------------------------------------------

/** get_pylong: an int, or __index__'s int, or struct.error. */
function getInt(v: PyObject): number | bigint {
  if (isInt(v)) return (v as PyInt).value;
  if (v.ob_type.nb_index !== null) {
    const i = PyNumber_Index(v);
    const r = i.value;
    Py_DECREF(i);
    return r;
  }
  structError("required argument is not an integer");
}

function rangeError(c: string, size: number, unsigned: boolean): never {
  const bits = BigInt(size * 8);
  if (unsigned) structError(`'${c}' format requires 0 <= number <= ${(1n << bits) - 1n}`);
  const largest = (1n << (bits - 1n)) - 1n;
  structError(`'${c}' format requires ${-largest - 1n} <= number <= ${largest}`);
}

const UNSIGNED = new Set(["B", "H", "I", "L", "Q", "N"]);

function writeInt(buf: Uint8Array, off: number, size: number, v: bigint, le: boolean): void {
  let x = BigInt.asUintN(size * 8, v);
  for (let k = 0; k < size; k++) {
    buf[le ? off + k : off + size - 1 - k] = Number(x & 0xffn);
    x >>= 8n;
  }
}

function writeSmall(buf: Uint8Array, off: number, size: number, v: number, le: boolean): void {
  let x = v < 0 ? v + 2 ** (size * 8) : v;
  for (let k = 0; k < size; k++) {
    buf[le ? off + k : off + size - 1 - k] = x & 0xff;
    x = Math.floor(x / 256);
  }
}

/** frexp for a finite x ≠ 0: [m, e] with 0.5 <= |m| < 1 and x = m * 2**e. */
function frexp(x: number): [number, number] {
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, x);
  let hi = dv.getUint32(0);
  let exp = (hi >>> 20) & 0x7ff;
  let adj = 0;
  if (exp === 0) {
    dv.setFloat64(0, x * 2 ** 64);
    hi = dv.getUint32(0);
    exp = (hi >>> 20) & 0x7ff;
    adj = -64;
  }
  dv.setUint32(0, (hi & 0x800fffff) | (1022 << 20));
  return [dv.getFloat64(0), exp - 1022 + adj];
}

const scratch = new DataView(new ArrayBuffer(8));

/** PyFloat_Pack2: the IEEE 754 half-precision bits of x, rounded half to even. */
export function packHalf(x: number): number {
  let sign = 0;
  let e: number;
  let bits: number;
  if (x === 0) {
    sign = Object.is(x, -0) ? 1 : 0;
    e = 0;
    bits = 0;
  } else if (x === Infinity || x === -Infinity) {
    sign = x < 0 ? 1 : 0;
    e = 0x1f;
    bits = 0;
  } else if (Number.isNaN(x)) {
    scratch.setFloat64(0, x);
    const hi = scratch.getUint32(0);
    sign = hi >>> 31;
    e = 0x1f;
    bits = (hi >>> 10) & 0x3ff;
    if (bits === 0) bits = 0x200;
  } else {
    if (x < 0) (sign = 1), (x = -x);
    let [f, ex] = frexp(x);
    f *= 2.0;
    ex--;
    if (ex >= 16) throw newException(PyExc_OverflowError, "float too large to pack with e format");
    else if (ex < -25) (f = 0.0), (ex = 0);
    else if (ex < -14) (f = f * 2 ** (14 + ex)), (ex = 0);
    else (ex += 15), (f -= 1.0);
    f *= 1024.0;
    bits = Math.trunc(f);
    if (f - bits > 0.5 || (f - bits === 0.5 && bits % 2 === 1)) {
      bits++;
      if (bits === 1024) {
        bits = 0;
        ex++;
        if (ex === 31) throw newException(PyExc_OverflowError, "float too large to pack with e format");
      }
    }
    e = ex;
  }
  return bits | (e << 10) | (sign << 15);
}

/** PyFloat_Unpack2. */
export function unpackHalf(h: number): number {
  const sign = (h >> 15) & 1;
  const e = (h >> 10) & 0x1f;
  const f = h & 0x3ff;
  if (e === 0x1f) {
    if (f === 0) return sign ? -Infinity : Infinity;
    scratch.setUint32(0, (sign << 31) | 0x7ff00000 | (f << 10));
    scratch.setUint32(4, 0);
    return scratch.getFloat64(0);
  }
  let x = f / 1024.0;
  let ex: number;
  if (e === 0) ex = -14;
  else (x += 1.0), (ex = e - 15);
  x *= 2 ** ex;
  return sign ? -x : x;
}

function packFloat4(buf: Uint8Array, off: number, x: number, le: boolean, c: string): void {
  const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  if (Number.isNaN(x)) {
    scratch.setFloat64(0, x);
    const hi = scratch.getUint32(0);
    const lo = scratch.getUint32(4);
    let mant = ((hi & 0xfffff) << 3) | (lo >>> 29);
    if (mant === 0) mant = 0x400000;
    dv.setUint32(off, ((hi & 0x80000000) | 0x7f800000 | mant) >>> 0, le);
    return;
  }
  const y = Math.fround(x);
  if (!Number.isFinite(y) && Number.isFinite(x)) throw newException(PyExc_OverflowError, `float too large to pack with ${c} format`);
  dv.setFloat32(off, y, le);
}

/** PyFloat_AsDouble, any failure as struct.error "required argument is not a float". */
function getDouble(v: PyObject): number {
  let d: number | null;
  try {
    d = floatValueOf(v);
  } catch (e) {
    if (e instanceof PyBaseExceptionObject) structError("required argument is not a float");
    throw e;
  }
  if (d === null) structError("required argument is not a float");
  return d;
}

/** PyComplex_AsCComplex, any failure as struct.error "required argument is not a complex". */
function getComplex(v: PyObject): [number, number] {
  if (isComplex(v)) return [(v as PyComplex).real, (v as PyComplex).imag];
  try {
    const m = v.ob_type.lookup("__complex__");
    if (m !== null) {
      const r = callSpecial(v, m, []);
      if (!isComplex(r)) typeError(`__complex__ returned non-complex (type ${typeName(r)})`);
      const c: [number, number] = [(r as PyComplex).real, (r as PyComplex).imag];
      Py_DECREF(r);
      return c;
    }
    const d = floatValueOf(v);
    if (d !== null) return [d, 0];
  } catch (e) {
    if (e instanceof PyBaseExceptionObject) structError("required argument is not a complex");
    throw e;
  }
  structError("required argument is not a complex");
}

function bytesArg(v: PyObject): Uint8Array | null {
  if (isBytes(v) || isByteArray(v)) return bufferBytes(v);
  return null;
}

function packItem(s: Compiled, code: Code, v: PyObject, buf: Uint8Array, base: number): void {
  const off = base + code.offset;
  const c = code.c;
  const le = s.le;
  switch (c) {
    case "c": {
      const b = bytesArg(v);
      if (b === null || b.length !== 1) structError("char format requires a bytes object of length 1");
      buf[off] = b[0]!;
      return;
    }
    case "s":
    case "p": {
      const b = bytesArg(v);
      if (b === null) structError(`argument for '${c}' must be a bytes object`);
      let n = b.length;
      if (c === "s") {
        if (n > code.size) n = code.size;
        buf.set(b.subarray(0, n), off);
      } else {
        if (code.size === 0) return;
        if (n > code.size - 1) n = code.size - 1;
        if (n > 0) buf.set(b.subarray(0, n), off + 1);
        buf[off] = n > 255 ? 255 : n;
      }
      return;
    }
    case "?":
      buf[off] = PyObject_IsTrue(v) ? 1 : 0;
      return;
    case "e":
      writeSmall(buf, off, 2, packHalf(getDouble(v)), le);
      return;
    case "f":
      packFloat4(buf, off, getDouble(v), le, "f");
      return;
    case "d":
      new DataView(buf.buffer, buf.byteOffset, buf.byteLength).setFloat64(off, getDouble(v), le);
      return;
    case "F":
    case "D": {
      const [re, im] = getComplex(v);
      if (c === "F") {
        packFloat4(buf, off, re, le, "f");
        packFloat4(buf, off + 4, im, le, "f");
      } else {
        const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
        dv.setFloat64(off, re, le);
        dv.setFloat64(off + 8, im, le);
      }
      return;
    }
    case "P": {
      const x = getInt(v);
      const bx = BigInt(x);
      if (bx < -(1n << 63n) || bx >= 1n << 64n) throw newException(PyExc_OverflowError, "int too large to convert");
      writeInt(buf, off, 8, bx, le);
      return;
    }
  }
  const x = getInt(v);
  const size = code.size;
  const unsigned = UNSIGNED.has(c);
  if (typeof x === "number" && size <= 4) {
    const lo = unsigned ? 0 : -(2 ** (size * 8 - 1));
    const hi = unsigned ? 2 ** (size * 8) - 1 : 2 ** (size * 8 - 1) - 1;
    if (x < lo || x > hi) rangeError(c, size, unsigned);
    writeSmall(buf, off, size, x, le);
    return;
  }
  const bx = BigInt(x);
  const bits = BigInt(size * 8);
  const lo = unsigned ? 0n : -(1n << (bits - 1n));
  const hi = unsigned ? (1n << bits) - 1n : (1n << (bits - 1n)) - 1n;
  if (bx < lo || bx > hi) rangeError(c, size, unsigned);
  writeInt(buf, off, size, bx, le);
}

function packInto(s: Compiled, args: PyObject[], first: number, buf: Uint8Array, base: number): void {
  for (let k = 0; k < s.codes.length; k++) {
    const v = args[first + k]!;
    try {
      packItem(s, s.codes[k]!, v, buf, base);
    } catch (e) {
      // s_pack_internal: an OverflowError packing an int is struct.error's
      if (isInt(v) && e instanceof PyBaseExceptionObject && e.ob_type.isSubtype(PyExc_OverflowError)) structError("int too large to convert");
      throw e;
    }
  }
}

// ---- unpacking -------------------------------------------------------------------------------

function readUint(buf: Uint8Array, off: number, size: number, le: boolean): number {
  let x = 0;
  for (let k = size - 1; k >= 0; k--) x = x * 256 + buf[le ? off + k : off + size - 1 - k]!;
  return x;
}

function unpackItem(s: Compiled, code: Code, buf: Uint8Array, base: number): PyObject {
  const off = base + code.offset;
  const c = code.c;
  const le = s.le;
  switch (c) {
    case "c":
      return newBytes(buf.slice(off, off + 1));
    case "s":
      return newBytes(buf.slice(off, off + code.size));
    case "p": {
      if (code.size === 0) return newBytes(new Uint8Array(0));
      let n = buf[off]!;
      if (n >= code.size) n = code.size - 1;
      return newBytes(buf.slice(off + 1, off + 1 + n));
    }
    case "?":
      return newBool(buf[off] !== 0);
    case "e":
      return newFloat(unpackHalf(readUint(buf, off, 2, le)));
    case "f":
      return newFloat(new DataView(buf.buffer, buf.byteOffset, buf.byteLength).getFloat32(off, le));
    case "d":
      return newFloat(new DataView(buf.buffer, buf.byteOffset, buf.byteLength).getFloat64(off, le));
    case "F": {
      const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
      return newComplex(dv.getFloat32(off, le), dv.getFloat32(off + 4, le));
    }
    case "D": {
      const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
      return newComplex(dv.getFloat64(off, le), dv.getFloat64(off + 8, le));
    }
  }
  const size = code.size;
  const unsigned = UNSIGNED.has(c) || c === "P";
  if (size <= 6) {
    let x = readUint(buf, off, size, le);
    if (!unsigned && x >= 2 ** (size * 8 - 1)) x -= 2 ** (size * 8);
    return newInt(x);
  }
  const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  return newIntBig(unsigned ? dv.getBigUint64(off, le) : dv.getBigInt64(off, le));
}

function unpackAt(s: Compiled, buf: Uint8Array, base: number): PyObject {
  const out: PyObject[] = [];
  try {
    for (const code of s.codes) out.push(unpackItem(s, code, buf, base));
  } catch (e) {
    for (const o of out) Py_DECREF(o);
    throw e;
  }
  return newTuple(out);
}

/** A read-only buffer argument (Py_buffer): its bytes, or "a bytes-like object is required". */
function readBuffer(o: PyObject): Uint8Array {
  const b = bufferBytes(o);
  if (b === null) typeError(`a bytes-like object is required, not '${typeName(o)}'`);
  return b;
}

/** A read-write buffer argument (Py_buffer(accept={rwbuffer})). */
function writeBuffer(o: PyObject): Uint8Array {
  const ro = isBytes(o) || (o.ob_type === PyMemoryView_Type && (o as PyObject & { readonly: boolean }).readonly);
  const b = ro ? null : bufferBytes(o);
  if (b === null) typeError(`argument must be read-write bytes-like object, not ${typeName(o)}`);
  return b;
}

// ---- the methods, shared by Struct and the module's functions --------------------------------

function sPack(so: PyStructObject, args: PyObject[], first: number, fname: string): PyObject {
  const s = so.s;
  const n = args.length - first;
  if (n !== s.len) structError(`${fname} expected ${s.len} items for packing (got ${n})`);
  const buf = new Uint8Array(s.size);
  packInto(s, args, first, buf, 0);
  return newBytes(buf);
}

function sPackInto(so: PyStructObject, args: PyObject[], first: number): PyObject {
  const s = so.s;
  const n = args.length - first;
  if (n !== s.len + 2) {
    if (n === 0) structError("pack_into expected buffer argument");
    if (n === 1) structError("pack_into expected offset argument");
    structError(`pack_into expected ${s.len} items for packing (got ${n - 2})`);
  }
  const buf = writeBuffer(args[first]!);
  let offset = asSsize(args[first + 1]!);
  const len = buf.length;
  if (offset < 0) {
    if (offset + s.size > 0) structError(`no space to pack ${s.size} bytes at offset ${offset}`);
    if (offset + len < 0) structError(`offset ${offset} out of range for ${len}-byte buffer`);
    offset += len;
  }
  if (len - offset < s.size) {
    structError(`pack_into requires a buffer of at least ${s.size + offset} bytes for packing ${s.size} bytes at offset ${offset} (actual buffer size is ${len})`);
  }
  // pack into a scratch copy first: a failure leaves the buffer as CPython leaves it (the items
  // before the failing one written)
  buf.fill(0, offset, offset + s.size);
  packInto(s, args, first + 2, buf, offset);
  return None;
}

function sUnpack(so: PyStructObject, buffer: PyObject): PyObject {
  const b = readBuffer(buffer);
  if (b.length !== so.s.size) structError(`unpack requires a buffer of ${so.s.size} bytes`);
  return unpackAt(so.s, b, 0);
}

function sUnpackFrom(so: PyStructObject, buffer: PyObject, offsetO: PyObject | null): PyObject {
  const b = readBuffer(buffer);
  let offset = offsetO === null ? 0 : asSsize(offsetO);
  const size = so.s.size;
  const len = b.length;
  if (offset < 0) {
    if (offset + len < 0) structError(`offset ${offset} out of range for ${len}-byte buffer`);
    if (offset + size > 0) structError(`not enough data to unpack ${size} bytes at offset ${offset}`);
    offset += len;
  }
  if (len - offset < size) {
    structError(`unpack_from requires a buffer of at least ${size + offset} bytes for unpacking ${size} bytes at offset ${offset} (actual buffer size is ${len})`);
  }
  return unpackAt(so.s, b, offset);
}

function sIterUnpack(so: PyStructObject, buffer: PyObject): PyObject {
  const size = so.s.size;
  if (size === 0) structError(`cannot iteratively unpack with a struct of length ${size}`);
  const b = readBuffer(buffer);
  if (b.length % size !== 0) structError(`iterative unpacking requires a buffer of a multiple of ${size} bytes`);
  Py_INCREF(so);
  return new PyUnpackIterObject(PyUnpackIter_Type, so, b.slice());
}

// ---- the format cache ------------------------------------------------------------------------

const MAXCACHE = 100;
const cache = new Map<string, PyStructObject>();

function cacheKey(o: PyObject): string | null {
  if (isStr(o)) return "s" + (o as PyStr).value;
  if (isBytes(o)) return "b" + String.fromCharCode(...(o as PyBytes).value);
  return null;
}

/** cache_struct_converter: the Struct for a format (a Struct itself in 3.14 too is not accepted: str/bytes). */
function cachedStruct(fmt: PyObject): PyStructObject {
  const key = cacheKey(fmt);
  if (key !== null) {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
  }
  const so = new PyStructObject(PyStruct_Type);
  structInit(so, fmt);
  if (key !== null) {
    if (cache.size >= MAXCACHE) {
      for (const v of cache.values()) Py_DECREF(v);
      cache.clear();
    }
    cache.set(key, so);
  }
  return so;
}

// ---- initialisation --------------------------------------------------------------------------

const self = (o: PyObject) => o as PyStructObject;

function initTypes(): void {
  const T = PyStruct_Type;
  T.tp_doc = "Struct(format)\n--\n\nCreate a compiled struct object.\n\nReturn a new Struct object which writes and reads binary data according to\nthe format string.\n\nSee help(struct) for more on format strings.";
  T.tp_alloc = (t) => new PyStructObject(t);
  T.tp_new = (t, args, kw) => {
    const so = t.tp_alloc(t) as PyStructObject;
    if (t === T) {
      try {
        const [format] = parseArgs("Struct", args, kw, ["format"], 1);
        structInit(so, format!);
      } catch (e) {
        Py_DECREF(so);
        throw e;
      }
    }
    return so;
  };
  T.tp_init = (o, args, kw) => {
    const [format] = parseArgs("Struct", args, kw, ["format"], 1);
    structInit(self(o), format!);
  };
  T.tp_dealloc = (o) => {
    Py_DECREF(self(o).fmt);
  };
  T.tp_repr = (o) => newStr(`Struct(${PyObject_Repr(self(o).fmt).value})`);
  T.tp_weaklist = true;
  defMethod(T, "pack", (o, args, kw) => {
    noKw("pack", kw);
    return sPack(self(o), args, 0, "pack");
  });
  defMethod(T, "pack_into", (o, args, kw) => {
    noKw("pack_into", kw);
    return sPackInto(self(o), args, 0);
  });
  defMethod(T, "unpack", (o, args, kw) => {
    noKw("unpack", kw);
    if (args.length !== 1) typeError(`Struct.unpack() takes exactly one argument (${args.length} given)`);
    return sUnpack(self(o), args[0]!);
  });
  defMethod(T, "unpack_from", (o, args, kw) => {
    const [buffer, offset] = parseArgs("unpack_from", args, kw, ["buffer", "offset"], 1);
    return sUnpackFrom(self(o), buffer!, offset);
  });
  defMethod(T, "iter_unpack", (o, args, kw) => {
    noKw("iter_unpack", kw);
    if (args.length !== 1) typeError(`Struct.iter_unpack() takes exactly one argument (${args.length} given)`);
    return sIterUnpack(self(o), args[0]!);
  });
  defMethod(T, "__sizeof__", (o, args, kw) => {
    noKw("__sizeof__", kw);
    checkPositional("__sizeof__", args.length, 0, 0);
    return newInt(64 + 16 * (self(o).s.codes.length + 1));
  });
  defGetSet(T, "format", (o) => (Py_INCREF(self(o).fmt), self(o).fmt));
  defGetSet(T, "size", (o) => newInt(self(o).s.size));
  addSlotWrappers(T);

  const I = PyUnpackIter_Type;
  I.tp_iter = (o) => (Py_INCREF(o), o);
  I.tp_iternext = (o) => {
    const it = o as PyUnpackIterObject;
    const size = it.so.s.size;
    if (it.index * size >= it.buf.length) return null;
    const r = unpackAt(it.so.s, it.buf, it.index * size);
    it.index++;
    return r;
  };
  I.tp_dealloc = (o) => {
    Py_DECREF((o as PyUnpackIterObject).so);
  };
  defMethod(I, "__length_hint__", (o, args, kw) => {
    noKw("__length_hint__", kw);
    checkPositional("__length_hint__", args.length, 0, 0);
    const it = o as PyUnpackIterObject;
    return newInt((it.buf.length - it.index * it.so.s.size) / it.so.s.size);
  });
  addSlotWrappers(I);
}

const MODULE_DOC = "Functions to convert between Python values and C structs.\nPython bytes objects are used to hold the data representing the C struct\nand also as format strings (explained below) to describe the layout of data\nin the C struct.\n\nThe optional first format char indicates byte order, size and alignment:\n  @: native order, size & alignment (default)\n  =: native order, std. size & alignment\n  <: little-endian, std. size & alignment\n  >: big-endian, std. size & alignment\n  !: same as >\n\nThe remaining chars indicate types of args and must match exactly;\nthese can be preceded by a decimal repeat count:\n  x: pad byte (no data); c:char; b:signed byte; B:unsigned byte;\n  ?: _Bool (requires C99; if not available, char is used instead)\n  h:short; H:unsigned short; i:int; I:unsigned int;\n  l:long; L:unsigned long; f:float; d:double; e:half-float.\n  F:float complex; D:double complex.\nSpecial cases (preceding decimal count indicates length):\n  s:string (array of char); p: pascal string (with count byte).\nSpecial cases (only available in native format):\n  n:ssize_t; N:size_t;\n  P:an integer type that is wide enough to hold a pointer.\nSpecial case (not in native mode unless 'long long' in platform C):\n  q:long long; Q:unsigned long long\nWhitespace between formats is ignored.\n\nThe variable struct.error is an exception raised on errors.\n";

let ready = false;

export function makeStruct(): PyModule {
  if (!ready) {
    ready = true;
    initTypes();
  }
  const mod = newModule("_struct");
  const d = mod.dict!;
  const set = (name: string, v: PyObject): void => dictSetItem(d, internStr(name), v);
  set("__doc__", newStr(MODULE_DOC));
  set("error", PyStructError);
  set("Struct", PyStruct_Type);
  const fn = (name: string, impl: (args: PyObject[], kw: string[] | null) => PyObject): void => {
    const f = newCFunction(name, (_s, args, kw) => impl(args, kw), mod);
    set(name, f);
    Py_DECREF(f);
  };
  fn("_clearcache", (args, kw) => {
    noKw("_clearcache", kw);
    checkPositional("_clearcache", args.length, 0, 0);
    for (const v of cache.values()) Py_DECREF(v);
    cache.clear();
    return None;
  });
  fn("calcsize", (args, kw) => {
    noKw("calcsize", kw);
    if (args.length !== 1) typeError(`calcsize() takes exactly one argument (${args.length} given)`);
    return newInt(cachedStruct(args[0]!).s.size);
  });
  fn("pack", (args, kw) => {
    noKw("pack", kw);
    if (args.length === 0) typeError("missing format argument");
    return sPack(cachedStruct(args[0]!), args, 1, "pack");
  });
  fn("pack_into", (args, kw) => {
    noKw("pack_into", kw);
    if (args.length === 0) typeError("missing format argument");
    return sPackInto(cachedStruct(args[0]!), args, 1);
  });
  fn("unpack", (args, kw) => {
    noKw("unpack", kw);
    checkPositional("unpack", args.length, 2, 2);
    return sUnpack(cachedStruct(args[0]!), args[1]!);
  });
  fn("unpack_from", (args, kw) => {
    const [format, buffer, offset] = parseArgs("unpack_from", args, kw, ["format", "buffer", "offset"], 2, 1);
    return sUnpackFrom(cachedStruct(format!), buffer!, offset);
  });
  fn("iter_unpack", (args, kw) => {
    noKw("iter_unpack", kw);
    checkPositional("iter_unpack", args.length, 2, 2);
    return sIterUnpack(cachedStruct(args[0]!), args[1]!);
  });
  return mod;
}

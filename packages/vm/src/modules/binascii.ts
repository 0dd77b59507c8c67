/**
 * The binascii module (Modules/binascii.c, 3.14): hexlify/unhexlify (b2a_hex/a2b_hex, with `sep`
 * and `bytes_per_sep`), a2b/b2a_base64 (`strict_mode`, `newline`), a2b/b2a_uu (`backtick`),
 * a2b/b2a_qp (`header`, `quotetabs`, `istext`), crc32 and crc_hqx, `Error` (a ValueError) and
 * `Incomplete`. The a2b_* functions take bytes-like objects or ASCII str (ascii_buffer_converter);
 * the b2a_* ones bytes-like objects only. Base64 padding and a2b_uu of an empty buffer are
 * 3.14.2's (the stdlib's and the oracle's version): 3.14.8 decodes past a '=' that does not end
 * the data and raises "Missing length byte" for b''.
 */
import { PyObject, newStaticType, Py_DECREF, Py_INCREF, Py_TPFLAGS_BASETYPE, Py_TPFLAGS_BASE_EXC_SUBCLASS } from "../objects/object.js";
import { newStr, internStr, isStr, type PyStr } from "../objects/str.js";
import { newInt, isInt, type PyInt } from "../objects/int.js";
import { newBytes } from "../objects/bytes.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction } from "../objects/descr.js";
import { typeError, newException, PyExc_Exception, PyExc_ValueError } from "../objects/exceptions.js";
import { PyNumber_Index, PyObject_IsTrue, typeName } from "../abstract.js";
import { parseArgs, noKw, checkArgCount, checkPositional } from "../args.js";
import { bufferBytes } from "../types/buffer.js";
import { hexOf } from "../types/bytesMethods.js";

const excFlags = Py_TPFLAGS_BASETYPE | Py_TPFLAGS_BASE_EXC_SUBCLASS;
/** binascii.Error and binascii.Incomplete (heap types in CPython: PyErr_NewException). */
export const PyBinasciiError = newStaticType("binascii.Error", PyExc_ValueError, excFlags);
export const PyBinasciiIncomplete = newStaticType("binascii.Incomplete", PyExc_Exception, excFlags);
for (const t of [PyBinasciiError, PyBinasciiIncomplete]) {
  t.tp_hasdict = true;
  t.tp_weaklist = true;
}

function error(msg: string): never {
  throw newException(PyBinasciiError, msg);
}

/** ascii_buffer_converter: a bytes-like object, or a str of ASCII characters. */
function asciiData(o: PyObject): Uint8Array {
  if (isStr(o)) {
    const s = (o as PyStr).value;
    const out = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c > 0x7f) throw newException(PyExc_ValueError, "string argument should contain only ASCII characters");
      out[i] = c;
    }
    return out;
  }
  const b = bufferBytes(o);
  if (b === null) typeError(`argument should be bytes, buffer or ASCII string, not '${typeName(o)}'`);
  return b;
}

/** A Py_buffer argument. */
function binData(o: PyObject): Uint8Array {
  const b = bufferBytes(o);
  if (b === null) typeError(`a bytes-like object is required, not '${typeName(o)}'`);
  return b;
}

/** An `unsigned int(bitwise=True)` argument: any int, its low 32 bits. */
function uintBitwise(o: PyObject): number {
  if (!isInt(o)) {
    if (o.ob_type.nb_index === null) typeError(`'${typeName(o)}' object cannot be interpreted as an integer`);
  }
  const i = isInt(o) ? (Py_INCREF(o), o as PyInt) : PyNumber_Index(o);
  const v = i.value;
  Py_DECREF(i);
  return Number(BigInt.asUintN(32, BigInt(v)));
}

// ---- base64 ----------------------------------------------------------------------------------

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const A2B = new Uint8Array(256).fill(255);
for (let i = 0; i < 64; i++) A2B[B64.charCodeAt(i)] = i;
const PAD = 0x3d;

function a2bBase64(data: Uint8Array, strict: boolean): Uint8Array {
  const out = new Uint8Array(Math.floor((data.length + 3) / 4) * 3);
  let n = 0;
  if (strict && data.length > 0 && data[0] === PAD) error("Leading padding not allowed");
  let quadPos = 0;
  let leftchar = 0;
  let pads = 0;
  let paddingStarted = false;
  for (let i = 0; i < data.length; i++) {
    let ch = data[i]!;
    if (ch === PAD) {
      paddingStarted = true;
      if (strict && quadPos === 0) error("Excess padding not allowed");
      if (quadPos >= 2 && quadPos + ++pads >= 4) {
        if (strict && i + 1 < data.length) error("Excess data after padding");
        return out.slice(0, n);
      }
      continue;
    }
    ch = A2B[ch]!;
    if (ch >= 64) {
      if (strict) error("Only base64 data is allowed");
      continue;
    }
    if (strict && paddingStarted) error("Discontinuous padding not allowed");
    pads = 0;
    switch (quadPos) {
      case 0:
        quadPos = 1;
        leftchar = ch;
        break;
      case 1:
        quadPos = 2;
        out[n++] = (leftchar << 2) | (ch >> 4);
        leftchar = ch & 0x0f;
        break;
      case 2:
        quadPos = 3;
        out[n++] = (leftchar << 4) | (ch >> 2);
        leftchar = ch & 0x03;
        break;
      case 3:
        quadPos = 0;
        out[n++] = (leftchar << 6) | ch;
        leftchar = 0;
        break;
    }
  }
  if (quadPos === 1) {
    error(`Invalid base64-encoded string: number of data characters (${Math.floor(n / 3) * 4 + 1}) cannot be 1 more than a multiple of 4`);
  }
  if (quadPos !== 0) error("Incorrect padding");
  return out.slice(0, n);
}

function b2aBase64(data: Uint8Array, newline: boolean): Uint8Array {
  const out = new Uint8Array(Math.ceil(data.length / 3) * 4 + (newline ? 1 : 0));
  let n = 0;
  let i = 0;
  for (; i + 2 < data.length; i += 3) {
    const v = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    out[n++] = B64.charCodeAt(v >> 18);
    out[n++] = B64.charCodeAt((v >> 12) & 63);
    out[n++] = B64.charCodeAt((v >> 6) & 63);
    out[n++] = B64.charCodeAt(v & 63);
  }
  const rest = data.length - i;
  if (rest === 1) {
    const v = data[i]! << 16;
    out[n++] = B64.charCodeAt(v >> 18);
    out[n++] = B64.charCodeAt((v >> 12) & 63);
    out[n++] = PAD;
    out[n++] = PAD;
  } else if (rest === 2) {
    const v = (data[i]! << 16) | (data[i + 1]! << 8);
    out[n++] = B64.charCodeAt(v >> 18);
    out[n++] = B64.charCodeAt((v >> 12) & 63);
    out[n++] = B64.charCodeAt((v >> 6) & 63);
    out[n++] = PAD;
  }
  if (newline) out[n++] = 0x0a;
  return out;
}

// ---- uu --------------------------------------------------------------------------------------

function a2bUu(data: Uint8Array): Uint8Array {
  // the first byte is the length; an empty buffer reads its NUL terminator
  let p = 0;
  let len = data.length;
  let binLen = ((data.length > 0 ? data[p++]! : 0) - 0x20) & 0o77;
  len--;
  const out = new Uint8Array(binLen);
  let n = 0;
  let leftchar = 0;
  let leftbits = 0;
  for (; binLen > 0; len--, p++) {
    let ch = len > 0 ? data[p]! : 0;
    if (ch === 0x0a || ch === 0x0d || len <= 0) ch = 0;
    else {
      if (ch < 0x20 || ch > 0x20 + 64) error("Illegal char");
      ch = (ch - 0x20) & 0o77;
    }
    leftchar = (leftchar << 6) | ch;
    leftbits += 6;
    if (leftbits >= 8) {
      leftbits -= 8;
      out[n++] = (leftchar >> leftbits) & 0xff;
      leftchar &= (1 << leftbits) - 1;
      binLen--;
    }
  }
  while (len-- > 0) {
    const ch = data[p++]!;
    if (ch !== 0x20 && ch !== 0x20 + 64 && ch !== 0x0a && ch !== 0x0d) error("Trailing garbage");
  }
  return out;
}

function b2aUu(data: Uint8Array, backtick: boolean): Uint8Array {
  if (data.length > 45) error("At most 45 bytes at once");
  const out: number[] = [];
  out.push(backtick && data.length === 0 ? 0x60 : 0x20 + data.length);
  let leftchar = 0;
  let leftbits = 0;
  for (let i = 0, left = data.length; left > 0 || leftbits !== 0; left--, i++) {
    leftchar = left > 0 ? ((leftchar << 8) | data[i]!) : leftchar << 8;
    leftbits += 8;
    while (leftbits >= 6) {
      const ch = (leftchar >> (leftbits - 6)) & 0x3f;
      leftbits -= 6;
      out.push(backtick && ch === 0 ? 0x60 : ch + 0x20);
    }
    leftchar &= (1 << leftbits) - 1;
  }
  out.push(0x0a);
  return Uint8Array.from(out);
}

// ---- quoted-printable ------------------------------------------------------------------------

const isHex = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const hexVal = (c: number): number => (c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x61 + 10);

function a2bQp(d: Uint8Array, header: boolean): Uint8Array {
  const out: number[] = [];
  let i = 0;
  while (i < d.length) {
    if (d[i] === 0x3d) {
      i++;
      if (i >= d.length) break;
      if (d[i] === 0x0a || d[i] === 0x0d) {
        if (d[i] !== 0x0a) while (i < d.length && d[i] !== 0x0a) i++;
        if (i < d.length) i++;
      } else if (d[i] === 0x3d) {
        out.push(0x3d);
        i++;
      } else if (i + 1 < d.length && isHex(d[i]!) && isHex(d[i + 1]!)) {
        out.push((hexVal(d[i]!) << 4) | hexVal(d[i + 1]!));
        i += 2;
      } else out.push(0x3d);
    } else if (header && d[i] === 0x5f) {
      out.push(0x20);
      i++;
    } else out.push(d[i++]!);
  }
  return Uint8Array.from(out);
}

const MAXLINESIZE = 76;
const HEXU = "0123456789ABCDEF";

function b2aQp(d: Uint8Array, quotetabs: boolean, istext: boolean, header: boolean): Uint8Array {
  const nl = d.indexOf(0x0a);
  const crlf = nl > 0 && d[nl - 1] === 0x0d;
  const out: number[] = [];
  const hex = (c: number): void => {
    out.push(HEXU.charCodeAt(c >> 4), HEXU.charCodeAt(c & 15));
  };
  const softBreak = (): void => {
    out.push(0x3d);
    if (crlf) out.push(0x0d);
    out.push(0x0a);
  };
  let i = 0;
  let linelen = 0;
  const len = d.length;
  while (i < len) {
    const c = d[i]!;
    if (
      c > 126 ||
      c === 0x3d ||
      (header && c === 0x5f) ||
      (c === 0x2e && linelen === 0 && (i + 1 === len || d[i + 1] === 0x0a || d[i + 1] === 0x0d || d[i + 1] === 0)) ||
      (!istext && (c === 0x0d || c === 0x0a)) ||
      ((c === 0x09 || c === 0x20) && i + 1 === len) ||
      (c < 33 && c !== 0x0d && c !== 0x0a && (quotetabs || (c !== 0x09 && c !== 0x20)))
    ) {
      if (linelen + 3 >= MAXLINESIZE) {
        softBreak();
        linelen = 0;
      }
      out.push(0x3d);
      hex(c);
      i++;
      linelen += 3;
    } else if (istext && (c === 0x0a || (i + 1 < len && c === 0x0d && d[i + 1] === 0x0a))) {
      linelen = 0;
      const last = out.length > 0 ? out[out.length - 1]! : -1;
      if (last === 0x20 || last === 0x09) {
        out[out.length - 1] = 0x3d;
        hex(last);
      }
      if (crlf) out.push(0x0d);
      out.push(0x0a);
      i += c === 0x0d ? 2 : 1;
    } else {
      if (i + 1 !== len && d[i + 1] !== 0x0a && linelen + 1 >= MAXLINESIZE) {
        softBreak();
        linelen = 0;
      }
      linelen++;
      if (header && c === 0x20) out.push(0x5f);
      else out.push(c);
      i++;
    }
  }
  return Uint8Array.from(out);
}

// ---- checksums -------------------------------------------------------------------------------

const CRC32 = new Uint32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  CRC32[n] = c >>> 0;
}

/** zlib's crc32 (what binascii.crc32 and zlib.crc32 compute). */
export function crc32(data: Uint8Array, crc: number): number {
  let c = ~crc >>> 0;
  for (let i = 0; i < data.length; i++) c = CRC32[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

const CRC_HQX = new Uint16Array(256);
for (let n = 0; n < 256; n++) {
  let c = n << 8;
  for (let k = 0; k < 8; k++) c = c & 0x8000 ? ((c << 1) ^ 0x1021) & 0xffff : (c << 1) & 0xffff;
  CRC_HQX[n] = c;
}

function crcHqx(data: Uint8Array, crc: number): number {
  let c = crc & 0xffff;
  for (let i = 0; i < data.length; i++) c = ((c << 8) & 0xff00) ^ CRC_HQX[(c >> 8) ^ data[i]!]!;
  return c;
}

// ---- hex -------------------------------------------------------------------------------------

function a2bHex(d: Uint8Array): Uint8Array {
  if (d.length % 2 !== 0) error("Odd-length string");
  const out = new Uint8Array(d.length / 2);
  for (let i = 0; i < d.length; i += 2) {
    if (!isHex(d[i]!) || !isHex(d[i + 1]!)) error("Non-hexadecimal digit found");
    out[i / 2] = (hexVal(d[i]!) << 4) | hexVal(d[i + 1]!);
  }
  return out;
}

function latin1Bytes(s: string): Uint8Array {
  const b = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i);
  return b;
}

// ---- the module ------------------------------------------------------------------------------

const truthy = (o: PyObject | null, dflt: boolean): boolean => (o === null ? dflt : PyObject_IsTrue(o));

export function makeBinascii(): PyModule {
  const mod = newModule("binascii");
  const d = mod.dict!;
  const set = (name: string, v: PyObject): void => dictSetItem(d, internStr(name), v);
  set("__doc__", newStr("Conversion between binary data and ASCII"));
  set("Error", PyBinasciiError);
  set("Incomplete", PyBinasciiIncomplete);
  const fn = (name: string, impl: (args: PyObject[], kw: string[] | null) => PyObject): void => {
    const f = newCFunction(name, (_s, args, kw) => impl(args, kw), mod);
    set(name, f);
    Py_DECREF(f);
  };
  for (const name of ["a2b_hex", "unhexlify"]) {
    fn(name, (args, kw) => {
      noKw(name, kw);
      checkArgCount(name, args, 1, 1);
      return newBytes(a2bHex(asciiData(args[0]!)));
    });
  }
  for (const name of ["b2a_hex", "hexlify"]) {
    fn(name, (args, kw) => {
      const [data, sep, bps] = parseArgs(name, args, kw, ["data", "sep", "bytes_per_sep"], 1);
      const b = binData(data!);
      // _Py_strhex_impl with return_bytes: a str separator up to U+00FF is its latin-1 byte
      if (sep !== null && isStr(sep) && (sep as PyStr).value.length === 1) {
        const c = (sep as PyStr).value.charCodeAt(0);
        if (c > 0x7f && c <= 0xff) {
          const nul = newStr("\0");
          try {
            return newBytes(latin1Bytes(hexOf(b, nul, bps).replaceAll("\0", String.fromCharCode(c))));
          } finally {
            Py_DECREF(nul);
          }
        }
      }
      return newBytes(latin1Bytes(hexOf(b, sep, bps)));
    });
  }
  fn("a2b_base64", (args, kw) => {
    const [data, strict] = parseArgs("a2b_base64", args, kw, ["data", "strict_mode"], 1, 1, 1);
    return newBytes(a2bBase64(asciiData(data!), truthy(strict, false)));
  });
  fn("b2a_base64", (args, kw) => {
    const [data, newline] = parseArgs("b2a_base64", args, kw, ["data", "newline"], 1, 1, 1);
    return newBytes(b2aBase64(binData(data!), truthy(newline, true)));
  });
  fn("a2b_uu", (args, kw) => {
    noKw("a2b_uu", kw);
    checkArgCount("a2b_uu", args, 1, 1);
    return newBytes(a2bUu(asciiData(args[0]!)));
  });
  fn("b2a_uu", (args, kw) => {
    const [data, backtick] = parseArgs("b2a_uu", args, kw, ["data", "backtick"], 1, 1, 1);
    return newBytes(b2aUu(binData(data!), truthy(backtick, false)));
  });
  fn("a2b_qp", (args, kw) => {
    const [data, header] = parseArgs("a2b_qp", args, kw, ["data", "header"], 1);
    return newBytes(a2bQp(asciiData(data!), truthy(header, false)));
  });
  fn("b2a_qp", (args, kw) => {
    const [data, quotetabs, istext, header] = parseArgs("b2a_qp", args, kw, ["data", "quotetabs", "istext", "header"], 1);
    return newBytes(b2aQp(binData(data!), truthy(quotetabs, false), truthy(istext, true), truthy(header, false)));
  });
  fn("crc32", (args, kw) => {
    noKw("crc32", kw);
    checkPositional("crc32", args.length, 1, 2);
    return newInt(crc32(binData(args[0]!), args.length < 2 ? 0 : uintBitwise(args[1]!)));
  });
  fn("crc_hqx", (args, kw) => {
    noKw("crc_hqx", kw);
    checkPositional("crc_hqx", args.length, 2, 2);
    return newInt(crcHqx(binData(args[0]!), uintBitwise(args[1]!)));
  });
  return mod;
}

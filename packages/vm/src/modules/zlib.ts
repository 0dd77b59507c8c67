/**
 * The zlib module (Modules/zlibmodule.c, 3.14): compress/decompress, crc32/adler32, the
 * constants, `compressobj` (Compress: compress, flush, copy), `decompressobj` (Decompress:
 * decompress with max_length, flush, copy, unused_data, unconsumed_tail, eof) and
 * `_ZlibDecompressor` (what gzip reads through: needs_input, eof, unused_data), `error`.
 *
 * Over the system's libz through koffi (ffi/libz.ts), not Node's zlib: Node offers no public
 * synchronous streaming API, and its internal `_processChunk` hides what the Python API shows —
 * avail_in after a call (unconsumed_tail, unused_data), Z_NEED_DICT, zst.msg, inflateCopy. libz
 * gives every call exactly as CPython makes it, so output and errors are zlib's own.
 * ZLIB_VERSION and ZLIB_RUNTIME_VERSION are both the loaded library's zlibVersion(): pyts is not
 * compiled against a header.
 */
import { PyObject, PyType, newStaticType, keepConstructFast, Py_DECREF, Py_INCREF, Py_TPFLAGS_BASETYPE, Py_TPFLAGS_BASE_EXC_SUBCLASS } from "../objects/object.js";
import { None } from "../objects/none.js";
import { newStr, internStr } from "../objects/str.js";
import { newInt, isInt, type PyInt } from "../objects/int.js";
import { newBool } from "../objects/bool.js";
import { newBytes, EmptyBytes, type PyBytes } from "../objects/bytes.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { newCFunction, defMethod, defGetSet } from "../objects/descr.js";
import { typeError, newException, newExceptionArgs, PyExc_Exception, PyExc_ValueError, PyExc_MemoryError, PyExc_EOFError, PyExc_OverflowError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { PyNumber_Index, typeName } from "../abstract.js";
import { parseArgs, noKw, checkPositional } from "../args.js";
import { bufferBytes } from "../types/buffer.js";
import { ZStream, zlibVersion, checksum, Z_OK, Z_STREAM_END, Z_NEED_DICT, Z_STREAM_ERROR, Z_DATA_ERROR, Z_MEM_ERROR, Z_BUF_ERROR, Z_VERSION_ERROR } from "../ffi/libz.js";

const MAX_WBITS = 15, DEFLATED = 8, DEF_MEM_LEVEL = 8, DEF_BUF_SIZE = 16384;
const Z_NO_FLUSH = 0, Z_SYNC_FLUSH = 2, Z_FINISH = 4;
const Z_DEFAULT_COMPRESSION = -1, Z_DEFAULT_STRATEGY = 0;
const OUT_CHUNK = 32 * 1024;

export const PyZlibError = newStaticType("zlib.error", PyExc_Exception, Py_TPFLAGS_BASETYPE | Py_TPFLAGS_BASE_EXC_SUBCLASS);
PyZlibError.tp_hasdict = true;
PyZlibError.tp_weaklist = true;

/** zlib_error: "Error N <what>: <zst.msg or the code's text>". */
function zlibError(zs: ZStream, err: number, what: string): never {
  let zmsg: string | null = err === Z_VERSION_ERROR ? "library version mismatch" : zs.msg;
  if (zmsg === null) {
    if (err === Z_BUF_ERROR) zmsg = "incomplete or truncated stream";
    else if (err === Z_STREAM_ERROR) zmsg = "inconsistent stream state";
    else if (err === Z_DATA_ERROR) zmsg = "invalid input data";
  }
  throw newException(PyZlibError, zmsg === null ? `Error ${err} ${what}` : `Error ${err} ${what}: ${zmsg.slice(0, 200)}`);
}

function binData(o: PyObject): Uint8Array {
  const b = bufferBytes(o);
  if (b === null) typeError(`a bytes-like object is required, not '${typeName(o)}'`);
  return b;
}

/** A C int argument (clinic's `int`): __index__, in range. */
function cInt(o: PyObject): number {
  if (!isInt(o) && o.ob_type.nb_index === null) typeError(`'${typeName(o)}' object cannot be interpreted as an integer`);
  const i = isInt(o) ? (Py_INCREF(o), o as PyInt) : PyNumber_Index(o);
  const v = i.value;
  Py_DECREF(i);
  if (v < -(2 ** 31) || v > 2 ** 31 - 1) throw newException(PyExc_OverflowError, `Python int too large to convert to C ${v < 0 ? "int" : "int"}`);
  return Number(v);
}

/** A Py_ssize_t argument. */
function ssize(o: PyObject): number {
  if (!isInt(o) && o.ob_type.nb_index === null) typeError(`'${typeName(o)}' object cannot be interpreted as an integer`);
  const i = isInt(o) ? (Py_INCREF(o), o as PyInt) : PyNumber_Index(o);
  const v = i.value;
  Py_DECREF(i);
  if (v < -(2n ** 63n) || v > 2n ** 63n - 1n) throw newException(PyExc_OverflowError, "Python int too large to convert to C ssize_t");
  return Number(v);
}

function concat(parts: Uint8Array[], total: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(total);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

interface Pumped {
  out: Uint8Array;
  err: number;
}

/**
 * Calls op(flush) with fresh output space until zlib leaves some unused (or `limit` bytes are out:
 * -1 is no limit), as CPython's loops `while (zst.avail_out == 0)`. `onNeedDict` answers Z_NEED_DICT
 * (true: call again).
 */
function pump(zs: ZStream, op: (flush: number) => number, flush: number, limit: number, onNeedDict: (() => boolean) | null = null): Pumped {
  const parts: Uint8Array[] = [];
  let total = 0;
  let err = Z_OK;
  for (;;) {
    let n = OUT_CHUNK;
    if (limit >= 0) {
      n = Math.min(n, limit - total);
      if (n <= 0) break;
    }
    zs.setOutput(n);
    err = op(flush);
    const produced = n - zs.availOut;
    if (produced > 0) {
      parts.push(zs.output(produced));
      total += produced;
    }
    if (err === Z_NEED_DICT && onNeedDict !== null && onNeedDict()) continue;
    if (err !== Z_OK && err !== Z_BUF_ERROR) break;
    if (zs.availOut !== 0) break;
  }
  return { out: concat(parts, total), err };
}

// ---- one-shot functions -----------------------------------------------------------------------

function compress(data: Uint8Array, level: number, wbits: number): Uint8Array {
  const zs = new ZStream();
  try {
    const err = zs.deflateInit(level, DEFLATED, wbits, DEF_MEM_LEVEL, Z_DEFAULT_STRATEGY);
    if (err === Z_MEM_ERROR) throw newException(PyExc_MemoryError, "Out of memory while compressing data");
    if (err === Z_STREAM_ERROR) throw newException(PyZlibError, "Bad compression level");
    if (err !== Z_OK) {
      zs.deflateEnd();
      zlibError(zs, err, "while compressing data");
    }
    zs.setInput(data);
    const r = pump(zs, (f) => zs.deflate(f), Z_FINISH, -1);
    if (r.err !== Z_STREAM_END) {
      zs.deflateEnd();
      zlibError(zs, r.err, "while compressing data");
    }
    const e2 = zs.deflateEnd();
    if (e2 !== Z_OK) zlibError(zs, e2, "while finishing compression");
    return r.out;
  } finally {
    zs.free();
  }
}

function decompress(data: Uint8Array, wbits: number): Uint8Array {
  const zs = new ZStream();
  try {
    const err = zs.inflateInit(wbits);
    if (err === Z_MEM_ERROR) throw newException(PyExc_MemoryError, "Out of memory while decompressing data");
    if (err !== Z_OK) {
      zs.inflateEnd();
      zlibError(zs, err, "while preparing to decompress data");
    }
    zs.setInput(data);
    const r = pump(zs, (f) => zs.inflate(f), Z_NO_FLUSH, -1);
    if (r.err !== Z_OK && r.err !== Z_BUF_ERROR && r.err !== Z_STREAM_END) {
      zs.inflateEnd();
      if (r.err === Z_MEM_ERROR) throw newException(PyExc_MemoryError, "Out of memory while decompressing data");
      zlibError(zs, r.err, "while decompressing data");
    }
    if (r.err !== Z_STREAM_END) {
      zs.inflateEnd();
      zlibError(zs, Z_BUF_ERROR, "while decompressing data");
    }
    const e2 = zs.inflateEnd();
    if (e2 !== Z_OK) zlibError(zs, e2, "while finishing decompression");
    return r.out;
  } finally {
    zs.free();
  }
}

// ---- Compress / Decompress / _ZlibDecompressor ----------------------------------------------

export const PyCompress_Type = newStaticType("zlib.Compress", undefined, 0);
export const PyDecompress_Type = newStaticType("zlib.Decompress", undefined, 0);
export const PyZlibDecompressor_Type = newStaticType("zlib._ZlibDecompressor");

class PyCompObject extends PyObject {
  declare zs: ZStream;
  declare initialised: boolean;
  declare unusedData: PyObject;
  declare unconsumedTail: PyObject;
  declare zdict: Uint8Array | null;
  declare eof: boolean;
  /** _ZlibDecompressor: input kept between calls, and needs_input. */
  declare pending: Uint8Array;
  declare needsInput: boolean;
  constructor(type: PyType) {
    super(type);
    this.zs = new ZStream();
    this.initialised = false;
    this.unusedData = (Py_INCREF(EmptyBytes), EmptyBytes);
    this.unconsumedTail = (Py_INCREF(EmptyBytes), EmptyBytes);
    this.zdict = null;
    this.eof = false;
    this.pending = new Uint8Array(0);
    this.needsInput = true;
  }
}
keepConstructFast(PyCompObject);

function dealloc(o: PyObject, inflate: boolean): void {
  const c = o as PyCompObject;
  if (c.initialised) {
    if (inflate) c.zs.inflateEnd();
    else c.zs.deflateEnd();
  }
  c.zs.free();
  Py_DECREF(c.unusedData);
  Py_DECREF(c.unconsumedTail);
}

function setInflateZdict(c: PyCompObject): void {
  const err = c.zs.inflateSetDictionary(c.zdict!);
  if (err !== Z_OK) zlibError(c.zs, err, "while setting zdict");
}

function newCompressobj(level: number, method: number, wbits: number, memLevel: number, strategy: number, zdict: Uint8Array | null): PyCompObject {
  const c = new PyCompObject(PyCompress_Type);
  const err = c.zs.deflateInit(level, method, wbits, memLevel, strategy);
  if (err === Z_OK) {
    c.initialised = true;
    if (zdict !== null) {
      const e2 = c.zs.deflateSetDictionary(zdict);
      if (e2 !== Z_OK) {
        Py_DECREF(c);
        throw newException(PyExc_ValueError, "Invalid dictionary");
      }
    }
    return c;
  }
  Py_DECREF(c);
  if (err === Z_MEM_ERROR) throw newException(PyExc_MemoryError, "Can't allocate memory for compression object");
  if (err === Z_STREAM_ERROR) throw newException(PyExc_ValueError, "Invalid initialization option");
  zlibError(c.zs, err, "while creating compression object");
}

function newDecompressobj(type: PyType, wbits: number, zdict: Uint8Array | null): PyCompObject {
  const c = new PyCompObject(type);
  c.zdict = zdict;
  const err = c.zs.inflateInit(wbits);
  if (err === Z_OK) {
    c.initialised = true;
    if (zdict !== null && wbits < 0) {
      try {
        setInflateZdict(c);
      } catch (e) {
        Py_DECREF(c);
        throw e;
      }
    }
    return c;
  }
  Py_DECREF(c);
  if (err === Z_STREAM_ERROR) throw newException(PyExc_ValueError, "Invalid initialization option");
  if (err === Z_MEM_ERROR) throw newException(PyExc_MemoryError, "Can't allocate memory for decompression object");
  zlibError(c.zs, err, "while creating decompression object");
}

function zdictArg(o: PyObject | null, what: "compress" | "decompress"): Uint8Array | null {
  if (o === null) return null;
  const b = bufferBytes(o);
  if (b === null) typeError(what === "compress" ? "zdict argument must support the buffer protocol" : "zdict argument must support the buffer protocol");
  return b.slice();
}

/**
 * save_unconsumed_input, as 3.14.2 (the stdlib's version and the oracle's) has it: at the end of
 * the stream the leftover input goes to unused_data and avail_in to 0, but the tail is measured
 * from next_in, so a call that had an unconsumed_tail keeps the leftover there too (3.14.8 clears it).
 */
function saveUnconsumed(c: PyCompObject, data: Uint8Array, err: number): void {
  let left = c.zs.availIn;
  const rest = data.subarray(data.length - left);
  if (err === Z_STREAM_END) {
    if (left > 0) {
      const old = (c.unusedData as PyBytes).value;
      const nu = new Uint8Array(old.length + left);
      nu.set(old);
      nu.set(rest, old.length);
      Py_DECREF(c.unusedData);
      c.unusedData = newBytes(nu);
    }
    left = 0;
  }
  const tail = rest;
  if (left > 0 || (c.unconsumedTail as PyBytes).value.length > 0) {
    Py_DECREF(c.unconsumedTail);
    c.unconsumedTail = tail.length === 0 ? (Py_INCREF(EmptyBytes), EmptyBytes) : newBytes(tail.slice());
  }
}

function initTypes(): void {
  const C = PyCompress_Type;
  C.tp_alloc = (t) => new PyCompObject(t);
  C.tp_dealloc = (o) => dealloc(o, false);
  defMethod(C, "compress", (o, args, kw) => {
    noKw("compress", kw);
    checkPositional("compress", args.length, 1, 1);
    const c = o as PyCompObject;
    const data = binData(args[0]!);
    c.zs.setInput(data);
    const r = pump(c.zs, (f) => c.zs.deflate(f), Z_NO_FLUSH, -1);
    c.zs.release();
    if (r.err === Z_STREAM_ERROR) zlibError(c.zs, r.err, "while compressing data");
    return newBytes(r.out);
  });
  defMethod(C, "flush", (o, args, kw) => {
    noKw("flush", kw);
    checkPositional("flush", args.length, 0, 1);
    const c = o as PyCompObject;
    const mode = args.length > 0 ? cInt(args[0]!) : Z_FINISH;
    if (mode === Z_NO_FLUSH) return (Py_INCREF(EmptyBytes), EmptyBytes);
    c.zs.setInput(new Uint8Array(0));
    const r = pump(c.zs, (f) => c.zs.deflate(f), mode, -1);
    c.zs.release();
    if (r.err === Z_STREAM_END && mode === Z_FINISH) {
      const e2 = c.zs.deflateEnd();
      c.initialised = false;
      if (e2 !== Z_OK) zlibError(c.zs, e2, "while flushing");
    } else if (r.err !== Z_OK && r.err !== Z_BUF_ERROR) zlibError(c.zs, r.err, "while flushing");
    return newBytes(r.out);
  });
  const compCopy = (o: PyObject): PyObject => {
    const c = o as PyCompObject;
    if (!c.initialised) throw newException(PyExc_ValueError, "Inconsistent stream state");
    const n = new PyCompObject(PyCompress_Type);
    const err = n.zs.deflateCopy(c.zs);
    if (err !== Z_OK) {
      Py_DECREF(n);
      if (err === Z_STREAM_ERROR) throw newException(PyExc_ValueError, "Inconsistent stream state");
      if (err === Z_MEM_ERROR) throw newException(PyExc_MemoryError, "Can't allocate memory for compression object");
      zlibError(c.zs, err, "while copying compression object");
    }
    n.initialised = true;
    return n;
  };
  defMethod(C, "copy", (o, args, kw) => (noKw("copy", kw), checkPositional("copy", args.length, 0, 0), compCopy(o)));
  defMethod(C, "__copy__", (o, args, kw) => (noKw("__copy__", kw), checkPositional("__copy__", args.length, 0, 0), compCopy(o)));
  defMethod(C, "__deepcopy__", (o, args, kw) => (noKw("__deepcopy__", kw), checkPositional("__deepcopy__", args.length, 1, 1), compCopy(o)));
  addSlotWrappers(C);

  const D = PyDecompress_Type;
  D.tp_alloc = (t) => new PyCompObject(t);
  D.tp_dealloc = (o) => dealloc(o, true);
  defMethod(D, "decompress", (o, args, kw) => {
    const [dataO, maxO] = parseArgs("decompress", args, kw, ["data", "max_length"], 1, 1);
    const c = o as PyCompObject;
    const data = binData(dataO!);
    const maxLength = maxO === null ? 0 : ssize(maxO);
    if (maxLength < 0) throw newException(PyExc_ValueError, "max_length must be non-negative");
    c.zs.setInput(data);
    const onDict = c.zdict !== null ? () => (setInflateZdict(c), true) : null;
    const r = pump(c.zs, (f) => c.zs.inflate(f), Z_SYNC_FLUSH, maxLength === 0 ? -1 : maxLength, onDict);
    saveUnconsumed(c, data, r.err);
    c.zs.release();
    if (r.err === Z_STREAM_END) c.eof = true;
    else if (r.err !== Z_OK && r.err !== Z_BUF_ERROR) zlibError(c.zs, r.err, "while decompressing data");
    return newBytes(r.out);
  });
  defMethod(D, "flush", (o, args, kw) => {
    noKw("flush", kw);
    checkPositional("flush", args.length, 0, 1);
    const c = o as PyCompObject;
    const length = args.length > 0 ? ssize(args[0]!) : DEF_BUF_SIZE;
    if (length <= 0) throw newException(PyExc_ValueError, "length must be greater than zero");
    const data = (c.unconsumedTail as PyBytes).value;
    c.zs.setInput(data);
    const onDict = c.zdict !== null ? () => (setInflateZdict(c), true) : null;
    const r = pump(c.zs, (f) => c.zs.inflate(f), Z_FINISH, -1, onDict);
    saveUnconsumed(c, data, r.err);
    c.zs.release();
    if (r.err === Z_STREAM_END) {
      c.eof = true;
      if (c.initialised) {
        c.initialised = false;
        const e2 = c.zs.inflateEnd();
        if (e2 !== Z_OK) zlibError(c.zs, e2, "while finishing decompression");
      }
    }
    return newBytes(r.out);
  });
  const decompCopy = (o: PyObject): PyObject => {
    const c = o as PyCompObject;
    if (!c.initialised) throw newException(PyExc_ValueError, "Inconsistent stream state");
    const n = new PyCompObject(PyDecompress_Type);
    const err = n.zs.inflateCopy(c.zs);
    if (err !== Z_OK) {
      Py_DECREF(n);
      if (err === Z_STREAM_ERROR) throw newException(PyExc_ValueError, "Inconsistent stream state");
      zlibError(c.zs, err, "while copying decompression object");
    }
    n.initialised = true;
    Py_DECREF(n.unusedData);
    Py_DECREF(n.unconsumedTail);
    n.unusedData = (Py_INCREF(c.unusedData), c.unusedData);
    n.unconsumedTail = (Py_INCREF(c.unconsumedTail), c.unconsumedTail);
    n.zdict = c.zdict;
    n.eof = c.eof;
    return n;
  };
  defMethod(D, "copy", (o, args, kw) => (noKw("copy", kw), checkPositional("copy", args.length, 0, 0), decompCopy(o)));
  defMethod(D, "__copy__", (o, args, kw) => (noKw("__copy__", kw), checkPositional("__copy__", args.length, 0, 0), decompCopy(o)));
  defMethod(D, "__deepcopy__", (o, args, kw) => (noKw("__deepcopy__", kw), checkPositional("__deepcopy__", args.length, 1, 1), decompCopy(o)));
  defGetSet(D, "unused_data", (o) => (Py_INCREF((o as PyCompObject).unusedData), (o as PyCompObject).unusedData));
  defGetSet(D, "unconsumed_tail", (o) => (Py_INCREF((o as PyCompObject).unconsumedTail), (o as PyCompObject).unconsumedTail));
  defGetSet(D, "eof", (o) => newBool((o as PyCompObject).eof));
  addSlotWrappers(D);

  const Z = PyZlibDecompressor_Type;
  Z.tp_alloc = (t) => new PyCompObject(t);
  Z.tp_dealloc = (o) => dealloc(o, true);
  Z.tp_new = (t, args, kw) => {
    const [wbitsO, zdictO] = parseArgs("_ZlibDecompressor", args, kw, ["wbits", "zdict"], 0);
    const wbits = wbitsO === null ? MAX_WBITS : cInt(wbitsO);
    return newDecompressobj(t, wbits, zdictArg(zdictO, "decompress"));
  };
  defMethod(Z, "decompress", (o, args, kw) => {
    const [dataO, maxO] = parseArgs("decompress", args, kw, ["data", "max_length"], 1);
    const c = o as PyCompObject;
    const maxLength = maxO === null ? -1 : ssize(maxO);
    if (c.eof) throw newException(PyExc_EOFError, "End of stream already reached");
    const add = binData(dataO!);
    let data: Uint8Array;
    if (c.pending.length > 0) {
      data = new Uint8Array(c.pending.length + add.length);
      data.set(c.pending);
      data.set(add, c.pending.length);
    } else data = add.slice();
    c.zs.setInput(data);
    const onDict = c.zdict !== null ? () => (setInflateZdict(c), true) : null;
    const r = pump(c.zs, (f) => c.zs.inflate(f), Z_SYNC_FLUSH, maxLength, onDict);
    const left = c.zs.availIn;
    c.zs.release();
    if (r.err === Z_STREAM_END) {
      c.eof = true;
      c.initialised = false;
      c.zs.inflateEnd();
    } else if (r.err !== Z_OK && r.err !== Z_BUF_ERROR) {
      c.pending = new Uint8Array(0);
      zlibError(c.zs, r.err, "while decompressing data");
    }
    const rest = data.subarray(data.length - left);
    if (c.eof) {
      c.needsInput = false;
      if (left > 0) {
        Py_DECREF(c.unusedData);
        c.unusedData = newBytes(rest.slice());
      }
      c.pending = new Uint8Array(0);
    } else if (left === 0) {
      c.pending = new Uint8Array(0);
      c.needsInput = true;
    } else {
      c.pending = rest.slice();
      c.needsInput = false;
    }
    return newBytes(r.out);
  });
  defGetSet(Z, "unused_data", (o) => (Py_INCREF((o as PyCompObject).unusedData), (o as PyCompObject).unusedData));
  defGetSet(Z, "eof", (o) => newBool((o as PyCompObject).eof));
  defGetSet(Z, "needs_input", (o) => newBool((o as PyCompObject).needsInput));
  addSlotWrappers(Z);
}

// ---- the module ------------------------------------------------------------------------------

let ready = false;

export function makeZlib(): PyModule {
  if (!ready) {
    ready = true;
    initTypes();
  }
  const mod = newModule("zlib");
  const d = mod.dict!;
  const set = (name: string, v: PyObject): void => {
    dictSetItem(d, internStr(name), v);
  };
  const setInt = (name: string, v: number): void => {
    const o = newInt(v);
    set(name, o);
    Py_DECREF(o);
  };
  set("__doc__", newStr("The functions in this module allow compression and decompression using the\nzlib library, which is based on GNU zip.\n\nadler32(string[, start]) -- Compute an Adler-32 checksum.\ncompress(data[, level]) -- Compress data, with compression level 0-9 or -1.\ncompressobj([level[, ...]]) -- Return a compressor object.\ncrc32(string[, start]) -- Compute a CRC-32 checksum.\ndecompress(string,[wbits],[bufsize]) -- Decompresses a compressed string.\ndecompressobj([wbits[, zdict]]) -- Return a decompressor object.\n\n'wbits' is window buffer size and container format.\nCompressor objects support compress() and flush() methods; decompressor\nobjects support decompress() and flush()."));
  set("error", PyZlibError);
  set("_ZlibDecompressor", PyZlibDecompressor_Type);
  for (const [k, v] of Object.entries({
    MAX_WBITS, DEFLATED, DEF_MEM_LEVEL, DEF_BUF_SIZE, Z_NO_COMPRESSION: 0, Z_BEST_SPEED: 1, Z_BEST_COMPRESSION: 9, Z_DEFAULT_COMPRESSION,
    Z_FILTERED: 1, Z_HUFFMAN_ONLY: 2, Z_RLE: 3, Z_FIXED: 4, Z_DEFAULT_STRATEGY, Z_NO_FLUSH, Z_PARTIAL_FLUSH: 1, Z_SYNC_FLUSH,
    Z_FULL_FLUSH: 3, Z_FINISH, Z_BLOCK: 5, Z_TREES: 6,
  })) setInt(k, v);
  set("ZLIB_VERSION", newStr(zlibVersion()));
  set("ZLIB_RUNTIME_VERSION", newStr(zlibVersion()));
  set("__version__", newStr("1.0"));
  const fn = (name: string, impl: (args: PyObject[], kw: string[] | null) => PyObject): void => {
    const f = newCFunction(name, (_s, args, kw) => impl(args, kw), mod);
    set(name, f);
    Py_DECREF(f);
  };
  for (const which of ["crc32", "adler32"] as const) {
    fn(which, (args, kw) => {
      noKw(which, kw);
      checkPositional(which, args.length, 1, 2);
      const data = binData(args[0]!);
      let start = which === "crc32" ? 0 : 1;
      if (args.length > 1) {
        const i = PyNumber_Index(args[1]!);
        start = Number(BigInt.asUintN(32, BigInt(i.value)));
        Py_DECREF(i);
      }
      return newInt(checksum(which, start, data));
    });
  }
  fn("compress", (args, kw) => {
    const [data, level, wbits] = parseArgs("compress", args, kw, ["data", "level", "wbits"], 1, 1);
    return newBytes(compress(binData(data!), level === null ? Z_DEFAULT_COMPRESSION : cInt(level), wbits === null ? MAX_WBITS : cInt(wbits)));
  });
  fn("decompress", (args, kw) => {
    const [data, wbits, bufsize] = parseArgs("decompress", args, kw, ["data", "wbits", "bufsize"], 1, 1);
    if (bufsize !== null && ssize(bufsize) < 0) throw newException(PyExc_ValueError, "bufsize must be non-negative");
    return newBytes(decompress(binData(data!), wbits === null ? MAX_WBITS : cInt(wbits)));
  });
  fn("compressobj", (args, kw) => {
    const [level, method, wbits, memLevel, strategy, zdict] = parseArgs("compressobj", args, kw, ["level", "method", "wbits", "memLevel", "strategy", "zdict"], 0);
    const ci = (o: PyObject | null, dflt: number): number => (o === null ? dflt : cInt(o));
    return newCompressobj(ci(level, Z_DEFAULT_COMPRESSION), ci(method, DEFLATED), ci(wbits, MAX_WBITS), ci(memLevel, DEF_MEM_LEVEL), ci(strategy, Z_DEFAULT_STRATEGY), zdictArg(zdict, "compress"));
  });
  fn("decompressobj", (args, kw) => {
    const [wbits, zdict] = parseArgs("decompressobj", args, kw, ["wbits", "zdict"], 0);
    return newDecompressobj(PyDecompress_Type, wbits === null ? MAX_WBITS : cInt(wbits), zdictArg(zdict, "decompress"));
  });
  void newExceptionArgs;
  void None;
  return mod;
}

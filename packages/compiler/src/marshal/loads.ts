/**
 * `marshal.loads`: bytes → value, following `r_object` in Python/marshal.c (version 5, CPython 3.14):
 * every type code, FLAG_REF (the reference slot is reserved when the type byte is read, so
 * references are numbered in pre-order), TYPE_REF, 15-bit long digits, binary and text floats,
 * code objects in `w_complex_object`'s field order. Malformed or truncated data raises the
 * error CPython raises (as a PythonException), never a crash or a hang; trailing bytes are ignored.
 */
import {
  Ellipsis,
  False,
  None,
  True,
  makeCodeObject,
  CO_FAST_LOCAL,
  CO_VARARGS,
  CO_VARKEYWORDS,
  type CodeObject,
  type PyConst,
} from "../codeObject.js";
import { PythonException } from "../errors.js";
import { decodeUtf8SurrogatePass } from "./utf8.js";
import { TYPE, FLAG_REF, type MarshalValue } from "./types.js";

const MAX_MARSHAL_STACK_DEPTH = 2000;
const SIZE32_MAX = 0x7fffffff;

const EOF_OBJECT = "EOF read where object expected";

export interface LoadsOptions {
  /** `allow_code=False` refuses code objects. */
  readonly allowCode?: boolean;
}

class Reader {
  pos = 0;
  depth = 0;
  /** The reference list: `null` marks a reserved slot not yet filled (CPython's Py_None placeholder). */
  readonly refs: (MarshalValue | null)[] = [];
  private readonly view: DataView;

  constructor(
    readonly buf: Uint8Array,
    readonly allowCode = true,
  ) {
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }

  /** r_byte: the next byte, or -1 (EOF) without raising. */
  byte(): number {
    return this.pos < this.buf.length ? this.buf[this.pos++]! : -1;
  }

  /** r_byte inside an object (a length byte): EOFError "EOF read where not expected" at the end. */
  lengthByte(): number {
    if (this.pos >= this.buf.length) throw new PythonException("EOFError", "EOF read where not expected");
    return this.buf[this.pos++]!;
  }

  /** r_string: n bytes, or EOFError "marshal data too short". */
  bytes(n: number): Uint8Array {
    if (this.buf.length - this.pos < n) throw new PythonException("EOFError", "marshal data too short");
    const r = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return r;
  }

  /** r_long: a signed 32-bit little-endian integer. */
  long(): number {
    this.bytes(4);
    return this.view.getInt32(this.pos - 4, true);
  }

  /** r_short: a signed 16-bit little-endian integer. */
  short(): number {
    this.bytes(2);
    return this.view.getInt16(this.pos - 2, true);
  }

  float64(): number {
    this.bytes(8);
    return this.view.getFloat64(this.pos - 8, true);
  }
}

function valueError(msg: string): PythonException {
  return new PythonException("ValueError", msg);
}

function sizeChecked(r: Reader, what: string): number {
  const n = r.long();
  if (n < 0 || n > SIZE32_MAX) throw valueError(`bad marshal data (${what} size out of range)`);
  return n;
}

/** r_PyLong: sign and count of 15-bit digits, then the digits, least significant first. */
function readLong(r: Reader): bigint {
  const n = r.long();
  if (n === 0) return 0n;
  if (n < -SIZE32_MAX || n > SIZE32_MAX) throw valueError("bad marshal data (long size out of range)");
  const count = Math.abs(n);
  let v = 0n;
  for (let i = 0; i < count; i++) {
    const md = r.short();
    if (md < 0 || md > 1 << 15) throw valueError("bad marshal data (digit out of range in long)");
    if (md === 0 && i === count - 1) throw valueError("bad marshal data (unnormalized long data)");
    v |= BigInt(md) << BigInt(15 * i);
  }
  return n < 0 ? -v : v;
}

/** PyOS_string_to_double over the text float formats ('f', 'x'). */
function parseFloatText(s: string): number {
  const t = s.trim().toLowerCase();
  const m = /^([+-]?)(inf|infinity|nan)$/.exec(t);
  if (m) return m[2] === "nan" ? NaN : m[1] === "-" ? -Infinity : Infinity;
  if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(t)) return Number(t);
  throw valueError(`could not convert string to float: '${s}'`);
}

function readFloatText(r: Reader): number {
  const n = r.lengthByte();
  return parseFloatText(new TextDecoder("latin1").decode(r.bytes(n)));
}

function latin1(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode(...b.subarray(i, i + 8192));
  return s;
}

/** Reads one item of a container; a NULL there is CPython's TypeError. */
function item(r: Reader, container: string): MarshalValue {
  const v = readObject(r);
  if (v === undefined) throw new PythonException("TypeError", `NULL object in marshal data for ${container}`);
  return v;
}

const badInternalCall = () =>
  // PyErr_BadInternalCall() in _PyCode_Validate, with the source line CPython 3.14.2 reports.
  new PythonException("SystemError", "Objects/codeobject.c:465: bad argument to internal function");

function strTuple(v: MarshalValue): string[] {
  if (v.type !== "tuple") throw badInternalCall();
  return v.items.map((x) => {
    if (x.type !== "str") throw new PythonException("SystemError", "non-string found in code slot");
    return x.value;
  });
}

/** Reads the fields in `w_complex_object`'s order, then checks them as `_PyCode_Validate` does. */
function readCode(r: Reader): CodeObject {
  const field = (): MarshalValue => {
    const v = readObject(r);
    if (v === undefined) throw new PythonException("TypeError", "NULL object in marshal data for code object");
    return v;
  };
  const co_argcount = r.long();
  const co_posonlyargcount = r.long();
  const co_kwonlyargcount = r.long();
  const co_stacksize = r.long();
  const co_flags = r.long();
  const code = field();
  const consts = field();
  const names = field();
  const localsplusnames = field();
  const localspluskinds = field();
  const filename = field();
  const name = field();
  const qualname = field();
  const co_firstlineno = r.long();
  const linetable = field();
  const exceptiontable = field();
  if (
    co_argcount < co_posonlyargcount ||
    co_posonlyargcount < 0 ||
    co_kwonlyargcount < 0 ||
    co_stacksize < 0 ||
    co_flags < 0 ||
    code.type !== "bytes" ||
    consts.type !== "tuple" ||
    names.type !== "tuple" ||
    localsplusnames.type !== "tuple" ||
    localspluskinds.type !== "bytes" ||
    localsplusnames.items.length !== localspluskinds.value.length ||
    name.type !== "str" ||
    qualname.type !== "str" ||
    filename.type !== "str" ||
    linetable.type !== "bytes" ||
    exceptiontable.type !== "bytes"
  )
    throw badInternalCall();
  if (code.value.length % 2 !== 0) throw valueError("code: co_code is malformed");
  let nlocals = 0;
  for (const k of localspluskinds.value) if (k & CO_FAST_LOCAL) nlocals++;
  const plain = nlocals - co_argcount - co_kwonlyargcount - (co_flags & CO_VARARGS ? 1 : 0) - (co_flags & CO_VARKEYWORDS ? 1 : 0);
  if (plain < 0) throw valueError("code: co_varnames is too small");
  return makeCodeObject({
    co_argcount,
    co_posonlyargcount,
    co_kwonlyargcount,
    co_stacksize,
    co_flags,
    co_code: code.value,
    co_consts: consts.items,
    co_names: strTuple(names),
    co_localsplusnames: strTuple(localsplusnames),
    co_localspluskinds: localspluskinds.value,
    co_filename: filename.value,
    co_name: name.value,
    co_qualname: qualname.value,
    co_firstlineno,
    co_linetable: linetable.value,
    co_exceptiontable: exceptiontable.value,
  });
}

/** r_object: one value, or `undefined` for TYPE_NULL. */
function readObject(r: Reader): MarshalValue | undefined {
  const code = r.byte();
  if (code < 0) throw new PythonException("EOFError", EOF_OBJECT);
  if (++r.depth > MAX_MARSHAL_STACK_DEPTH) throw valueError("recursion limit exceeded");
  const flag = (code & FLAG_REF) !== 0;
  const type = code & ~FLAG_REF;
  // Reserve the reference slot now (pre-order numbering); simple objects fill it once read.
  let idx = -1;
  const reserve = () => {
    if (flag) {
      idx = r.refs.length;
      r.refs.push(null);
    }
  };
  const fill = <V extends MarshalValue>(v: V): V => {
    if (flag) r.refs[idx] = v;
    return v;
  };
  let v: MarshalValue | undefined;
  switch (type) {
    case TYPE.NULL:
      v = undefined;
      break;
    case TYPE.NONE:
      v = None;
      break;
    case TYPE.STOPITER:
      v = { type: "StopIteration" };
      break;
    case TYPE.ELLIPSIS:
      v = Ellipsis;
      break;
    case TYPE.FALSE:
      v = False;
      break;
    case TYPE.TRUE:
      v = True;
      break;
    case TYPE.INT: {
      const n = r.long();
      reserve();
      v = fill({ type: "int", value: BigInt(n) });
      break;
    }
    case TYPE.INT64: {
      const b = r.bytes(8);
      const dv = new DataView(b.buffer, b.byteOffset, 8);
      reserve();
      v = fill({ type: "int", value: dv.getBigInt64(0, true) });
      break;
    }
    case TYPE.LONG: {
      const n = readLong(r);
      reserve();
      v = fill({ type: "int", value: n });
      break;
    }
    case TYPE.FLOAT: {
      const x = readFloatText(r);
      reserve();
      v = fill({ type: "float", value: x });
      break;
    }
    case TYPE.BINARY_FLOAT: {
      const x = r.float64();
      reserve();
      v = fill({ type: "float", value: x });
      break;
    }
    case TYPE.COMPLEX: {
      const re = readFloatText(r);
      const im = readFloatText(r);
      reserve();
      v = fill({ type: "complex", real: re, imag: im });
      break;
    }
    case TYPE.BINARY_COMPLEX: {
      const re = r.float64();
      const im = r.float64();
      reserve();
      v = fill({ type: "complex", real: re, imag: im });
      break;
    }
    case TYPE.STRING: {
      const n = sizeChecked(r, "bytes object");
      const b = r.bytes(n).slice();
      reserve();
      v = fill({ type: "bytes", value: b });
      break;
    }
    case TYPE.ASCII_INTERNED:
    case TYPE.ASCII:
    case TYPE.SHORT_ASCII_INTERNED:
    case TYPE.SHORT_ASCII: {
      let n: number;
      if (type === TYPE.ASCII || type === TYPE.ASCII_INTERNED) n = sizeChecked(r, "string");
      else n = r.lengthByte();
      const s = latin1(r.bytes(n));
      reserve();
      v = fill({ type: "str", value: s });
      break;
    }
    case TYPE.INTERNED:
    case TYPE.UNICODE: {
      const n = sizeChecked(r, "string");
      const s = n === 0 ? "" : decodeUtf8SurrogatePass(r.bytes(n));
      reserve();
      v = fill({ type: "str", value: s });
      break;
    }
    case TYPE.SMALL_TUPLE:
    case TYPE.TUPLE: {
      const n = type === TYPE.SMALL_TUPLE ? r.lengthByte() : sizeChecked(r, "tuple");
      reserve();
      const items: PyConst[] = [];
      for (let i = 0; i < n; i++) items.push(item(r, "tuple") as PyConst);
      v = fill({ type: "tuple", items });
      break;
    }
    case TYPE.LIST: {
      const n = sizeChecked(r, "list");
      const items: MarshalValue[] = [];
      reserve();
      const list = fill({ type: "list", items });
      for (let i = 0; i < n; i++) items.push(item(r, "list"));
      v = list;
      break;
    }
    case TYPE.DICT: {
      const entries: [MarshalValue, MarshalValue][] = [];
      reserve();
      const dict = fill({ type: "dict", entries });
      for (;;) {
        const key = readObject(r);
        if (key === undefined) break;
        const val = readObject(r);
        if (val === undefined) break;
        entries.push([key, val]);
      }
      v = dict;
      break;
    }
    case TYPE.SET:
    case TYPE.FROZENSET: {
      const n = sizeChecked(r, "set");
      reserve();
      const items: MarshalValue[] = [];
      const set = type === TYPE.SET ? fill({ type: "set", items }) : undefined;
      for (let i = 0; i < n; i++) items.push(item(r, "set"));
      v = set ?? fill({ type: "frozenset", items: items as PyConst[] });
      break;
    }
    case TYPE.CODE: {
      if (!r.allowCode) throw valueError("unmarshalling code objects is disallowed");
      reserve();
      v = fill({ type: "code", value: readCode(r) });
      break;
    }
    case TYPE.SLICE: {
      reserve();
      const start = item(r, "slice") as PyConst;
      const stop = item(r, "slice") as PyConst;
      const step = item(r, "slice") as PyConst;
      v = fill({ type: "slice", start, stop, step });
      break;
    }
    case TYPE.REF: {
      const n = r.long();
      const target = n >= 0 && n < r.refs.length ? r.refs[n] : null;
      if (!target) throw valueError("bad marshal data (invalid reference)");
      v = target;
      break;
    }
    default:
      throw valueError("bad marshal data (unknown type code)");
  }
  r.depth--;
  return v;
}

/** `marshal.loads(data, allow_code=True)`: the first value in `data` (extra bytes are ignored). */
export function loads(data: Uint8Array, options: LoadsOptions = {}): MarshalValue {
  const v = readObject(new Reader(data, options.allowCode ?? true));
  if (v === undefined) throw new PythonException("TypeError", "NULL object in marshal data for object");
  return v;
}

/** `marshal.loads` of data that must hold a code object (a module's, as in a .pyc). */
export function loadsCode(data: Uint8Array): CodeObject {
  const v = loads(data);
  if (v.type !== "code") throw new PythonException("TypeError", `marshal data holds a ${v.type}, not a code object`);
  return v.value;
}

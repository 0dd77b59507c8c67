/**
 * `marshal.dumps`: value → bytes in version 5, following `w_object`/`w_complex_object` in
 * Python/marshal.c. Which objects CPython flags with FLAG_REF depends on its reference counts
 * and interning at dump time; pyts shares only strings that occur more than once (a choice any
 * loader accepts), so the bytes load back to an equal value but are not always byte-identical.
 */
import type { CodeObject } from "../codeObject.js";
import { PythonException } from "../errors.js";
import { encodeUtf8SurrogatePass } from "./utf8.js";
import { FLAG_REF, TYPE, type MarshalValue } from "./types.js";

const MAX_MARSHAL_STACK_DEPTH = 2000;

class Writer {
  private buf = new Uint8Array(1024);
  private view = new DataView(this.buf.buffer);
  len = 0;
  depth = 0;
  /** Strings seen more than once → their reference index once written. */
  readonly shared = new Map<string, number>();
  refCount = 0;

  constructor(readonly repeated: ReadonlySet<string>) {}

  private reserve(n: number): void {
    if (this.len + n <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.len + n));
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }
  byte(b: number): void {
    this.reserve(1);
    this.buf[this.len++] = b & 0xff;
  }
  long(x: number): void {
    this.reserve(4);
    this.view.setInt32(this.len, x | 0, true);
    this.len += 4;
  }
  short(x: number): void {
    this.reserve(2);
    this.view.setInt16(this.len, x, true);
    this.len += 2;
  }
  float64(x: number): void {
    this.reserve(8);
    this.view.setFloat64(this.len, x, true);
    this.len += 8;
  }
  bytes(b: Uint8Array): void {
    this.reserve(b.length);
    this.buf.set(b, this.len);
    this.len += b.length;
  }
  result(): Uint8Array {
    return this.buf.slice(0, this.len);
  }
}

const isAscii = (s: string) => /^[\x00-\x7f]*$/.test(s);

/** w_PyLong: sign with the count, then 15-bit digits, least significant first. */
function writeLong(w: Writer, v: bigint, flag: number): void {
  w.byte(TYPE.LONG | flag);
  const neg = v < 0n;
  let a = neg ? -v : v;
  const digits: number[] = [];
  while (a > 0n) {
    digits.push(Number(a & 0x7fffn));
    a >>= 15n;
  }
  w.long(neg ? -digits.length : digits.length);
  for (const d of digits) w.short(d);
}

function writeStr(w: Writer, s: string): void {
  let flag = 0;
  if (w.repeated.has(s)) {
    const idx = w.shared.get(s);
    if (idx !== undefined) {
      w.byte(TYPE.REF);
      w.long(idx);
      return;
    }
    w.shared.set(s, w.refCount++);
    flag = FLAG_REF;
  }
  if (isAscii(s)) {
    if (s.length < 256) {
      w.byte(TYPE.SHORT_ASCII | flag);
      w.byte(s.length);
    } else {
      w.byte(TYPE.ASCII | flag);
      w.long(s.length);
    }
    for (let i = 0; i < s.length; i++) w.byte(s.charCodeAt(i));
  } else {
    const b = encodeUtf8SurrogatePass(s);
    w.byte(TYPE.UNICODE | flag);
    w.long(b.length);
    w.bytes(b);
  }
}

function writeBytes(w: Writer, b: Uint8Array): void {
  w.byte(TYPE.STRING);
  w.long(b.length);
  w.bytes(b);
}

function writeStrTuple(w: Writer, items: readonly string[]): void {
  writeTupleHeader(w, items.length);
  for (const s of items) writeObject(w, { type: "str", value: s });
}

function writeTupleHeader(w: Writer, n: number): void {
  if (n < 256) {
    w.byte(TYPE.SMALL_TUPLE);
    w.byte(n);
  } else {
    w.byte(TYPE.TUPLE);
    w.long(n);
  }
}

function writeCode(w: Writer, co: CodeObject): void {
  w.byte(TYPE.CODE);
  w.long(co.co_argcount);
  w.long(co.co_posonlyargcount);
  w.long(co.co_kwonlyargcount);
  w.long(co.co_stacksize);
  w.long(co.co_flags);
  writeBytes(w, co.co_code);
  writeTupleHeader(w, co.co_consts.length);
  for (const c of co.co_consts) writeObject(w, c);
  writeStrTuple(w, co.co_names);
  writeStrTuple(w, co.co_localsplusnames);
  writeBytes(w, co.co_localspluskinds);
  writeStr(w, co.co_filename);
  writeStr(w, co.co_name);
  writeStr(w, co.co_qualname);
  w.long(co.co_firstlineno);
  writeBytes(w, co.co_linetable);
  writeBytes(w, co.co_exceptiontable);
}

function writeObject(w: Writer, v: MarshalValue): void {
  if (++w.depth > MAX_MARSHAL_STACK_DEPTH) throw new PythonException("ValueError", "object too deeply nested to marshal");
  switch (v.type) {
    case "None":
      w.byte(TYPE.NONE);
      break;
    case "StopIteration":
      w.byte(TYPE.STOPITER);
      break;
    case "Ellipsis":
      w.byte(TYPE.ELLIPSIS);
      break;
    case "bool":
      w.byte(v.value ? TYPE.TRUE : TYPE.FALSE);
      break;
    case "int":
      if (v.value >= -0x80000000n && v.value <= 0x7fffffffn) {
        w.byte(TYPE.INT);
        w.long(Number(v.value));
      } else writeLong(w, v.value, 0);
      break;
    case "float":
      w.byte(TYPE.BINARY_FLOAT);
      w.float64(v.value);
      break;
    case "complex":
      w.byte(TYPE.BINARY_COMPLEX);
      w.float64(v.real);
      w.float64(v.imag);
      break;
    case "bytes":
      writeBytes(w, v.value);
      break;
    case "str":
      writeStr(w, v.value);
      break;
    case "tuple":
      writeTupleHeader(w, v.items.length);
      for (const x of v.items) writeObject(w, x);
      break;
    case "list":
      w.byte(TYPE.LIST);
      w.long(v.items.length);
      for (const x of v.items) writeObject(w, x);
      break;
    case "dict":
      w.byte(TYPE.DICT);
      for (const [k, x] of v.entries) {
        writeObject(w, k);
        writeObject(w, x);
      }
      w.byte(TYPE.NULL);
      break;
    case "set":
    case "frozenset":
      w.byte(v.type === "set" ? TYPE.SET : TYPE.FROZENSET);
      w.long(v.items.length);
      for (const x of v.items) writeObject(w, x);
      break;
    case "slice":
      w.byte(TYPE.SLICE);
      writeObject(w, v.start);
      writeObject(w, v.stop);
      writeObject(w, v.step);
      break;
    case "code":
      writeCode(w, v.value);
      break;
  }
  w.depth--;
}

/** Collects the strings that occur more than once (they are written once and then referenced). */
function repeatedStrings(v: MarshalValue): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  const str = (s: string) => (seen.has(s) ? repeated.add(s) : seen.add(s));
  const visit = (x: MarshalValue): void => {
    switch (x.type) {
      case "str":
        str(x.value);
        break;
      case "tuple":
      case "list":
      case "set":
      case "frozenset":
        x.items.forEach(visit);
        break;
      case "dict":
        for (const [k, y] of x.entries) {
          visit(k);
          visit(y);
        }
        break;
      case "slice":
        visit(x.start);
        visit(x.stop);
        visit(x.step);
        break;
      case "code": {
        const co = x.value;
        co.co_consts.forEach(visit);
        co.co_names.forEach(str);
        co.co_localsplusnames.forEach(str);
        str(co.co_filename);
        str(co.co_name);
        str(co.co_qualname);
        break;
      }
      default:
        break;
    }
  };
  visit(v);
  return repeated;
}

/** `marshal.dumps(value)` (version 5). */
export function dumps(value: MarshalValue): Uint8Array {
  const w = new Writer(repeatedStrings(value));
  writeObject(w, value);
  return w.result();
}

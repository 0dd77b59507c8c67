/**
 * `marshal.dumps`: value → bytes in version 5, following `w_object`/`w_complex_object` in
 * Python/marshal.c.
 *
 * Which objects CPython flags with FLAG_REF (and later writes as TYPE_REF) depends on object
 * identity and reference counts at dump time (`w_ref`): an object is flagged when its refcount is
 * above 1 or it is an interned str; a second sighting of the same object becomes a reference.
 * pyts has no CPython objects, so it models the identities a freshly compiled module has:
 *  - constants are merged by value across the whole module (the compiler's constant cache,
 *    `_PyCompile_ConstCacheMergeOne`, which also merges `co_consts`, `co_names` and
 *    `co_localsplusnames` tuples), strings by value (identifiers and name-like constants are
 *    interned; `co_filename`/`co_name`/`co_qualname` are interned too);
 *  - immortal objects (small ints −5..256, `''`, one-character latin-1 strs, `b''`, one-byte
 *    bytes, `()`) always have refcount > 1;
 *  - `co_code` is flagged (it is cached on the code object while marshal holds it), as is the
 *    top-level object (the caller holds it); equal `co_linetable`s and `co_exceptiontable`s are
 *    one object (merged like constants), `co_localspluskinds` are not;
 *  - anything else is flagged when the same identity occurs more than once.
 * Frozenset elements are written sorted by their own marshal bytes, as CPython does.
 * Any choice loads back to an equal value; this model makes the bytes identical to CPython's
 * for freshly compiled code (conformance counts how often).
 */
import type { CodeObject, PyConst } from "../codeObject.js";
import { PythonException } from "../errors.js";
import { encodeUtf8SurrogatePass } from "./utf8.js";
import { FLAG_REF, TYPE, type MarshalValue } from "./types.js";

const MAX_MARSHAL_STACK_DEPTH = 2000;

/** Identity of an object in the modelled module: equal keys are the same CPython object; null: a unique object. */
type Key = string | null;

interface Slot {
  /** Identity key. */
  readonly key: Key;
  /** Always flag (refcount known to be > 1). */
  readonly force?: boolean;
  /** Not one of the immortal singletons even if its value is (bytes built in place). */
  readonly mortal?: boolean;
}

class Output {
  private buf = new Uint8Array(1024);
  private view = new DataView(this.buf.buffer);
  len = 0;

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
const allNameChars = (s: string) => /^[A-Za-z0-9_]*$/.test(s);
const hex = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString("hex");
const floatBits = (x: number) => {
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, x);
  return dv.getBigUint64(0).toString(16);
};

/** The identity of a value: by type and value (`_PyCode_ConstantKey`) for constants, null for mutable ones and code. */
function identity(v: MarshalValue): Key {
  return constKey(v);
}

/** A str constant is interned when it is made of name characters (`intern_constants`) or is a one-character singleton. */
const internedConst = (s: string) => allNameChars(s) || s.length === 0 || (s.length === 1 && s.charCodeAt(0) < 256);

/** The constant-cache identity of a value (`_PyCode_ConstantKey`, by type and value); null for unique objects. */
function constKey(v: MarshalValue): Key {
  const items = (xs: readonly MarshalValue[], sort: boolean): string | null => {
    const keys: string[] = [];
    for (const x of xs) {
      const k = constKey(x);
      if (k === null) return null;
      keys.push(k);
    }
    if (sort) keys.sort();
    return keys.join("\u0000");
  };
  switch (v.type) {
    case "None":
      return "N";
    case "Ellipsis":
      return "E";
    case "StopIteration":
      return "S";
    case "bool":
      return v.value ? "T" : "F";
    case "int":
      return "i" + v.value.toString();
    case "float":
      return "f" + floatBits(v.value);
    case "complex":
      return "c" + floatBits(v.real) + "," + floatBits(v.imag);
    case "str":
      return (internedConst(v.value) ? "S" : "s") + v.value;
    case "bytes":
      return "b" + hex(v.value);
    case "tuple": {
      const k = items(v.items, false);
      return k === null ? null : "t(" + k + ")";
    }
    case "frozenset": {
      // `intern_constants` rebuilds a frozenset (a new, unshared object) when one of its strings
      // was already interned as another object — an identifier of the module (the parser interns
      // those before compiling); otherwise the constant cache's frozenset is shared.
      if (v.items.some((x) => x.type === "str" && internedConst(x.value) && moduleIdentifiers.has(x.value))) return null;
      const k = items(v.items, true);
      return k === null ? null : "fs(" + k + ")";
    }
    case "slice": {
      const k = items([v.start, v.stop, v.step], false);
      return k === null ? null : "sl(" + k + ")";
    }
    case "list":
    case "set":
    case "dict":
    case "code":
      return null;
  }
}

/** Objects CPython 3.14 keeps immortal (refcount never 1). */
function isImmortal(v: MarshalValue): boolean {
  switch (v.type) {
    case "int":
      return v.value >= -5n && v.value <= 256n;
    case "str":
      return v.value.length === 0 || (v.value.length === 1 && v.value.charCodeAt(0) < 256);
    case "bytes":
      return v.value.length <= 1;
    case "tuple":
      return v.items.length === 0;
    default:
      return false;
  }
}

export interface DumpsOptions {
  /** Marshal format version 0–5 (`marshal.version` is 5). */
  readonly version?: number;
  /** `allow_code=False` refuses code objects. */
  readonly allowCode?: boolean;
}

const unmarshallable = () => new PythonException("ValueError", "unmarshallable object");

class Writer {
  readonly out = new Output();
  depth = 0;
  /** Key → reference index, for flagged objects already written. */
  private readonly written = new Map<string, number>();
  /** Keys already seen (counting pass: descend only on first sight, as a reference would). */
  private readonly seen = new Set<string>();
  private refCount = 0;

  constructor(
    /** null: the counting pass (nothing is written, sightings are counted). */
    readonly counts: Map<string, number> | null,
    readonly sightings: Map<string, number>,
    readonly version: number,
    readonly allowCode: boolean,
  ) {}

  /**
   * `w_ref`: on a repeat sighting of a flagged object, writes TYPE_REF and returns true;
   * otherwise returns the flag to OR into the type byte (and records the new reference).
   */
  ref(v: MarshalValue, slot: Slot): { done: true } | { done: false; flag: number } {
    if (this.version < 3) return { done: false, flag: 0 }; // no references before version 3
    const key = slot.key;
    if (this.counts === null) {
      // Counting pass.
      if (key !== null) {
        this.sightings.set(key, (this.sightings.get(key) ?? 0) + 1)
        if (this.seen.has(key)) return { done: true };
        this.seen.add(key);
      }
      return { done: false, flag: 0 };
    }
    if (key !== null) {
      const idx = this.written.get(key);
      if (idx !== undefined) {
        this.out.byte(TYPE.REF);
        this.out.long(idx);
        return { done: true };
      }
    }
    const flagged =
      slot.force === true ||
      (slot.mortal !== true && isImmortal(v)) ||
      (v.type === "str" && slot.key !== null && slot.key.startsWith("S")) ||
      (key !== null && (this.counts.get(key) ?? 0) > 1);
    if (!flagged) return { done: false, flag: 0 };
    const idx = this.refCount++;
    if (key !== null) this.written.set(key, idx);
    return { done: false, flag: FLAG_REF };
  }

  object(v: MarshalValue, slot: Slot = { key: identity(v) }): void {
    if (++this.depth > MAX_MARSHAL_STACK_DEPTH) throw new PythonException("ValueError", "object too deeply nested to marshal");
    const o = this.out;
    switch (v.type) {
      case "None":
        o.byte(TYPE.NONE);
        break;
      case "StopIteration":
        o.byte(TYPE.STOPITER);
        break;
      case "Ellipsis":
        o.byte(TYPE.ELLIPSIS);
        break;
      case "bool":
        o.byte(v.value ? TYPE.TRUE : TYPE.FALSE);
        break;
      default: {
        const r = this.ref(v, slot);
        if (!r.done) this.complex(v, r.flag, slot);
      }
    }
    this.depth--;
  }

  /** `w_complex_object`. */
  private complex(v: MarshalValue, flag: number, slot: Slot): void {
    const o = this.out;
    switch (v.type) {
      case "int":
        if (v.value >= -0x80000000n && v.value <= 0x7fffffffn) {
          o.byte(TYPE.INT | flag);
          o.long(Number(v.value));
        } else writeLong(o, v.value, flag);
        break;
      case "float":
        if (this.version > 1) {
          o.byte(TYPE.BINARY_FLOAT | flag);
          o.float64(v.value);
        } else {
          o.byte(TYPE.FLOAT | flag);
          writeFloatText(o, v.value);
        }
        break;
      case "complex":
        if (this.version > 1) {
          o.byte(TYPE.BINARY_COMPLEX | flag);
          o.float64(v.real);
          o.float64(v.imag);
        } else {
          o.byte(TYPE.COMPLEX | flag);
          writeFloatText(o, v.real);
          writeFloatText(o, v.imag);
        }
        break;
      case "bytes":
        o.byte(TYPE.STRING | flag);
        o.long(v.value.length);
        o.bytes(v.value);
        break;
      case "str":
        writeStr(o, v.value, slot.key !== null && slot.key.startsWith("S"), flag, this.version);
        break;
      case "tuple":
        if (this.version >= 4 && v.items.length < 256) {
          o.byte(TYPE.SMALL_TUPLE | flag);
          o.byte(v.items.length);
        } else {
          o.byte(TYPE.TUPLE | flag);
          o.long(v.items.length);
        }
        for (const x of v.items) this.object(x);
        break;
      case "list":
        o.byte(TYPE.LIST | flag);
        o.long(v.items.length);
        for (const x of v.items) this.object(x, { key: null });
        break;
      case "dict":
        o.byte(TYPE.DICT | flag);
        for (const [k, x] of v.entries) {
          this.object(k);
          this.object(x);
        }
        o.byte(TYPE.NULL);
        break;
      case "set":
      case "frozenset": {
        o.byte((v.type === "set" ? TYPE.SET : TYPE.FROZENSET) | flag);
        o.long(v.items.length);
        // Sorted by each element's own marshal bytes (a separate dump), as CPython does.
        const keyed = v.items.map((x) => ({ x, b: run(x, { key: identity(x), force: true }, this.version, this.allowCode) }));
        keyed.sort((p, q) => Buffer.compare(Buffer.from(p.b), Buffer.from(q.b)));
        // The elements are referenced from elsewhere too (the folded tuple they came from).
        for (const { x } of keyed) this.object(x, { key: identity(x), force: true });
        break;
      }
      case "slice":
        if (this.version < 5) throw unmarshallable();
        o.byte(TYPE.SLICE | flag);
        this.object(v.start);
        this.object(v.stop);
        this.object(v.step);
        break;
      case "code":
        if (!this.allowCode) throw unmarshallable();
        this.code(v.value, flag);
        break;
      default:
        break;
    }
  }

  private code(co: CodeObject, flag: number): void {
    const o = this.out;
    // Bytes the compiler builds in place are never the one-byte singletons; b'' is the empty singleton.
    const bytes = (value: Uint8Array, merged: boolean, force: boolean): void =>
      this.object({ type: "bytes", value }, { key: merged || value.length === 0 ? constKey({ type: "bytes", value }) : null, force, mortal: value.length === 1 });
    // co_names and co_localsplusnames: tuples of interned names.
    const strTuple = (items: readonly string[], merged: boolean): void => {
      const v: PyConst = { type: "tuple", items: items.map((value) => ({ type: "str", value })) };
      const r = this.ref(v, { key: merged ? "t(" + items.map((x) => "S" + x).join("\u0000") + ")" : null });
      if (r.done) return;
      if (this.version >= 4 && items.length < 256) {
        o.byte(TYPE.SMALL_TUPLE | r.flag);
        o.byte(items.length);
      } else {
        o.byte(TYPE.TUPLE | r.flag);
        o.long(items.length);
      }
      for (const value of items) this.object({ type: "str", value }, { key: "S" + value });
    };
    o.byte(TYPE.CODE | flag);
    o.long(co.co_argcount);
    o.long(co.co_posonlyargcount);
    o.long(co.co_kwonlyargcount);
    o.long(co.co_stacksize);
    o.long(co.co_flags);
    bytes(co.co_code, false, true);
    // A class body's first constant is its __qualname__: the very object that becomes the
    // (interned) co_qualname.
    const q = co.co_consts[0];
    if (q?.type === "str" && q.value === co.co_qualname && co.co_names.includes("__qualname__")) {
      const r = this.ref({ type: "tuple", items: co.co_consts }, { key: null });
      if (!r.done) {
        if (this.version >= 4 && co.co_consts.length < 256) {
          o.byte(TYPE.SMALL_TUPLE | r.flag);
          o.byte(co.co_consts.length);
        } else {
          o.byte(TYPE.TUPLE | r.flag);
          o.long(co.co_consts.length);
        }
        this.object(q, { key: "S" + q.value });
        for (const x of co.co_consts.slice(1)) this.object(x);
      }
    } else this.object({ type: "tuple", items: co.co_consts });
    strTuple(co.co_names, true);
    // 3.14 merges co_localsplusnames through the constant cache, except for `__annotate__` functions.
    strTuple(co.co_localsplusnames, !(co.co_name === "__annotate__" && co.co_localsplusnames.length > 0 && co.co_localsplusnames.length < 256));
    bytes(co.co_localspluskinds, false, false);
    // Interned by the code object's constructor.
    for (const value of [co.co_filename, co.co_name, co.co_qualname]) this.object({ type: "str", value }, { key: "S" + value });
    o.long(co.co_firstlineno);
    bytes(co.co_linetable, true, false);
    bytes(co.co_exceptiontable, true, false);
  }
}

/** w_PyLong: sign with the count, then 15-bit digits, least significant first. */
function writeLong(o: Output, v: bigint, flag: number): void {
  o.byte(TYPE.LONG | flag);
  const neg = v < 0n;
  let a = neg ? -v : v;
  const digits: number[] = [];
  while (a > 0n) {
    digits.push(Number(a & 0x7fffn));
    a >>= 15n;
  }
  o.long(neg ? -digits.length : digits.length);
  for (const d of digits) o.short(d);
}

/** The exact decimal digits and exponent of a finite double: |x| = 0.DIGITS × 10^exp10 (digits without leading zeros). */
function exactDecimal(x: number): { digits: string; point: number } {
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, Math.abs(x));
  const bits = dv.getBigUint64(0);
  const bexp = Number((bits >> 52n) & 0x7ffn);
  let mant = bits & ((1n << 52n) - 1n);
  let e2: number;
  if (bexp === 0) e2 = -1074;
  else {
    mant |= 1n << 52n;
    e2 = bexp - 1075;
  }
  if (mant === 0n) return { digits: "0", point: 1 };
  let digits: string;
  let frac: number; // number of digits after the decimal point
  if (e2 >= 0) {
    digits = (mant << BigInt(e2)).toString();
    frac = 0;
  } else {
    digits = (mant * 5n ** BigInt(-e2)).toString();
    frac = -e2;
  }
  const point = digits.length - frac; // position of the decimal point from the left
  const stripped = digits.replace(/^0+/, "");
  return { digits: stripped, point: point - (digits.length - stripped.length) };
}

/** `%.{prec}g` with correct round-half-even on the exact binary value (what PyOS_double_to_string does). */
function formatG(x: number, prec: number): string {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x < 0 ? "-inf" : "inf";
  const sign = x < 0 || Object.is(x, -0) ? "-" : "";
  if (x === 0) return sign + "0";
  const { digits, point } = exactDecimal(x);
  let d = digits.slice(0, prec);
  let pt = point;
  if (digits.length > prec) {
    const rest = digits.slice(prec);
    const first = rest.charCodeAt(0) - 48;
    const tail = /[1-9]/.test(rest.slice(1));
    const roundUp = first > 5 || (first === 5 && (tail || (d.charCodeAt(d.length - 1) - 48) % 2 === 1));
    if (roundUp) {
      const n = (BigInt(d) + 1n).toString();
      if (n.length > d.length) pt++;
      d = n.slice(0, prec);
    }
  }
  d = d.padEnd(prec, "0");
  const exp = pt - 1;
  if (exp < -4 || exp >= prec) {
    const m = (d[0] + "." + d.slice(1)).replace(/\.?0+$/, "");
    return `${sign}${m}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  }
  let t = pt <= 0 ? "0." + "0".repeat(-pt) + d : pt >= d.length ? d + "0".repeat(pt - d.length) : d.slice(0, pt) + "." + d.slice(pt);
  if (t.includes(".")) t = t.replace(/\.?0+$/, "");
  return sign + t;
}

/** `w_float_str`: `PyOS_double_to_string(v, 'g', 17, 0)` behind a length byte (versions 0 and 1). */
function writeFloatText(o: Output, x: number): void {
  const t = formatG(x, 17);
  o.byte(t.length);
  for (let i = 0; i < t.length; i++) o.byte(t.charCodeAt(i));
}

function writeStr(o: Output, s: string, interned: boolean, flag: number, version: number): void {
  if (version < 4 || !isAscii(s)) {
    const b = encodeUtf8SurrogatePass(s);
    o.byte((version >= 3 && interned ? TYPE.INTERNED : TYPE.UNICODE) | flag);
    o.long(b.length);
    o.bytes(b);
    return;
  }
  if (s.length < 256) {
    o.byte((interned ? TYPE.SHORT_ASCII_INTERNED : TYPE.SHORT_ASCII) | flag);
    o.byte(s.length);
  } else {
    o.byte((interned ? TYPE.ASCII_INTERNED : TYPE.ASCII) | flag);
    o.long(s.length);
  }
  for (let i = 0; i < s.length; i++) o.byte(s.charCodeAt(i));
}

/** The identifiers of the module being dumped (names, local names, code names): interned by the parser. */
let moduleIdentifiers: ReadonlySet<string> = new Set();

function collectIdentifiers(v: MarshalValue, out: Set<string>): void {
  if (v.type === "code") {
    const co = v.value;
    for (const s of co.co_names) out.add(s);
    for (const s of co.co_localsplusnames) out.add(s);
    out.add(co.co_name);
    for (const c of co.co_consts) collectIdentifiers(c, out);
  } else if (v.type === "tuple" || v.type === "list" || v.type === "set" || v.type === "frozenset") {
    for (const x of v.items) collectIdentifiers(x, out);
  }
}

function run(value: MarshalValue, top: Slot, version: number, allowCode: boolean): Uint8Array {
  const sightings = new Map<string, number>();
  new Writer(null, sightings, version, allowCode).object(value, top);
  const w = new Writer(sightings, sightings, version, allowCode);
  w.object(value, top);
  return w.out.result();
}

/** `marshal.dumps(value, version=5, allow_code=True)`. */
export function dumps(value: MarshalValue, options: DumpsOptions = {}): Uint8Array {
  const saved = moduleIdentifiers;
  const ids = new Set<string>();
  collectIdentifiers(value, ids);
  moduleIdentifiers = ids;
  try {
    return run(value, { key: identity(value), force: true }, options.version ?? 5, options.allowCode ?? true);
  } finally {
    moduleIdentifiers = saved;
  }
}

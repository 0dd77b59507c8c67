/**
 * code: the runtime form of a compiler `CodeObject`: constants converted to Python objects,
 * names interned, the exception table decoded into arrays, and the location table decoded
 * lazily for tracebacks (Objects/locations.md format).
 */
import { CO_GENERATOR, CO_COROUTINE, CO_ASYNC_GENERATOR, CO_ITERABLE_COROUTINE, CO_VARARGS, CO_VARKEYWORDS, type CodeObject, type PyConst } from "@pyts/compiler";
import { PyObject, newStaticType, makeImmortal, Py_DECREF, Py_INCREF, type PyType, keepConstructFast } from "./object.js";
import { None, Ellipsis } from "./none.js";
import { True, False } from "./bool.js";
import { newIntBig } from "./int.js";
import { newFloat } from "./float.js";
import { PyStr, internStr, newStr } from "./str.js";
import { newTuple, PyTuple, PyTuple_Type } from "./tuple.js";

export const PyCode_Type = newStaticType("code", undefined, 0);

export interface Location {
  lineno: number; // -1: None
  endLineno: number;
  col: number; // -1: None
  endCol: number;
}

export class PyCode extends PyObject {
  declare co: CodeObject;
  declare code: Uint8Array;
  declare consts: PyObject[];
  /**
   * co_consts as the tuple CPython's compiler made: merged through the constant cache like any
   * tuple constant, so code objects with equal constants share one tuple (and count one
   * reference to each constant); `consts` is its items.
   */
  declare constsTuple: PyTuple;
  declare names: PyStr[];
  declare localsplusnames: PyStr[];
  declare localspluskinds: Uint8Array;
  declare nlocalsplus: number;
  declare nlocals: number;
  declare flags: number;
  declare argcount: number;
  declare posonlyargcount: number;
  declare kwonlyargcount: number;
  declare stacksize: number;
  declare name: PyStr;
  declare qualname: PyStr;
  declare filename: PyStr;
  declare firstlineno: number;
  /** Exception table: per entry start, end (exclusive), target, depth, lasti — code-unit offsets. */
  declare exStart: Int32Array;
  declare exEnd: Int32Array;
  declare exTarget: Int32Array;
  declare exDepthLasti: Int32Array;
  declare locations: Location[] | null;
  /**
   * Finished frames of this code kept for reuse (a small free list, like CPython's frame data
   * stack): the first `nFreeFrames` entries of a fixed-size array (objects/frame.ts acquireFrame,
   * recycleFrame), which a pop never shrinks nor a push grows.
   */
  declare freeFrames: (import("./frame.js").PyFrame | null)[];
  declare nFreeFrames: number;
  /**
   * LOAD_GLOBAL's inline cache, beside the code (CPython keeps it in the instruction's CACHE
   * entries; the bytecode pyts shows stays unchanged): per instruction index, the globals dict
   * and its keys version it was filled for, the builtins dict and version (null when the name is a
   * global), and the entry index holding the value. Allocated on first use.
   */
  declare globalCache: GlobalCache | null;
  /** LOAD_ATTR/STORE_ATTR inline caches (eval/attrCache.ts), made on first use. */
  declare attrCache: AttrCache | null;
  /** Its JIT function (eval/jit), once its loops are hot; null until then. */
  declare jit: import("../eval/jit/index.js").JitFunction | null;
  /** Backward jumps left before the JIT compiles it (-1: compiled, or not compilable). */
  declare jitWarmup: number;
  /**
   * Its JIT function when a call can bind it plainly (no *args, **kwargs, keyword-only parameters
   * or generator flags: the positional arguments are its first locals); null otherwise.
   */
  declare plainJit: import("../eval/jit/index.js").JitFunction | null;
  /** Index in localsplus of each cell/free variable, by position in the cell+free ranges. */
  constructor(type: PyType, co: CodeObject) {
    super(type);
    this.co = co;
    this.code = co.co_code;
    this.constsTuple = constToObject({ type: "tuple", items: co.co_consts }) as PyTuple;
    this.consts = this.constsTuple.items;
    this.names = co.co_names.map(internStr);
    this.localsplusnames = co.co_localsplusnames.map(internStr);
    this.localspluskinds = co.co_localspluskinds;
    this.nlocalsplus = co.co_localsplusnames.length;
    this.nlocals = co.co_nlocals;
    this.flags = co.co_flags;
    this.argcount = co.co_argcount;
    this.posonlyargcount = co.co_posonlyargcount;
    this.kwonlyargcount = co.co_kwonlyargcount;
    this.stacksize = co.co_stacksize;
    this.name = internStr(co.co_name);
    this.qualname = internStr(co.co_qualname);
    this.filename = internStr(co.co_filename);
    this.firstlineno = co.co_firstlineno;
    const ex = parseExceptionTable(co.co_exceptiontable);
    this.exStart = ex[0];
    this.exEnd = ex[1];
    this.exTarget = ex[2];
    this.exDepthLasti = ex[3];
    this.locations = null;
    this.freeFrames = [null, null, null, null, null, null, null, null];
    this.nFreeFrames = 0;
    this.globalCache = null;
    this.attrCache = null;
    this.jit = null;
    this.jitWarmup = jitThreshold;
    this.plainJit = null;
  }
}

/**
 * Calls of a code object plus backward jumps of its loops before the JIT (eval/jit) compiles it:
 * 200, or the environment's PYTS_JIT_THRESHOLD (1 compiles every code object at its first call);
 * PYTS_JIT=0 turns the JIT off (-1). Code objects made later take a value set by setJitThreshold.
 */
let jitThreshold = ((): number => {
  const env = typeof process === "undefined" ? undefined : process.env;
  if (env?.PYTS_JIT === "0") return -1;
  const n = Number(env?.PYTS_JIT_THRESHOLD);
  return Number.isInteger(n) && n > 0 ? n : 200;
})();

/** Sets the JIT threshold of code objects made from now on (-1: no JIT); returns the previous one. */
export function setJitThreshold(n: number): number {
  const old = jitThreshold;
  jitThreshold = n;
  return old;
}

export interface GlobalCache {
  globals: (import("./dict.js").PyDict | null)[];
  globalsVersion: Float64Array;
  builtins: (import("./dict.js").PyDict | null)[];
  builtinsVersion: Float64Array;
  index: Int32Array;
}

/**
 * Per instruction (by code-unit index), ATTR_CACHE_WAYS ways (way k at `at + k * n`, so a site
 * that sees several classes, as a base class's method called on instances of its subclasses
 * does, keeps each): the type version tag an attribute instruction saw, with the instance-dict
 * entry index it found (`slot`: -1 when the type has an attribute of that name), or the method
 * descriptor for a method load.
 */
/**
 * co_flags that keep a code object off the calls made without argument binding (PyCode.plainJit,
 * a property getter or binary dunder called directly): *args, **kwargs, the generator kinds.
 */
export const CO_NOT_PLAIN = CO_VARARGS | CO_VARKEYWORDS | CO_GENERATOR | CO_COROUTINE | CO_ASYNC_GENERATOR | CO_ITERABLE_COROUTINE;

export interface AttrCache {
  n: number;
  tag: Int32Array;
  slot: Int32Array;
  descr: (PyObject | null)[];
  /**
   * For a method load: the shared keys of an instance dict found without the method's name (a
   * split dict on them cannot shadow the method: SharedKeys never change), null when none.
   */
  shared: (import("./dict.js").SharedKeys | null)[];
}

export const ATTR_CACHE_WAYS = 4;

export function newAttrCache(ninstr: number): AttrCache {
  const size = ATTR_CACHE_WAYS * ninstr;
  return { n: ninstr, tag: new Int32Array(size), slot: new Int32Array(size), descr: new Array<PyObject | null>(size).fill(null), shared: new Array<import("./dict.js").SharedKeys | null>(size).fill(null) };
}

export function newGlobalCache(ninstr: number): GlobalCache {
  return {
    globals: new Array<import("./dict.js").PyDict | null>(ninstr).fill(null),
    globalsVersion: new Float64Array(ninstr),
    builtins: new Array<import("./dict.js").PyDict | null>(ninstr).fill(null),
    builtinsVersion: new Float64Array(ninstr),
    index: new Int32Array(ninstr),
  };
}

/**
 * The constants made so far for the code object being made and the ones nested in it, by
 * constantKey: CPython's compiler merges equal constants across all code objects of one
 * compilation (`c_const_cache`, tuple and frozenset items included), so `1.5` in two functions,
 * or in a function and a module-level tuple constant, is one object. Null between compilations.
 */
let constCache: Map<string, PyObject> | null = null;

export function newCode(co: CodeObject): PyCode {
  if (constCache !== null) return makeImmortal(new PyCode(PyCode_Type, co));
  constCache = new Map();
  try {
    return makeImmortal(new PyCode(PyCode_Type, co));
  } finally {
    constCache = null;
  }
}

const keyBits = new Float64Array(1);
const keyWords = new Uint32Array(keyBits.buffer);

function floatKey(x: number): string {
  keyBits[0] = x;
  return `${keyWords[0]!.toString(36)}.${keyWords[1]!.toString(36)}`;
}

function latin1(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode(...b.subarray(i, i + 8192));
  return s;
}

/**
 * CPython's _PyCode_ConstantKey as a string: equal for constants of the same type and value
 * (-0.0 apart from 0.0, items keyed recursively, a frozenset's regardless of order); null for
 * constants that never merge here (a NaN, which is unequal to any other object; code objects,
 * which the compiler already merged). The singletons have keys only as items: constToObject
 * returns them without the cache.
 */
function constantKey(c: PyConst): string | null {
  switch (c.type) {
    case "None":
    case "Ellipsis":
      return c.type;
    case "bool":
      return `${c.value}`;
    case "int":
      return `i${c.value}`;
    case "float":
      return Number.isNaN(c.value) ? null : `f${floatKey(c.value)}`;
    case "complex":
      return Number.isNaN(c.real) || Number.isNaN(c.imag) ? null : `c${floatKey(c.real)},${floatKey(c.imag)}`;
    case "str":
      return `s${c.value}`;
    case "bytes":
      return `b${latin1(c.value)}`;
    case "tuple":
    case "frozenset":
    case "slice": {
      const items = c.type === "slice" ? [c.start, c.stop, c.step] : c.items;
      const keys: string[] = [];
      for (const item of items) {
        const k = constantKey(item);
        if (k === null) return null;
        keys.push(JSON.stringify(k));
      }
      if (c.type === "frozenset") keys.sort();
      // T, F, S: apart from every scalar key's prefix (a str's "s…" could read like a slice's)
      return `${c.type === "tuple" ? "T" : c.type === "frozenset" ? "F" : "S"}(${keys.join(",")})`;
    }
    default:
      return null;
  }
}

/**
 * A constant of co_consts as a Python object. As in CPython 3.14 (default build), only the
 * singletons, small ints and interned strings (identifier-like ones: `intern_constants` /
 * `all_name_chars`, and the one-character latin-1 strings) are immortal; other constants are
 * ordinary objects owned by the code object (`sys.getrefcount` of one counts that reference).
 */
export function constToObject(c: PyConst): PyObject {
  if (constCache === null || c.type === "None" || c.type === "Ellipsis" || c.type === "bool" || c.type === "code") return makeConst(c);
  const key = constantKey(c);
  if (key === null) return makeConst(c);
  const had = constCache.get(key);
  if (had !== undefined) {
    Py_INCREF(had);
    return had;
  }
  const o = makeConst(c);
  constCache.set(key, o);
  return o;
}

function makeConst(c: PyConst): PyObject {
  switch (c.type) {
    case "None":
      return None;
    case "Ellipsis":
      return Ellipsis;
    case "bool":
      return c.value ? True : False;
    case "int":
      return newIntBig(c.value);
    case "float":
      return newFloat(c.value);
    case "complex":
      return newComplexHook(c.real, c.imag);
    case "str":
      return /^[A-Za-z0-9_]*$/.test(c.value) ? internStr(c.value) : newStr(c.value);
    case "bytes":
      return newBytesHook(c.value);
    case "tuple":
      return constTuple(c.items.map(constToObject));
    case "frozenset":
      // the table CPython built: insert in the compiler's insertion order (marshal data: `items`)
      return released((c.insertionOrder ?? c.items).map(constToObject), newFrozensetHook);
    case "slice":
      return released([constToObject(c.start), constToObject(c.stop), constToObject(c.step)], (p) => newSliceHook(p[0]!, p[1]!, p[2]!));
    case "code":
      return newCode(c.value);
  }
}

/**
 * A tuple constant (co_consts itself included), kept out of the collector's lists: its items are
 * constants, so it is never part of a cycle, and the immortal code objects own it for good
 * (CPython untracks such a tuple at its first collection).
 */
function constTuple(items: PyObject[]): PyTuple {
  if (items.length === 0) return newTuple(items);
  const t = new PyTuple(PyTuple_Type, []);
  t.items = items;
  return t;
}

/** Builds from `parts` with a constructor that takes its own references, then drops ours. */
function released(parts: PyObject[], make: (p: PyObject[]) => PyObject): PyObject {
  const r = make(parts);
  for (const p of parts) Py_DECREF(p);
  return r;
}

let newComplexHook: (re: number, im: number) => PyObject = () => None;
let newBytesHook: (b: Uint8Array) => PyObject = () => None;
let newFrozensetHook: (items: PyObject[]) => PyObject = () => None;
let newSliceHook: (a: PyObject, b: PyObject, c: PyObject) => PyObject = () => None;
export function bindConstHooks(h: {
  complex: typeof newComplexHook;
  bytes: typeof newBytesHook;
  frozenset: typeof newFrozensetHook;
  slice: typeof newSliceHook;
}): void {
  newComplexHook = h.complex;
  newBytesHook = h.bytes;
  newFrozensetHook = h.frozenset;
  newSliceHook = h.slice;
}

/**
 * co_exceptiontable's entries as ceval.c's get_exception_handler reads them: an entry starts at a
 * byte with bit 7 set (the first entry at byte 0 whatever its bit), its start and size are varints
 * of 6-bit chunks, the handler and depth/lasti follow; the next entry is the next marked byte after
 * the size. A varint read past the end reads 0. For the compiler's tables (sorted, each field where
 * it belongs) this is the plain sequence of 4-varint entries; for a crafted one it finds what
 * CPython finds (ceval.c switches to a bisection over tables longer than 40 bytes, which gives the
 * same entry on sorted tables; pyts always scans).
 */
function parseExceptionTable(t: Uint8Array): [Int32Array, Int32Array, Int32Array, Int32Array] {
  const starts: number[] = [], ends: number[] = [], targets: number[] = [], dl: number[] = [];
  let i = 0;
  const read = (): number => {
    let b = t[i++]!;
    let v = b & 63;
    while (b & 64) {
      b = t[i++]!;
      v = (v << 6) | (b & 63);
    }
    return v;
  };
  while (i < t.length) {
    const start = read();
    const length = read();
    const next = i;
    const target = read();
    const depthLasti = read();
    starts.push(start);
    ends.push(start + length);
    targets.push(target);
    dl.push(depthLasti);
    // skip_to_next_entry, from after the size
    i = next;
    while (i < t.length && (t[i]! & 128) === 0) i++;
  }
  return [Int32Array.from(starts), Int32Array.from(ends), Int32Array.from(targets), Int32Array.from(dl)];
}

/** Decodes co_linetable into one Location per code unit. */
export function codeLocations(code: PyCode): Location[] {
  if (code.locations !== null) return code.locations;
  const t = code.co.co_linetable;
  const n = code.code.length >> 1;
  const out: Location[] = new Array(n);
  let line = code.firstlineno;
  let i = 0;
  let pc = 0;
  const varint = (): number => {
    let b = t[i++]!;
    let v = b & 63;
    let shift = 6;
    while (b & 64) {
      b = t[i++]!;
      v |= (b & 63) << shift;
      shift += 6;
    }
    return v;
  };
  const svarint = (): number => {
    const v = varint();
    return v & 1 ? -(v >> 1) : v >> 1;
  };
  while (i < t.length && pc < n) {
    const first = t[i++]!;
    const code4 = (first >> 3) & 15;
    const len = (first & 7) + 1;
    let loc: Location;
    if (code4 === 15) loc = { lineno: -1, endLineno: -1, col: -1, endCol: -1 };
    else if (code4 === 14) {
      line += svarint();
      const endLine = line + varint();
      const col = varint() - 1;
      const endCol = varint() - 1;
      loc = { lineno: line, endLineno: endLine, col, endCol };
    } else if (code4 === 13) {
      line += svarint();
      loc = { lineno: line, endLineno: line, col: -1, endCol: -1 };
    } else if (code4 >= 10) {
      line += code4 - 10;
      const col = t[i++]!;
      const endCol = t[i++]!;
      loc = { lineno: line, endLineno: line, col, endCol };
    } else {
      const b = t[i++]!;
      const col = code4 * 8 + ((b >> 4) & 7);
      loc = { lineno: line, endLineno: line, col, endCol: col + (b & 15) };
    }
    for (let k = 0; k < len && pc < n; k++) out[pc++] = loc;
  }
  for (; pc < n; pc++) out[pc] = { lineno: -1, endLineno: -1, col: -1, endCol: -1 };
  code.locations = out;
  return out;
}

/** The line of the instruction at code-unit index `index` (-1 when None). */
export function codeAddr2Line(code: PyCode, index: number): number {
  const locs = codeLocations(code);
  return index >= 0 && index < locs.length ? locs[index]!.lineno : -1;
}

keepConstructFast(PyCode);

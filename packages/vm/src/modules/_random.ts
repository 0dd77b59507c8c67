/**
 * The _random module (Modules/_randommodule.c, 3.14): `Random`, the Mersenne Twister MT19937 that
 * random.py's Random subclasses — seeded as CPython seeds it (init_by_array from the 32-bit words
 * of |n| for an int, of the hash for other objects, 624 words of urandom for None), `random()`
 * (53 bits from two outputs), `getrandbits(k)` (32-bit words, least significant first),
 * `getstate()` / `setstate()` (624 words and the index).
 */
import { randomFillSync } from "node:crypto";
import { PyObject, PyType, newStaticType, keepConstructFast, Py_DECREF } from "../objects/object.js";
import { None } from "../objects/none.js";
import { internStr } from "../objects/str.js";
import { newInt, newIntBig, isInt, type PyInt } from "../objects/int.js";
import { newFloat } from "../objects/float.js";
import { newTuple, isTuple, type PyTuple } from "../objects/tuple.js";
import { dictSetItem } from "../objects/dict.js";
import { PyModule, newModule } from "../objects/module.js";
import { defMethod } from "../objects/descr.js";
import { typeError, newException, newExceptionArgs, PyExc_ValueError, PyExc_OverflowError, PyExc_MemoryError } from "../objects/exceptions.js";
import { addSlotWrappers } from "../objects/typeobject.js";
import { PyObject_Hash, PyNumber_Index } from "../abstract.js";
import { noKw, checkPositional } from "../args.js";

const N = 624;
const M = 397;
const MATRIX_A = 0x9908b0df;
const UPPER_MASK = 0x80000000;
const LOWER_MASK = 0x7fffffff;

export const PyRandom_Type = newStaticType("_random.Random");

class PyRandomObject extends PyObject {
  declare mt: Uint32Array;
  declare index: number;
  constructor(type: PyType) {
    super(type);
    this.mt = new Uint32Array(N);
    this.index = 0;
  }
}
keepConstructFast(PyRandomObject);

function genrandUint32(r: PyRandomObject): number {
  const mt = r.mt;
  let y: number;
  if (r.index >= N) {
    let kk = 0;
    for (; kk < N - M; kk++) {
      y = (mt[kk]! & UPPER_MASK) | (mt[kk + 1]! & LOWER_MASK);
      mt[kk] = mt[kk + M]! ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
    }
    for (; kk < N - 1; kk++) {
      y = (mt[kk]! & UPPER_MASK) | (mt[kk + 1]! & LOWER_MASK);
      mt[kk] = mt[kk + (M - N)]! ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
    }
    y = (mt[N - 1]! & UPPER_MASK) | (mt[0]! & LOWER_MASK);
    mt[N - 1] = mt[M - 1]! ^ (y >>> 1) ^ (y & 1 ? MATRIX_A : 0);
    r.index = 0;
  }
  y = mt[r.index++]!;
  y ^= y >>> 11;
  y ^= (y << 7) & 0x9d2c5680;
  y ^= (y << 15) & 0xefc60000;
  y ^= y >>> 18;
  return y >>> 0;
}

function initGenrand(r: PyRandomObject, s: number): void {
  const mt = r.mt;
  mt[0] = s;
  for (let i = 1; i < N; i++) {
    const p = mt[i - 1]! ^ (mt[i - 1]! >>> 30);
    mt[i] = Math.imul(1812433253, p) + i;
  }
  r.index = N;
}

function initByArray(r: PyRandomObject, key: Uint32Array): void {
  const mt = r.mt;
  initGenrand(r, 19650218);
  let i = 1, j = 0;
  for (let k = Math.max(N, key.length); k; k--) {
    const p = mt[i - 1]! ^ (mt[i - 1]! >>> 30);
    mt[i] = (mt[i]! ^ Math.imul(p, 1664525)) + key[j]! + j;
    i++;
    j++;
    if (i >= N) {
      mt[0] = mt[N - 1]!;
      i = 1;
    }
    if (j >= key.length) j = 0;
  }
  for (let k = N - 1; k; k--) {
    const p = mt[i - 1]! ^ (mt[i - 1]! >>> 30);
    mt[i] = (mt[i]! ^ Math.imul(p, 1566083941)) - i;
    i++;
    if (i >= N) {
      mt[0] = mt[N - 1]!;
      i = 1;
    }
  }
  mt[0] = 0x80000000;
}

/** random_seed: None from urandom, an int from its absolute value, anything else from its hash (as size_t). */
function seed(r: PyRandomObject, arg: PyObject | null): void {
  if (arg === null || arg === None) {
    const key = new Uint32Array(N);
    randomFillSync(key);
    initByArray(r, key);
    return;
  }
  let n: bigint;
  if (isInt(arg)) {
    // int.__abs__ of an int subclass too, never the subclass's own __abs__
    const v = BigInt((arg as PyInt).value);
    n = v < 0n ? -v : v;
  } else {
    const h = BigInt(PyObject_Hash(arg));
    n = BigInt.asUintN(64, h);
  }
  // the 32-bit words of n, least significant first (at least one)
  const words: number[] = [];
  do {
    words.push(Number(n & 0xffffffffn));
    n >>= 32n;
  } while (n > 0n);
  initByArray(r, Uint32Array.from(words));
}

function randomRandom(r: PyRandomObject): number {
  const a = genrandUint32(r) >>> 5, b = genrandUint32(r) >>> 6;
  return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

function getrandbits(r: PyRandomObject, k: number): PyObject {
  if (k === 0) return newInt(0);
  if (k <= 32) return newInt(genrandUint32(r) >>> (32 - k));
  // the words, least significant first, joined as one hex literal (shifting a growing bigint word
  // by word is quadratic: random.randbytes(10 MiB) took minutes)
  const words: string[] = [];
  for (; k > 0; k -= 32) {
    let w = genrandUint32(r);
    if (k < 32) w >>>= 32 - k;
    words.push(w.toString(16).padStart(8, "0"));
  }
  return newIntBig(BigInt("0x" + words.reverse().join("")));
}

const self = (o: PyObject) => o as PyRandomObject;

/** METH_NOARGS's check, named as CPython names the method. */
function noArgs(name: string, args: PyObject[], kw: string[] | null): void {
  noKw(`Random.${name}`, kw);
  if (args.length > 0) typeError(`Random.${name}() takes no arguments (${args.length} given)`);
}

function initRandom(): void {
  const T = PyRandom_Type;
  T.tp_doc = "Random() -> create a random number generator with its own internal state.";
  T.tp_alloc = (t) => new PyRandomObject(t);
  T.tp_new = (t) => t.tp_alloc(t);
  // random_init: keywords refused unless a subclass has an __init__ of its own
  T.tp_init = (o, args, kw) => {
    if ((o.ob_type === T || o.ob_type.tp_init === T.tp_init) && kw !== null && kw.length > 0) typeError("Random() takes no keyword arguments");
    const npos = args.length - (kw?.length ?? 0);
    if (npos > 1) typeError("Random() requires 0 or 1 argument"); // 3.14.2 (the oracle); 3.14.8 says "Random expected at most 1 argument, got N"
    seed(self(o), npos === 1 ? args[0]! : null);
  };
  defMethod(T, "random", (o, args, kw) => {
    noArgs("random", args, kw);
    return newFloat(randomRandom(self(o)));
  });
  defMethod(T, "seed", (o, args, kw) => {
    noKw("seed", kw);
    checkPositional("seed", args.length, 0, 1);
    seed(self(o), args.length > 0 ? args[0]! : null);
    return None;
  });
  defMethod(T, "getstate", (o, args, kw) => {
    noArgs("getstate", args, kw);
    const r = self(o);
    const items: PyObject[] = [];
    for (let i = 0; i < N; i++) items.push(newInt(r.mt[i]!));
    items.push(newInt(r.index));
    return newTuple(items);
  });
  defMethod(T, "setstate", (o, args, kw) => {
    noKw("setstate", kw);
    if (args.length !== 1) typeError(`Random.setstate() takes exactly one argument (${args.length} given)`);
    const state = args[0]!;
    if (!isTuple(state)) typeError("state vector must be a tuple");
    const items = (state as PyTuple).items;
    if (items.length !== N + 1) throw newException(PyExc_ValueError, "state vector is the wrong size");
    const mt = new Uint32Array(N);
    for (let i = 0; i < N; i++) mt[i] = Number(BigInt.asUintN(32, asUnsignedLong(items[i]!)));
    const index = asLong(items[N]!);
    if (index < 0n || index > BigInt(N)) throw newException(PyExc_ValueError, "invalid state");
    const r = self(o);
    r.mt = mt;
    r.index = Number(index);
    return None;
  });
  defMethod(T, "getrandbits", (o, args, kw) => {
    noKw("getrandbits", kw);
    if (args.length !== 1) typeError(`Random.getrandbits() takes exactly one argument (${args.length} given)`);
    // k: uint64_t (_PyLong_UInt64_Converter)
    const i = PyNumber_Index(args[0]!);
    const k = BigInt(i.value);
    Py_DECREF(i);
    if (k < 0n) throw newException(PyExc_ValueError, "Cannot convert negative int");
    if (k >= 1n << 64n) throw newException(PyExc_OverflowError, "Python int too large for C uint64_t");
    // CPython allocates k/8 bytes of words: past what pyts lets an int hold, that is its MemoryError
    if (k > 1n << 32n) throw newExceptionArgs(PyExc_MemoryError, []);
    return getrandbits(self(o), Number(k));
  });
}

/** PyLong_AsUnsignedLong (64-bit): an int, ≥ 0, under 2**64. */
function asUnsignedLong(o: PyObject): bigint {
  if (!isInt(o)) typeError("an integer is required");
  const v = BigInt((o as PyInt).value);
  if (v < 0n) throw newException(PyExc_OverflowError, "can't convert negative value to unsigned int");
  if (v >= 1n << 64n) throw newException(PyExc_OverflowError, "Python int too large to convert to C unsigned long");
  return v;
}

/** PyLong_AsLong (64-bit), through __index__. */
function asLong(o: PyObject): bigint {
  const i = PyNumber_Index(o);
  const v = BigInt(i.value);
  Py_DECREF(i);
  if (v < -(1n << 63n) || v >= 1n << 63n) throw newException(PyExc_OverflowError, "Python int too large to convert to C long");
  return v;
}

let ready = false;

export function makeRandom(): PyModule {
  if (!ready) {
    ready = true;
    initRandom();
    addSlotWrappers(PyRandom_Type);
  }
  const mod = newModule("_random");
  dictSetItem(mod.dict!, internStr("__doc__"), internStr("Module implements the Mersenne Twister random number generator."));
  dictSetItem(mod.dict!, internStr("Random"), PyRandom_Type);
  return mod;
}

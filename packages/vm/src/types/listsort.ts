/**
 * list.sort's algorithm (Objects/listobject.c list_sort_impl): timsort with binary insertion for
 * short runs, galloping merges and the powersort merge policy, comparing with `<` only and in
 * exactly CPython's order, so that user `__lt__` methods see the same calls and a failing
 * comparison leaves the same permutation behind. The pre-sort check picks the compare function
 * (unsafe_object_compare calls the type's tp_richcompare directly, as CPython does).
 */
import { PyObject, PyType, Py_DECREF } from "../objects/object.js";
import { None, NotImplemented } from "../objects/none.js";
import { True, False } from "../objects/bool.js";
import { PyLong_Type, type PyInt } from "../objects/int.js";
import { PyFloat_Type, type PyFloat } from "../objects/float.js";
import { PyUnicode_Type, type PyStr } from "../objects/str.js";
import { PyTuple_Type, type PyTuple } from "../objects/tuple.js";
import { PyObject_Call, PyObject_IsTrue, PyObject_RichCompareBool, Py_LT, Py_EQ } from "../abstract.js";

type Compare = (v: PyObject, w: PyObject) => boolean;

/** A sortslice: keys (and the values permuted in lockstep, when a key function is used) from index i. */
interface Slice {
  k: PyObject[];
  v: PyObject[] | null;
  i: number;
}

interface Run {
  base: number;
  len: number;
  power: number;
}

const MIN_GALLOP = 7;
const MAX_MINRUN = 64;

interface MergeState {
  lt: Compare;
  minGallop: number;
  listlen: number;
  /** Temporary storage for merges (CPython's ms->a). */
  a: Slice;
  pending: Run[];
  keys: PyObject[];
  values: PyObject[] | null;
}

const at = (s: Slice, i = 0): Slice => ({ k: s.k, v: s.v, i: s.i + i });

/** sortslice_memcpy / sortslice_memmove: n items of src (from si) to dst (from di). */
function move(dst: Slice, di: number, src: Slice, si: number, n: number): void {
  if (n <= 0) return;
  const d = dst.i + di, s = src.i + si;
  if (dst.k === src.k) dst.k.copyWithin(d, s, s + n);
  else for (let j = 0; j < n; j++) dst.k[d + j] = src.k[s + j]!;
  if (dst.v !== null && src.v !== null) {
    if (dst.v === src.v) dst.v.copyWithin(d, s, s + n);
    else for (let j = 0; j < n; j++) dst.v[d + j] = src.v[s + j]!;
  }
}

function copyOne(dst: Slice, di: number, src: Slice, si: number): void {
  dst.k[dst.i + di] = src.k[src.i + si]!;
  if (dst.v !== null && src.v !== null) dst.v[dst.i + di] = src.v[src.i + si]!;
}

function reverseRange<T>(a: T[], lo: number, hi: number): void {
  for (hi--; lo < hi; lo++, hi--) {
    const t = a[lo]!;
    a[lo] = a[hi]!;
    a[hi] = t;
  }
}

function sliceReverse(s: Slice, n: number): void {
  reverseRange(s.k, s.i, s.i + n);
  if (s.v !== null) reverseRange(s.v, s.i, s.i + n);
}

/** binarysort: a[:ok] is sorted; insert the rest by binary search. */
function binarysort(ms: MergeState, ss: Slice, n: number, ok: number): void {
  const a = ss.k, v = ss.v, b = ss.i;
  if (!ok) ++ok;
  for (; ok < n; ++ok) {
    let L = 0, R = ok;
    const pivot = a[b + ok]!;
    do {
      const M = (L + R) >> 1;
      if (ms.lt(pivot, a[b + M]!)) R = M;
      else L = M + 1;
    } while (L < R);
    for (let M = ok; M > L; --M) a[b + M] = a[b + M - 1]!;
    a[b + L] = pivot;
    if (v !== null) {
      const vp = v[b + ok]!;
      for (let M = ok; M > L; --M) v[b + M] = v[b + M - 1]!;
      v[b + L] = vp;
    }
  }
}

/** count_run: the length of the run at slo (made ascending in place). */
function countRun(ms: MergeState, slo: Slice, nremaining: number): number {
  const lo = slo.k, b = slo.i;
  const nextSmaller = (n: number) => ms.lt(lo[b + n]!, lo[b + n - 1]!);
  const nextLarger = (n: number) => ms.lt(lo[b + n - 1]!, lo[b + n]!);
  let n: number;
  for (n = 1; n < nremaining; ++n) if (nextSmaller(n)) break;
  if (n === nremaining) return n;
  if (n > 1) {
    if (ms.lt(lo[b]!, lo[b + n - 1]!)) return n;
    sliceReverse(slo, n);
  }
  ++n;
  let neq = 0;
  const reverseLastNeq = () => {
    if (neq) {
      ++neq;
      sliceReverse(at(slo, n - neq), neq);
      neq = 0;
    }
  };
  for (; n < nremaining; ++n) {
    if (nextSmaller(n)) reverseLastNeq();
    else if (nextLarger(n)) break;
    else ++neq;
  }
  reverseLastNeq();
  sliceReverse(slo, n);
  for (; n < nremaining; ++n) if (nextSmaller(n)) break;
  return n;
}

/** gallop_left: k with a[k-1] < key <= a[k] in a[base:base+n], starting the search at hint. */
function gallopLeft(ms: MergeState, key: PyObject, arr: PyObject[], base: number, n: number, hint: number): number {
  const a = base + hint;
  let lastofs = 0, ofs = 1;
  if (ms.lt(arr[a]!, key)) {
    const maxofs = n - hint;
    while (ofs < maxofs) {
      if (ms.lt(arr[a + ofs]!, key)) {
        lastofs = ofs;
        ofs = (ofs << 1) + 1;
      } else break;
    }
    if (ofs > maxofs) ofs = maxofs;
    lastofs += hint;
    ofs += hint;
  } else {
    const maxofs = hint + 1;
    while (ofs < maxofs) {
      if (ms.lt(arr[a - ofs]!, key)) break;
      lastofs = ofs;
      ofs = (ofs << 1) + 1;
    }
    if (ofs > maxofs) ofs = maxofs;
    const k = lastofs;
    lastofs = hint - ofs;
    ofs = hint - k;
  }
  ++lastofs;
  while (lastofs < ofs) {
    const m = lastofs + ((ofs - lastofs) >> 1);
    if (ms.lt(arr[base + m]!, key)) lastofs = m + 1;
    else ofs = m;
  }
  return ofs;
}

/** gallop_right: k with a[k-1] <= key < a[k]. */
function gallopRight(ms: MergeState, key: PyObject, arr: PyObject[], base: number, n: number, hint: number): number {
  const a = base + hint;
  let lastofs = 0, ofs = 1;
  if (ms.lt(key, arr[a]!)) {
    const maxofs = hint + 1;
    while (ofs < maxofs) {
      if (ms.lt(key, arr[a - ofs]!)) {
        lastofs = ofs;
        ofs = (ofs << 1) + 1;
      } else break;
    }
    if (ofs > maxofs) ofs = maxofs;
    const k = lastofs;
    lastofs = hint - ofs;
    ofs = hint - k;
  } else {
    const maxofs = n - hint;
    while (ofs < maxofs) {
      if (ms.lt(key, arr[a + ofs]!)) break;
      lastofs = ofs;
      ofs = (ofs << 1) + 1;
    }
    if (ofs > maxofs) ofs = maxofs;
    lastofs += hint;
    ofs += hint;
  }
  ++lastofs;
  while (lastofs < ofs) {
    const m = lastofs + ((ofs - lastofs) >> 1);
    if (ms.lt(key, arr[base + m]!)) ofs = m;
    else lastofs = m + 1;
  }
  return ofs;
}

/** merge_lo: merge ssa[:na] and ssb[:nb] (adjacent, na <= nb) through a copy of ssa. */
function mergeLo(ms: MergeState, ssaIn: Slice, na: number, ssb: Slice, nb: number): void {
  move(ms.a, 0, ssaIn, 0, na);
  const dest = at(ssaIn);
  const ssa = at(ms.a);
  let copyB = false;
  try {
    copyOne(dest, 0, ssb, 0);
    dest.i++, ssb.i++;
    --nb;
    if (nb === 0) return;
    if (na === 1) {
      copyB = true;
      return;
    }
    let minGallop = ms.minGallop;
    for (;;) {
      let acount = 0, bcount = 0;
      for (;;) {
        if (ms.lt(ssb.k[ssb.i]!, ssa.k[ssa.i]!)) {
          copyOne(dest, 0, ssb, 0);
          dest.i++, ssb.i++;
          ++bcount;
          acount = 0;
          --nb;
          if (nb === 0) return;
          if (bcount >= minGallop) break;
        } else {
          copyOne(dest, 0, ssa, 0);
          dest.i++, ssa.i++;
          ++acount;
          bcount = 0;
          --na;
          if (na === 1) {
            copyB = true;
            return;
          }
          if (acount >= minGallop) break;
        }
      }
      ++minGallop;
      do {
        minGallop -= minGallop > 1 ? 1 : 0;
        ms.minGallop = minGallop;
        let k = gallopRight(ms, ssb.k[ssb.i]!, ssa.k, ssa.i, na, 0);
        acount = k;
        if (k) {
          move(dest, 0, ssa, 0, k);
          dest.i += k;
          ssa.i += k;
          na -= k;
          if (na === 1) {
            copyB = true;
            return;
          }
          if (na === 0) return;
        }
        copyOne(dest, 0, ssb, 0);
        dest.i++, ssb.i++;
        --nb;
        if (nb === 0) return;
        k = gallopLeft(ms, ssa.k[ssa.i]!, ssb.k, ssb.i, nb, 0);
        bcount = k;
        if (k) {
          move(dest, 0, ssb, 0, k);
          dest.i += k;
          ssb.i += k;
          nb -= k;
          if (nb === 0) return;
        }
        copyOne(dest, 0, ssa, 0);
        dest.i++, ssa.i++;
        --na;
        if (na === 1) {
          copyB = true;
          return;
        }
      } while (acount >= MIN_GALLOP || bcount >= MIN_GALLOP);
      ++minGallop;
      ms.minGallop = minGallop;
    }
  } finally {
    if (copyB) {
      // the last element of ssa belongs at the end of the merge
      move(dest, 0, ssb, 0, nb);
      copyOne(dest, nb, ssa, 0);
    } else if (na) move(dest, 0, ssa, 0, na);
  }
}

/** merge_hi: merge ssa[:na] and ssb[:nb] (adjacent, na >= nb) from the right, through a copy of ssb. */
function mergeHi(ms: MergeState, ssaIn: Slice, na: number, ssbIn: Slice, nb: number): void {
  const dest = at(ssbIn, nb - 1);
  move(ms.a, 0, ssbIn, 0, nb);
  const basea = at(ssaIn);
  const baseb = at(ms.a);
  const ssb = at(ms.a, nb - 1);
  const ssa = at(ssaIn, na - 1);
  let copyA = false;
  try {
    copyOne(dest, 0, ssa, 0);
    dest.i--, ssa.i--;
    --na;
    if (na === 0) return;
    if (nb === 1) {
      copyA = true;
      return;
    }
    let minGallop = ms.minGallop;
    for (;;) {
      let acount = 0, bcount = 0;
      for (;;) {
        if (ms.lt(ssb.k[ssb.i]!, ssa.k[ssa.i]!)) {
          copyOne(dest, 0, ssa, 0);
          dest.i--, ssa.i--;
          ++acount;
          bcount = 0;
          --na;
          if (na === 0) return;
          if (acount >= minGallop) break;
        } else {
          copyOne(dest, 0, ssb, 0);
          dest.i--, ssb.i--;
          ++bcount;
          acount = 0;
          --nb;
          if (nb === 1) {
            copyA = true;
            return;
          }
          if (bcount >= minGallop) break;
        }
      }
      ++minGallop;
      do {
        minGallop -= minGallop > 1 ? 1 : 0;
        ms.minGallop = minGallop;
        let k = gallopRight(ms, ssb.k[ssb.i]!, basea.k, basea.i, na, na - 1);
        k = na - k;
        acount = k;
        if (k) {
          dest.i -= k;
          ssa.i -= k;
          move(dest, 1, ssa, 1, k);
          na -= k;
          if (na === 0) return;
        }
        copyOne(dest, 0, ssb, 0);
        dest.i--, ssb.i--;
        --nb;
        if (nb === 1) {
          copyA = true;
          return;
        }
        k = gallopLeft(ms, ssa.k[ssa.i]!, baseb.k, baseb.i, nb, nb - 1);
        k = nb - k;
        bcount = k;
        if (k) {
          dest.i -= k;
          ssb.i -= k;
          move(dest, 1, ssb, 1, k);
          nb -= k;
          if (nb === 1) {
            copyA = true;
            return;
          }
          if (nb === 0) return;
        }
        copyOne(dest, 0, ssa, 0);
        dest.i--, ssa.i--;
        --na;
        if (na === 0) return;
      } while (acount >= MIN_GALLOP || bcount >= MIN_GALLOP);
      ++minGallop;
      ms.minGallop = minGallop;
    }
  } finally {
    if (copyA) {
      // the first element of ssb belongs at the front of the merge
      move(dest, 1 - na, ssa, 1 - na, na);
      dest.i -= na;
      ssa.i -= na;
      copyOne(dest, 0, ssb, 0);
    } else if (nb) move(dest, -(nb - 1), baseb, 0, nb);
  }
}

/** merge_at: merge the runs at stack indices i and i+1. */
function mergeAt(ms: MergeState, i: number): void {
  const p = ms.pending;
  const ssa: Slice = { k: ms.keys, v: ms.values, i: p[i]!.base };
  let na = p[i]!.len;
  const ssb: Slice = { k: ms.keys, v: ms.values, i: p[i + 1]!.base };
  let nb = p[i + 1]!.len;
  p[i]!.len = na + nb;
  if (i === p.length - 3) p[i + 1] = p[i + 2]!;
  p.pop();
  const k = gallopRight(ms, ssb.k[ssb.i]!, ssa.k, ssa.i, na, 0);
  ssa.i += k;
  na -= k;
  if (na === 0) return;
  nb = gallopLeft(ms, ssa.k[ssa.i + na - 1]!, ssb.k, ssb.i, nb, nb - 1);
  if (nb <= 0) return;
  if (na <= nb) mergeLo(ms, ssa, na, ssb, nb);
  else mergeHi(ms, ssa, na, ssb, nb);
}

/** powerloop: the powersort "power" of the run s1[:n1] followed by one of n2 items, in a list of n. */
function powerloop(s1: number, n1: number, n2: number, n: number): number {
  let result = 0;
  let a = 2 * s1 + n1;
  let b = a + n1 + n2;
  for (;;) {
    ++result;
    if (a >= n) {
      a -= n;
      b -= n;
    } else if (b >= n) break;
    a *= 2;
    b *= 2;
  }
  return result;
}

function foundNewRun(ms: MergeState, n2: number): void {
  const p = ms.pending;
  if (p.length) {
    const s1 = p[p.length - 1]!.base;
    const n1 = p[p.length - 1]!.len;
    const power = powerloop(s1, n1, n2, ms.listlen);
    while (p.length > 1 && p[p.length - 2]!.power > power) mergeAt(ms, p.length - 2);
    p[p.length - 1]!.power = power;
  }
}

function mergeForceCollapse(ms: MergeState): void {
  const p = ms.pending;
  while (p.length > 1) {
    let n = p.length - 2;
    if (n > 0 && p[n - 1]!.len < p[n + 1]!.len) --n;
    mergeAt(ms, n);
  }
}

function computeMinrun(n: number): number {
  let r = 0;
  while (n >= MAX_MINRUN) {
    r |= n & 1;
    n >>= 1;
  }
  return n + r;
}

const safeCompare: Compare = (v, w) => PyObject_RichCompareBool(v, w, Py_LT);

function isLatin(s: PyStr): boolean {
  return !/[^\x00-\xff]/.test(s.value);
}

/** unsafe_object_compare: the keys' common tp_richcompare called directly. */
function unsafeObjectCompare(rc: NonNullable<PyType["tp_richcompare"]>): Compare {
  return (v, w) => {
    if (v.ob_type.tp_richcompare !== rc) return PyObject_RichCompareBool(v, w, Py_LT);
    const r = rc(v, w, Py_LT);
    if (r === NotImplemented) return PyObject_RichCompareBool(v, w, Py_LT);
    if (r === True) return true;
    if (r === False) return false;
    const t = PyObject_IsTrue(r);
    Py_DECREF(r);
    return t;
  };
}

/** The pre-sort check: the compare function for these keys. */
function chooseCompare(keys: PyObject[]): Compare {
  const n = keys.length;
  const first = keys[0]!;
  let inTuples = first.ob_type === PyTuple_Type && (first as PyTuple).items.length > 0;
  const keyType = inTuples ? (first as PyTuple).items[0]!.ob_type : first.ob_type;
  let sameType = true, latin = true;
  for (let i = 0; i < n; i++) {
    const ki = keys[i]!;
    if (inTuples && !(ki.ob_type === PyTuple_Type && (ki as PyTuple).items.length !== 0)) {
      inTuples = false;
      sameType = false;
      break;
    }
    const key = inTuples ? (ki as PyTuple).items[0]! : ki;
    if (key.ob_type !== keyType) {
      sameType = false;
      if (!inTuples) break;
    }
    if (sameType && keyType === PyUnicode_Type && latin && !isLatin(key as PyStr)) latin = false;
  }
  let cmp: Compare = safeCompare;
  if (sameType) {
    if (keyType === PyUnicode_Type && latin) cmp = (v, w) => (v as PyStr).value < (w as PyStr).value;
    else if (keyType === PyLong_Type) cmp = (v, w) => (v as PyInt).value < (w as PyInt).value;
    else if (keyType === PyFloat_Type) cmp = (v, w) => (v as PyFloat).value < (w as PyFloat).value;
    else if (keyType.tp_richcompare !== null) cmp = unsafeObjectCompare(keyType.tp_richcompare);
  }
  if (!inTuples) return cmp;
  const elemCompare = keyType === PyTuple_Type ? safeCompare : cmp;
  // unsafe_tuple_compare
  return (v, w) => {
    const vt = (v as PyTuple).items, wt = (w as PyTuple).items;
    const vlen = vt.length, wlen = wt.length;
    let i = 0;
    for (; i < vlen && i < wlen; i++) if (!PyObject_RichCompareBool(vt[i]!, wt[i]!, Py_EQ)) break;
    if (i >= vlen || i >= wlen) return vlen < wlen;
    if (i === 0) return elemCompare(vt[0]!, wt[0]!);
    return PyObject_RichCompareBool(vt[i]!, wt[i]!, Py_LT);
  };
}

/**
 * Sorts `items` in place (list_sort_impl without the list-emptying, which the caller does).
 * Throws what a key call or comparison raised; `items` is then some permutation of its input.
 */
export function listSort(items: PyObject[], keyfunc: PyObject | null, reverse: boolean): void {
  if (keyfunc === None) keyfunc = null;
  const n = items.length;
  let keys: PyObject[] | null = null;
  if (keyfunc !== null) {
    keys = [];
    try {
      for (let i = 0; i < n; i++) keys.push(PyObject_Call(keyfunc, [items[i]!], null));
    } catch (e) {
      for (let i = keys.length - 1; i >= 0; i--) Py_DECREF(keys[i]!);
      throw e;
    }
  }
  try {
    if (n < 2) return;
    const lo: Slice = keys === null ? { k: items, v: null, i: 0 } : { k: keys, v: items, i: 0 };
    const ms: MergeState = {
      lt: chooseCompare(lo.k),
      minGallop: MIN_GALLOP,
      listlen: n,
      a: { k: [], v: keys === null ? null : [], i: 0 },
      pending: [],
      keys: lo.k,
      values: lo.v,
    };
    if (reverse) {
      if (keys !== null) reverseRange(keys, 0, n);
      reverseRange(items, 0, n);
    }
    try {
      let nremaining = n;
      const minrun = computeMinrun(nremaining);
      do {
        let r = countRun(ms, lo, nremaining);
        if (r < minrun) {
          const force = nremaining <= minrun ? nremaining : minrun;
          binarysort(ms, lo, force, r);
          r = force;
        }
        foundNewRun(ms, r);
        ms.pending.push({ base: lo.i, len: r, power: 0 });
        lo.i += r;
        nremaining -= r;
      } while (nremaining);
      mergeForceCollapse(ms);
    } finally {
      if (reverse) reverseRange(items, 0, n);
    }
  } finally {
    if (keys !== null) for (const k of keys) Py_DECREF(k);
  }
}

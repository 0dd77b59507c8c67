/**
 * Python semantics for the constant folding the flowgraph does (flowgraph.c `eval_const_binop`,
 * `eval_const_unaryop` and the `const_folding_safe_*` size limits): int/float/complex arithmetic,
 * str/bytes/tuple concatenation, repetition and subscription, truth values. A `null` result
 * means "not folded" (CPython clears the exception and leaves the instruction alone).
 */
import type { PyConst } from "../codeObject.js";
import { constKey } from "../codegen/constCache.js";
import { powDouble, complexBinop } from "@pyts/lexer";
import { pyHash, setIterationOrder } from "./pyhash.js";

export const isSmallInt = (v: bigint): boolean => v >= 0n && v < 256n;

export function constTruth(c: PyConst): boolean {
  switch (c.type) {
    case "None": return false;
    case "Ellipsis": return true;
    case "bool": return c.value;
    case "int": return c.value !== 0n;
    case "float": return c.value !== 0;
    case "complex": return c.real !== 0 || c.imag !== 0;
    case "str": return c.value.length > 0;
    case "bytes": return c.value.length > 0;
    case "tuple": case "frozenset": return c.items.length > 0;
    default: return true;
  }
}

export function makeFrozenset(items: readonly PyConst[]): PyConst {
  const seen = new Set<string>();
  const out: PyConst[] = [];
  for (const it of items) {
    // 1, 1.0 and True are equal as set members: the first one wins.
    const k = numericSetKey(it);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(it);
  }
  // CPython's set iteration order: the table PyFrozenSet_New builds from the items in source
  // order; then `intern_constants` (Objects/codeobject.c) rebuilds the set from its iteration
  // order when interning replaced one of its strings — which happens for identifier-like strings
  // already interned in the process (the oracle has imported much of the stdlib by then).
  const once = setIterationOrder(out, pyHash);
  const reinterned = out.some((c) => c.type === "str" && c.value !== "" && /^[A-Za-z0-9_]+$/.test(c.value));
  return reinterned
    ? { type: "frozenset", items: setIterationOrder(once, pyHash), insertionOrder: once }
    : { type: "frozenset", items: once, insertionOrder: out };
}

function numericSetKey(c: PyConst): string {
  if (c.type === "bool") return `n${c.value ? 1 : 0}`;
  if (c.type === "int") return `n${c.value}`;
  if (c.type === "float" && Number.isInteger(c.value)) return `n${BigInt(c.value)}`;
  return constKey(c);
}

const MAX_INT_SIZE = 128n;
const MAX_COLLECTION_SIZE = 256;
const MAX_STR_SIZE = 4096;
const MAX_TOTAL_ITEMS = 1024;

type Num = { k: "int"; v: bigint } | { k: "float"; v: number } | { k: "complex"; re: number; im: number };

function asNum(c: PyConst): Num | null {
  if (c.type === "int") return { k: "int", v: c.value };
  if (c.type === "bool") return { k: "int", v: c.value ? 1n : 0n };
  if (c.type === "float") return { k: "float", v: c.value };
  if (c.type === "complex") return { k: "complex", re: c.real, im: c.imag };
  return null;
}

function intToFloat(v: bigint): number | null {
  const f = Number(v);
  return Number.isFinite(f) ? f : null;
}

function numBits(v: bigint): bigint {
  if (v < 0n) v = -v;
  return BigInt(v.toString(2).length) - (v === 0n ? 1n : 0n);
}

const mkInt = (v: bigint): PyConst => ({ type: "int", value: v });
const mkFloat = (v: number): PyConst => ({ type: "float", value: v });
const mkComplex = (re: number, im: number): PyConst => ({ type: "complex", real: re, imag: im });

function floorDivInt(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q;
}
function modInt(a: bigint, b: bigint): bigint {
  const r = a % b;
  return r !== 0n && (r < 0n) !== (b < 0n) ? r + b : r;
}

function floatDivmod(vx: number, wx: number): [number, number] | null {
  if (wx === 0) return null;
  let mod = vx % wx;
  let div = (vx - mod) / wx;
  if (mod !== 0) {
    if ((wx < 0) !== (mod < 0)) {
      mod += wx;
      div -= 1.0;
    }
  } else {
    mod = wx < 0 ? -0.0 : 0.0;
  }
  let floordiv: number;
  if (div !== 0) {
    floordiv = Math.floor(div);
    if (div - floordiv > 0.5) floordiv += 1.0;
  } else {
    const q = vx / wx;
    floordiv = q < 0 || Object.is(q, -0) ? -0.0 : 0.0;
  }
  return [floordiv, mod];
}

function trueDivInt(a: bigint, b: bigint): number | null {
  if (b === 0n) return null;
  const fa = Number(a);
  const fb = Number(b);
  if (Math.abs(fa) <= 2 ** 53 && Math.abs(fb) <= 2 ** 53) return fa / fb;
  const r = fa / fb;
  return Number.isFinite(r) ? r : null;
}

function numericBinop(op: number, x: Num, y: Num): PyConst | null {
  if (x.k === "int" && y.k === "int") {
    const a = x.v, b = y.v;
    switch (op) {
      case 0: return mkInt(a + b);
      case 10: return mkInt(a - b);
      case 5:
        if (a !== 0n && b !== 0n && numBits(a) + numBits(b) > MAX_INT_SIZE) return null;
        return mkInt(a * b);
      case 2: return b === 0n ? null : mkInt(floorDivInt(a, b));
      case 6: return b === 0n ? null : mkInt(modInt(a, b));
      case 11: { const r = trueDivInt(a, b); return r === null ? null : mkFloat(r); }
      case 8:
        if (b < 0n) {
          if (a === 0n) return null;
          const fa = intToFloat(a), fb = intToFloat(b);
          if (fa === null || fb === null) return null;
          return mkFloat(powDouble(fa, fb));
        }
        if (a !== 0n && b > 0n && numBits(a) > MAX_INT_SIZE / b) return null;
        return mkInt(a ** b);
      case 3:
        if (b < 0n) return null;
        if (a !== 0n && b !== 0n && (b > MAX_INT_SIZE || numBits(a) > MAX_INT_SIZE - b)) return null;
        return mkInt(a << b);
      case 9: return b < 0n ? null : mkInt(a >> b);
      case 7: return mkInt(a | b);
      case 12: return mkInt(a ^ b);
      case 1: return mkInt(a & b);
      default: return null;
    }
  }
  if (x.k === "complex" || y.k === "complex") {
    const cx = toComplex(x), cy = toComplex(y);
    if (!cx || !cy || (op !== 0 && op !== 10 && op !== 5 && op !== 11)) return null;
    const r = complexBinop(op, [cx[0], cx[1], x.k !== "complex"], [cy[0], cy[1], y.k !== "complex"]);
    return r === null ? null : mkComplex(r[0], r[1]);
  }
  const fx = x.k === "float" ? x.v : intToFloat(x.v);
  const fy = y.k === "float" ? y.v : intToFloat(y.v);
  if (fx === null || fy === null) return null;
  switch (op) {
    case 0: return mkFloat(fx + fy);
    case 10: return mkFloat(fx - fy);
    case 5: return mkFloat(fx * fy);
    case 11: return fy === 0 ? null : mkFloat(fx / fy);
    case 2: { const r = floatDivmod(fx, fy); return r ? mkFloat(r[0]) : null; }
    case 6: { const r = floatDivmod(fx, fy); return r ? mkFloat(r[1]) : null; }
    case 8: {
      if (fx === 0 && fy < 0) return null;
      if (fx < 0 && !Number.isInteger(fy)) return null;
      const r = powDouble(fx, fy);
      if (!Number.isFinite(r) && Number.isFinite(fx) && Number.isFinite(fy)) return null;
      return mkFloat(r);
    }
    default: return null;
  }
}

function toComplex(n: Num): [number, number] | null {
  if (n.k === "complex") return [n.re, n.im];
  if (n.k === "float") return [n.v, 0];
  const f = intToFloat(n.v);
  return f === null ? null : [f, 0];
}


function seqLen(c: PyConst): number {
  if (c.type === "str") return [...c.value].length;
  if (c.type === "bytes") return c.value.length;
  if (c.type === "tuple") return c.items.length;
  return -1;
}

function checkComplexity(c: PyConst, limit: number): number {
  if (c.type === "tuple") {
    limit -= c.items.length;
    for (let i = 0; limit >= 0 && i < c.items.length; i++) {
      limit = checkComplexity(c.items[i]!, limit);
      if (limit < 0) return limit;
    }
  }
  return limit;
}

function repeat(seq: PyConst, n: bigint): PyConst | null {
  const size = seqLen(seq);
  if (size) {
    if (seq.type === "tuple") {
      if (n < 0n || n > BigInt(Math.floor(MAX_COLLECTION_SIZE / size))) return null;
      if (n && checkComplexity(seq, Math.floor(MAX_TOTAL_ITEMS / Number(n))) < 0) return null;
    } else if (n < 0n || n > BigInt(Math.floor(MAX_STR_SIZE / size))) return null;
  }
  const k = n < 0n ? 0 : Number(n);
  if (seq.type === "str") return { type: "str", value: seq.value.repeat(k) };
  if (seq.type === "bytes") {
    const out = new Uint8Array(seq.value.length * k);
    for (let i = 0; i < k; i++) out.set(seq.value, i * seq.value.length);
    return { type: "bytes", value: out };
  }
  if (seq.type === "tuple") {
    const items: PyConst[] = [];
    for (let i = 0; i < k; i++) items.push(...seq.items);
    return { type: "tuple", items };
  }
  return null;
}

/** `PySlice_GetIndicesEx` + the element selection of a slice subscript. */
function sliceIndices(key: PyConst & { type: "slice" }, length: number): number[] | null {
  const asInt = (c: PyConst): bigint | null | undefined =>
    c.type === "None" ? undefined : c.type === "int" ? c.value : c.type === "bool" ? (c.value ? 1n : 0n) : null;
  const start = asInt(key.start), stop = asInt(key.stop), step = asInt(key.step);
  if (start === null || stop === null || step === null) return null;
  const st = step === undefined ? 1n : step;
  if (st === 0n) return null;
  const len = BigInt(length);
  const clamp = (v: bigint | undefined, dflt: bigint, lo: bigint, hi: bigint): bigint => {
    if (v === undefined) return dflt;
    if (v < 0n) v += len;
    return v < lo ? lo : v > hi ? hi : v;
  };
  const [lo, hi] = st < 0n ? [-1n, len - 1n] : [0n, len];
  const b = clamp(start, st < 0n ? len - 1n : 0n, lo, hi);
  const e = clamp(stop, st < 0n ? -1n : len, lo, hi);
  const out: number[] = [];
  if (st > 0n) for (let i = b; i < e; i += st) out.push(Number(i));
  else for (let i = b; i > e; i += st) out.push(Number(i));
  return out;
}

function subscript(v: PyConst, key: PyConst): PyConst | null {
  if (key.type === "slice") {
    if (v.type === "str") {
      const cps = [...v.value];
      const ix = sliceIndices(key, cps.length);
      return ix ? { type: "str", value: ix.map((i) => cps[i]!).join("") } : null;
    }
    if (v.type === "bytes") {
      const ix = sliceIndices(key, v.value.length);
      return ix ? { type: "bytes", value: Uint8Array.from(ix.map((i) => v.value[i]!)) } : null;
    }
    if (v.type === "tuple") {
      const ix = sliceIndices(key, v.items.length);
      return ix ? { type: "tuple", items: ix.map((i) => v.items[i]!) } : null;
    }
    return null;
  }
  const idx = key.type === "int" ? key.value : key.type === "bool" ? (key.value ? 1n : 0n) : null;
  if (idx === null) return null;
  if (v.type === "str") {
    const cps = [...v.value];
    let i = Number(idx);
    if (i < 0) i += cps.length;
    if (i < 0 || i >= cps.length) return null;
    return { type: "str", value: cps[i]! };
  }
  if (v.type === "bytes") {
    let i = Number(idx);
    if (i < 0) i += v.value.length;
    if (i < 0 || i >= v.value.length) return null;
    return mkInt(BigInt(v.value[i]!));
  }
  if (v.type === "tuple") {
    let i = Number(idx);
    if (i < 0) i += v.items.length;
    if (i < 0 || i >= v.items.length) return null;
    return v.items[i]!;
  }
  return null;
}

/** `eval_const_binop` with BINARY_OP's oparg (NB_*). */
export function evalBinop(left: PyConst, op: number, right: PyConst): PyConst | null {
  if (op >= 13 && op <= 25) op -= 13;
  if (op === 26) return subscript(left, right);
  const x = asNum(left);
  const y = asNum(right);
  if (left.type === "bool" && right.type === "bool" && (op === 1 || op === 7 || op === 12)) {
    const a = left.value, b = right.value;
    return { type: "bool", value: op === 1 ? a && b : op === 7 ? a || b : a !== b };
  }
  if (x && y) return numericBinop(op, x, y);
  if (op === 0) {
    if (left.type === "str" && right.type === "str") return { type: "str", value: left.value + right.value };
    if (left.type === "bytes" && right.type === "bytes") {
      const out = new Uint8Array(left.value.length + right.value.length);
      out.set(left.value);
      out.set(right.value, left.value.length);
      return { type: "bytes", value: out };
    }
    if (left.type === "tuple" && right.type === "tuple") return { type: "tuple", items: [...left.items, ...right.items] };
    return null;
  }
  if (op === 5) {
    if (x && x.k === "int" && !y) return repeat(right, x.v);
    if (y && y.k === "int" && !x) return repeat(left, y.v);
  }
  return null;
}

/** `eval_const_unaryop`. */
export function evalUnary(operand: PyConst, opcode: number, _oparg: number): PyConst | null {
  // opcodes: UNARY_NEGATIVE 41, UNARY_INVERT 40, UNARY_NOT 42, CALL_INTRINSIC_1 (UNARY_POSITIVE) 53.
  if (opcode === 42) return { type: "bool", value: !constTruth(operand) };
  const n = asNum(operand);
  if (!n) return null;
  if (opcode === 41) {
    if (n.k === "int") return mkInt(-n.v);
    if (n.k === "float") return mkFloat(-n.v);
    return mkComplex(-n.re, -n.im);
  }
  if (opcode === 40) {
    // ~bool is deprecated (a DeprecationWarning at run time): CPython does not fold it
    if (operand.type === "bool") return null;
    if (n.k === "int") return mkInt(~n.v);
    return null;
  }
  if (opcode === 53) {
    if (n.k === "int") return mkInt(n.v);
    if (n.k === "float") return mkFloat(n.v);
    return mkComplex(n.re, n.im);
  }
  return null;
}

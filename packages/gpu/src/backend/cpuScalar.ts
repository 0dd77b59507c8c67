/**
 * backend/cpuScalar.ts — the scalar functions of the CPU backend, one per map op and compute
 * dtype. They are the reference the GPU kernels are tested against, so their edge cases are the
 * ones the WGSL helpers define (kernels/common.ts): log(0) = -inf, log/sqrt of a negative = NaN,
 * pow of a negative base with an integer exponent keeps the sign, int32 arithmetic wraps, int32
 * pow with a negative exponent is 1/aⁿ truncated (0 unless a = ±1), float → int32 casts truncate
 * and saturate (NaN → 0).
 */
import type { DType } from "../dtype.js";
import type { MapOp } from "../kernels/elementwise.js";

export type ScalarFn = (a: number, b: number, c: number) => number;

export function powInt(a: number, b: number): number {
  if (b < 0) {
    if (a === 1) return 1;
    if (a === -1) return b & 1 ? -1 : 1;
    return 0;
  }
  let r = 1, base = a | 0, e = b >>> 0;
  while (e !== 0) {
    if (e & 1) r = Math.imul(r, base);
    base = Math.imul(base, base);
    e >>>= 1;
  }
  return r;
}

export function castToInt(x: number): number {
  if (Number.isNaN(x)) return 0;
  return Math.max(-2147483648, Math.min(2147483647, Math.trunc(x)));
}

const floatFns: Record<MapOp, ScalarFn> = {
  copy: (a) => a,
  cast: (a) => a,
  neg: (a) => -a,
  abs: (a) => Math.abs(a),
  relu: (a) => (a > 0 ? a : 0),
  exp: (a) => Math.exp(a),
  log: (a) => (a < 0 ? NaN : Math.log(a)),
  sqrt: (a) => (a < 0 ? NaN : Math.sqrt(a)),
  tanh: (a) => Math.tanh(a),
  sigmoid: (a) => 1 / (1 + Math.exp(-a)),
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  div: (a, b) => a / b,
  pow: (a, b) => (b === 0 ? 1 : a === 0 ? (b > 0 ? 0 : Infinity) : Math.pow(a, b)),
  maximum: (a, b) => Math.max(a, b),
  minimum: (a, b) => Math.min(a, b),
  eq: (a, b) => (a === b ? 1 : 0),
  ne: (a, b) => (a !== b ? 1 : 0),
  lt: (a, b) => (a < b ? 1 : 0),
  le: (a, b) => (a <= b ? 1 : 0),
  gt: (a, b) => (a > b ? 1 : 0),
  ge: (a, b) => (a >= b ? 1 : 0),
  where: (c, a, b) => (c !== 0 ? a : b),
};

const intFns: Record<MapOp, ScalarFn> = {
  ...floatFns,
  neg: (a) => -a | 0,
  abs: (a) => Math.abs(a) | 0,
  add: (a, b) => (a + b) | 0,
  sub: (a, b) => (a - b) | 0,
  mul: (a, b) => Math.imul(a, b),
  div: (a, b) => (b === 0 ? 0 : (a / b) | 0), // not reached: the frontend divides in float32
  pow: powInt,
};

export function scalarFn(op: MapOp, t: DType): ScalarFn {
  return (t === "float32" ? floatFns : intFns)[op];
}

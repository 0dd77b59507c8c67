/**
 * backend/cpu.ts — the CPU backend: plain TypeScript loops over typed arrays, synchronous.
 * Results are computed in float64 and rounded to float32 when stored (exact for + − × ÷ √ of
 * float32 operands), so it also serves as the reference for the GPU backend.
 */
import { allocHost, type DType, type HostArray } from "../dtype.js";
import type { MapOp } from "../kernels/elementwise.js";
import type { ReduceOp } from "../kernels/reduce.js";
import { isContiguous, numel } from "../shape.js";
import { Storage } from "../storage.js";
import { castToInt, scalarFn } from "./cpuScalar.js";
import type { Backend, StridedInput } from "./types.js";

function convert(from: DType, to: DType): (x: number) => number {
  if (from === to) return (x) => x;
  return to === "int32" ? castToInt : Math.fround;
}

export class CpuBackend implements Backend {
  alloc(dtype: DType, n: number): Storage {
    return new Storage(dtype, n, { kind: "cpu", data: allocHost(dtype, n) });
  }

  fromHost(data: HostArray): Storage {
    const copy = data.slice();
    return new Storage(copy instanceof Float32Array ? "float32" : "int32", copy.length, { kind: "cpu", data: copy });
  }

  toHost(s: Storage, offset: number, n: number): Promise<HostArray> {
    return Promise.resolve(s.host().slice(offset, offset + n));
  }

  fill(s: Storage, n: number, value: number): void {
    s.host().fill(s.dtype === "int32" ? castToInt(value) : value, 0, n);
  }

  map(op: MapOp, inputs: readonly StridedInput[], computeTypes: readonly DType[], shape: readonly number[], out: DType): Storage {
    const n = numel(shape);
    const res = this.alloc(out, n);
    const y = res.host();
    const exprType = op === "where" ? computeTypes[1]! : computeTypes[0]!;
    const fn = scalarFn(op, exprType);
    const toOut = op === "cast" || out !== exprType ? convert(exprType, out) : (x: number) => x;
    const R = shape.length;
    const k = inputs.length;
    const arrs = inputs.map((i) => i.storage.host());
    const convs = inputs.map((i, j) => convert(i.storage.dtype, computeTypes[j]!));
    if (inputs.every((inp) => isContiguous(shape, inp.strides))) {
      // Contiguous inputs (no broadcast): plain indexed loops, specialised by arity.
      const o = inputs.map((inp) => inp.offset);
      const [a0, a1, a2] = arrs, [c0, c1, c2] = convs, [o0, o1, o2] = o;
      if (k === 1) for (let i = 0; i < n; i++) y[i] = toOut(fn(c0!(a0![o0! + i]!), 0, 0));
      else if (k === 2) for (let i = 0; i < n; i++) y[i] = toOut(fn(c0!(a0![o0! + i]!), c1!(a1![o1! + i]!), 0));
      else for (let i = 0; i < n; i++) y[i] = toOut(fn(c0!(a0![o0! + i]!), c1!(a1![o1! + i]!), c2!(a2![o2! + i]!)));
      return res;
    }
    const pos = inputs.map((i) => i.offset);
    const strides = inputs.map((i) => i.strides);
    const coord = new Array<number>(R).fill(0);
    const x = [0, 0, 0];
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < k; j++) x[j] = convs[j]!(arrs[j]![pos[j]!]!);
      y[i] = toOut(fn(x[0]!, x[1]!, x[2]!));
      for (let d = R - 1; d >= 0; d--) {
        coord[d]!++;
        for (let j = 0; j < k; j++) pos[j]! += strides[j]![d]!;
        if (coord[d]! < shape[d]!) break;
        for (let j = 0; j < k; j++) pos[j]! -= strides[j]![d]! * shape[d]!;
        coord[d] = 0;
      }
    }
    return res;
  }

  reduce(op: ReduceOp, xs: Storage, m: number, k: number): Storage {
    const x = xs.host();
    const isInt = xs.dtype === "int32";
    const outType: DType = op === "argmax" || op === "argmin" ? "int32" : op === "mean" ? "float32" : xs.dtype;
    const res = this.alloc(outType, m);
    const y = res.host();
    for (let r = 0; r < m; r++) {
      const base = r * k;
      switch (op) {
        case "sum":
        case "mean": {
          let s = 0;
          if (isInt && op === "sum") for (let i = 0; i < k; i++) s = (s + x[base + i]!) | 0;
          else for (let i = 0; i < k; i++) s += x[base + i]!;
          y[r] = op === "mean" ? s / k : s;
          break;
        }
        case "max":
        case "min": {
          let v = op === "max" ? -Infinity : Infinity;
          for (let i = 0; i < k; i++) v = op === "max" ? Math.max(v, x[base + i]!) : Math.min(v, x[base + i]!);
          y[r] = v;
          break;
        }
        case "argmax":
        case "argmin": {
          let bi = 0, bv = x[base]!;
          for (let i = 1; i < k; i++) {
            const v = x[base + i]!;
            if (op === "argmax" ? v > bv : v < bv) { bv = v; bi = i; }
          }
          y[r] = bi;
          break;
        }
      }
    }
    return res;
  }

  softmax(xs: Storage, m: number, k: number): Storage {
    const x = xs.host();
    const res = this.alloc("float32", m * k);
    const y = res.host();
    for (let r = 0; r < m; r++) {
      const base = r * k;
      let mx = -Infinity;
      for (let i = 0; i < k; i++) mx = Math.max(mx, x[base + i]!);
      let s = 0;
      for (let i = 0; i < k; i++) s += Math.exp(x[base + i]! - mx);
      for (let i = 0; i < k; i++) y[base + i] = Math.exp(x[base + i]! - mx) / s;
    }
    return res;
  }

  matmul(as: Storage, bs: Storage, batch: number, m: number, n: number, k: number): Storage {
    const a = as.host(), b = bs.host();
    const isInt = as.dtype === "int32";
    const res = this.alloc(as.dtype, batch * m * n);
    const c = res.host();
    const acc = isInt ? new Int32Array(n) : new Float64Array(n);
    for (let p = 0; p < batch; p++) {
      const aB = p * m * k, bB = p * k * n, cB = p * m * n;
      for (let i = 0; i < m; i++) {
        acc.fill(0);
        for (let q = 0; q < k; q++) {
          const aik = a[aB + i * k + q]!;
          const row = bB + q * n;
          if (isInt) for (let j = 0; j < n; j++) acc[j] = (acc[j]! + Math.imul(aik, b[row + j]!)) | 0;
          else for (let j = 0; j < n; j++) acc[j]! += aik * b[row + j]!;
        }
        c.set(acc, cB + i * n);
      }
    }
    return res;
  }

  synchronize(): Promise<void> {
    return Promise.resolve();
  }
}

export const cpuBackend = new CpuBackend();

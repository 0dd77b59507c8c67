/**
 * backend/gpu.ts — the GPU backend: each job becomes one WGSL kernel launch on its device's
 * queue (see kernels/*). Launches return at once; only toHost() and synchronize() wait.
 * Empty outputs launch nothing.
 */
import { DTYPE_BYTES, type DType, type HostArray } from "../dtype.js";
import { grid2d, WG } from "../kernels/common.js";
import { FILL_KEY, fillKernelSource, mapKernelKey, mapKernelSource, type MapKernelSpec, type MapOp } from "../kernels/elementwise.js";
import {
  DEFAULT_MATMUL, matmulConfigProblem, matmulKernelKey, matmulKernelSource, parseMatmulConfig, SOFTWARE_MATMUL, tileM, tileN, type MatmulConfig,
} from "../kernels/matmul.js";
import {
  reduceKernelKey, reduceKernelSource, rowwiseKernelKey, rowwiseKernelSource, SHORT_ROW, SOFTMAX_KEY, softmaxKernelSource, splitPlan, type ReduceOp,
} from "../kernels/reduce.js";
import { isContiguous, numel } from "../shape.js";
import { Storage } from "../storage.js";
import type { GpuContext } from "./gpuContext.js";
import type { Backend, StridedInput } from "./types.js";

export const MAX_RANK = 8;

export class GpuBackend implements Backend {
  constructor(readonly ctx: GpuContext) {
    const env = process.env.PYTS_MATMUL_CONFIG;
    this.matmulCfg = ctx.info.isFallbackAdapter || ctx.info.architecture === "software" ? SOFTWARE_MATMUL : DEFAULT_MATMUL;
    if (env) this.matmulConfig = parseMatmulConfig(env);
  }

  alloc(dtype: DType, n: number): Storage {
    return new Storage(dtype, n, { kind: "gpu", ctx: this.ctx, block: this.ctx.alloc(n * DTYPE_BYTES) });
  }

  fromHost(data: HostArray): Storage {
    const dtype: DType = data instanceof Float32Array ? "float32" : "int32";
    return new Storage(dtype, data.length, { kind: "gpu", ctx: this.ctx, block: this.ctx.upload(data) });
  }

  async toHost(s: Storage, offset: number, n: number): Promise<HostArray> {
    const bytes = await this.ctx.read(s.buffer(), offset * DTYPE_BYTES, n * DTYPE_BYTES);
    return s.dtype === "float32" ? new Float32Array(bytes) : new Int32Array(bytes);
  }

  fill(s: Storage, n: number, value: number): void {
    if (n === 0) return;
    const bits = s.dtype === "float32" ? new Uint32Array(new Float32Array([value]).buffer)[0]! : value | 0;
    this.ctx.launch({
      name: `fill_${s.dtype}`,
      key: FILL_KEY(s.dtype),
      source: () => fillKernelSource(s.dtype),
      buffers: [s.buffer()],
      params: [n, bits],
      grid: grid2d(Math.ceil(n / WG)),
      shape: [n],
    });
  }

  map(op: MapOp, inputs: readonly StridedInput[], computeTypes: readonly DType[], shape: readonly number[], out: DType): Storage {
    const n = numel(shape);
    const res = this.alloc(out, n);
    if (n === 0) return res;
    const { shape: cshape, strides } = coalesce(shape, inputs.map((i) => i.strides));
    const allContiguous = strides.every((st) => isContiguous(cshape, st));
    // All-contiguous inputs need no index arithmetic: one kernel whatever the rank.
    const rank = allContiguous ? 0 : cshape.length;
    if (rank > MAX_RANK) throw new RangeError(`gpu kernels support up to ${MAX_RANK} non-mergeable dimensions, got ${rank}`);
    const spec: MapKernelSpec = {
      op,
      rank,
      inputs: inputs.map((i) => i.storage.dtype),
      computeTypes,
      contiguous: inputs.map(() => allContiguous),
      out,
    };
    const params: number[] = [n, ...(allContiguous ? [] : cshape)];
    inputs.forEach((inp, j) => params.push(inp.offset, ...(allContiguous ? [] : strides[j]!)));
    this.ctx.launch({
      name: `${op}_${out}`,
      key: mapKernelKey(spec),
      source: () => mapKernelSource(spec),
      buffers: [...inputs.map((i) => i.storage.buffer()), res.buffer()],
      params,
      grid: grid2d(Math.ceil(n / WG)),
      shape: [...shape],
    });
    return res;
  }

  reduce(op: ReduceOp, x: Storage, m: number, k: number): Storage {
    const outType: DType = op === "argmax" || op === "argmin" ? "int32" : op === "mean" ? "float32" : x.dtype;
    if (m === 0) return this.alloc(outType, 0);
    if (k <= SHORT_ROW) {
      const res = this.alloc(outType, m);
      this.rowwiseLaunch(op, x, res, m, k);
      return res;
    }
    if (op === "argmax" || op === "argmin") {
      const res = this.alloc(outType, m);
      this.reduceLaunch(op, x, res, [m, k], m, k);
      return res;
    }
    const plan = splitPlan(m, k);
    if (plan.chunks === 1) {
      const res = this.alloc(outType, m);
      this.reduceLaunch(op, x, res, [m, k, 1, k, k], m, k);
      return res;
    }
    // Two passes: each row folded in chunks into [m, chunks] partials, then the partials.
    // A mean's first pass is a float32 sum (mean with divisor 1); its second divides by k.
    const firstOp: ReduceOp = op === "mean" ? "mean" : op;
    const partial = this.alloc(op === "mean" ? "float32" : x.dtype, m * plan.chunks);
    this.reduceLaunch(firstOp, x, partial, [m * plan.chunks, k, plan.chunks, plan.length, 1], m, k);
    const res = this.alloc(outType, m);
    this.reduceLaunch(op, partial, res, [m, plan.chunks, 1, plan.chunks, k], m, plan.chunks);
    partial.release();
    return res;
  }

  private rowwiseLaunch(op: ReduceOp | "softmax", x: Storage, out: Storage, m: number, k: number): void {
    this.ctx.launch({
      name: `${op}_${x.dtype}`,
      key: rowwiseKernelKey(op, x.dtype),
      source: () => rowwiseKernelSource(op, x.dtype),
      buffers: [x.buffer(), out.buffer()],
      params: [m, k, k],
      grid: grid2d(Math.ceil(m / WG)),
      shape: [m, k],
    });
  }

  private reduceLaunch(op: ReduceOp, x: Storage, out: Storage, params: number[], m: number, k: number): void {
    this.ctx.launch({
      name: `${op}_${x.dtype}`,
      key: reduceKernelKey(op, x.dtype),
      source: () => reduceKernelSource(op, x.dtype),
      buffers: [x.buffer(), out.buffer()],
      params,
      grid: grid2d(params[0]!),
      shape: [m, k],
    });
  }

  softmax(x: Storage, m: number, k: number): Storage {
    const res = this.alloc("float32", m * k);
    if (m * k === 0) return res;
    if (k <= SHORT_ROW) {
      this.rowwiseLaunch("softmax", x, res, m, k);
      return res;
    }
    this.ctx.launch({
      name: "softmax_float32",
      key: SOFTMAX_KEY,
      source: softmaxKernelSource,
      buffers: [x.buffer(), res.buffer()],
      params: [m, k],
      grid: grid2d(m),
      shape: [m, k],
    });
    return res;
  }

  private matmulCfg: MatmulConfig;

  /**
   * The matmul tiling: PYTS_MATMUL_CONFIG ("16x16/4x4/16") when set, else SOFTWARE_MATMUL on a
   * software adapter and DEFAULT_MATMUL on hardware.
   */
  get matmulConfig(): MatmulConfig {
    return this.matmulCfg;
  }
  set matmulConfig(c: MatmulConfig) {
    const why = matmulConfigProblem(c, this.ctx.limits);
    if (why) throw new Error(`matmul config does not fit ${this.ctx.label}: ${why}`);
    this.matmulCfg = c;
  }

  matmul(a: Storage, b: Storage, batch: number, m: number, n: number, k: number): Storage {
    const res = this.alloc(a.dtype, batch * m * n);
    if (batch * m * n === 0) return res;
    if (batch > 65535) throw new RangeError(`gpu matmul supports up to 65535 batches, got ${batch}`);
    const cfg = this.matmulConfig;
    this.ctx.launch({
      name: `matmul_${a.dtype}`,
      key: matmulKernelKey(a.dtype, cfg),
      source: () => matmulKernelSource(a.dtype, cfg),
      buffers: [a.buffer(), b.buffer(), res.buffer()],
      params: [batch, m, n, k],
      grid: [Math.ceil(n / tileN(cfg)), Math.ceil(m / tileM(cfg)), batch],
      shape: [batch, m, n, k],
    });
    return res;
  }

  synchronize(): Promise<void> {
    return this.ctx.synchronize();
  }
}

/**
 * Drops size-1 dimensions and merges neighbours that every input walks as one (stride[d] =
 * stride[d+1]·shape[d+1]), as torch's TensorIterator does: fewer index steps and fewer kernel
 * variants.
 */
export function coalesce(shape: readonly number[], strides: ReadonlyArray<readonly number[]>): { shape: number[]; strides: number[][] } {
  const keep = shape.map((d, i) => (d !== 1 ? i : -1)).filter((i) => i >= 0);
  const outShape: number[] = [];
  const outStrides: number[][] = strides.map(() => []);
  for (const d of keep) {
    const last = outShape.length - 1;
    if (last >= 0 && strides.every((st, j) => outStrides[j]![last] === st[d]! * shape[d]!)) {
      outShape[last] = outShape[last]! * shape[d]!;
      strides.forEach((st, j) => (outStrides[j]![last] = st[d]!));
    } else {
      outShape.push(shape[d]!);
      strides.forEach((st, j) => outStrides[j]!.push(st[d]!));
    }
  }
  return { shape: outShape, strides: outStrides };
}

const backends = new WeakMap<GpuContext, GpuBackend>();

export function gpuBackend(ctx: GpuContext): GpuBackend {
  let b = backends.get(ctx);
  if (!b) backends.set(ctx, (b = new GpuBackend(ctx)));
  return b;
}

/**
 * ops/linalg.ts — matmul with torch.matmul's rules: 1-D operands are promoted to a row (left) or
 * column (right) and the added dimension removed from the result; leading dimensions are batch
 * dimensions and broadcast. Operands are expanded to the common batch shape and made contiguous
 * ([B, M, K] and [B, K, N]) before the backend's batched kernel.
 */
import { promote } from "../dtype.js";
import { broadcastShapes, formatShape, numel } from "../shape.js";
import { Tensor } from "../tensor.js";
import { cast } from "./elementwise.js";
import { contiguousAtZero, expand } from "./views.js";

function asBatched(t: Tensor, batch: readonly number[], rows: number, cols: number): Tensor {
  const e = expand(t, [...batch, rows, cols]);
  const c = contiguousAtZero(e);
  e.release();
  return c;
}

export function matmul(a0: Tensor, b0: Tensor): Tensor {
  if (a0.ndim === 0 || b0.ndim === 0) throw new Error("matmul: both arguments need at least 1 dimension");
  if (a0.device !== b0.device) throw new Error(`expected all tensors to be on the same device, but found ${a0.device} and ${b0.device}`);
  const dt = promote(a0.dtype, b0.dtype);
  const a = cast(a0, dt), b = cast(b0, dt);
  const aShape = a.ndim === 1 ? [1, a.shape[0]!] : [...a.shape];
  const bShape = b.ndim === 1 ? [b.shape[0]!, 1] : [...b.shape];
  const av = a.ndim === 1 ? a.viewAs(aShape, [0, a.strides[0]!], a.offset) : a.viewAs(a.shape, a.strides, a.offset);
  const bv = b.ndim === 1 ? b.viewAs(bShape, [b.strides[0]!, 0], b.offset) : b.viewAs(b.shape, b.strides, b.offset);
  a.release();
  b.release();
  const m = aShape[aShape.length - 2]!, k = aShape[aShape.length - 1]!;
  const k2 = bShape[bShape.length - 2]!, n = bShape[bShape.length - 1]!;
  if (k !== k2) {
    av.release();
    bv.release();
    throw new Error(`matmul: shapes ${formatShape(a0.shape)} and ${formatShape(b0.shape)} cannot be multiplied (${k} != ${k2})`);
  }
  const batch = broadcastShapes(aShape.slice(0, -2), bShape.slice(0, -2));
  const A = asBatched(av, batch, m, k);
  const B = asBatched(bv, batch, k, n);
  av.release();
  bv.release();
  const s = A.backend.matmul(A.storage, B.storage, numel(batch), m, n, k);
  A.release();
  B.release();
  const outShape = [...batch, m, n];
  if (b0.ndim === 1) outShape.splice(outShape.length - 1, 1);
  if (a0.ndim === 1) outShape.splice(outShape.length - (b0.ndim === 1 ? 1 : 2), 1);
  return Tensor.fromStorage(s, outShape, a0.device);
}

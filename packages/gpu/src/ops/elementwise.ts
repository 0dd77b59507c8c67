/**
 * ops/elementwise.ts — elementwise operations: dtype promotion, broadcasting, and one backend map
 * job each. Scalars become 0-d tensors of the other operand's device (int32 when the number is an
 * integer, else float32), then promote as tensors do: int32 ⊕ float32 → float32; div and the
 * transcendental functions compute in float32; comparisons give int32 0/1.
 */
import { promote, type DType } from "../dtype.js";
import type { MapOp } from "../kernels/elementwise.js";
import { broadcastShapes, broadcastStrides } from "../shape.js";
import { Tensor, type TensorOrScalar } from "../tensor.js";
import { scalarTensor } from "./creation.js";

function sameDevice(ts: readonly Tensor[]): void {
  const d = ts[0]!.device;
  for (const t of ts) {
    if (t.device !== d) throw new Error(`expected all tensors to be on the same device, but found ${d} and ${t.device}`);
  }
}

function run(op: MapOp, ins: readonly Tensor[], computeTypes: readonly DType[], out: DType): Tensor {
  sameDevice(ins);
  const shape = broadcastShapes(...ins.map((t) => t.shape));
  const inputs = ins.map((t) => ({ storage: t.storage, strides: broadcastStrides(t.shape, t.strides, shape), offset: t.offset }));
  const s = ins[0]!.backend.map(op, inputs, computeTypes, shape, out);
  return Tensor.fromStorage(s, shape, ins[0]!.device);
}

function withScalars<T>(xs: readonly TensorOrScalar[], f: (ts: Tensor[]) => T): T {
  const like = xs.find((x): x is Tensor => x instanceof Tensor);
  if (!like) throw new Error("at least one operand must be a tensor");
  const temps: Tensor[] = [];
  const ts = xs.map((x) => {
    if (x instanceof Tensor) return x;
    const t = scalarTensor(x, like.device);
    temps.push(t);
    return t;
  });
  try {
    return f(ts);
  } finally {
    for (const t of temps) t.release();
  }
}

type Kind = "arith" | "float" | "compare";

function binary(op: MapOp, kind: Kind, a: TensorOrScalar, b: TensorOrScalar): Tensor {
  return withScalars([a, b], ([x, y]) => {
    const p = kind === "float" ? "float32" : promote(x!.dtype, y!.dtype);
    return run(op, [x!, y!], [p, p], kind === "compare" ? "int32" : p);
  });
}

function unary(op: MapOp, kind: "keep" | "float", a: Tensor): Tensor {
  const t: DType = kind === "float" ? "float32" : a.dtype;
  return run(op, [a], [t], t);
}

export const add = (a: TensorOrScalar, b: TensorOrScalar): Tensor => binary("add", "arith", a, b);
export const sub = (a: TensorOrScalar, b: TensorOrScalar): Tensor => binary("sub", "arith", a, b);
export const mul = (a: TensorOrScalar, b: TensorOrScalar): Tensor => binary("mul", "arith", a, b);
export const div = (a: TensorOrScalar, b: TensorOrScalar): Tensor => binary("div", "float", a, b);
export const pow = (a: TensorOrScalar, b: TensorOrScalar): Tensor => binary("pow", "arith", a, b);
export const maximum = (a: TensorOrScalar, b: TensorOrScalar): Tensor => binary("maximum", "arith", a, b);
export const minimum = (a: TensorOrScalar, b: TensorOrScalar): Tensor => binary("minimum", "arith", a, b);
export const eq = (a: TensorOrScalar, b: TensorOrScalar): Tensor => binary("eq", "compare", a, b);
export const ne = (a: TensorOrScalar, b: TensorOrScalar): Tensor => binary("ne", "compare", a, b);
export const lt = (a: TensorOrScalar, b: TensorOrScalar): Tensor => binary("lt", "compare", a, b);
export const le = (a: TensorOrScalar, b: TensorOrScalar): Tensor => binary("le", "compare", a, b);
export const gt = (a: TensorOrScalar, b: TensorOrScalar): Tensor => binary("gt", "compare", a, b);
export const ge = (a: TensorOrScalar, b: TensorOrScalar): Tensor => binary("ge", "compare", a, b);

export const neg = (a: Tensor): Tensor => unary("neg", "keep", a);
export const abs = (a: Tensor): Tensor => unary("abs", "keep", a);
export const relu = (a: Tensor): Tensor => unary("relu", "keep", a);
export const exp = (a: Tensor): Tensor => unary("exp", "float", a);
export const log = (a: Tensor): Tensor => unary("log", "float", a);
export const sqrt = (a: Tensor): Tensor => unary("sqrt", "float", a);
export const tanh = (a: Tensor): Tensor => unary("tanh", "float", a);
export const sigmoid = (a: Tensor): Tensor => unary("sigmoid", "float", a);

/** where(cond, a, b): a where cond is non-zero, else b (broadcast together). */
export function where(cond: Tensor, a: TensorOrScalar, b: TensorOrScalar): Tensor {
  return withScalars([cond, a, b], ([c, x, y]) => {
    const p = promote(x!.dtype, y!.dtype);
    return run("where", [c!, x!, y!], [c!.dtype, p, p], p);
  });
}

/** A copy converted to `dtype` (float → int32 truncates toward zero and saturates; NaN → 0). */
export function cast(a: Tensor, dtype: DType): Tensor {
  if (a.dtype === dtype) return a.viewAs(a.shape, a.strides, a.offset);
  return run("cast", [a], [a.dtype], dtype);
}

/**
 * ops/views.ts — operations that only re-describe storage (reshape of a contiguous tensor, view,
 * transpose/permute, unsqueeze/squeeze, expand, indexing and slicing), and the strided copy that
 * makes a tensor contiguous. Indexing follows Python: negative indices count from the end, slice
 * bounds are clamped, steps must be positive (as in torch).
 */
import { contiguousStrides, formatShape, normalizeDim, numel } from "../shape.js";
import { Tensor } from "../tensor.js";

export interface SliceSpec {
  start?: number | null;
  stop?: number | null;
  step?: number;
}
/** An integer selects (and drops the dimension), null keeps a whole dimension, a SliceSpec slices. */
export type IndexSpec = number | null | SliceSpec;

export function inferShape(shape: readonly number[], n: number): number[] {
  const out = [...shape];
  const neg = out.filter((d) => d === -1).length;
  if (neg > 1) throw new Error("only one dimension can be inferred");
  for (const d of out) if (!Number.isInteger(d) || d < -1) throw new Error(`invalid shape dimension ${d}`);
  if (neg === 1) {
    const known = out.filter((d) => d !== -1).reduce((a, b) => a * b, 1);
    const i = out.indexOf(-1);
    if (known === 0 || n % known !== 0) throw new Error(`shape '${formatShape(shape)}' is invalid for input of size ${n}`);
    out[i] = n / known;
  }
  if (numel(out) !== n) throw new Error(`shape '${formatShape(shape)}' is invalid for input of size ${n}`);
  return out;
}

/** A strided copy into a new contiguous tensor. */
export function clone(t: Tensor): Tensor {
  const s = t.backend.map("copy", [{ storage: t.storage, strides: t.strides, offset: t.offset }], [t.dtype], t.shape, t.dtype);
  return Tensor.fromStorage(s, t.shape, t.device);
}

/** A contiguous tensor: a new view of the same storage when already contiguous, else a copy. */
export function contiguous(t: Tensor): Tensor {
  return t.isContiguous() ? t.viewAs(t.shape, contiguousStrides(t.shape), t.offset) : clone(t);
}

/**
 * A contiguous tensor whose data starts at element 0 of its storage, as the backends' non-map
 * jobs read it: `t` itself viewed again when it already is, else a copy. Releases nothing.
 */
export function contiguousAtZero(t: Tensor): Tensor {
  return t.isContiguous() && t.offset === 0 ? t.viewAs(t.shape, contiguousStrides(t.shape), 0) : clone(t);
}

export function view(t: Tensor, shape: readonly number[]): Tensor {
  const s = inferShape(shape, t.numel);
  if (!t.isContiguous()) throw new Error("view size is not compatible with input tensor's size and stride; use reshape() instead");
  return t.viewAs(s, contiguousStrides(s), t.offset);
}

export function reshape(t: Tensor, shape: readonly number[]): Tensor {
  const s = inferShape(shape, t.numel);
  if (t.isContiguous()) return t.viewAs(s, contiguousStrides(s), t.offset);
  const c = clone(t);
  const r = c.viewAs(s, contiguousStrides(s), 0);
  c.release();
  return r;
}

export function permute(t: Tensor, dims: readonly number[]): Tensor {
  const nd = dims.map((d) => normalizeDim(d, t.ndim));
  if (nd.length !== t.ndim || new Set(nd).size !== nd.length) {
    throw new Error(`permute: dims [${dims.join(", ")}] are not a permutation of ${t.ndim} dimensions`);
  }
  return t.viewAs(nd.map((d) => t.shape[d]!), nd.map((d) => t.strides[d]!), t.offset);
}

export function transpose(t: Tensor, d0: number, d1: number): Tensor {
  if (t.ndim === 0) return t.viewAs([], [], t.offset);
  const a = normalizeDim(d0, t.ndim), b = normalizeDim(d1, t.ndim);
  const perm = t.shape.map((_, i) => i);
  perm[a] = b;
  perm[b] = a;
  return permute(t, perm);
}

export function unsqueeze(t: Tensor, dim: number): Tensor {
  const d = normalizeDim(dim, t.ndim + 1);
  const shape = [...t.shape], strides = [...t.strides];
  shape.splice(d, 0, 1);
  strides.splice(d, 0, d < t.ndim ? t.strides[d]! * t.shape[d]! : 1);
  return t.viewAs(shape, strides, t.offset);
}

export function squeeze(t: Tensor, dim?: number): Tensor {
  const drop = dim === undefined ? t.shape.map((s, i) => (s === 1 ? i : -1)).filter((i) => i >= 0) : t.ndim === 0 ? [] : [normalizeDim(dim, t.ndim)].filter((i) => t.shape[i] === 1);
  return t.viewAs(t.shape.filter((_, i) => !drop.includes(i)), t.strides.filter((_, i) => !drop.includes(i)), t.offset);
}

/** Broadcasts to `shape` without copying (stride 0 along expanded dimensions); -1 keeps a size. */
export function expand(t: Tensor, shape: readonly number[]): Tensor {
  if (shape.length < t.ndim) throw new Error(`expand: the target ${formatShape(shape)} has fewer dimensions than ${formatShape(t.shape)}`);
  const lead = shape.length - t.ndim;
  const outShape: number[] = [], strides: number[] = [];
  for (let i = 0; i < shape.length; i++) {
    const want = shape[i]!;
    if (i < lead) {
      if (want < 0) throw new Error("expand: -1 is not allowed for a new leading dimension");
      outShape.push(want);
      strides.push(0);
      continue;
    }
    const have = t.shape[i - lead]!;
    const size = want === -1 ? have : want;
    if (have !== size && have !== 1) throw new Error(`expand: size ${have} of dimension ${i - lead} cannot become ${size}`);
    outShape.push(size);
    strides.push(have === size ? t.strides[i - lead]! : 0);
  }
  return t.viewAs(outShape, strides, t.offset);
}

export function select(t: Tensor, dim: number, i: number): Tensor {
  if (t.ndim === 0) throw new Error("select: cannot index a 0-d tensor");
  const d = normalizeDim(dim, t.ndim);
  const size = t.shape[d]!;
  if (!Number.isInteger(i) || i < -size || i >= size) throw new RangeError(`index ${i} is out of bounds for dimension ${d} with size ${size}`);
  const idx = i < 0 ? i + size : i;
  return t.viewAs(t.shape.filter((_, k) => k !== d), t.strides.filter((_, k) => k !== d), t.offset + idx * t.strides[d]!);
}

function clampBound(v: number | null | undefined, size: number, dflt: number): number {
  if (v === null || v === undefined) return dflt;
  if (!Number.isInteger(v)) throw new Error(`slice bounds must be integers, got ${v}`);
  const x = v < 0 ? v + size : v;
  return Math.min(Math.max(x, 0), size);
}

export function slice(t: Tensor, dim: number, start?: number | null, stop?: number | null, step = 1): Tensor {
  if (!Number.isInteger(step) || step <= 0) throw new Error("slice step must be a positive integer");
  const d = normalizeDim(dim, t.ndim);
  const size = t.shape[d]!;
  const a = clampBound(start, size, 0);
  const b = Math.max(clampBound(stop, size, size), a);
  const len = Math.ceil((b - a) / step);
  const shape = [...t.shape], strides = [...t.strides];
  shape[d] = len;
  strides[d] = t.strides[d]! * step;
  return t.viewAs(shape, strides, t.offset + (len > 0 ? a * t.strides[d]! : 0));
}

/** t[i0, i1, ...] with Python semantics for integers and slices (null = `:`). */
export function index(t: Tensor, spec: readonly IndexSpec[]): Tensor {
  if (spec.length > t.ndim) throw new Error(`too many indices for tensor of dimension ${t.ndim}`);
  let cur = t.viewAs(t.shape, t.strides, t.offset);
  let dim = 0;
  for (const s of spec) {
    let next: Tensor;
    if (typeof s === "number") next = select(cur, dim, s);
    else if (s === null) { dim++; continue; }
    else { next = slice(cur, dim, s.start, s.stop, s.step ?? 1); dim++; }
    cur.release();
    cur = next;
  }
  return cur;
}

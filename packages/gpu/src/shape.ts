/**
 * shape.ts — shape and stride arithmetic shared by both backends: element counts, contiguous
 * strides, broadcasting (numpy/torch rules), dimension normalisation.
 */
export type Shape = readonly number[];

export function numel(shape: Shape): number {
  let n = 1;
  for (const d of shape) n *= d;
  return n;
}

export function contiguousStrides(shape: Shape): number[] {
  const strides = new Array<number>(shape.length);
  let s = 1;
  for (let i = shape.length - 1; i >= 0; i--) {
    strides[i] = s;
    s *= Math.max(shape[i]!, 1);
  }
  return strides;
}

export function isContiguous(shape: Shape, strides: readonly number[]): boolean {
  let s = 1;
  for (let i = shape.length - 1; i >= 0; i--) {
    const d = shape[i]!;
    if (d === 0) return true;
    if (d !== 1 && strides[i] !== s) return false;
    s *= d;
  }
  return true;
}

export function shapesEqual(a: Shape, b: Shape): boolean {
  return a.length === b.length && a.every((d, i) => d === b[i]);
}

/** The broadcast of several shapes, or an error naming them. */
export function broadcastShapes(...shapes: Shape[]): number[] {
  const rank = Math.max(0, ...shapes.map((s) => s.length));
  const out = new Array<number>(rank).fill(1);
  for (const s of shapes) {
    for (let i = 0; i < s.length; i++) {
      const o = rank - s.length + i;
      const d = s[i]!;
      if (out[o] === 1) out[o] = d;
      else if (d !== 1 && d !== out[o]) {
        throw new Error(`shapes ${shapes.map((x) => `[${x.join(", ")}]`).join(" and ")} cannot be broadcast together`);
      }
    }
  }
  return out;
}

/** Strides that read a tensor of `shape`/`strides` as if it had the broadcast shape `to`. */
export function broadcastStrides(shape: Shape, strides: readonly number[], to: Shape): number[] {
  const out = new Array<number>(to.length).fill(0);
  for (let i = 0; i < shape.length; i++) {
    const o = to.length - shape.length + i;
    out[o] = shape[i] === 1 && to[o] !== 1 ? 0 : strides[i]!;
  }
  return out;
}

/** A dimension index in [0, rank), accepting negative indices as torch does. */
export function normalizeDim(dim: number, rank: number): number {
  const r = Math.max(rank, 1);
  if (!Number.isInteger(dim) || dim < -r || dim >= r) {
    throw new RangeError(`dimension out of range (expected to be in range of [${-r}, ${r - 1}], but got ${dim})`);
  }
  return dim < 0 ? dim + r : dim;
}

export function formatShape(shape: Shape): string {
  return `[${shape.join(", ")}]`;
}

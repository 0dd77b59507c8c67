/**
 * dtype.ts — the element types a tensor can hold and their host-side storage.
 *
 * Two dtypes: float32 and int32. There is no bool: comparisons produce int32 masks (0/1), and
 * `where` treats any non-zero condition as true. Promotion follows torch for this pair: an
 * operation mixing int32 and float32 computes in float32; true division and the transcendental
 * functions always produce float32.
 */
export type DType = "float32" | "int32";

export type TypedArrayOf<D extends DType> = D extends "float32" ? Float32Array : Int32Array;
export type HostArray = Float32Array | Int32Array;

export const DTYPE_BYTES = 4;

export function isDType(x: unknown): x is DType {
  return x === "float32" || x === "int32";
}

export function allocHost(dtype: DType, n: number): HostArray {
  return dtype === "float32" ? new Float32Array(n) : new Int32Array(n);
}

export function hostFrom(dtype: DType, data: ArrayLike<number>): HostArray {
  return dtype === "float32" ? Float32Array.from(data) : Int32Array.from(data);
}

export function dtypeOfHost(a: HostArray): DType {
  return a instanceof Float32Array ? "float32" : "int32";
}

/** The dtype of an operation mixing `a` and `b`. */
export function promote(a: DType, b: DType): DType {
  return a === "float32" || b === "float32" ? "float32" : "int32";
}

/** The WGSL scalar type of a dtype. */
export function wgslType(dtype: DType): "f32" | "i32" {
  return dtype === "float32" ? "f32" : "i32";
}

/**
 * The Python values a `Constant` node (and `MatchSingleton`, `Interpolation.str`) carries:
 * None → null, bool → boolean, int → bigint (arbitrary precision), float → number,
 * complex → `PyComplexValue`, str → string, bytes → `PyBytesValue`, `...` → `Ellipsis`.
 * ints are always bigints so that `1` and `1.0` stay distinct.
 */

/** `complex`: an imaginary literal gives real 0. */
export class PyComplexValue {
  constructor(
    readonly real: number,
    readonly imag: number,
  ) {}
}

/** `bytes`: wraps the raw bytes so they are not confused with other arrays. */
export class PyBytesValue {
  constructor(readonly bytes: Uint8Array) {}
}

/** The `Ellipsis` singleton. */
export const Ellipsis: unique symbol = Symbol("Ellipsis");
export type EllipsisType = typeof Ellipsis;

export type ConstantValue = null | boolean | bigint | number | string | PyComplexValue | PyBytesValue | EllipsisType;

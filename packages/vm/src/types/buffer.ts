/** The buffer protocol, reduced to what pyts needs: the bytes of a bytes-like object. */
import type { PyObject } from "../objects/object.js";
import { isBytes, type PyBytes } from "../objects/bytes.js";

type BufferGetter = (o: PyObject) => Uint8Array | null;
const getters: BufferGetter[] = [];

/** Registers bytearray's / memoryview's buffer view. */
export function registerBuffer(g: BufferGetter): void {
  getters.push(g);
}

/** The contiguous bytes of a bytes-like object (a view, not a copy), or null. */
export function bufferBytes(o: PyObject): Uint8Array | null {
  if (isBytes(o)) return (o as PyBytes).value;
  for (const g of getters) {
    const b = g(o);
    if (b !== null) return b;
  }
  return null;
}

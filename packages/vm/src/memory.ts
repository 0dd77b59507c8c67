/**
 * The memory ceiling: allocations that cannot succeed raise MemoryError at once, before they
 * take the host down. CPython's allocators fail (list_resize's overflow checks, a malloc that
 * returns NULL) where an object would exceed what the machine can give; pyts checks the size a
 * list, tuple, bytes or bytearray is about to take against a limit (the worker's V8 heap, which
 * `pyts run` sets to the same limit: packages/cli runThread.ts) and against what the engine can
 * hold at all (a JS array of at most 2**27 items in its fast form, a typed array of 2**32 bytes).
 *
 * The limit is PYTS_MAX_MEMORY_MB (default 4096); `setMemoryLimitMb` changes it.
 */
import { newExceptionArgs, PyExc_MemoryError } from "./objects/exceptions.js";

/** The default ceiling in MiB (PYTS_MAX_MEMORY_MB overrides it). */
export const DEFAULT_MEMORY_LIMIT_MB = 4096;

/** V8's FixedArray::kMaxLength on 64-bit hosts: the most items a list or tuple can hold. */
export const MAX_SEQUENCE_LENGTH = 134_217_725;

/** The most bytes one bytes/bytearray buffer can hold (a Uint8Array's length limit in node). */
export const MAX_BUFFER_LENGTH = 2 ** 32 - 1;

/** What one list/tuple slot costs at least: the JS array's 8-byte reference. */
const SLOT_BYTES = 8;

function envLimitMb(): number {
  const v = typeof process !== "undefined" ? process.env["PYTS_MAX_MEMORY_MB"] : undefined;
  const n = v === undefined ? NaN : Number(v);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_MEMORY_LIMIT_MB;
}

let limitBytes = envLimitMb() * 2 ** 20;

/** The ceiling in MiB that `pyts run` gives the program's heap (PYTS_MAX_MEMORY_MB or the default). */
export function memoryLimitMb(): number {
  return limitBytes / 2 ** 20;
}

export function setMemoryLimitMb(mb: number): void {
  limitBytes = mb * 2 ** 20;
}

/** A bare MemoryError (as PyErr_NoMemory raises it). */
export function noMemory(): never {
  throw newExceptionArgs(PyExc_MemoryError, []);
}

/** A list or tuple of `n` items is about to be made: MemoryError when it cannot be. */
export function checkSequenceAlloc(n: number): void {
  if (n > MAX_SEQUENCE_LENGTH || n * SLOT_BYTES > limitBytes) noMemory();
}

/** A bytes/bytearray (or other byte buffer) of `n` bytes is about to be made. */
export function checkBufferAlloc(n: number): void {
  if (n > MAX_BUFFER_LENGTH || n > limitBytes) noMemory();
}

/** A str of `n` code units is about to be made (V8 strings hold at most 2**29 - 24 units). */
export function checkStringAlloc(n: number): void {
  if (n > 2 ** 29 - 24 || n * 2 > limitBytes) noMemory();
}

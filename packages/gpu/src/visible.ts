/**
 * visible.ts — PYTS_VISIBLE_DEVICES, read the way CUDA reads CUDA_VISIBLE_DEVICES.
 *
 * - unset: every physical adapter is visible, in enumeration order.
 * - "" (or only blanks): no adapter is visible.
 * - "1,3": physical adapters 1 and 3 appear as gpu:0 and gpu:1, in the order listed.
 * - Entries are decimal integers, blanks around them ignored. As with CUDA, the list stops at the
 *   first invalid entry: one that is not a non-negative integer, is out of range for the physical
 *   adapters present, or repeats an earlier entry. Entries before it are kept ("0,x,1" → [0];
 *   "5" with one adapter → none).
 * (CUDA also accepts GPU UUIDs and MIG names; adapters here have no stable UUID, so a UUID is an
 * invalid entry.)
 */
export const VISIBLE_DEVICES_ENV = "PYTS_VISIBLE_DEVICES";

/** Physical adapter indices visible as gpu:0, gpu:1, … for the given variable value. */
export function parseVisibleDevices(value: string | undefined, physicalCount: number): number[] {
  const all = Array.from({ length: physicalCount }, (_, i) => i);
  if (value === undefined) return all;
  if (value.trim() === "") return [];
  const out: number[] = [];
  for (const raw of value.split(",")) {
    const entry = raw.trim();
    if (!/^\d+$/.test(entry)) break;
    const idx = Number(entry);
    if (idx >= physicalCount || out.includes(idx)) break;
    out.push(idx);
  }
  return out;
}

/**
 * `_suggestions._generate_suggestions` (Python/suggestions.c, `_Py_CalculateSuggestions`): the
 * closest candidate by a Levenshtein distance over UTF-8 bytes with case flips cheaper than other
 * edits, within a third of the characters involved.
 */
const MAX_CANDIDATE_ITEMS = 750;
const MAX_STRING_SIZE = 40;
const MOVE_COST = 2;
const CASE_COST = 1;

function substitutionCost(a: number, b: number): number {
  if ((a & 31) !== (b & 31)) return MOVE_COST;
  if (a === b) return 0;
  if (a >= 65 && a <= 90) a += 32;
  if (b >= 65 && b <= 90) b += 32;
  return a === b ? CASE_COST : MOVE_COST;
}

function levenshtein(a: Uint8Array, b: Uint8Array, maxCost: number): number {
  let as = 0;
  let ae = a.length;
  let bs = 0;
  let be = b.length;
  while (as < ae && bs < be && a[as] === b[bs]) {
    as++;
    bs++;
  }
  while (as < ae && bs < be && a[ae - 1] === b[be - 1]) {
    ae--;
    be--;
  }
  let x = a.subarray(as, ae);
  let y = b.subarray(bs, be);
  if (x.length === 0 || y.length === 0) return (x.length + y.length) * MOVE_COST;
  if (x.length > MAX_STRING_SIZE || y.length > MAX_STRING_SIZE) return maxCost + 1;
  if (y.length < x.length) [x, y] = [y, x];
  if ((y.length - x.length) * MOVE_COST > maxCost) return maxCost + 1;
  const buffer: number[] = [];
  let tmp = MOVE_COST;
  for (let i = 0; i < x.length; i++) {
    buffer[i] = tmp;
    tmp += MOVE_COST;
  }
  let result = 0;
  for (let bi = 0; bi < y.length; bi++) {
    const code = y[bi]!;
    let distance = (result = bi * MOVE_COST);
    let minimum = Infinity;
    for (let i = 0; i < x.length; i++) {
      const substitute = distance + substitutionCost(code, x[i]!);
      distance = buffer[i]!;
      const insertDelete = Math.min(result, distance) + MOVE_COST;
      result = Math.min(insertDelete, substitute);
      buffer[i] = result;
      if (result < minimum) minimum = result;
    }
    if (minimum > maxCost) return maxCost + 1;
  }
  return result;
}

const enc = new TextEncoder();

export function generateSuggestion(candidates: readonly string[], name: string): string | null {
  if (candidates.length >= MAX_CANDIDATE_ITEMS) return null;
  const nameBytes = enc.encode(name);
  let best: string | null = null;
  let bestDistance = Number.MAX_SAFE_INTEGER;
  for (const item of candidates) {
    if (item === name) continue;
    const itemBytes = enc.encode(item);
    let maxDistance = Math.trunc(((nameBytes.length + itemBytes.length + 3) * MOVE_COST) / 6);
    maxDistance = Math.min(maxDistance, bestDistance - 1);
    const d = levenshtein(nameBytes, itemBytes, maxDistance);
    if (d > maxDistance) continue;
    if (best === null || d < bestDistance) {
      best = item;
      bestDistance = d;
    }
  }
  return best;
}

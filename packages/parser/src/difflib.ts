/**
 * `difflib.get_close_matches` with `SequenceMatcher` (no junk; autojunk only matters for
 * sequences of 200+ items, never for identifiers), as the traceback module's keyword hints use it.
 */
function matchingCharacters(a: string[], b: string[]): number {
  const b2j = new Map<string, number[]>();
  b.forEach((c, j) => {
    const l = b2j.get(c);
    if (l) l.push(j);
    else b2j.set(c, [j]);
  });
  const longest = (alo: number, ahi: number, blo: number, bhi: number): [number, number, number] => {
    let besti = alo;
    let bestj = blo;
    let bestsize = 0;
    let j2len = new Map<number, number>();
    for (let i = alo; i < ahi; i++) {
      const newj2len = new Map<number, number>();
      for (const j of b2j.get(a[i]!) ?? []) {
        if (j < blo) continue;
        if (j >= bhi) break;
        const k = (j2len.get(j - 1) ?? 0) + 1;
        newj2len.set(j, k);
        if (k > bestsize) {
          besti = i - k + 1;
          bestj = j - k + 1;
          bestsize = k;
        }
      }
      j2len = newj2len;
    }
    return [besti, bestj, bestsize];
  };
  let total = 0;
  const queue: [number, number, number, number][] = [[0, a.length, 0, b.length]];
  while (queue.length) {
    const [alo, ahi, blo, bhi] = queue.pop()!;
    const [i, j, k] = longest(alo, ahi, blo, bhi);
    if (k) {
      total += k;
      if (alo < i && blo < j) queue.push([alo, i, blo, j]);
      if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
    }
  }
  return total;
}

const ratio = (m: number, la: number, lb: number) => (la + lb ? (2 * m) / (la + lb) : 1);

export function getCloseMatches(word: string, possibilities: readonly string[], n = 3, cutoff = 0.6): string[] {
  const b = Array.from(word);
  const result: [number, string][] = [];
  for (const x of possibilities) {
    const a = Array.from(x);
    const la = a.length;
    const lb = b.length;
    if (ratio(Math.min(la, lb), la, lb) < cutoff) continue;
    const counts = new Map<string, number>();
    for (const c of b) counts.set(c, (counts.get(c) ?? 0) + 1);
    let inter = 0;
    for (const c of a) {
      const k = counts.get(c) ?? 0;
      if (k > 0) inter++;
      counts.set(c, k - 1);
    }
    if (ratio(inter, la, lb) < cutoff) continue;
    const r = ratio(matchingCharacters(a, b), la, lb);
    if (r >= cutoff) result.push([r, x]);
  }
  result.sort((p, q) => (q[0] - p[0]) || (q[1] > p[1] ? 1 : q[1] < p[1] ? -1 : 0));
  return result.slice(0, n).map(([, x]) => x);
}

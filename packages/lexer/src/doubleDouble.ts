/**
 * Double-double arithmetic for libm.ts and libmTrig.ts: a value as hi + lo with |lo| <= ulp(hi)/2,
 * about 106 bits. Each operation leaves its result in R = (hi, lo).
 */
export const R = new Float64Array(2); // R = (hi, lo): a typed array, so storing a double allocates nothing

const SPLIT = 134217729; // 2^27 + 1 (Veltkamp)

/** R = (hi, lo) = a * b exactly (Dekker). */
export function twoProd(a: number, b: number): void {
  const p = a * b;
  let t = SPLIT * a;
  const ah = t - (t - a), al = a - ah;
  t = SPLIT * b;
  const bh = t - (t - b), bl = b - bh;
  R[0] = p;
  R[1] = ah * bh - p + ah * bl + al * bh + al * bl;
}

/** R = (hi, lo) = (ah, al) * (bh, bl). */
export function mul(ah: number, al: number, bh: number, bl: number): void {
  twoProd(ah, bh);
  const p = R[0]!;
  const e = R[1]! + (ah * bl + al * bh);
  const h = p + e;
  R[0] = h;
  R[1] = e - (h - p);
}

/** R = (hi, lo) = (ah, al) + (bh, bl). */
export function add(ah: number, al: number, bh: number, bl: number): void {
  const s = ah + bh;
  const bb = s - ah;
  const e = ah - (s - bb) + (bh - bb) + al + bl;
  const h = s + e;
  R[0] = h;
  R[1] = e - (h - s);
}

/** R = (hi, lo) = (ah, al) / (bh, bl). */
export function div(ah: number, al: number, bh: number, bl: number): void {
  const q1 = ah / bh;
  mul(q1, 0, bh, bl);
  add(ah, al, -R[0]!, -R[1]!);
  const q2 = R[0]! / bh;
  const s = q1 + q2;
  R[0] = s;
  R[1] = q2 - (s - q1);
}


/**
 * kernels/reduce.ts — row reductions and softmax over a contiguous [M, K] input: one workgroup
 * per row, each invocation folding a strided slice of the row, then a tree in workgroup memory.
 * The frontend permutes the reduced dimensions to the end and makes the input contiguous first.
 * argmax keeps (value, index) pairs and prefers the lower index on ties (torch's first maximum).
 *
 * argmax/argmin parameters: P[0] = M, P[1] = K.
 * sum/mean/max/min can also fold each row in C chunks (a first pass of a split reduction, so that
 * a few long rows still fill the GPU): output row r folds X[m·K + c·L … min(m·K + (c+1)·L, K)]
 * with m = r / C, c = r % C. Parameters: P[0] = rows (M·C), P[1] = K, P[2] = C, P[3] = L,
 * P[4] = the divisor of mean (mean with divisor 1 is a float32 sum, used for the first pass).
 */
import type { DType } from "../dtype.js";
import { wgslType } from "../dtype.js";
import { ENTRY_1D, FLOAT_HELPERS, PARAMS_DECL, WG } from "./common.js";

export type ReduceOp = "sum" | "mean" | "max" | "min" | "argmax" | "argmin";

function lowest(t: DType): string {
  return t === "float32" ? "-inf_f()" : "(-2147483647 - 1)";
}
function highest(t: DType): string {
  return t === "float32" ? "inf_f()" : "2147483647";
}

export const reduceKernelKey = (op: ReduceOp, t: DType): string => `reduce:${op}:${t}`;

export function reduceKernelSource(op: ReduceOp, t: DType): string {
  const ty = wgslType(t);
  const head = [
    FLOAT_HELPERS,
    `@group(0) @binding(0) var<storage, read> X: array<${ty}>;`,
    `@group(0) @binding(1) var<storage, read_write> Y: array<${op === "argmax" || op === "argmin" ? "i32" : op === "mean" ? "f32" : ty}>;`,
    PARAMS_DECL(2),
  ];
  if (op === "argmax" || op === "argmin") {
    const better = op === "argmax" ? ">" : "<";
    const init = op === "argmax" ? lowest(t) : highest(t);
    return [
      ...head,
      `var<workgroup> sv: array<${ty}, ${WG}>;`,
      `var<workgroup> si: array<u32, ${WG}>;`,
      `const EMPTY: u32 = 0xffffffffu;`,
      `fn take(av: ${ty}, ai: u32, bv: ${ty}, bi: u32) -> bool {`,
      `  return bi != EMPTY && (ai == EMPTY || bv ${better} av || (bv == av && bi < ai));`,
      `}`,
      `${ENTRY_1D} {`,
      `  let row = wid.y * nwg.x + wid.x;`,
      `  let M = P[0]; let K = P[1];`,
      `  if (row >= M) { return; }`,
      `  var bv: ${ty} = ${init};`,
      `  var bi: u32 = EMPTY;`,
      `  for (var k = lid; k < K; k = k + ${WG}u) {`,
      `    let v = X[row * K + k];`,
      `    if (take(bv, bi, v, k)) { bv = v; bi = k; }`,
      `  }`,
      `  sv[lid] = bv; si[lid] = bi;`,
      `  workgroupBarrier();`,
      `  for (var s = ${WG / 2}u; s > 0u; s = s >> 1u) {`,
      `    if (lid < s) {`,
      `      if (take(sv[lid], si[lid], sv[lid + s], si[lid + s])) { sv[lid] = sv[lid + s]; si[lid] = si[lid + s]; }`,
      `    }`,
      `    workgroupBarrier();`,
      `  }`,
      `  if (lid == 0u) { Y[row] = select(i32(si[0]), 0, si[0] == EMPTY); }`,
      `}`,
    ].join("\n");
  }
  const acc = op === "mean" ? "f32" : ty;
  const init = op === "sum" || op === "mean" ? `${acc}(0)` : op === "max" ? lowest(t) : highest(t);
  const comb = (a: string, b: string): string => (op === "sum" || op === "mean" ? `${a} + ${b}` : `${op}(${a}, ${b})`);
  const load = op === "mean" && t !== "float32" ? `f32(X[base + k])` : `X[base + k]`;
  return [
    ...head,
    `var<workgroup> sv: array<${acc}, ${WG}>;`,
    `${ENTRY_1D} {`,
    `  let row = wid.y * nwg.x + wid.x;`,
    `  let K = P[1]; let C = P[2]; let L = P[3];`,
    `  if (row >= P[0]) { return; }`,
    `  let base = (row / C) * K;`,
    `  let start = (row % C) * L;`,
    `  let end = min(start + L, K);`,
    `  var a: ${acc} = ${init};`,
    `  for (var k = start + lid; k < end; k = k + ${WG}u) { a = ${comb("a", load)}; }`,
    `  sv[lid] = a;`,
    `  workgroupBarrier();`,
    `  for (var s = ${WG / 2}u; s > 0u; s = s >> 1u) {`,
    `    if (lid < s) { sv[lid] = ${comb("sv[lid]", "sv[lid + s]")}; }`,
    `    workgroupBarrier();`,
    `  }`,
    op === "mean" ? `  if (lid == 0u) { Y[row] = sv[0] / f32(P[4]); }` : `  if (lid == 0u) { Y[row] = sv[0]; }`,
    `}`,
  ].join("\n");
}

/**
 * How to split a reduction of [m, k]: chunks per row (1 = a single pass) and chunk length. Rows
 * longer than SPLIT_MIN_K are split while there are fewer than SPLIT_MAX_ROWS of them, into
 * chunks of at least CHUNK elements, at most MAX_CHUNKS per row.
 */
export const SPLIT_MIN_K = 16384;
export const SPLIT_MAX_ROWS = 4096;
const CHUNK = 4096;
const MAX_CHUNKS = 1024;

export function splitPlan(m: number, k: number): { chunks: number; length: number } {
  if (k < SPLIT_MIN_K || m >= SPLIT_MAX_ROWS) return { chunks: 1, length: k };
  const chunks = Math.min(MAX_CHUNKS, Math.ceil(k / CHUNK));
  return { chunks, length: Math.ceil(k / chunks) };
}

export const SOFTMAX_KEY = "softmax:float32";

/** Numerically stable softmax of each row of a float32 [M, K]: exp(x - max) / sum. */
export function softmaxKernelSource(): string {
  return [
    FLOAT_HELPERS,
    `@group(0) @binding(0) var<storage, read> X: array<f32>;`,
    `@group(0) @binding(1) var<storage, read_write> Y: array<f32>;`,
    PARAMS_DECL(2),
    `var<workgroup> sv: array<f32, ${WG}>;`,
    `${ENTRY_1D} {`,
    `  let row = wid.y * nwg.x + wid.x;`,
    `  let M = P[0]; let K = P[1];`,
    `  if (row >= M) { return; }`,
    `  let base = row * K;`,
    `  var m = -inf_f();`,
    `  for (var k = lid; k < K; k = k + ${WG}u) { m = max(m, X[base + k]); }`,
    `  sv[lid] = m;`,
    `  workgroupBarrier();`,
    `  for (var s = ${WG / 2}u; s > 0u; s = s >> 1u) {`,
    `    if (lid < s) { sv[lid] = max(sv[lid], sv[lid + s]); }`,
    `    workgroupBarrier();`,
    `  }`,
    `  let rowMax = sv[0];`,
    `  workgroupBarrier();`,
    `  var t = 0.0;`,
    `  for (var k = lid; k < K; k = k + ${WG}u) { t = t + exp(X[base + k] - rowMax); }`,
    `  sv[lid] = t;`,
    `  workgroupBarrier();`,
    `  for (var s = ${WG / 2}u; s > 0u; s = s >> 1u) {`,
    `    if (lid < s) { sv[lid] = sv[lid] + sv[lid + s]; }`,
    `    workgroupBarrier();`,
    `  }`,
    `  let total = sv[0];`,
    `  for (var k = lid; k < K; k = k + ${WG}u) { Y[base + k] = exp(X[base + k] - rowMax) / total; }`,
    `}`,
  ].join("\n");
}

/**
 * Short rows (k ≤ SHORT_ROW): one invocation per row folds it serially — a workgroup per row
 * would leave almost all of its invocations idle. Parameters: P[0] = M, P[1] = K, P[2] = the
 * divisor of mean.
 */
export const SHORT_ROW = 64;

export const rowwiseKernelKey = (op: ReduceOp | "softmax", t: DType): string => `rowwise:${op}:${t}`;

export function rowwiseKernelSource(op: ReduceOp | "softmax", t: DType): string {
  const ty = wgslType(t);
  const outTy = op === "argmax" || op === "argmin" ? "i32" : op === "mean" || op === "softmax" ? "f32" : ty;
  const load = (k: string): string => (outTy === "f32" && t !== "float32" ? `f32(X[base + ${k}])` : `X[base + ${k}]`);
  let body: string[];
  switch (op) {
    case "softmax":
      body = [
        `  var m = -inf_f();`,
        `  for (var k = 0u; k < K; k++) { m = max(m, X[base + k]); }`,
        `  var s = 0.0;`,
        `  for (var k = 0u; k < K; k++) { s = s + exp(X[base + k] - m); }`,
        `  for (var k = 0u; k < K; k++) { Y[base + k] = exp(X[base + k] - m) / s; }`,
      ];
      break;
    case "argmax":
    case "argmin":
      body = [
        `  var bv = X[base];`,
        `  var bi = 0u;`,
        `  for (var k = 1u; k < K; k++) { let v = X[base + k]; if (v ${op === "argmax" ? ">" : "<"} bv) { bv = v; bi = k; } }`,
        `  Y[row] = i32(bi);`,
      ];
      break;
    default: {
      const acc = outTy;
      const init = op === "sum" || op === "mean" ? `${acc}(0)` : op === "max" ? lowest(t) : highest(t);
      const comb = op === "sum" || op === "mean" ? `a + ${load("k")}` : `${op}(a, ${load("k")})`;
      body = [
        `  var a: ${acc} = ${init};`,
        `  for (var k = 0u; k < K; k++) { a = ${comb}; }`,
        op === "mean" ? `  Y[row] = a / f32(P[2]);` : `  Y[row] = a;`,
      ];
    }
  }
  return [
    FLOAT_HELPERS,
    `@group(0) @binding(0) var<storage, read> X: array<${ty}>;`,
    `@group(0) @binding(1) var<storage, read_write> Y: array<${outTy}>;`,
    PARAMS_DECL(2),
    `${ENTRY_1D} {`,
    `  let row = (wid.y * nwg.x + wid.x) * ${WG}u + lid;`,
    `  if (row >= P[0]) { return; }`,
    `  let K = P[1];`,
    `  let base = row * K;`,
    ...body,
    `}`,
  ].join("\n");
}

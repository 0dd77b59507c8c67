/**
 * kernels/matmul.ts — batched matrix product C[b] = A[b] · B[b] of contiguous [Bt, M, K] and
 * [Bt, K, N], tiled in workgroup memory: a 16×16 workgroup computes a 64×64 tile of C, each
 * invocation a 4×4 register block (rows ty + 16r, columns tx + 16c), stepping through K 16 at a
 * time with the A and B tiles staged in workgroup memory. Edges are bounds-checked, so any M, N,
 * K (K = 0 included) is valid.
 *
 * Parameters: P[0] = Bt, P[1] = M, P[2] = N, P[3] = K. Grid: (⌈N/tileN⌉, ⌈M/tileM⌉, Bt).
 */
import type { DType } from "../dtype.js";
import { wgslType } from "../dtype.js";
import { PARAMS_DECL } from "./common.js";

export interface MatmulConfig {
  /** invocations per workgroup along x (columns) and y (rows) */
  tx: number;
  ty: number;
  /** outputs per invocation along rows and columns */
  rm: number;
  rn: number;
  /** K-slice staged per step */
  tk: number;
}

/** For hardware GPUs: 256 invocations, 4×4 blocks, 64×64 tiles. */
export const DEFAULT_MATMUL: MatmulConfig = { tx: 16, ty: 16, rm: 4, rn: 4, tk: 16 };
/** For software adapters (lavapipe): fewer invocations per barrier, bigger blocks (~1.4× there). */
export const SOFTWARE_MATMUL: MatmulConfig = { tx: 8, ty: 8, rm: 8, rn: 8, tk: 16 };

/** "16x16/4x4/16" = tx×ty invocations / rm×rn block / tk. */
export function formatMatmulConfig(c: MatmulConfig): string {
  return `${c.tx}x${c.ty}/${c.rm}x${c.rn}/${c.tk}`;
}

export function parseMatmulConfig(s: string): MatmulConfig {
  const m = /^(\d+)x(\d+)\/(\d+)x(\d+)\/(\d+)$/.exec(s.trim());
  if (!m) throw new Error(`bad matmul config '${s}': expected TXxTY/RMxRN/TK, e.g. 16x16/4x4/16`);
  const [tx, ty, rm, rn, tk] = m.slice(1).map(Number) as [number, number, number, number, number];
  if ([tx, ty, rm, rn, tk].some((v) => v < 1)) throw new Error(`bad matmul config '${s}': sizes must be positive`);
  return { tx, ty, rm, rn, tk };
}

/** Why a config does not fit a device's limits, or undefined when it fits. */
export function matmulConfigProblem(c: MatmulConfig, limits: { maxComputeInvocationsPerWorkgroup: number; maxComputeWorkgroupStorageSize: number; maxComputeWorkgroupSizeX: number; maxComputeWorkgroupSizeY: number }): string | undefined {
  if (c.tx * c.ty > limits.maxComputeInvocationsPerWorkgroup) return `${c.tx * c.ty} invocations > ${limits.maxComputeInvocationsPerWorkgroup}`;
  if (c.tx > limits.maxComputeWorkgroupSizeX || c.ty > limits.maxComputeWorkgroupSizeY) return "workgroup size over the device limit";
  const bytes = (tileM(c) * c.tk + c.tk * tileN(c)) * 4;
  if (bytes > limits.maxComputeWorkgroupStorageSize) return `${bytes} bytes of workgroup memory > ${limits.maxComputeWorkgroupStorageSize}`;
  return undefined;
}

export const tileM = (c: MatmulConfig): number => c.ty * c.rm;
export const tileN = (c: MatmulConfig): number => c.tx * c.rn;

export const matmulKernelKey = (t: DType, c: MatmulConfig = DEFAULT_MATMUL): string => `matmul:${t}:${c.tx}x${c.ty}:${c.rm}x${c.rn}:k${c.tk}`;

export function matmulKernelSource(t: DType, c: MatmulConfig = DEFAULT_MATMUL): string {
  const ty = wgslType(t);
  const zero = `${ty}(0)`;
  const TM = tileM(c), TN = tileN(c), TK = c.tk;
  const threads = c.tx * c.ty;
  const aLoads = Math.ceil((TM * TK) / threads), bLoads = Math.ceil((TK * TN) / threads);
  return /* wgsl */ `
@group(0) @binding(0) var<storage, read> A: array<${ty}>;
@group(0) @binding(1) var<storage, read> B: array<${ty}>;
@group(0) @binding(2) var<storage, read_write> C: array<${ty}>;
${PARAMS_DECL(3)}
var<workgroup> As: array<${ty}, ${TM * TK}>;
var<workgroup> Bs: array<${ty}, ${TK * TN}>;

@compute @workgroup_size(${c.tx}, ${c.ty})
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_id) l: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
  let M = P[1]; let N = P[2]; let K = P[3];
  let batch = wid.z;
  let aBase = batch * M * K;
  let bBase = batch * K * N;
  let row0 = wid.y * ${TM}u;
  let col0 = wid.x * ${TN}u;
  var acc: array<array<${ty}, ${c.rn}>, ${c.rm}>;
  for (var r = 0u; r < ${c.rm}u; r++) { for (var q = 0u; q < ${c.rn}u; q++) { acc[r][q] = ${zero}; } }
  for (var t = 0u; t < K; t = t + ${TK}u) {
    for (var q = 0u; q < ${aLoads}u; q++) {
      let e = lid + ${threads}u * q;
      if (e < ${TM * TK}u) {
        let ar = e / ${TK}u; let ac = e % ${TK}u;
        let gr = row0 + ar; let gk = t + ac;
        var av = ${zero};
        if (gr < M && gk < K) { av = A[aBase + gr * K + gk]; }
        As[e] = av;
      }
    }
    for (var q = 0u; q < ${bLoads}u; q++) {
      let e = lid + ${threads}u * q;
      if (e < ${TK * TN}u) {
        let br = e / ${TN}u; let bc = e % ${TN}u;
        let bk = t + br; let gc = col0 + bc;
        var bv = ${zero};
        if (bk < K && gc < N) { bv = B[bBase + bk * N + gc]; }
        Bs[e] = bv;
      }
    }
    workgroupBarrier();
    for (var kk = 0u; kk < ${TK}u; kk++) {
      var a: array<${ty}, ${c.rm}>;
      var b: array<${ty}, ${c.rn}>;
      for (var r = 0u; r < ${c.rm}u; r++) { a[r] = As[(l.y + ${c.ty}u * r) * ${TK}u + kk]; }
      for (var q = 0u; q < ${c.rn}u; q++) { b[q] = Bs[kk * ${TN}u + l.x + ${c.tx}u * q]; }
      for (var r = 0u; r < ${c.rm}u; r++) { for (var q = 0u; q < ${c.rn}u; q++) { acc[r][q] = acc[r][q] + a[r] * b[q]; } }
    }
    workgroupBarrier();
  }
  let cBase = batch * M * N;
  for (var r = 0u; r < ${c.rm}u; r++) {
    let gr = row0 + l.y + ${c.ty}u * r;
    if (gr < M) {
      for (var q = 0u; q < ${c.rn}u; q++) {
        let gc = col0 + l.x + ${c.tx}u * q;
        if (gc < N) { C[cBase + gr * N + gc] = acc[r][q]; }
      }
    }
  }
}
`;
}

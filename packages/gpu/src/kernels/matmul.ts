/**
 * kernels/matmul.ts — batched matrix product C[b] = A[b] · B[b] of contiguous [Bt, M, K] and
 * [Bt, K, N], tiled in workgroup memory: a 16×16 workgroup computes a 64×64 tile of C, each
 * invocation a 4×4 register block (rows ty + 16r, columns tx + 16c), stepping through K 16 at a
 * time with the A and B tiles staged in workgroup memory. Edges are bounds-checked, so any M, N,
 * K (K = 0 included) is valid.
 *
 * Parameters: P[0] = Bt, P[1] = M, P[2] = N, P[3] = K. Grid: (⌈N/64⌉, ⌈M/64⌉, Bt).
 */
import type { DType } from "../dtype.js";
import { wgslType } from "../dtype.js";
import { PARAMS_DECL } from "./common.js";

export const TILE = 64;
const TK = 16;

export const matmulKernelKey = (t: DType): string => `matmul:${t}`;

export function matmulKernelSource(t: DType): string {
  const ty = wgslType(t);
  const zero = `${ty}(0)`;
  return /* wgsl */ `
@group(0) @binding(0) var<storage, read> A: array<${ty}>;
@group(0) @binding(1) var<storage, read> B: array<${ty}>;
@group(0) @binding(2) var<storage, read_write> C: array<${ty}>;
${PARAMS_DECL(3)}
var<workgroup> As: array<${ty}, ${TILE * TK}>;
var<workgroup> Bs: array<${ty}, ${TK * TILE}>;

@compute @workgroup_size(16, 16)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_id) l: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
  let M = P[1]; let N = P[2]; let K = P[3];
  let batch = wid.z;
  let aBase = batch * M * K;
  let bBase = batch * K * N;
  let row0 = wid.y * ${TILE}u;
  let col0 = wid.x * ${TILE}u;
  var acc: array<array<${ty}, 4>, 4>;
  for (var r = 0u; r < 4u; r++) { for (var c = 0u; c < 4u; c++) { acc[r][c] = ${zero}; } }
  for (var t = 0u; t < K; t = t + ${TK}u) {
    for (var q = 0u; q < 4u; q++) {
      let e = lid + 256u * q;
      let ar = e / ${TK}u; let ac = e % ${TK}u;
      let gr = row0 + ar; let gk = t + ac;
      var av = ${zero};
      if (gr < M && gk < K) { av = A[aBase + gr * K + gk]; }
      As[e] = av;
      let br = e / ${TILE}u; let bc = e % ${TILE}u;
      let bk = t + br; let gc = col0 + bc;
      var bv = ${zero};
      if (bk < K && gc < N) { bv = B[bBase + bk * N + gc]; }
      Bs[e] = bv;
    }
    workgroupBarrier();
    for (var kk = 0u; kk < ${TK}u; kk++) {
      var a: array<${ty}, 4>;
      var b: array<${ty}, 4>;
      for (var r = 0u; r < 4u; r++) { a[r] = As[(l.y + 16u * r) * ${TK}u + kk]; }
      for (var c = 0u; c < 4u; c++) { b[c] = Bs[kk * ${TILE}u + l.x + 16u * c]; }
      for (var r = 0u; r < 4u; r++) { for (var c = 0u; c < 4u; c++) { acc[r][c] = acc[r][c] + a[r] * b[c]; } }
    }
    workgroupBarrier();
  }
  let cBase = batch * M * N;
  for (var r = 0u; r < 4u; r++) {
    let gr = row0 + l.y + 16u * r;
    if (gr < M) {
      for (var c = 0u; c < 4u; c++) {
        let gc = col0 + l.x + 16u * c;
        if (gc < N) { C[cBase + gr * N + gc] = acc[r][c]; }
      }
    }
  }
}
`;
}

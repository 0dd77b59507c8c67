/**
 * kernels/elementwise.ts — one generator for every map-shaped kernel: unary and binary math,
 * comparisons, where, dtype casts and the strided copy behind contiguous(). Inputs are read
 * through their own strides and offsets (a zero stride is a broadcast dimension), so views and
 * broadcasting need no copy first. The output is contiguous.
 *
 * Parameters: P[0] = n, P[1..1+R) = output shape, then per input j an offset and R strides.
 * The rank R is baked into the shader, as is whether each input is plain contiguous (index = i).
 */
import type { DType } from "../dtype.js";
import { wgslType } from "../dtype.js";
import { ENTRY_1D, FLOAT_HELPERS, PARAMS_DECL, WG } from "./common.js";

export type UnaryOp = "neg" | "abs" | "exp" | "log" | "sqrt" | "tanh" | "relu" | "sigmoid" | "cast" | "copy";
export type BinaryOp = "add" | "sub" | "mul" | "div" | "pow" | "eq" | "ne" | "lt" | "le" | "gt" | "ge" | "maximum" | "minimum";
export type MapOp = UnaryOp | BinaryOp | "where";

/** The WGSL expression of an op over the loaded inputs x0, x1, x2 (already in the compute type). */
export function mapExpr(op: MapOp, t: DType): string {
  const f = t === "float32";
  switch (op) {
    case "copy":
    case "cast": return "x0";
    case "neg": return "-x0";
    case "abs": return "abs(x0)";
    case "relu": return f ? "max(x0, 0.0)" : "max(x0, 0)";
    case "exp": return "exp(x0)";
    case "log": return "log_f(x0)";
    case "sqrt": return "sqrt_f(x0)";
    case "tanh": return "tanh_f(x0)";
    case "sigmoid": return "sigmoid_f(x0)";
    case "add": return "x0 + x1";
    case "sub": return "x0 - x1";
    case "mul": return "x0 * x1";
    case "div": return "x0 / x1";
    case "pow": return f ? "pow_f(x0, x1)" : "pow_i(x0, x1)";
    case "maximum": return "max(x0, x1)";
    case "minimum": return "min(x0, x1)";
    case "eq": return "select(0, 1, x0 == x1)";
    case "ne": return "select(0, 1, x0 != x1)";
    case "lt": return "select(0, 1, x0 < x1)";
    case "le": return "select(0, 1, x0 <= x1)";
    case "gt": return "select(0, 1, x0 > x1)";
    case "ge": return "select(0, 1, x0 >= x1)";
    case "where": return "select(x2, x1, x0 != 0)";
  }
}

export interface MapKernelSpec {
  op: MapOp;
  rank: number;
  /** dtype of each input buffer. */
  inputs: readonly DType[];
  /** dtype each input is converted to before the expression. */
  computeTypes: readonly DType[];
  /** whether each input is read as index = offset + i. */
  contiguous: readonly boolean[];
  out: DType;
}

export function mapKernelKey(s: MapKernelSpec): string {
  return `map:${s.op}:r${s.rank}:${s.inputs.join(",")}>${s.computeTypes.join(",")}>${s.out}:${s.contiguous.map((c) => (c ? 1 : 0)).join("")}`;
}

export function mapKernelSource(s: MapKernelSpec): string {
  const R = s.rank;
  const n = s.inputs.length;
  const decls = s.inputs.map((d, j) => `@group(0) @binding(${j}) var<storage, read> X${j}: array<${wgslType(d)}>;`);
  const lines: string[] = [];
  lines.push(`  let i = (wid.y * nwg.x + wid.x) * ${WG}u + lid;`);
  lines.push(`  if (i >= P[0]) { return; }`);
  const strided = s.contiguous.some((c) => !c);
  for (let j = 0; j < n; j++) lines.push(`  var o${j} = P[${1 + R + j * (R + 1)}u];`);
  if (strided && R > 0) {
    lines.push(`  var rem = i;`);
    for (let k = R - 1; k >= 0; k--) {
      lines.push(`  { let c = rem % P[${1 + k}u]; rem = rem / P[${1 + k}u];`);
      for (let j = 0; j < n; j++) if (!s.contiguous[j]) lines.push(`    o${j} = o${j} + c * P[${1 + R + j * (R + 1) + 1 + k}u];`);
      lines.push(`  }`);
    }
  }
  for (let j = 0; j < n; j++) {
    const idx = s.contiguous[j] ? `o${j} + i` : `o${j}`;
    const load = `X${j}[${idx}]`;
    const ct = wgslType(s.computeTypes[j]!);
    lines.push(`  let x${j} = ${s.inputs[j] === s.computeTypes[j] ? load : `${ct}(${load})`};`);
  }
  const exprType = s.op === "where" ? s.computeTypes[1]! : s.computeTypes[0]!;
  const e = mapExpr(s.op, exprType);
  const ot = wgslType(s.out);
  const compare = ["eq", "ne", "lt", "le", "gt", "ge"].includes(s.op);
  const conv = s.out === "int32" && exprType === "float32" && !compare ? "f2i" : ot;
  lines.push(`  Y[i] = ${conv}(${e});`);
  return [
    FLOAT_HELPERS,
    ...decls,
    `@group(0) @binding(${n}) var<storage, read_write> Y: array<${ot}>;`,
    PARAMS_DECL(n + 1),
    `${ENTRY_1D} {`,
    ...lines,
    `}`,
  ].join("\n");
}

export const FILL_KEY = (t: DType): string => `fill:${t}`;

export function fillKernelSource(t: DType): string {
  const ty = wgslType(t);
  return [
    `@group(0) @binding(0) var<storage, read_write> Y: array<${ty}>;`,
    PARAMS_DECL(1),
    `${ENTRY_1D} {`,
    `  let i = (wid.y * nwg.x + wid.x) * ${WG}u + lid;`,
    `  if (i >= P[0]) { return; }`,
    `  Y[i] = bitcast<${ty}>(P[1]);`,
    `}`,
  ].join("\n");
}

/**
 * `pnpm fuzz libm-glibc`: what pyts rounds as glibc's libm does — `math.pow`, `exp2`, `log`, `log2`
 * and float `**` (packages/lexer/src/libm.ts) — on random arguments, against native CPython 3.14
 * over glibc.
 */
import { compareExpressions } from "./calls.js";
import type { Fuzzer } from "./fuzzer.js";
import { libmCalls } from "./libm.js";

const fuzzer: Fuzzer = {
  name: "libm-glibc",
  defaultN: 20_000,
  testN: 2_000,
  run: (ctx) => compareExpressions("libm-glibc", ctx, libmCalls(ctx.seed, ctx.n, ["exp2", "log", "log2"], ["pow", "**"]), { reference: "native", prelude: "import math" }),
};
export default fuzzer;

// GPU (WGSL on Dawn) against the CPU backend, elementwise ops: random shapes (empty tensors and
// sizes that are not multiples of the 256-wide workgroup included), broadcasting, permuted views,
// both dtypes and their promotion.
import fc from "fast-check";
import { describe, it } from "vitest";
import type { DType } from "./dtype.js";
import * as ew from "./ops/elementwise.js";
import type { Tensor } from "./tensor.js";
import {
  ARITH, broadcastable, EXACT, expectMatch, pair, permArb, releaseAll, seedArb, shapeArb, skipGpu, TRANSCENDENTAL, useGpu,
  type Tolerance, type ValueKind,
} from "./testing/helpers.js";

const RUNS = { numRuns: 12 };

describe.skipIf(skipGpu)("elementwise: gpu equals cpu", () => {
  useGpu();

  const unary: Array<[string, (t: Tensor) => Tensor, ValueKind, Tolerance, DType[]]> = [
    ["neg", ew.neg, "any", EXACT, ["float32", "int32"]],
    ["abs", ew.abs, "any", EXACT, ["float32", "int32"]],
    ["relu", ew.relu, "any", EXACT, ["float32", "int32"]],
    ["exp", ew.exp, "any", TRANSCENDENTAL, ["float32", "int32"]],
    ["log", ew.log, "any", TRANSCENDENTAL, ["float32"]],
    ["log of positives", ew.log, "positive", TRANSCENDENTAL, ["float32", "int32"]],
    ["sqrt", ew.sqrt, "any", TRANSCENDENTAL, ["float32", "int32"]],
    ["tanh", ew.tanh, "any", TRANSCENDENTAL, ["float32"]],
    ["sigmoid", ew.sigmoid, "any", TRANSCENDENTAL, ["float32"]],
    ["cast to int32", (t) => ew.cast(t, "int32"), "any", EXACT, ["float32"]],
    ["cast to float32", (t) => ew.cast(t, "float32"), "small-int", EXACT, ["int32"]],
  ];
  for (const [name, f, kind, tol, dtypes] of unary) {
    it(`${name}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          shapeArb().chain((s) => fc.tuple(fc.constant(s), permArb(s.length))),
          seedArb,
          fc.constantFrom(...dtypes),
          async ([shape, perm], seed, dtype) => {
            const x = pair(shape, seed, dtype === "int32" ? "small-int" : kind, dtype, perm);
            const g = f(x.gpu), c = f(x.cpu);
            await expectMatch(g, c, tol, name);
            releaseAll(x.gpu, x.cpu, g, c);
          },
        ),
        RUNS,
      );
    });
  }

  const binary: Array<[string, (a: Tensor, b: Tensor) => Tensor, ValueKind, ValueKind, Tolerance]> = [
    ["add", ew.add, "any", "any", ARITH],
    ["sub", ew.sub, "any", "any", ARITH],
    ["mul", ew.mul, "any", "any", ARITH],
    ["div", ew.div, "any", "nonzero", ARITH],
    ["pow", ew.pow, "grid", "grid", TRANSCENDENTAL],
    ["pow (positive base, real exponent)", ew.pow, "positive", "any", { rtol: 1e-4, atol: 1e-6 }],
    ["maximum", ew.maximum, "grid", "grid", EXACT],
    ["minimum", ew.minimum, "grid", "grid", EXACT],
    ["eq", ew.eq, "grid", "grid", EXACT],
    ["ne", ew.ne, "grid", "grid", EXACT],
    ["lt", ew.lt, "grid", "grid", EXACT],
    ["le", ew.le, "grid", "grid", EXACT],
    ["gt", ew.gt, "grid", "grid", EXACT],
    ["ge", ew.ge, "grid", "grid", EXACT],
  ];
  const dtypePairs: Array<[DType, DType]> = [["float32", "float32"], ["int32", "int32"], ["int32", "float32"], ["float32", "int32"]];
  for (const [name, f, ka, kb, tol] of binary) {
    it(`${name} with broadcasting`, async () => {
      await fc.assert(
        fc.asyncProperty(
          shapeArb(4, 3000).chain((out) =>
            fc.tuple(broadcastable(out), broadcastable(out)).chain(([sa, sb]) => fc.tuple(fc.constant(sa), fc.constant(sb), permArb(sa.length), permArb(sb.length))),
          ),
          seedArb,
          fc.constantFrom(...dtypePairs),
          async ([sa, sb, pa, pb], seed, [da, db]) => {
            const intKind = (k: ValueKind): ValueKind => (k === "nonzero" ? "nonzero" : "small-int");
            const a = pair(sa, seed, da === "int32" ? intKind(ka) : ka, da, pa);
            const b = pair(sb, seed + 1, db === "int32" ? intKind(kb) : kb, db, pb);
            if (name === "div" && db === "int32") {
              // small-int has zeros; keep the divisor non-zero
              releaseAll(b.cpu, b.gpu);
              Object.assign(b, pair(sb, seed + 1, "nonzero", "float32", pb));
              const bc = ew.cast(b.cpu, "int32"), bg = ew.cast(b.gpu, "int32");
              releaseAll(b.cpu, b.gpu);
              b.cpu = bc;
              b.gpu = bg;
            }
            const g = f(a.gpu, b.gpu), c = f(a.cpu, b.cpu);
            await expectMatch(g, c, tol, `${name}(${da}, ${db})`);
            releaseAll(a.gpu, a.cpu, b.gpu, b.cpu, g, c);
          },
        ),
        RUNS,
      );
    });
  }

  it("where with broadcasting", async () => {
    await fc.assert(
      fc.asyncProperty(
        shapeArb(4, 3000).chain((out) => fc.tuple(broadcastable(out), broadcastable(out), broadcastable(out))),
        seedArb,
        fc.constantFrom<DType>("float32", "int32"),
        async ([sc, sa, sb], seed, dt) => {
          const c = pair(sc, seed, "small-int", "int32");
          const a = pair(sa, seed + 1, dt === "int32" ? "small-int" : "any", dt);
          const b = pair(sb, seed + 2, "any", "float32");
          const g = ew.where(c.gpu, a.gpu, b.gpu), r = ew.where(c.cpu, a.cpu, b.cpu);
          await expectMatch(g, r, EXACT, "where");
          releaseAll(c.gpu, c.cpu, a.gpu, a.cpu, b.gpu, b.cpu, g, r);
        },
      ),
      RUNS,
    );
  });

  it("scalar operands promote like torch", async () => {
    await fc.assert(
      fc.asyncProperty(
        shapeArb(3, 2000),
        seedArb,
        fc.constantFrom<DType>("float32", "int32"),
        fc.constantFrom(2, -3, 0.5, 2.25),
        async (shape, seed, dt, s) => {
          const x = pair(shape, seed, dt === "int32" ? "small-int" : "any", dt);
          for (const f of [ew.add, ew.mul, ew.sub, ew.maximum, ew.gt] as const) {
            const g = f(x.gpu, s), c = f(x.cpu, s);
            await expectMatch(g, c, ARITH, `${f.name} scalar`);
            releaseAll(g, c);
          }
          releaseAll(x.gpu, x.cpu);
        },
      ),
      { numRuns: 6 },
    );
  });
});

/**
 * Property: for generated programs, the stack depth the flowgraph computes never goes negative
 * (calculateStackdepth throws on underflow) and equals CPython's co_stacksize, for every code
 * object; the whole code object is compared too.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { loadOracle } from "../../harness/oracle.js";
import { codeToOracle, diffCode, oracleCompile, type OracleCode } from "./codegen-oracle.js";
import { compile } from "../../../../packages/compiler/src/compile.js";

const name = fc.constantFrom("a", "b", "c", "x");
const expr: fc.Memo<string> = fc.memo((n) => {
  if (n <= 1) return fc.oneof(name, fc.integer({ min: -3, max: 300 }).map(String), fc.constantFrom("None", "'s'", "1.5", "()"));
  const e = expr(n - 1);
  return fc.oneof(
    name,
    fc.tuple(e, fc.constantFrom("+", "-", "*", "//", "|", "<<"), e).map(([l, op, r]) => `(${l} ${op} ${r})`),
    fc.tuple(e, fc.constantFrom("<", "==", "in", "is not"), e, e).map(([l, op, r, s]) => `(${l} ${op} ${r} < ${s})`),
    fc.tuple(e, fc.constantFrom("and", "or"), e).map(([l, op, r]) => `(${l} ${op} ${r})`),
    fc.tuple(e, e, e).map(([a, b, c]) => `(${a} if ${b} else ${c})`),
    fc.array(e, { maxLength: 4 }).map((xs) => `f(${xs.join(", ")})`),
    fc.tuple(e, fc.array(e, { maxLength: 3 })).map(([o, xs]) => `(${o}).m(${[...xs, "k=1"].join(", ")})`),
    fc.array(e, { maxLength: 4 }).map((xs) => `[${xs.join(", ")}]`),
    fc.array(e, { maxLength: 4 }).map((xs) => `(${xs.join(", ")}${xs.length === 1 ? "," : ""})`),
    fc.tuple(e, e).map(([a, b]) => `{${a}: ${b}, **d}`),
    fc.tuple(e, e).map(([a, b]) => `${a}[${b}]`),
    fc.tuple(e, e).map(([a, b]) => `[${a} for x in ${b} if x]`),
    fc.tuple(e, e).map(([a, b]) => `f(*${a}, **${b})`),
    e.map((a) => `f"{${a}!r:>3}"`),
    e.map((a) => `(not ${a})`),
  );
});

const stmt: fc.Memo<string[]> = fc.memo((n) => {
  const e = expr(3);
  const simple = fc.oneof(
    fc.tuple(name, e).map(([t, v]) => [`${t} = ${v}`]),
    fc.tuple(name, e).map(([t, v]) => [`${t} += ${v}`]),
    fc.tuple(name, name, e).map(([t, u, v]) => [`${t}, *${u} = ${v}`]),
    e.map((v) => [v]),
    fc.tuple(e, e).map(([t, v]) => [`${t}[0] = ${v}`]),
  );
  if (n <= 1) return simple;
  const body = fc.array(stmt(n - 1), { minLength: 1, maxLength: 3 }).map((ss) => ss.flat().map((l) => "    " + l));
  return fc.oneof(
    simple,
    fc.tuple(e, body, body).map(([c, a, b]) => [`if ${c}:`, ...a, "else:", ...b]),
    fc.tuple(e, body).map(([c, a]) => [`while ${c}:`, ...a, "    if x: break"]),
    fc.tuple(name, e, body).map(([t, it, a]) => [`for ${t} in ${it}:`, ...a, "    continue"]),
    fc.tuple(body, body).map(([a, b]) => ["try:", ...a, "except E as err:", ...b, "finally:", "    pass"]),
    fc.tuple(e, body).map(([c, a]) => [`with ${c} as w:`, ...a]),
  );
});

const program = fc.array(stmt(3), { minLength: 1, maxLength: 4 }).map((ss) => {
  const lines = ss.flat();
  return ["def g(a, b=1, *c, **d):", ...lines.map((l) => "    " + l), "    return a", ...lines].join("\n") + "\n";
});

function stacksizes(co: OracleCode, out: number[] = []): number[] {
  out.push(co.co_stacksize);
  for (const c of co.co_consts) if (c.t === "code") stacksizes(c.v as OracleCode, out);
  return out;
}

describe("compiler: stack depth on generated programs", () => {
  it("never negative, equal to CPython's co_stacksize", { timeout: 600_000 }, async () => {
    const oracle = await loadOracle();
    let compared = 0;
    const runs = Number(process.env.STACKDEPTH_RUNS ?? 150);
    fc.assert(
      fc.property(program, (src) => {
        const want = oracleCompile(oracle, src, "<gen>");
        if (want.error) {
          if (process.env.SHOW_GEN_ERRORS) console.log(want.error.msg, JSON.stringify(src).slice(0, 300));
          return true;
        }
        const co = compile(src, "<gen>", "exec");
        expect(stacksizes(codeToOracle(co))).toEqual(stacksizes(want.code!));
        expect(diffCode(want.marshal!, co)).toEqual([]);
        compared++;
        return true;
      }),
      { numRuns: runs, seed: 314 },
    );
    // Most generated programs must be valid Python, or the property says little.
    expect(compared).toBeGreaterThan(runs * 0.8);
  });
});

/** Property tests: the parser never fails with anything but a Python error; unparse round-trips. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dump, parse, unparse, PySyntaxError, ParserMemoryError, PyComplexValue } from "./index.js";
import type * as A from "./index.js";

const pythonError = (e: unknown) => e instanceof PySyntaxError || e instanceof ParserMemoryError;

describe("robustness", () => {
  it("random bytes: a tree or a Python SyntaxError, never a host error", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        try {
          parse(bytes, { typeComments: true });
        } catch (e) {
          if (!pythonError(e)) throw e;
        }
      }),
      { numRuns: 2000 },
    );
  });

  const vocab = [
    "x", "y", "1", "2.5", "'s'", "f'{x}'", "(", ")", "[", "]", "{", "}", ":", ",", ";", "=", "==", "+", "-", "*", "**", "/", ".", "->",
    "if", "else", "elif", "for", "in", "while", "def", "class", "return", "lambda", "yield", "not", "and", "or", "is", "async", "await",
    "try", "except", "finally", "with", "as", "import", "from", "match", "case", "_", "type", "del", "pass", "@", ":=", "*", "\n", "\n    ", " ",
  ];
  it("random token soup: a tree or a Python SyntaxError", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...vocab), { maxLength: 40 }), (toks) => {
        const src = toks.join(" ");
        for (const typeComments of [false, true]) {
          try {
            parse(src, { typeComments });
          } catch (e) {
            if (!pythonError(e)) throw e;
          }
        }
      }),
      { numRuns: 3000 },
    );
  });
});

// Expression trees CPython's parser can produce (no negative number constants: `-1` parses as a
// UnaryOp; no NaN: it unparses to an expression).
const L = { _type: "Load" } as const;
const pos = { lineno: 1, col_offset: 0, end_lineno: 1, end_col_offset: 0 };
const name = fc.constantFrom("a", "b", "c", "d").map((id): A.expr => ({ _type: "Name", id, ctx: L, ...pos }));
const constant = fc
  .oneof(
    fc.bigInt({ min: 0n, max: 10n ** 30n }),
    fc.double({ min: 0, noNaN: true }),
    fc.string({ maxLength: 8 }),
    fc.constantFrom(null, true, false),
    fc.double({ min: 0, max: 1e6, noNaN: true }).map((im) => new PyComplexValue(0, im)),
  )
  .map((value): A.expr => ({ _type: "Constant", value, kind: null, ...pos }));
const binops = ["Add", "Sub", "Mult", "Div", "FloorDiv", "Mod", "Pow", "LShift", "RShift", "BitOr", "BitXor", "BitAnd", "MatMult"] as const;
const cmpops = ["Eq", "NotEq", "Lt", "LtE", "Gt", "GtE", "Is", "IsNot", "In", "NotIn"] as const;

const { expr } = fc.letrec<{ expr: A.expr }>((tie) => ({
  expr: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    name,
    constant,
    fc.record({ left: tie("expr"), op: fc.constantFrom(...binops), right: tie("expr") }).map(({ left, op, right }): A.expr => ({ _type: "BinOp", left, op: { _type: op }, right, ...pos })),
    fc.record({ op: fc.constantFrom("Not", "USub", "UAdd", "Invert" as const), operand: tie("expr") }).map(({ op, operand }): A.expr => ({ _type: "UnaryOp", op: { _type: op }, operand, ...pos })),
    fc.record({ op: fc.constantFrom("And", "Or" as const), values: fc.array(tie("expr"), { minLength: 2, maxLength: 3 }) }).map(({ op, values }): A.expr => ({ _type: "BoolOp", op: { _type: op }, values, ...pos })),
    fc.record({ left: tie("expr"), ops: fc.array(fc.constantFrom(...cmpops), { minLength: 1, maxLength: 2 }), more: fc.array(tie("expr"), { minLength: 2, maxLength: 2 }) }).map(
      ({ left, ops, more }): A.expr => ({ _type: "Compare", left, ops: ops.map((o) => ({ _type: o })), comparators: more.slice(0, ops.length), ...pos }),
    ),
    fc.record({ test: tie("expr"), body: tie("expr"), orelse: tie("expr") }).map(({ test, body, orelse }): A.expr => ({ _type: "IfExp", test, body, orelse, ...pos })),
    fc.record({ func: tie("expr"), args: fc.array(tie("expr"), { maxLength: 2 }) }).map(({ func, args }): A.expr => ({ _type: "Call", func, args, keywords: [], ...pos })),
    fc.record({ value: tie("expr"), attr: fc.constantFrom("x", "real") }).map(({ value, attr }): A.expr => ({ _type: "Attribute", value, attr, ctx: L, ...pos })),
    fc.record({ value: tie("expr"), slice: tie("expr") }).map(({ value, slice }): A.expr => ({ _type: "Subscript", value, slice, ctx: L, ...pos })),
    fc.array(tie("expr"), { maxLength: 3 }).map((elts): A.expr => ({ _type: "Tuple", elts, ctx: L, ...pos })),
    fc.array(tie("expr"), { maxLength: 3 }).map((elts): A.expr => ({ _type: "List", elts, ctx: L, ...pos })),
    fc.array(tie("expr"), { minLength: 1, maxLength: 3 }).map((elts): A.expr => ({ _type: "Set", elts, ...pos })),
    fc.array(fc.tuple(tie("expr"), tie("expr")), { maxLength: 2 }).map((kv): A.expr => ({ _type: "Dict", keys: kv.map((x) => x[0]), values: kv.map((x) => x[1]), ...pos })),
    tie("expr").map((body): A.expr => ({ _type: "Lambda", args: { _type: "arguments", posonlyargs: [], args: [], vararg: null, kwonlyargs: [], kw_defaults: [], kwarg: null, defaults: [] }, body, ...pos })),
  ),
}));

describe("unparse round trip", () => {
  it("parse(unparse(tree)) == tree for generated expressions", () => {
    fc.assert(
      fc.property(expr, (e) => {
        const tree: A.Expression = { _type: "Expression", body: e };
        const src = unparse(tree);
        expect(dump(parse(src, { mode: "eval" }))).toBe(dump(tree));
      }),
      { numRuns: 1500 },
    );
  });
});

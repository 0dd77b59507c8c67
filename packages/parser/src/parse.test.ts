/** Parser behaviour that needs no oracle: trees (as ast.dump text), errors, deep inputs. */
import { describe, expect, it } from "vitest";
import { dump, parse, unparse, ParserMemoryError, PySyntaxError, PyRecursionError, walk, NodeVisitor } from "./index.js";
import type { AST, Name } from "./index.js";

const d = (src: string, mode: "exec" | "eval" = "eval") => dump(parse(src, { mode }));

describe("expressions", () => {
  it.each([
    ["1 + 2 * 3", "Expression(body=BinOp(left=Constant(value=1), op=Add(), right=BinOp(left=Constant(value=2), op=Mult(), right=Constant(value=3))))"],
    ["-2 ** -1", "Expression(body=UnaryOp(op=USub(), operand=BinOp(left=Constant(value=2), op=Pow(), right=UnaryOp(op=USub(), operand=Constant(value=1)))))"],
    ["a if b else c if d else e", "Expression(body=IfExp(test=Name(id='b', ctx=Load()), body=Name(id='a', ctx=Load()), orelse=IfExp(test=Name(id='d', ctx=Load()), body=Name(id='c', ctx=Load()), orelse=Name(id='e', ctx=Load()))))"],
    ["not a and b or c", "Expression(body=BoolOp(op=Or(), values=[BoolOp(op=And(), values=[UnaryOp(op=Not(), operand=Name(id='a', ctx=Load())), Name(id='b', ctx=Load())]), Name(id='c', ctx=Load())]))"],
    ["a < b is not c not in d", "Expression(body=Compare(left=Name(id='a', ctx=Load()), ops=[Lt(), IsNot(), NotIn()], comparators=[Name(id='b', ctx=Load()), Name(id='c', ctx=Load()), Name(id='d', ctx=Load())]))"],
    ["0x_ff + 1_000j + 1e3", "Expression(body=BinOp(left=BinOp(left=Constant(value=255), op=Add(), right=Constant(value=1000j)), op=Add(), right=Constant(value=1000.0)))"],
    ["'a' 'b' b'c'"[0] === "'" ? "'\\N{BULLET}' u'x'" : "", "Expression(body=Constant(value='•x'))"],
    ["f(*a, k=1, **b)", "Expression(body=Call(func=Name(id='f', ctx=Load()), args=[Starred(value=Name(id='a', ctx=Load()), ctx=Load())], keywords=[keyword(arg='k', value=Constant(value=1)), keyword(value=Name(id='b', ctx=Load()))]))"],
    ["x[1:2, ::3]", "Expression(body=Subscript(value=Name(id='x', ctx=Load()), slice=Tuple(elts=[Slice(lower=Constant(value=1), upper=Constant(value=2)), Slice(step=Constant(value=3))], ctx=Load()), ctx=Load()))"],
    ["lambda: (yield)", "Expression(body=Lambda(args=arguments(), body=Yield()))"],
  ])("%s", (src, expected) => expect(d(src)).toBe(expected));
});

describe("statements", () => {
  it("assignment targets get Store, del targets Del", () => {
    expect(d("a, *b = c\ndel x[0], y.z", "exec")).toBe(
      "Module(body=[Assign(targets=[Tuple(elts=[Name(id='a', ctx=Store()), Starred(value=Name(id='b', ctx=Store()), ctx=Store())], ctx=Store())], value=Name(id='c', ctx=Load())), Delete(targets=[Subscript(value=Name(id='x', ctx=Load()), slice=Constant(value=0), ctx=Del()), Attribute(value=Name(id='y', ctx=Load()), attr='z', ctx=Del())])])",
    );
  });
  it("PEP 758 except lists and except*", () => {
    expect(d("try:\n    pass\nexcept A, B:\n    pass\n", "exec")).toContain("ExceptHandler(type=Tuple(elts=[Name(id='A', ctx=Load()), Name(id='B', ctx=Load())], ctx=Load())");
    expect(d("try:\n    pass\nexcept* A:\n    pass\n", "exec")).toContain("TryStar(");
  });
  it("type comments and ignores", () => {
    const t = parse("x = 1  # type: int\ny = 2  # type: ignore[x]\n", { typeComments: true });
    expect(dump(t)).toBe("Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1), type_comment='int'), Assign(targets=[Name(id='y', ctx=Store())], value=Constant(value=2))], type_ignores=[TypeIgnore(lineno=2, tag='[x]')])");
  });
  it("soft keywords stay names", () => {
    expect(d("match = case = _ = type = 1", "exec")).toContain("Name(id='type', ctx=Store())");
  });
});

describe("errors", () => {
  const err = (src: string) => {
    try {
      parse(src);
    } catch (e) {
      if (e instanceof PySyntaxError) return [e.type, e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset];
      throw e;
    }
    return null;
  };
  it.each([
    ["f() = 1\n", ["SyntaxError", "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 1, 1, 4]],
    ["if x\n  pass\n", ["SyntaxError", "expected ':'", 1, 5, 1, 6]],
    ["if x:\npass\n", ["IndentationError", "expected an indented block after 'if' statement on line 1", 2, 1, 2, 5]],
    ["[1 2]\n", ["SyntaxError", "invalid syntax. Perhaps you forgot a comma?", 1, 2, 1, 5]],
    ["(1,\n", ["SyntaxError", "'(' was never closed", 1, 1, 1, 0]],
  ])("%j", (src, expected) => expect(err(src)).toEqual(expected));
});

describe("deep inputs give CPython's answers, never a JS stack overflow", () => {
  // Thresholds measured on CPython 3.14 (ast.parse at module level).
  it("200 nested parentheses parse; 201 are too many", () => {
    expect(() => parse("(".repeat(200) + "x" + ")".repeat(200))).not.toThrow();
    expect(() => parse("(".repeat(201) + "x" + ")".repeat(201))).toThrow(/too many nested parentheses/);
  });
  it("a 10,000-term sum parses (and dump fails like CPython's recursion limit)", () => {
    const t = parse("1+".repeat(9999) + "1");
    expect([...walk(t)].length).toBe(2 + 9999 * 3 + 1);
    expect(() => dump(t)).toThrow(PyRecursionError);
  });
  it.each([
    ["-", 5970],
    ["not ", 5970],
    ["2**", 2985],
    ["lambda: ", 2985],
    ["x if y else ", 5970],
  ])("%j nested: fine below the parser stack limit, MemoryError at it", (unit, limit) => {
    expect(() => parse(unit.repeat(limit - 1) + "x")).not.toThrow();
    expect(() => parse(unit.repeat(limit) + "x")).toThrow(ParserMemoryError);
  });
});

describe("visitor and unparse", () => {
  it("NodeVisitor dispatches visit_<type>", () => {
    const names: string[] = [];
    class V extends NodeVisitor {
      visit_Name(n: Name) {
        names.push(n.id);
      }
    }
    new V().visit(parse("a = b(c)") as AST);
    expect(names).toEqual(["a", "b", "c"]);
  });
  it("unparse", () => {
    expect(unparse(parse("x = (a + b) * c ** -d if e else f'{g!r:>{w}}'"))).toBe("x = (a + b) * c ** (-d) if e else f'{g!r:>{w}}'");
  });
});

# compile() of AST objects: parse, transform, fix locations, compile and run; CPython's errors
import ast

src = "def f(n):\n    total = 0\n    for i in range(n):\n        if i % 3 == 0:\n            total += i\n    return total\nprint(f(10), [x * 2 for x in 'ab'])\n"
tree = compile(src, "<rt>", "exec", ast.PyCF_ONLY_AST)
print(type(tree).__name__)
exec(compile(tree, "<rt>", "exec"))
again = compile(tree, "<rt>", "exec", ast.PyCF_ONLY_AST)
print(again is tree, ast.dump(again) == ast.dump(tree), type(again).__name__)

class Double(ast.NodeTransformer):
    def visit_Constant(self, node):
        if isinstance(node.value, int) and not isinstance(node.value, bool):
            return ast.copy_location(ast.Constant(node.value * 2), node)
        return node
t2 = ast.fix_missing_locations(Double().visit(ast.parse(src)))
exec(compile(t2, "<rt2>", "exec"))
print(eval(compile(ast.Expression(ast.BinOp(ast.Constant(6, lineno=1, col_offset=0), ast.Mult(), ast.Constant(7, lineno=1, col_offset=4), lineno=1, col_offset=0)), "<e>", "eval")))
e = ast.Expression(body=ast.Call(ast.Name('len', ast.Load()), [ast.List([ast.Constant(1), ast.Constant(None), ast.Constant(...)], ast.Load())], []))
print(eval(compile(ast.fix_missing_locations(e), "<e>", "eval")))
m = ast.Module([ast.Assign([ast.Tuple([ast.Name('a', ast.Store()), ast.Starred(ast.Name('b', ast.Store()), ast.Store())], ast.Store())], ast.Constant((1, 2, 3)) if False else ast.List([ast.Constant(1), ast.Constant(2), ast.Constant(3)], ast.Load())), ast.Expr(ast.Call(ast.Name('print', ast.Load()), [ast.Name('a', ast.Load()), ast.Name('b', ast.Load())], []))], [])
exec(compile(ast.fix_missing_locations(m), "<m>", "exec"))
i = ast.Interactive([ast.Expr(ast.Constant('shown'))])
exec(compile(ast.fix_missing_locations(i), "<i>", "single"))
code = compile(ast.parse("x = 1\nassert x == 2, 'no'\n"), "<o>", "exec", optimize=1)
exec(code)
print("assert removed")
print(ast.dump(compile("if __debug__: y", "<o>", "exec", ast.PyCF_OPTIMIZED_AST, optimize=1)))
print(ast.dump(compile(ast.parse("'doc'\nx"), "<o>", "exec", ast.PyCF_OPTIMIZED_AST, optimize=2)))

def err(f):
    try:
        f()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)

fx = ast.fix_missing_locations
err(lambda: compile(ast.Module([ast.Expr(ast.Name('x', ast.Store()))], []), 'f', 'exec'))
err(lambda: compile(ast.Module([ast.Expr(ast.Constant(1, lineno=1, col_offset=0))], []), 'f', 'exec'))
err(lambda: compile(ast.Module([ast.Expr(ast.Constant(1), lineno=1, col_offset=0)], []), 'f', 'exec'))
err(lambda: compile(ast.Module([ast.Name('x')], []), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Name('x')], [])), 'f', 'exec'))
err(lambda: compile(ast.Module(3, []), 'f', 'exec'))
err(lambda: compile(ast.Module([]), 'f', 'exec'))
err(lambda: compile(ast.Expression(ast.Constant(1)), 'f', 'exec'))
err(lambda: compile(ast.Module([], []), 'f', 'eval'))
err(lambda: compile(ast.Expr(ast.Constant(1)), 'f', 'exec'))
err(lambda: compile(3, 'f', 'exec', ast.PyCF_ONLY_AST))
err(lambda: compile("x", 'f', 'func_type'))
err(lambda: compile("x", 'f', 'bogus', ast.PyCF_ONLY_AST))
err(lambda: compile("x", 'f', 'bogus'))
err(lambda: compile(fx(ast.Module([ast.Expr(ast.Name(3, ast.Load()))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Expr(ast.Constant([1]))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Expr(ast.Constant(ast))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Expr(ast.Name('x', ast.Store()))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Assign([ast.Name('x', ast.Load())], ast.Constant(1))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Assign([ast.Call(ast.Name('f', ast.Load()), [], [])], ast.Constant(1))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Assign([], ast.Constant(1))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.FunctionDef('f', ast.arguments(), [])], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Expr(ast.Name('None', ast.Load()))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Expr(ast.BoolOp(ast.And(), [ast.Constant(1)]))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Expr(ast.Compare(ast.Constant(1), [ast.Lt()], []))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Expr(ast.Dict([ast.Constant(1)], []))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Expr(ast.ListComp(ast.Constant(1), []))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Try([ast.Pass()], [], [], [])], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Raise(None, ast.Constant(1))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.ImportFrom('m', [ast.alias('x')], -1)], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Import([])], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Expr(ast.Lambda(ast.arguments(kwonlyargs=[ast.arg('a')]), ast.Constant(1)))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Expr(ast.Lambda(ast.arguments(defaults=[ast.Constant(1)]), ast.Constant(1)))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Expr(ast.Constant(1, kind=3))], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.AnnAssign(ast.Attribute(ast.Name('a', ast.Load()), 'b', ast.Store()), ast.Name('int', ast.Load()), None, 1)], [])), 'f', 'exec'))
err(lambda: compile(fx(ast.Module([ast.Expr(ast.Name('x', ast.Load()), lineno='1')], [])), 'f', 'exec'))
err(lambda: compile(ast.parse("x"), 'f', 'exec', dont_inherit=True))
print("done")

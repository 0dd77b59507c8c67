import ast

source = """
def area(w, h=2):
    '''Area of a rectangle.'''
    return w * h + 0

result = area(3) + area(4, 5) * 1
print(f"result={result!r:>5}")
"""
tree = ast.parse(source)
print(ast.dump(tree.body[0].args))
print([type(n).__name__ for n in tree.body])
print(ast.get_docstring(tree.body[0]))

class Simplify(ast.NodeTransformer):
    def visit_BinOp(self, node):
        self.generic_visit(node)
        if isinstance(node.right, ast.Constant):
            if isinstance(node.op, ast.Add) and node.right.value == 0:
                return node.left
            if isinstance(node.op, ast.Mult) and node.right.value == 1:
                return node.left
        return node

new = ast.fix_missing_locations(Simplify().visit(tree))
print(ast.unparse(new))
ns = {}
exec(compile(new, "<ast>", "exec"), ns)

class CallCounter(ast.NodeVisitor):
    def __init__(self):
        self.calls = {}
    def visit_Call(self, node):
        if isinstance(node.func, ast.Name):
            self.calls[node.func.id] = self.calls.get(node.func.id, 0) + 1
        self.generic_visit(node)
cc = CallCounter()
cc.visit(tree)
print(cc.calls)
print(sorted({type(n).__name__ for n in ast.walk(tree)}))
print(ast.literal_eval("{'a': [1, 2.5, (3, -4j)], 'b': {True, None}}"))
for bad in ["__import__('os')", "1 +", "[x for x in y]"]:
    try:
        ast.literal_eval(bad)
    except (ValueError, SyntaxError) as e:
        print(type(e).__name__, e)
expr = ast.parse("a if b else c", mode="eval")
print(ast.dump(expr, indent=2))
node = ast.BinOp(left=ast.Constant(2), op=ast.Pow(), right=ast.Name("n", ast.Load()))
print(ast.unparse(node), ast.dump(node, annotate_fields=False))
m = ast.parse("x: int = 1\nasync def f():\n    async with a as b:\n        await c\n")
print(ast.unparse(m))
print(ast.dump(ast.parse("match p:\n    case [1, *rest]: pass").body[0].cases[0].pattern))
t = ast.parse("def f(a, /, b, *, c): pass", type_comments=False)
fn = t.body[0]
print(fn.lineno, fn.col_offset, fn.end_lineno, fn.end_col_offset, [a.arg for a in fn.args.posonlyargs])
print(ast.get_source_segment("x = foo(1, 2)", ast.parse("x = foo(1, 2)").body[0].value))
print(ast.increment_lineno(ast.parse("a = 1"), 10).body[0].lineno)
try:
    ast.parse("def f(:\n  pass")
except SyntaxError as e:
    print(type(e).__name__, e.msg, e.lineno, e.offset)

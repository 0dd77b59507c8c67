# the rest of ast.py over _ast: unparse, literal_eval, visitors, locations, docstrings, segments
import ast

SRCS = [
    "def f(a, /, b=1, *c, d, **e) -> int:\n    '''Doc.\n\n    More.'''\n    return (a + b) * -c[0] ** 2\n",
    "class A(B, metaclass=M):\n    @dec(1)\n    async def m(self):\n        async with x as y:\n            await z\n",
    "x = f'{a!r:>{w}} {b = }' if c else [i for i in range(3) if i]\n",
    "match p:\n    case [1, *r] | {'k': _, **kw} if r: pass\n    case C(a, b=2) as s: pass\n",
    "lambda x, *, y=2: {**d, 'a': (yield from g)}\n",
    "try:\n    pass\nexcept* (A, B) as e:\n    raise\nfinally:\n    del x[1:2], y.z\n",
    "type T[X: int, *Y, **Z] = dict[X, Y]\nglobal g\nwith (a as b, c as d): ...\n",
    "print(1 if 2 else 3, not a or b and c, a < b < c, ~x, 1e100, 1j, b'\\xff', 'tab\\t')\n",
]
for s in SRCS:
    t = ast.parse(s)
    u = ast.unparse(t)
    print(u)
    print(ast.dump(ast.parse(u)) == ast.dump(t))

for lit in ["[1, 2.5, -3j, 'a', b'b', (None, True), {1: {2}}, set()]", "-(1)", "1 + 2j", "{'a': [1, (2, 3)]}", "frozenset()"]:
    try:
        print(repr(ast.literal_eval(lit)))
    except ValueError as e:
        print("ValueError", e)
for bad in ["f()", "1 + x", "[*a]", "{**d}"]:
    try:
        ast.literal_eval(bad)
    except ValueError as e:
        print("ValueError", e)

t = ast.parse(SRCS[0])
print(repr(ast.get_docstring(t.body[0], clean=False)))
print(ast.get_docstring(ast.parse("x = 1"), clean=False), ast.get_docstring(ast.parse("'d'"), clean=False))
fn = t.body[0]
print(ast.get_source_segment(SRCS[0], fn.body[1].value))
print(ast.get_source_segment(SRCS[0], fn.body[1].value, padded=True))
print(ast.get_source_segment(SRCS[0], fn))

class Counter(ast.NodeVisitor):
    def __init__(self):
        self.names = []
    def visit_Name(self, node):
        self.names.append(node.id)
        self.generic_visit(node)
c = Counter()
c.visit(ast.parse(SRCS[2]))
print(c.names)
print(sorted({type(n).__name__ for n in ast.walk(ast.parse(SRCS[3]))}))
print([type(n).__name__ for n in ast.iter_child_nodes(fn)])
print([(k, type(v).__name__) for k, v in ast.iter_fields(fn)])

class Renamer(ast.NodeTransformer):
    def visit_Name(self, node):
        return ast.Name(id=node.id.upper(), ctx=node.ctx)
    def visit_Pass(self, node):
        return None
r = ast.fix_missing_locations(Renamer().visit(ast.parse("a = b + c\nif a:\n    pass\n    d()\n")))
print(ast.unparse(r))
print(ast.dump(r, include_attributes=True))
n = ast.increment_lineno(ast.parse("x\ny"), 10)
print([s.lineno for s in n.body], [s.end_lineno for s in n.body])
new = ast.copy_location(ast.Name('z', ast.Load()), ast.parse("  qq", mode="eval").body if False else ast.parse("qq", mode="eval").body)
print(new.lineno, new.col_offset, new.end_col_offset)
print(ast.compare(ast.parse("a + b"), ast.parse("a + b")), ast.compare(ast.parse("a + b"), ast.parse("a - b")))
print(ast.compare(ast.parse("a"), ast.parse("(a)"), compare_attributes=True))

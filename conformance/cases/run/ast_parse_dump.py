# ast.parse / ast.dump / repr of the _ast node classes: every option, modes, attributes
import ast

SOURCES = [
    "x = 1\n",
    "def f(a, /, b: int = 2, *args, c, d=4, **kw) -> 'r':\n    '''doc'''\n    return a + b\n",
    "async def g():\n    async with a as (b, c):\n        async for i in x:\n            await y\n",
    "class C(B, metaclass=M):\n    x: int\n    def m[T: int, *Ts, **P](self): ...\n",
    "match p:\n    case [1, *rest] if rest: pass\n    case {'k': v, **kw}: pass\n    case Point(x=0) | None: pass\n    case str() as s: pass\n",
    "try:\n    pass\nexcept* ValueError as e:\n    raise X from e\nelse:\n    pass\nfinally:\n    del a[0], b.c\n",
    "f'{a!r:>{w}} {b=}'; t'{c}'; b'\\x00' b'y'; 1j; 1.5; 0xff; ...; None; True\n",
    "lambda *a, **k: (yield)\n",
    "a if b else c; [x for x in y if x async for z in w]; {k: v for k, v in d}; {*s}; (g for g in h)\n",
    "import a.b as c\nfrom . import d\nfrom ..e import (f, g as h)\nglobal q\nnonlocal r\n",
    "type Alias[T = int] = list[T]\nx += 1; y @= 2; z **= 3\nassert x, 'msg'\nwith open(f) as g, h: pass\n",
    "while x < y <= z != w is not v not in u:\n    break\nelse:\n    continue\n",
    "print(*a, sep='', **k)\nx[1:2:3, ...] = y\n-x; +y; ~z; not w\n",
    "def f():\n    x = 1 # type: int\n",
]

for src in SOURCES:
    t = ast.parse(src)
    print(ast.dump(t))
    print(ast.dump(t, include_attributes=True))
    print(ast.dump(t, indent=2, annotate_fields=False))
    print(repr(t))
    for node in ast.walk(t):
        if isinstance(node, ast.expr):
            print(type(node).__name__, node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, end=" | ")
    print()

print(ast.dump(ast.parse("1 + 2 * x", mode="eval"), indent="--"))
print(ast.dump(ast.parse("x = 1", mode="single")))
print(ast.dump(ast.parse("(int, str) -> list[int]", mode="func_type")))
print(ast.dump(ast.parse("x = 1  # type: int\ndef f(a, # type: int\n      ):\n    # type: (...) -> None\n    pass\nimport x  # type: ignore[attr]\n", type_comments=True), indent=1))
print(ast.dump(ast.parse("if __debug__: x\n'doc'\n", optimize=2)))
print(ast.dump(ast.parse("x = 'é' + 'ü𝄞'; y = b"), include_attributes=True))
print(ast.dump(ast.parse("x", mode="eval"), show_empty=True))
print(ast.dump(ast.parse("def f(): pass"), show_empty=True))

# node classes
print(ast.Name._fields, ast.Name.__match_args__, ast.expr._attributes, ast.arguments._attributes)
print(ast.Name._field_types, ast.Dict._field_types, ast.arg._field_types)
print(ast.FunctionDef.__doc__)
print(ast.expr_context.__doc__)
print(ast.stmt.__doc__.splitlines()[:3])
print(ast.Return.value, ast.expr.end_lineno, ast.arguments.vararg, ast.Name.__mro__)
print(ast.PyCF_ONLY_AST, ast.PyCF_TYPE_COMMENTS, ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, ast.PyCF_OPTIMIZED_AST)
print(isinstance(ast.parse("x").body[0].value.ctx, ast.Load), ast.parse("x").body[0].value.ctx is ast.parse("y").body[0].value.ctx)
print(type(ast.AST), ast.AST._fields, ast.AST().__dict__, ast.Load() is ast.Load())

# building nodes by hand: constructor rules, defaults, __reduce__, __replace__, repr depth
import ast, copy

def show(f):
    try:
        r = f()
        print("ok", repr(r))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: ast.Name('x'))
show(lambda: ast.Name('x', ast.Store()))
show(lambda: ast.Name('x', ast.Load(), 3))
show(lambda: ast.Name('x', id='y'))
show(lambda: ast.Name('x', lineno=1).lineno)
show(lambda: ast.Name(id='x', ctx=ast.Del(), lineno=2, col_offset=3, end_lineno=4, end_col_offset=5).__dict__)
show(lambda: ast.Constant(1).kind)
show(lambda: ast.Module([]).type_ignores)
show(lambda: ast.arguments().args)
show(lambda: ast.AST(1))
show(lambda: ast.Pass(1))
show(lambda: ast.Name('x').__reduce__())
show(lambda: ast.Name('x', lineno=3).__reduce__())
show(lambda: ast.BinOp(ast.Constant(1), ast.Add(), ast.Constant(2)).__reduce__())
show(lambda: ast.Module([]).__reduce__())
show(lambda: ast.keyword(value=ast.Name('x')).__reduce__())
show(lambda: ast.Load().__reduce__())
show(lambda: ast.AST().__reduce__())
show(lambda: copy.replace(ast.Name('x'), id='y'))
show(lambda: copy.replace(ast.Name('x'), foo='y'))
show(lambda: copy.replace(ast.Name(id='x', ctx=ast.Load(), lineno=3), id='y').lineno)
show(lambda: ast.BinOp(ast.Constant(1), ast.Add(), ast.Constant(2)))
show(lambda: ast.List(elts=[ast.Constant(i) for i in range(5)]))
show(lambda: ast.Tuple(elts=(ast.Constant(1), ast.Constant(2))))
show(lambda: ast.Module([ast.Expr(ast.Call(ast.Name('f'), [ast.Constant(1)], []))]))
show(lambda: ast.Module([ast.Expr(ast.Call(ast.Name('f'), [ast.BinOp(ast.Constant(1), ast.Add(), ast.Name('y'))], []))]))
n = ast.Name('x'); n.foo = 5
show(lambda: n.__reduce__())
show(lambda: copy.deepcopy(ast.parse("f(a, *b)\n")).body[0].value.args[1].value.id)
class MyNode(ast.AST):
    _fields = ('a', 'b')
    _field_types = {'a': int, 'b': list[int]}
show(lambda: (MyNode(1).a, MyNode(1).b))
show(lambda: MyNode(1, 2, 3))
class Sub(ast.Name):
    pass
show(lambda: Sub('q'))
show(lambda: ast.dump(Sub('q')))
match ast.parse("f(1)").body[0].value:
    case ast.Call(ast.Name(name), [ast.Constant(v)]):
        print("matched", name, v)

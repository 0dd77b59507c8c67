# Calling the types of objects only the runtime makes (iterators, views, frames, generators, code
# iterators...): "cannot create" as CPython's static types without a tp_new; and the constructors
# CPython does give function, traceback, FrameLocalsProxy, TypeVar, ParamSpec, TypeVarTuple and
# TypeAliasType, with their argument errors. Code objects' co_lines/co_positions/co_branches.
import sys
def f(): pass
def gen(): yield
async def co(): pass
async def ag(): yield
def tp[T, **P, *Ts](): pass
type TA = int
try: 1/0
except ZeroDivisionError as e: _tb = e.__traceback__
_co = co()
exprs = {
 "function": "type(f)", "frame": "type(sys._getframe())", "Union": "type(int | str)", "TemplateIter": "type(iter(t'a'))",
 "list_iterator": "type(iter([]))", "list_reverseiterator": "type(reversed([]))", "tuple_iterator": "type(iter(()))",
 "range_iterator": "type(iter(range(1)))", "longrange_iterator": "type(iter(range(2**70)))", "traceback": "type(_tb)",
 "callable_iterator": "type(iter(f, 1))", "generator": "type(gen())", "coroutine": "type(_co)", "async_generator": "type(ag())",
 "line_iterator": "type(f.__code__.co_lines())", "positions_iterator": "type(f.__code__.co_positions())",
 "branches": "type(f.__code__.co_branches())", "str_iterator": "type(iter('é'))", "str_ascii_iterator": "type(iter('a'))",
 "set_iterator": "type(iter(set()))", "dict_keys": "type({}.keys())", "dict_values": "type({}.values())", "dict_items": "type({}.items())",
 "dict_keyiterator": "type(iter({}))", "dict_valueiterator": "type(iter({}.values()))", "dict_itemiterator": "type(iter({}.items()))",
 "dict_reversekeyiterator": "type(reversed({}))", "dict_reversevalueiterator": "type(reversed({}.values()))",
 "dict_reverseitemiterator": "type(reversed({}.items()))", "bytes_iterator": "type(iter(b''))", "bytearray_iterator": "type(iter(bytearray()))",
 "memory_iterator": "type(iter(memoryview(b'')))", "coroutine_wrapper": "type(_co.__await__())",
 "TypeVar": "type(tp.__type_params__[0])", "ParamSpec": "type(tp.__type_params__[1])", "TypeVarTuple": "type(tp.__type_params__[2])",
 "TypeAliasType": "type(TA)", "ReferenceType": "__import__('weakref').ReferenceType",
}
for name, e in exprs.items():
    t = eval(e)
    try:
        r = t()
        print(name, "made", type(r).__name__)
    except TypeError as ex:
        print(name, "TypeError", ex)
_co.close()

def fl(): return sys._getframe().f_locals
FLP = type(fl())
for a, k in [((), {}), ((1,), {}), ((1, 2), {}), ((sys._getframe(),), {"x": 1})]:
    try: FLP(*a, **k); print("ok")
    except TypeError as e: print(e)
def g(): 
    x = 5
    return sys._getframe()
p = FLP(g()); print(type(p).__name__, p["x"], sorted(p))
try: 1/0
except ZeroDivisionError as e: tb = e.__traceback__
TB = type(tb)
for a in [(), (None,), (None, 1, 2, 3), (None, tb.tb_frame, "a", 3), (None, tb.tb_frame, 2, "b"), (5, tb.tb_frame, 2, 3), (None, tb.tb_frame, 2**40, 3)]:
    try: t = TB(*a); print("tb", t.tb_lasti, t.tb_lineno, t.tb_next, t.tb_frame is tb.tb_frame)
    except (TypeError, OverflowError) as e: print(type(e).__name__, e)
t2 = TB(tb, tb.tb_frame, tb.tb_lasti, 99); print(t2.tb_lineno, t2.tb_next is tb, t2.tb_lasti == tb.tb_lasti)
t3 = TB(tb_next=None, tb_frame=tb.tb_frame, tb_lasti=0, tb_lineno=-1); print(t3.tb_lineno)
F = type(g)
c = g.__code__
for a, k in [((), {}), ((1, {}), {}), ((c, 1), {}), ((c, {}, 5), {}), ((c, {}, None, 5), {}), ((c, {}, None, None, 5), {}), ((c, {}, None, None, None, 5), {})]:
    try: f = F(*a, **k); print("fn", f.__name__, f.__qualname__, f.__module__, f.__defaults__)
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
def mk():
    y = 1
    def inner(): return y
    return inner
inner = mk()
for cl in [None, (), (1,), inner.__closure__]:
    try: f = F(inner.__code__, globals(), "nm", (1,), cl); print("fn", f.__name__, f(), f.__defaults__)
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
h = F(g.__code__, {"sys": sys, "__name__": "modx"}, kwdefaults={"a": 1}); print(h.__module__, h.__kwdefaults__, h().f_code is g.__code__)
def doc(): "the doc"
print(F(doc.__code__, {}).__doc__)
def f2[T, **P, *Ts](): pass
T, P, Ts = f2.__type_params__
TV, PS, TVT = type(T), type(P), type(Ts)
type A2 = int
TA = type(A2)
x = TV("X"); print(repr(x), x.__name__, x.__module__, x.__covariant__, x.__contravariant__, x.__infer_variance__, x.__bound__, x.__constraints__)
print(repr(TV("C", covariant=True)), repr(TV("D", contravariant=1)), repr(TV("E", infer_variance=True)))
for a, k in [((), {}), ((1,), {}), (("B",), {"covariant": True, "contravariant": True}), (("B",), {"covariant": True, "infer_variance": True}), (("B", int), {}), (("B",), {"bogus": 1})]:
    try: TV(*a, **k); print("made")
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
p = PS("Q"); print(repr(p), p.__name__, p.__module__, repr(PS("R", covariant=True)))
for a, k in [((), {}), (("Q", 1), {}), (("Q",), {"covariant": True, "contravariant": True})]:
    try: PS(*a, **k); print("made")
    except (TypeError, ValueError) as e: print(type(e).__name__, e)
t = TVT("Us"); print(repr(t), t.__name__, t.__module__)
for a, k in [((), {}), (("Us", 1), {}), ((3,), {})]:
    try: TVT(*a, **k); print("made")
    except TypeError as e: print(type(e).__name__, e)
a2 = TA("Alias", int); print(repr(a2), a2.__name__, a2.__value__, a2.__type_params__, a2.__module__)
a3 = TA("G", list, type_params=(T,)); print(a3.__type_params__, a3[int])
for a, k in [((), {}), (("N",), {}), ((1, int), {}), (("N", int), {"type_params": [T]}), (("N", int), {"type_params": (1,)})]:
    try: TA(*a, **k); print("made")
    except TypeError as e: print(type(e).__name__, e)
print(repr(T), repr(P), repr(Ts), T.__infer_variance__, P.__infer_variance__)
print(repr(TV("K", int, str)), TV("K", int, str).__constraints__)
def g2(x):
    if x: return 1
    for i in x:
        while i: i -= 1
    return 2
it = g2.__code__.co_branches()
print(type(it).__name__, type(it) is type(g2.__code__.co_lines()), iter(it) is it, list(it), list(it))
print(type(g2.__code__.co_positions()).__name__, next(g2.__code__.co_lines()), next(g2.__code__.co_positions()))
def f[T](): pass
TV = type(f.__type_params__[0])
for c in [lambda: TV(None), lambda: type(f)(None, {}), lambda: type(f)(f.__code__, None)]:
    try: c()
    except TypeError as e: print(e)

# _opcode and opcode.py over it: validity, flags, stack effects, the intrinsic and operator tables
import _opcode, opcode

print(sorted(n for n in dir(_opcode) if not n.startswith('__')))
print(_opcode.ENABLE_SPECIALIZATION, _opcode.ENABLE_SPECIALIZATION_FT)
for name, op in sorted(opcode.opmap.items(), key=lambda kv: kv[1]):
    row = [name, op, _opcode.is_valid(op)] + [getattr(_opcode, 'has_' + k)(op) for k in ('arg', 'const', 'name', 'jump', 'free', 'local', 'exc')]
    for args in [(0,), (3,), (257,)]:
        for jump in (None, True, False):
            try:
                row.append(_opcode.stack_effect(op, *args, jump=jump))
            except ValueError as e:
                row.append(str(e))
    print(*row)
print([op for op in range(-2, 300) if _opcode.is_valid(op)] == sorted(set(opcode.opmap.values()) | set(opcode._specialized_opmap.values())))
print(opcode.hasarg, opcode.hasconst, opcode.hasname, opcode.hasjump, opcode.hasfree, opcode.haslocal, opcode.hasexc)
print(_opcode.get_intrinsic1_descs(), _opcode.get_intrinsic2_descs(), _opcode.get_special_method_names())
print(_opcode.get_nb_ops())
print(_opcode.get_specialization_stats())
def f(): pass
for a in [(1, 0), (f.__code__, "x")]:
    try:
        print(_opcode.get_executor(*a))
    except Exception as e:
        print(type(e).__name__, e)
for a in [(), (1, 2, 3), ('x',), (1, 'x'), (300, 0), (-1,)]:
    try:
        print(_opcode.stack_effect(*a))
    except Exception as e:
        print(type(e).__name__, e)
print(opcode.stack_effect(opcode.opmap['BUILD_LIST'], 4), opcode._inline_cache_entries['LOAD_ATTR'], opcode.cmp_op)
print(f.__code__._varname_from_oparg(0) if f.__code__.co_nlocals else None)
def g(a, b):
    c = a
    return lambda: c
print([g.__code__._varname_from_oparg(i) for i in range(3)])

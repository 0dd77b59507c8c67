import dis

def checksum(data, start=0):
    total = start
    for i, b in enumerate(data):
        if b % 2:
            total += b * i
        else:
            total ^= b
    return total & 0xFFFF

for ins in dis.get_instructions(checksum):
    print(f"{ins.opname:<24} {ins.argrepr!r:<28} {ins.is_jump_target!s:<5} {ins.line_number}")
print(checksum(b"hello world"))

bc = dis.Bytecode("x = a + b * 2\nprint(x)")
print([i.opname for i in bc])
print(bc.codeobj.co_names, bc.codeobj.co_consts)
print(dis.code_info(checksum).split("\n")[:8])

def uses_opcodes(fn):
    return sorted({i.opname for i in dis.get_instructions(fn)})
print(uses_opcodes(lambda x: [y * 2 for y in x if y]))
print(dis.opname[dis.opmap["LOAD_CONST"]], "BINARY_OP" in dis.opmap, dis.HAVE_ARGUMENT > 0)
print(len(dis.cmp_op), dis.cmp_op)
print([(start, line) for start, line in dis.findlinestarts(checksum.__code__)][:5])
print(sorted(dis.COMPILER_FLAG_NAMES.items())[:4])
print(dis.pretty_flags(checksum.__code__.co_flags), dis.pretty_flags((lambda *a, **k: (yield)).__code__.co_flags))

import io
out = io.StringIO()
dis.dis("if x:\n    y = 1\nelse:\n    y = 2", file=out)
print(out.getvalue())

def calls():
    return len(str(max(1, 2)))
names = [i.argval for i in dis.get_instructions(calls) if i.opname in ("LOAD_GLOBAL", "LOAD_NAME")]
print(names, calls())
print(dis.stack_effect(dis.opmap["POP_TOP"]), dis.stack_effect(dis.opmap["BUILD_LIST"], 3))
try:
    dis.stack_effect(dis.opmap["BUILD_LIST"])
except ValueError as e:
    print(type(e).__name__, e)
try:
    dis.dis(42)
except TypeError as e:
    print(type(e).__name__, e)

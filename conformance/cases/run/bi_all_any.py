# all() and any(): short-circuit, truthiness protocols, errors
print(all([]), any([]), all([1, 'a', [0]]), all([1, 0]), any([0, '', None]), any([0, 'x']), all('abc'), any(range(0)))
def gen(vals):
    for v in vals:
        print('yield', v)
        yield v
print(all(gen([1, 0, 2])))
print(any(gen([0, 3, 4])))
class T:
    def __bool__(self):
        print('bool called')
        return True
class LenZero:
    def __len__(self):
        return 0
class BadBool:
    def __bool__(self):
        return 'yes'
print(all([T(), T()]), any([LenZero()]), all([LenZero()]))
for bad in [lambda: all(), lambda: any(1), lambda: all([BadBool()]), lambda: any([1], [2]), lambda: all(iterable=[])]:
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)
class RaiseBool:
    def __bool__(self):
        raise ZeroDivisionError('bool raised')
try:
    any([RaiseBool()])
except ZeroDivisionError as e:
    print(e)
print(all(x > 0 for x in [1, 2]), any(x > 5 for x in [1, 2]), all({0: 1}), any({0: 1, 1: 0}))
all(5)

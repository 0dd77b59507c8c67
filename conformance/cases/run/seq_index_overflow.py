# Subscripts beyond a 64-bit Py_ssize_t (PyNumber_AsSsize_t): IndexError "cannot fit" on
# sequences, before a type's lack of item assignment; OverflowError for Py_ssize_t arguments.
class Seq:
    def __len__(self):
        return 0

for s in [[1, 2], (1, 2), "ab", b"ab", bytearray(b"ab"), memoryview(b"ab"), range(2), Seq(), 5, {}]:
    for i in [2**63, -2**63 - 1, 2**70, 1]:
        for what in ("get", "set", "del"):
            try:
                if what == "get": s[i]
                elif what == "set": s[i] = 1
                else: del s[i]
                print(type(s).__name__, what, i, "ok")
            except (IndexError, TypeError, KeyError) as e:
                print(type(s).__name__, what, i, type(e).__name__, e)

L = [1]
for call in (lambda: L.pop(2**63), lambda: L.insert(2**63, 0), lambda: L.insert(-2**70, 0), lambda: L.pop(-2**63 - 1)):
    try:
        call()
        print(L)
    except (IndexError, OverflowError) as e:
        print(type(e).__name__, e)

def uncaught(xs):
    return xs[2**64]

uncaught((1, 2))

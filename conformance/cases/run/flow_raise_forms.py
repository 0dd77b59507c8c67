# raise forms: from None, bare raise, raise class, bad raise, __cause__/__context__
def show(f):
    try:
        f()
    except BaseException as e:
        print(type(e).__name__, repr(e), type(e.__cause__).__name__, type(e.__context__).__name__, e.__suppress_context__)

def a():
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("v") from None
show(a)
def b():
    raise ValueError
show(b)
def c():
    raise 5
show(c)
def d():
    raise ValueError from 3
show(d)
def e():
    raise ValueError from KeyError
show(e)
def f():
    raise
show(f)
def g():
    try:
        raise KeyError(1)
    except KeyError:
        try:
            raise
        finally:
            print("fin")
show(g)
def h():
    try:
        raise KeyError(1)
    except KeyError as k:
        err = k
    print(err)
    try:
        err
    except NameError:
        pass
    return "ok"
print(h())
def i():
    try:
        raise KeyError(1)
    except KeyError as k:
        pass
    return k
show(i)
class NotExc:
    pass
def j():
    raise NotExc
show(j)
def k():
    raise NotExc()
show(k)
class Weird(Exception):
    def __new__(cls):
        return 5
def l():
    raise Weird
show(l)
def m():
    try:
        raise ValueError(1)
    except ValueError as v:
        raise v
show(m)
def n():
    try:
        raise ValueError(1)
    except:
        raise TypeError(2) from ValueError(3)
show(n)
e1 = ValueError("x")
try:
    try:
        raise e1
    except ValueError:
        raise e1
except ValueError as again:
    print(again is e1, again.__context__)
def o():
    try:
        raise KeyError
    except KeyError:
        return "returned from except"
    finally:
        print("finally after return")
print(o())
def p():
    out = []
    for i in range(4):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            out.append(i)
        finally:
            out.append("f%d" % i)
    return out
print(p())
def q():
    try:
        return 1
    finally:
        print("q finally")
print(q())
raise ValueError("end") from KeyError("cause")

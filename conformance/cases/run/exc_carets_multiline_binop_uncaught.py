# A binary operation spread over lines: `~` under the operands and `^` under the operator
# (traceback.py's BinOp anchors), on each line of the segment; five tracebacks chained by context.
def f1():
    a = 1
    b = "x"
    return (a +
            b)
def f2():
    a = {}
    return (a
            * 2.5)
def f3():
    x = 1
    y = 0
    z = (x //
         y)
def f4():
    return (len("ab") -
            "c" +
            0)
def f5():
    d = {"k": 1}
    return (d["k"] <<
            "s")
try:
    f1()
except TypeError:
    try:
        f2()
    except TypeError:
        try:
            f3()
        except ZeroDivisionError:
            try:
                f4()
            except TypeError:
                f5()

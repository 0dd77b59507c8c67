# try/except/else/finally control flow with return/break/continue
def f(kind):
    log = []
    try:
        log.append("try")
        if kind == "raise":
            raise ValueError("v")
        if kind == "return":
            return log + ["returned"]
    except ValueError as e:
        log.append(f"except {e}")
    else:
        log.append("else")
    finally:
        log.append("finally")
    log.append("after")
    return log
for k in ("none", "raise", "return"):
    print(k, f(k))
def nested():
    out = []
    for i in range(4):
        try:
            try:
                if i % 2:
                    raise KeyError(i)
                out.append(("ok", i))
            finally:
                out.append(("inner finally", i))
        except KeyError as e:
            out.append(("caught", e.args[0]))
            if i == 3:
                break
            continue
        finally:
            out.append(("outer finally", i))
    return out
for item in nested():
    print(item)
def while_else():
    n = 0
    while n < 3:
        n += 1
        try:
            if n == 5:
                break
        finally:
            pass
    else:
        return "while else ran"
print(while_else())
def exc_in_else():
    try:
        pass
    except Exception:
        return "no"
    else:
        raise RuntimeError("from else")
try:
    exc_in_else()
except RuntimeError as e:
    print(e, e.__context__)
def except_tuple(v):
    try:
        raise v
    except (KeyError, IndexError) as e:
        return "lookup " + type(e).__name__
    except (ValueError,):
        return "value"
    except Exception:
        return "other"
print([except_tuple(v) for v in (KeyError, IndexError, ValueError, TypeError)])
def sys_exc():
    import sys
    try:
        raise ValueError("active")
    except ValueError:
        print(repr(sys.exception()), sys.exc_info()[0].__name__)
        try:
            raise KeyError("inner")
        except KeyError:
            print(repr(sys.exception()))
        print(repr(sys.exception()))
    print(sys.exception(), sys.exc_info())
sys_exc()
def ctx():
    try:
        raise ValueError("a")
    except ValueError:
        try:
            raise TypeError("b")
        except TypeError as t:
            return t
t = ctx()
print(repr(t), repr(t.__context__), t.__context__.__context__)
try:
    try:
        raise ValueError
    except NotAnException:
        pass
except NameError as e:
    print(e)
try:
    try:
        raise ValueError
    except 5:
        pass
except TypeError as e:
    print(e)

# try statement forms: except clauses (tuple, bare, as), else, finally, return/break/continue through them
def run(raise_what):
    trail = []
    try:
        trail.append("body")
        if raise_what is not None:
            raise raise_what
    except (KeyError, IndexError) as e:
        trail.append(f"lookup {type(e).__name__}")
    except ValueError:
        trail.append("value")
    except Exception as e:
        trail.append(f"other {type(e).__name__}")
    else:
        trail.append("else")
    finally:
        trail.append("finally")
    return trail
for exc in [None, KeyError("k"), IndexError, ValueError("v"), ZeroDivisionError("z")]:
    print(run(exc))
def bare():
    try:
        raise OSError("nope")
    except:
        import sys
        return repr(sys.exception())
print(bare())
def finally_overrides():
    try:
        return "try"
    finally:
        print("finally before return")
print(finally_overrides())
def loop_control():
    out = []
    for i in range(4):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            out.append(i)
        finally:
            out.append(f"f{i}")
    return out
print(loop_control())
def nested():
    try:
        try:
            raise KeyError("inner")
        except KeyError:
            raise ValueError("from handler")
        finally:
            print("inner finally")
    except ValueError as e:
        return f"outer caught {e} context={e.__context__!r}"
print(nested())
def name_cleared():
    try:
        raise ValueError("x")
    except ValueError as err:
        pass
    try:
        return err
    except NameError as e:
        return f"NameError: {e}"
print(name_cleared())
def except_expression_order():
    log = []
    def pick(t):
        log.append(t.__name__)
        return t
    try:
        raise TypeError("t")
    except pick(KeyError):
        pass
    except pick(TypeError):
        log.append("handled")
    return log
print(except_expression_order())
for bad in [5, "str", (ValueError, 3), [ValueError]]:
    try:
        try:
            raise ValueError("v")
        except bad:
            print("matched", bad)
    except TypeError as e:
        print(type(e).__name__, e)
def else_raises():
    try:
        pass
    except ValueError:
        return "not here"
    else:
        raise KeyError("from else")
try:
    else_raises()
except KeyError as e:
    print("else raised", e)
def finally_raises():
    try:
        raise ValueError("original")
    finally:
        raise RuntimeError("from finally")
try:
    finally_raises()
except RuntimeError as e:
    print(repr(e), repr(e.__context__))
def generator_try():
    try:
        yield 1
        yield 2
    finally:
        print("gen finally")
g = generator_try()
print(next(g))
del g
class Ctx(Exception):
    pass
try:
    raise Ctx("custom")
except (Ctx,) as e:
    print(type(e).__name__, e.args)
print([type(e).__name__ for e in (Exception(), BaseException())])
try:
    try:
        raise KeyboardInterrupt
    except Exception:
        print("not caught by Exception")
except BaseException as e:
    print("BaseException caught", type(e).__name__)
for src in ["try:\n    pass\n", "try:\n    pass\nelse:\n    pass\n", "try:\n    pass\nexcept:\n    pass\nexcept ValueError:\n    pass\n",
            "try:\n    pass\nexcept* ValueError:\n    pass\nexcept TypeError:\n    pass\n", "try:\n    pass\nexcept ValueError, TypeError:\n    pass\n"]:
    try:
        compile(src, "<try>", "exec")
        print("compiled")
    except SyntaxError as e:
        print(type(e).__name__, e.msg)
def return_in_finally_loop():
    for i in range(3):
        try:
            raise ValueError(i)
        finally:
            if i == 0:
                break
    return i
print(return_in_finally_loop())
try:
    raise ValueError("unhandled")
except KeyError:
    pass
finally:
    print("last finally")

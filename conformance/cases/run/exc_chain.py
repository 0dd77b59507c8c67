# exception chaining, notes, custom __str__, nested handlers, exceptions in finally, uncaught with notes
class AppError(Exception):
    def __str__(self):
        return f"AppError[{self.args[0]}]"

def level3():
    raise KeyError("deep")

def level2():
    try:
        level3()
    except KeyError as e:
        raise AppError("wrapped") from e

def level1():
    try:
        level2()
    except AppError as e:
        e.add_note("while running level1")
        raise

try:
    level1()
except AppError as e:
    print(e, repr(e), e.__cause__, e.__notes__)

try:
    try:
        raise ValueError("first")
    finally:
        print("in finally")
except ValueError as e:
    print("caught", e)

def cleanup_fails():
    try:
        raise TypeError("original")
    finally:
        raise RuntimeError("from finally")
try:
    cleanup_fails()
except RuntimeError as e:
    print(repr(e), repr(e.__context__))

err = None
try:
    [][0]
except IndexError as e:
    err = e
print(type(err).__name__, err.args, str(err))
e = ValueError("a", 2)
print(str(e), repr(e), e.args, repr(Exception()), str(Exception()))
print(isinstance(KeyError(), LookupError), issubclass(RecursionError, RuntimeError), ZeroDivisionError.__mro__)
level1()

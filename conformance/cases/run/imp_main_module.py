# The script runs as the __main__ module: its attributes in CPython's order, a SourceFileLoader,
# no spec or package, and sys.modules['__main__'] whose __dict__ is the script's globals.
import sys

print(list(globals()))
print(__name__, __doc__, __package__, __spec__, __cached__)
print(type(__loader__).__name__, type(__loader__).__module__, __loader__.name, __loader__.path == __file__)
print(__loader__.get_filename("__main__") == __file__, __loader__.is_package("__main__"))
main = sys.modules["__main__"]
print(type(main).__name__, main.__name__, main.__dict__ is globals(), main.__file__ == __file__)
import __main__
print(__main__ is main)
answer = 42
print(__main__.answer, getattr(main, "answer"), "answer" in dir(main))
main.set_from_outside = "yes"
print(set_from_outside)
del main.answer
try:
    answer
except NameError as e:
    print(type(e).__name__, e)
print(type(__builtins__).__name__, __builtins__ is sys.modules["builtins"])
print(repr(main)[:24])
try:
    __loader__.get_filename("other")
except ImportError as e:
    print(type(e).__name__, e)

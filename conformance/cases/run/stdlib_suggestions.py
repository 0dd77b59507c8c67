import _suggestions as S
print(S._generate_suggestions(["alpha", "beta", "gamma"], "alpah"))
print(S._generate_suggestions(["alpha"], "zzzzzz"))
print(S._generate_suggestions([], "x"))
for bad in [(("a",), "a"), (["a", 1], "a"), (["a"], 3)]:
    try:
        S._generate_suggestions(*bad)
    except TypeError as e:
        print(e)
try: S._generate_suggestions([])
except TypeError as e: print(e)
try: S._generate_suggestions([], "a", 3)
except TypeError as e: print(e)
try: S._generate_suggestions(candidates=[], item="a")
except TypeError as e: print(e)
import traceback
try:
    aplha
except NameError as e:
    print(traceback.format_exception_only(e))

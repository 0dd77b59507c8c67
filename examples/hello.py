# A first program for pyts: `pyts run examples/hello.py` (or `pyts tokenize|ast|dis` it).
def greet(name: str) -> str:
    return f"Hello, {name}!"


for who in ["world", "pyts"]:
    print(greet(who))
